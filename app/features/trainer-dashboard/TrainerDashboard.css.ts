import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/** A section's title, with its controls beside it when there is room and under it when not. */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** The period: the preset, and for a custom period the dates and Apply, in a row that wraps. */
export const rangePicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const rangeSelect = style({ minWidth: '12rem' });

/** The counts and rates side by side where they fit: all five in one row on a desktop. */
export const counts = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

/** The charts: one per row, then on wide screens the first across and the other two beside each other. */
export const charts = style({
  display: 'grid',
  gap: vars.space.gutter,
  '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${charts} > :first-child`, { '@media': { [mq.desktop]: { gridColumn: '1 / -1' } } });

export const figure = style({ minWidth: 0 });

/** The balance's two figures side by side, stacked when there is no room. */
export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.medium} ${vars.space.xlarge}`,
});

/** A figure's total. */
export const total = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.h2,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const chart = style({ minWidth: 0 });

/** Where a chart would be when the period has nothing to draw: as tall, with a word instead. */
export const emptyChart = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '14rem',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.large,
  textAlign: 'center',
});

/** A dialog's text: which session and who it affects. */
export const payoutColumns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const bankAccount = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const payouts = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A payout's amount and status never wrap inside themselves. */
export const payoutAmount = style({ whiteSpace: 'nowrap', flexShrink: 0 });

export const payout = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
