import { style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '../../design-system/tokens';

/** The space above every screen's content, more on a desktop. */
export const page = style({
  paddingBlockStart: vars.space.large,
  '@media': { [mq.desktop]: { paddingBlockStart: vars.space.xlarge } },
});

/**
 * The space below it: `large`; `wide`, as much as above (a screen that ends in a player, a form
 * or an invoice); `none`, for a screen whose last section carries its own.
 */
export const pageEnd = styleVariants({
  large: { paddingBlockEnd: vars.space.large },
  wide: { paddingBlockEnd: vars.space.large, '@media': { [mq.desktop]: { paddingBlockEnd: vars.space.xlarge } } },
  none: {},
});

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
