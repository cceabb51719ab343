import { styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/**
 * The space above a screen's content: `large`, more on a desktop; `none`, for a screen that opens
 * right under the shell's own space (a form on a card, a document, the home page's hero).
 */
export const pageStart = styleVariants({
  large: { paddingBlockStart: vars.space.large, '@media': { [mq.desktop]: { paddingBlockStart: vars.space.xlarge } } },
  none: {},
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
