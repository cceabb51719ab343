import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/** The page title, with the screen's main action beside it when there is room and under it when not. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** Focus can be moved to the title from code; it is not a control, so it shows no focus ring. */
export const title = style({ ':focus': { outline: 'none' } });
