import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/tokens/vars.css';
import { mq } from '../../../design-system/tokens/breakpoints';

/** The profile's top band: avatar and name beside the price and the follow action. */
export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'auto 1fr', padding: vars.space.xlarge, gap: vars.space.xlarge },
    [mq.desktop]: { gridTemplateColumns: 'auto 1fr auto' },
  },
});

export const heroAction = style({
  minWidth: 0,
  '@media': {
    [mq.tablet]: { gridColumn: '1 / -1' },
    [mq.desktop]: {
      gridColumn: 'auto',
      minWidth: '15rem',
      paddingLeft: vars.space.xlarge,
      borderLeft: `1px solid ${vars.color.border}`,
    },
  },
});

/** Main column and a side column of facts; one column on phones and tablets. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', gap: vars.space.xxlarge } },
});

export const aside = style({
  '@media': { [mq.desktop]: { position: 'sticky', top: vars.space.large } },
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const factTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'right', minWidth: 0 });

export const bio = style({ whiteSpace: 'pre-line', maxWidth: '65ch' });

export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: 0 });

/** Visually hidden, still read by assistive tech. */
