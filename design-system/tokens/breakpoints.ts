/** Min-widths in px. mobile is everything below tablet. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mq = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
