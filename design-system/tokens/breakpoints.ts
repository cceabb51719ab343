/**
 * Min-widths in px. mobile is everything below tablet; phones narrower than largePhone are the
 * narrowest (small-screen phones, where a header keeps only what fits in any language).
 */
export const breakpoints = { mobile: 0, largePhone: 420, tablet: 740, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

const from = (px: number) => `screen and (min-width: ${px}px)`;
// Ends just under the breakpoint, so a "below" query and its "from" query never both match,
// fractional widths included.
const below = (px: number) => `screen and (max-width: ${(px - 0.02).toFixed(2)}px)`;

/**
 * Media queries for .css.ts files. `largePhone`, `tablet`, `desktop`, `wide`: that width and up
 * (mobile first); `below…`: narrower than it.
 */
export const mq = {
  largePhone: from(breakpoints.largePhone),
  tablet: from(breakpoints.tablet),
  desktop: from(breakpoints.desktop),
  wide: from(breakpoints.wide),
  belowLargePhone: below(breakpoints.largePhone),
  belowTablet: below(breakpoints.tablet),
  belowDesktop: below(breakpoints.desktop),
  belowWide: below(breakpoints.wide),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
