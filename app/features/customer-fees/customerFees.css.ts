import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/** The fees, one row each, their status and actions on the right where there is room. */
export const fees = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });
export const fee = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});
export const grow = style({ flex: '1 1 16rem' });
