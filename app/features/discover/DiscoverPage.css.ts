import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars, mq } from '@/design-system/tokens';

/** The filter bar: the search on its own row on small screens, the selects two a row. */
export const filters = style({
  display: 'grid',
  gap: vars.space.gutter,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

/** Desktop columns: the search, then this many selects. */
export const selectColumns = styleVariants({ 2: 2, 3: 3 }, (count) => ({
  '@media': { [mq.desktop]: { gridTemplateColumns: `minmax(0, 2fr) repeat(${count}, minmax(0, 1fr))` } },
}));

/** A filter on a row of its own below desktop widths (the search, the sort order). */
export const wide = style({
  gridColumn: '1 / -1',
  '@media': { [mq.desktop]: { gridColumn: 'auto' } },
});

/** Results of the previous filters while the next ones load. */
export const stale = style({
  opacity: 0.6,
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}`,
});

export const results = style({ minHeight: '20rem' });

/**
 * On a phone the three tabs share the width, and the ones that do not fit on one line go on a second
 * (in any language, and with wider text spacing) instead of scrolling out of sight or being cut.
 */
export const tabList = style({
  '@media': { [mq.belowTablet]: { flexWrap: 'wrap' } },
});
globalStyle(`${tabList} > a`, {
  '@media': {
    [mq.belowTablet]: { flex: '1 1 auto', paddingInline: vars.space.small, textAlign: 'center' },
  },
});
