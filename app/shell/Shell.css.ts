import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const main = style({ flex: 1, paddingBlock: vars.space.xlarge, outline: 'none' });

/** A screen whose code is still loading: its spinner in the middle of the page, below the header. */
export const routePending = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xxlarge });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The header's height: what the sticky header covers at the top of the window. */
const headerHeight = '4rem';

// Whatever the browser scrolls into view (a control reached with Tab, a jump to a section) stops
// below the sticky header instead of under it (WCAG 2.2's focus not obscured).
globalStyle('html', { scrollPaddingTop: `calc(${headerHeight} + 1px + ${vars.space.small})` });

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: headerHeight,
});

export const logoLink = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
  },
});

/**
 * The visitor's Log in and Sign up on the narrowest phones: less room inside, so both fit beside
 * the mark in any language (twice the class: over the button's own padding whichever loads first).
 */
export const headerButton = style({
  '@media': { [mq.belowLargePhone]: { selectors: { '&&': { paddingInline: vars.space.small } } } },
});

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
export const logoMark = style({ flexShrink: 0 });
export const logoTile = style({ fill: vars.color.inverse });
export const logoGlyph = style({ fill: vars.color.brand });
export const logoWord = style({
  // On the narrowest phones the mark alone leaves room for the header's two buttons in any language.
  '@media': { [mq.belowLargePhone]: { display: 'none' } },
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.h4,
  letterSpacing: '-0.02em',
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space.xlarge,
  // Shown with the screen, not before it: a footer above a loading screen would move when it arrives.
  selectors: { [`${page}:has(${routePending}) &`]: { display: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.gutter,
  top: vars.space.small,
  zIndex: 20,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderRadius: vars.radius.small,
  background: vars.color.inverse,
  color: vars.color.onInverse,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The footer's language and theme choices: two labelled rows of small buttons that wrap on a phone. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.small} ${vars.space.xlarge}` });

export const choiceGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });
