import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '../../../design-system/tokens';

export const header = style({
  paddingBlockStart: vars.space.large,
  '@media': { [mq.desktop]: { paddingBlockStart: vars.space.xlarge } },
});

/**
 * On a phone the four tabs share the width instead of scrolling out of sight: each at least as
 * wide as its longest word, labels on two lines where they need it.
 */
export const tabList = style({
  '@media': {
    [mq.belowTablet]: { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(min-content, 1fr)' },
  },
});
globalStyle(`${tabList} > [role="tab"]`, {
  '@media': {
    [mq.belowTablet]: { paddingInline: vars.space.xxsmall, textAlign: 'center', fontSize: vars.fontSize.small },
  },
});

export const panel = style({ minHeight: '16rem', paddingBlockStart: vars.space.large });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/**
 * One session: the date tile beside what and when, the status and the actions; below tablet width
 * the actions go on their own row under the details.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gridTemplateAreas: '"tile main" "actions actions"',
  columnGap: vars.space.gutter,
  rowGap: vars.space.medium,
  alignItems: 'start',
  paddingBlock: vars.space.large,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [mq.tablet]: {
      gridTemplateColumns: '3.5rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"tile main actions"',
      alignItems: 'center',
    },
  },
});

/** The date tile's place in the row. */
export const tile = style({ gridArea: 'tile' });

/** A duration stays on one line ("60 mins"). */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const main = style({ gridArea: 'main', minWidth: 0 });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  '@media': { [mq.tablet]: { justifyContent: 'flex-end', maxWidth: '22rem' } },
});

/** The review a customer wrote, quoted under the class it is about. */
export const review = style({
  borderInlineStart: `3px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.small,
  whiteSpace: 'pre-line',
});

/** A dialog's text: what the booking is and what happens next. */
export const dialogBody = style({ display: 'grid', gap: vars.space.small, margin: 0 });
