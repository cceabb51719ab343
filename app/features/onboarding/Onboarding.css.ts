import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/** The choices get room to breathe, and long labels wrap. */
export const choices = style({ minWidth: 0 });

/** Back and Next on one side, Skip for now on the other; stacked on a narrow phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'space-between',
  alignItems: 'center',
});
