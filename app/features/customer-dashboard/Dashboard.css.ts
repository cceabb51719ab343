import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/**
 * On a phone the four tabs share the width instead of scrolling out of sight: each at least as
 * wide as its longest word, labels on two lines where they need it.
 */
export const tabList = style({
  '@media': {
    [mq.belowTablet]: { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(min-content, 1fr)' },
  },
});
globalStyle(`${tabList} > a`, {
  '@media': {
    [mq.belowTablet]: { paddingInline: vars.space.xxsmall, textAlign: 'center', fontSize: vars.fontSize.small },
  },
});

export const panel = style({ minHeight: '16rem', paddingBlockStart: vars.space.large });

/** A duration stays on one line ("60 mins"). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The review a customer wrote, quoted under the class it is about. */
export const review = style({
  borderInlineStart: `3px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.small,
  whiteSpace: 'pre-line',
});
