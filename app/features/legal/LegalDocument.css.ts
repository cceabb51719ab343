import { globalStyle, style } from '@vanilla-extract/css';
import { vars, mq } from '@/design-system/tokens';

/** Clears the sticky header when the page scrolls to a section. */
const headerClearance = '7rem';

/** One column on small screens; contents beside the document on wide ones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mq.desktop]: { gridTemplateColumns: '14rem minmax(0, 40rem)', justifyContent: 'space-between' },
  },
});

export const toc = style({
  '@media': {
    [mq.desktop]: {
      position: 'sticky',
      top: headerClearance,
      maxHeight: `calc(100dvh - ${headerClearance} - ${vars.space.large})`,
      overflowY: 'auto',
    },
  },
});

export const tocList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

globalStyle(`${tocList} > li::marker`, { fontVariantNumeric: 'tabular-nums' });

/** The reading column: never wider than ~40rem. */
export const article = style({ maxWidth: vars.contentWidth.small, minWidth: 0 });

export const sectionHeading = style({
  scrollMarginTop: headerClearance,
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 },
  },
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
});

// Text renders a block; list items keep their bullets.
globalStyle(`${list} > li`, { display: 'list-item' });
globalStyle(`${list} > li::marker`, { color: vars.color.textMuted });

export const divider = style({
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: 0,
});
