import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/tokens';

/** A plan's text takes the card's spare height, so the actions of cards in a row line up at the bottom. */
export const planBody = style({ flex: 1 });
export const planActions = style({ paddingBlockStart: vars.space.large });

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
