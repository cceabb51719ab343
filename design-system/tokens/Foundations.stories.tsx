import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Container } from '../Container/Container';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as icons from '../private/icons';
import { PageHeading, pageHeadings } from '../private/StoryPage';
import { breakpoints } from './breakpoints';
import { contrast, darkColors, lightColors, type ColorRoles } from './palette';
import { vars } from './vars.css';

/**
 * The tokens every screen is built from, drawn from the token source itself (`palette.ts`,
 * `vars.css.ts`, `breakpoints.ts`): change a token and these pages change with it.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
  decorators: [pageHeadings],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value a `var(--kn-…)` token has on the page now. */
const tokenValue = (token: string) =>
  getComputedStyle(document.documentElement)
    .getPropertyValue(token.replace(/^var\((--[^,)]+).*$/, '$1'))
    .trim();

function TokenValue({ token }: { token: string }) {
  return (
    <Text as="code" size="small" tone="muted">
      {tokenValue(token)}
    </Text>
  );
}

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container width="large" paddingY="xlarge">
      <Stack space="large">
        <Stack space="small">
          <PageHeading>{title}</PageHeading>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

const cell = { padding: vars.space.small, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' } as const;

/** `fg` against `bg`, graded; `on` names the role `bg` is when it is not the surface or background. */
function Ratio({ fg, bg, on }: { fg: string; bg: string; on?: string }) {
  if (!fg.startsWith('#') || !bg.startsWith('#')) return <Text size="small">—</Text>;
  const ratio = contrast(fg, bg);
  const grade = ratio >= 4.5 ? 'AA text' : ratio >= 3 ? 'AA large / UI' : 'decorative only';
  return (
    <Text size="small" tabularNumbers>
      {ratio.toFixed(2)} : 1{' '}
      <Text as="span" inline size="xsmall" tone="muted">{`(${grade}${on ? `, on ${on}` : ''})`}</Text>
    </Text>
  );
}

/** The role an `onX` role is drawn on (`onBrand` on `brand`): its contrast is against that, not the page. */
function drawnOn(role: keyof ColorRoles): keyof ColorRoles | undefined {
  const base = role.replace(/^on([A-Z])/, (_, first: string) => first.toLowerCase());
  return base !== role && base in lightColors ? (base as keyof ColorRoles) : undefined;
}

function Swatch({ color }: { color: string }) {
  return (
    <Inline space="small" alignY="center" noWrap>
      <span
        style={{
          display: 'inline-block',
          width: '1.75rem',
          height: '1.75rem',
          borderRadius: vars.radius.small,
          background: color,
          boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
        }}
      />
      <Text as="code" size="small">
        {color}
      </Text>
    </Inline>
  );
}

/** Each colour role in both themes, with its contrast on the surface and the page background. */
export const Colours: Story = {
  render: () => (
    <Page
      title="Colour roles"
      intro="Every colour in the product is one of these roles. Contrast is against the surface (cards, fields) and the page background of the same theme, and for an on- role against the role it is drawn on; text needs 4.5 : 1, large text and UI parts 3 : 1."
    >
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {['Role', 'Light', 'on surface', 'on background', 'Dark', 'on surface', 'on background'].map((h, i) => (
                <th key={i} scope="col" style={cell}>
                  <Text size="small" weight="strong">
                    {h}
                  </Text>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(Object.keys(lightColors) as (keyof ColorRoles)[]).map((role) => (
              <tr key={role}>
                <th scope="row" style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <Text size="small" weight="medium">
                    {role}
                  </Text>
                </th>
                {[lightColors, darkColors].map((theme, i) => {
                  const base = drawnOn(role);
                  return [
                    <td key={`${i}-s`} style={cell}>
                      <Swatch color={theme[role]} />
                    </td>,
                    base ? (
                      <td key={`${i}-on`} colSpan={2} style={cell}>
                        <Ratio fg={theme[role]} bg={theme[base]} on={base} />
                      </td>
                    ) : (
                      [
                        <td key={`${i}-a`} style={cell}>
                          <Ratio fg={theme[role]} bg={theme.surface} />
                        </td>,
                        <td key={`${i}-b`} style={cell}>
                          <Ratio fg={theme[role]} bg={theme.background} />
                        </td>,
                      ]
                    ),
                  ];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  ),
};

/** Font sizes with their line heights (h1, h2 and display grow from tablet up). */
export const TypeScale: Story = {
  render: () => (
    <Page title="Type scale" intro="Sizes and line heights from the tokens; headings use the heading font.">
      {(Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[]).map((size) => (
        <Stack key={size} space="xsmall">
          <Inline space="small">
            <Text size="small" weight="strong">
              {size}
            </Text>
            <TokenValue token={vars.fontSize[size]} />
            <TokenValue token={vars.lineHeight[size]} />
          </Inline>
          <span
            style={{
              fontSize: vars.fontSize[size],
              lineHeight: vars.lineHeight[size],
              fontFamily: ['h1', 'h2', 'h3', 'h4', 'display'].includes(size) ? vars.font.heading : vars.font.body,
            }}
          >
            Kettlebell strength with Maya
          </span>
        </Stack>
      ))}
      <Inline space="large">
        {(Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[]).map((weight) => (
          <Text key={weight} weight={weight}>
            {weight}
          </Text>
        ))}
      </Inline>
    </Page>
  ),
};

function Scale<K extends string>({ tokens, sample }: { tokens: Record<K, string>; sample: (v: string) => ReactNode }) {
  return (
    <Stack space="medium">
      {(Object.keys(tokens) as K[]).map((key) => (
        <Inline key={key} space="gutter" alignY="center">
          <Box style={{ width: '7rem' }}>
            <Text size="small" weight="strong">
              {key}
            </Text>
            <TokenValue token={tokens[key]} />
          </Box>
          {sample(tokens[key])}
        </Inline>
      ))}
    </Stack>
  );
}

/** The spacing scale, radii and elevation. */
export const SpaceRadiiElevation: Story = {
  render: () => (
    <Page
      title="Space, radii and elevation"
      intro="Gaps and padding come from the space scale; screens need no other margins."
    >
      <PageHeading section>Space</PageHeading>
      <Scale
        tokens={vars.space}
        sample={(v) => <span style={{ display: 'block', width: v, height: '1rem', background: vars.color.brand }} />}
      />
      <PageHeading section>Radii</PageHeading>
      <Scale
        tokens={vars.radius}
        sample={(v) => (
          <span
            style={{
              display: 'block',
              width: '4rem',
              height: '3rem',
              borderRadius: v,
              background: vars.color.brandSoft,
              border: `1px solid ${vars.color.borderStrong}`,
            }}
          />
        )}
      />
      <PageHeading section>Elevation</PageHeading>
      <Scale
        tokens={vars.shadow}
        sample={(v) => (
          <span
            style={{
              display: 'block',
              width: '8rem',
              height: '4rem',
              borderRadius: vars.radius.medium,
              background: vars.color.surfaceRaised,
              boxShadow: v,
            }}
          />
        )}
      />
    </Page>
  ),
};

/** Durations, easings and breakpoints. */
export const MotionAndBreakpoints: Story = {
  render: () => (
    <Page
      title="Motion and breakpoints"
      intro="Durations drop to 0 ms when the system asks for reduced motion. Breakpoints are minimum widths, mobile first."
    >
      <PageHeading section>Duration</PageHeading>
      <Scale tokens={vars.duration} sample={() => null} />
      <PageHeading section>Easing</PageHeading>
      <Scale tokens={vars.easing} sample={() => null} />
      <PageHeading section>Breakpoints</PageHeading>
      <Stack space="small">
        {(Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((name) => (
          <Inline key={name} space="gutter">
            <Box style={{ width: '7rem' }}>
              <Text size="small" weight="strong">
                {name}
              </Text>
            </Box>
            <Text size="small" tabularNumbers>{`from ${breakpoints[name]} px`}</Text>
          </Inline>
        ))}
      </Stack>
    </Page>
  ),
};

/** Every icon of the design system, by name. Icons are decorative: the control's label names it. */
export const Icons: Story = {
  render: () => (
    <Page title="Icons" intro="Decorative (aria-hidden); the control that holds one is named by its label.">
      <Box display="grid" gridTemplateColumns={[2, 3, 4]} gap="gutter">
        {Object.entries(icons)
          .filter((entry): entry is [string, typeof icons.CheckIcon] => entry[0].endsWith('Icon'))
          .map(([name, Icon]) => (
            <Inline key={name} space="small" alignY="center" noWrap>
              <Icon />
              <Text size="small">{name}</Text>
            </Inline>
          ))}
      </Box>
    </Page>
  ),
};
