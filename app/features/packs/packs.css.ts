import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

export const form = style({ display: 'grid', gap: vars.space.large });

/** Two short fields side by side where there is room, one under the other on a phone. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

/** Wide enough for a price and its error on one line. */
export const narrowField = style({ maxWidth: '20rem' });

/** A code's text takes the row's spare width, so its Edit goes to the right where there is room. */
export const rowBody = style({ flex: 1 });

/** The promo codes, one row each, their Edit on the right where there is room. */
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});
