import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Columns, Column } from '../Columns/Columns';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Badge } from '../Badge/Badge';
import { lightColors } from '../tokens/palette';
import { colorSwatch } from '../private/story.css';
import { PageHeading, pageHeadings } from '../private/StoryPage';

/**
 * The primitives every screen is laid out with; screens add no margins of their own. `Stack` puts
 * children one under another and `Inline` side by side, wrapping; `Columns` is a row of `Column`
 * children that becomes a stack below a breakpoint (`collapseBelow`); `Container` centres content at a readable
 * width with the side gutters; `Box` is any element styled from the tokens (space, colour, radius,
 * responsive grids). `Heading` gives the page its outline, `Text` sets everything else from the type
 * scale, and `VisuallyHidden` keeps words for screen readers only. Each one's props are described on
 * its props type, so the editor shows them.
 */
const meta = {
  title: 'Foundations/Layout',
  parameters: { layout: 'fullscreen', visual: { phone: true } },
  decorators: [pageHeadings],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box background="brandSoft" color="brandText" padding="gutter" borderRadius="medium">
    <Text weight="strong" tone="inherit">
      {children}
    </Text>
  </Box>
);

export const Primitives: Story = {
  render: () => (
    <Container width="large" paddingY="xlarge">
      <Stack space={['large', 'xlarge']}>
        <PageHeading>Layout primitives</PageHeading>
        <Stack space="small">
          <PageHeading section>Stack</PageHeading>
          <Tile>One</Tile>
          <Tile>Two</Tile>
        </Stack>
        <Stack space="small">
          <PageHeading section>Inline</PageHeading>
          <Inline space="small">
            {['HIIT', 'Yoga', 'Strength', 'Pilates', 'Boxing', 'Running', 'Mobility'].map((t) => (
              <Badge key={t}>{t}</Badge>
            ))}
          </Inline>
        </Stack>
        <Stack space="small">
          <PageHeading section>Columns (collapse below tablet)</PageHeading>
          <Columns space={['small', 'gutter', 'large']} collapseBelow="tablet">
            <Column width="1/3">
              <Tile>1/3</Tile>
            </Column>
            <Column>
              <Tile>Fluid</Tile>
            </Column>
            <Column width="content">
              <Tile>Content</Tile>
            </Column>
          </Columns>
        </Stack>
        <Box display="grid" gridTemplateColumns={[1, 2, 4]} gap="gutter">
          {['Grid', 'via', 'sprinkles', 'responsive'].map((t) => (
            <Tile key={t}>{t}</Tile>
          ))}
        </Box>
      </Stack>
    </Container>
  ),
};
export const Typography: Story = {
  render: () => (
    <Container width="medium" paddingY="xlarge">
      <Stack space="large">
        <Heading level={1} size="display">
          Train with the best, anywhere.
        </Heading>
        <Heading level={1}>Heading 1 — Find your trainer</Heading>
        <Heading level={2}>Heading 2 — Live this week</Heading>
        <Heading level={3}>Heading 3 — Kettlebell Strength</Heading>
        <Heading level={4}>Heading 4 — What to bring</Heading>
        <Text size="large">Large text: sweat-drenched intervals and mobility finishers.</Text>
        <Text>Standard text: Bring a mat, water and a towel. Classes open 10 minutes before the start.</Text>
        <Text size="small" tone="muted">
          Small muted text: cancellation is free up to 24 hours before.
        </Text>
        <Text size="xsmall" tone="muted">
          Extra small: prices include VAT.
        </Text>
        <Inline space="gutter">
          {(['brand', 'accent', 'positive', 'critical', 'warning'] as const).map((t) => (
            <Text key={t} tone={t} weight="strong">
              {t}
            </Text>
          ))}
        </Inline>
      </Stack>
    </Container>
  ),
};
export const TypographyDark: Story = { ...Typography, globals: { colorScheme: 'dark' } };
export const PrimitivesDark: Story = { ...Primitives, globals: { colorScheme: 'dark' } };

export const Colours: Story = {
  render: () => (
    <Container width="large" paddingY="xlarge">
      <Stack space="large">
        <PageHeading>Colour roles</PageHeading>
        <Box display="grid" gridTemplateColumns={[2, 3, 4]} gap="gutter">
          {(Object.keys(lightColors) as (keyof typeof lightColors)[]).map((role) => (
            <Inline key={role} space="small" noWrap>
              <span className={colorSwatch[role]} />
              <Text size="small" weight="medium">
                {role}
              </Text>
            </Inline>
          ))}
        </Box>
      </Stack>
    </Container>
  ),
};
export const ColoursDark: Story = { ...Colours, globals: { colorScheme: 'dark' } };
