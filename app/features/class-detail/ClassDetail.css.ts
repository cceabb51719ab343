import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/tokens/vars.css';
import { mq } from '../../../design-system/tokens/breakpoints';

/** Cover art beside the title block; stacked on phones. */
export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)', gap: vars.space.xxlarge } },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.medium,
});

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

export const description = style({ whiteSpace: 'pre-line', maxWidth: '65ch' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});
export const factRow = style({ display: 'contents' });
export const factTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'right', minWidth: 0 });

export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: 0 });

/** One session of the schedule: the date beside its time and places. */
export const session = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr auto',
  gap: vars.space.gutter,
  alignItems: 'center',
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const dateTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  height: '3.5rem',
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.text,
  lineHeight: 1.1,
});
export const dateTileDay = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.heavy });
export const dateTileMonth = style({
  fontSize: vars.fontSize.xsmall,
  textTransform: 'uppercase',
  fontWeight: vars.fontWeight.strong,
});

export const equipment = style({ paddingLeft: vars.space.large, margin: 0 });

/** Visually hidden, still read by assistive tech. */
