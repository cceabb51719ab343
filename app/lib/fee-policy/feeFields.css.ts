import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/** The three fields side by side where there is room, one under the other on a phone. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});
