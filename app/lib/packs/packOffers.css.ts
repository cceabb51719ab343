import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

export const offers = style({ display: 'grid', gap: vars.space.small, listStyle: 'none', margin: 0, padding: 0 });

/** A pack's offer beside its Buy button, the button below it on a phone. */
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
