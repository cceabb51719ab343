import type { StyleRule } from '@vanilla-extract/css';

/**
 * Colour-mode condition for .css.ts files, defined once: wraps a style so it applies in dark mode
 * (forced with data-color-scheme="dark", or the system preference unless light is forced).
 * Colours from `vars.color` switch by themselves; use this only for things that are not tokens
 * (an illustration's filter, a mix-blend-mode…).
 */
export function darkMode(rule: StyleRule): StyleRule {
  return {
    selectors: { ':root[data-color-scheme="dark"] &': rule as never },
    '@media': {
      '(prefers-color-scheme: dark)': { selectors: { ':root:not([data-color-scheme="light"]) &': rule as never } },
    },
  };
}
