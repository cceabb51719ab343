import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

export const benefits = style({ margin: 0, paddingInlineStart: vars.space.large });

export const form = style({ display: 'grid', gap: vars.space.large });

/** A benefit's field with its Remove button level with the field, not its label. */
export const benefitRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.small,
});

/** Wide enough for the price and its error on one line. */
export const priceField = style({ maxWidth: '20rem' });
