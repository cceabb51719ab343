import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/** The update prompt: along the bottom on a phone, bottom left beside the toasts on a larger screen. */
export const updatePrompt = style({
  position: 'fixed',
  zIndex: 1100,
  bottom: vars.space.gutter,
  left: vars.space.gutter,
  right: vars.space.gutter,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  '@media': { [mq.tablet]: { right: 'auto', left: vars.space.large, bottom: vars.space.large, width: '24rem' } },
});
