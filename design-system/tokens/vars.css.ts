import { assignVars, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, type ColorRoles } from './palette';
import { mq } from './breakpoints';

const colorShape = Object.fromEntries(Object.keys(lightColors).map((k) => [k, null])) as Record<keyof ColorRoles, null>;

const shape = {
  color: colorShape,
  font: { body: null, heading: null, mono: null },
  fontWeight: { regular: null, medium: null, strong: null, heavy: null },
  fontSize: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    h4: null,
    h3: null,
    h2: null,
    h1: null,
    display: null,
  },
  lineHeight: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    h4: null,
    h3: null,
    h2: null,
    h1: null,
    display: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    gutter: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, xlarge: null, full: null },
  shadow: { small: null, medium: null, large: null },
  duration: { fast: null, standard: null, slow: null },
  easing: { standard: null, emphasised: null },
  size: { touch: null, fieldHeight: null, fieldHeightSmall: null, fieldHeightLarge: null },
  contentWidth: { xsmall: null, small: null, medium: null, large: null, xlarge: null },
} as const;

/** The one theme contract. CSS custom properties are named `--kn-<group>-<token>`. */
export const vars = createGlobalThemeContract(shape, (_value, path) => `kn-${path.join('-')}`);

type Tokens = Parameters<typeof assignVars<typeof vars>>[1];
type NonColorTokens = Omit<Tokens, 'color'>;

const base: NonColorTokens = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
    heading:
      '"Avenir Next", "Segoe UI Variable Display", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontWeight: { regular: '400', medium: '500', strong: '650', heavy: '800' },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.125rem',
    h4: '1.125rem',
    h3: '1.375rem',
    h2: '1.75rem',
    h1: '2.125rem',
    display: '2.75rem',
  },
  lineHeight: {
    xsmall: '1rem',
    small: '1.25rem',
    standard: '1.5rem',
    large: '1.75rem',
    h4: '1.5rem',
    h3: '1.75rem',
    h2: '2.125rem',
    h1: '2.5rem',
    display: '3rem',
  },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '0.75rem',
    gutter: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4rem',
  },
  radius: { none: '0', small: '0.375rem', medium: '0.625rem', large: '1rem', xlarge: '1.5rem', full: '9999px' },
  shadow: {
    small: '0 1px 2px rgba(12, 16, 20, 0.08), 0 1px 1px rgba(12, 16, 20, 0.04)',
    medium: '0 4px 12px rgba(12, 16, 20, 0.10), 0 1px 3px rgba(12, 16, 20, 0.06)',
    large: '0 16px 40px rgba(12, 16, 20, 0.18), 0 4px 12px rgba(12, 16, 20, 0.08)',
  },
  duration: { fast: '120ms', standard: '200ms', slow: '320ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasised: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  size: { touch: '2.75rem', fieldHeight: '2.75rem', fieldHeightSmall: '2.25rem', fieldHeightLarge: '3.25rem' },
  contentWidth: { xsmall: '25rem', small: '40rem', medium: '56rem', large: '72rem', xlarge: '86rem' },
};

const darkShadow = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 14px rgba(0, 0, 0, 0.5), 0 1px 3px rgba(0, 0, 0, 0.4)',
  large: '0 18px 44px rgba(0, 0, 0, 0.6), 0 4px 12px rgba(0, 0, 0, 0.4)',
};

const dark = {
  colorScheme: 'dark',
  vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadow) },
} as const;

// Light by default; dark when the system asks for it unless the user forced light; dark when forced.
globalStyle(':root', {
  colorScheme: 'light',
  vars: assignVars(vars, { ...base, color: lightColors }),
  '@media': {
    [mq.tablet]: {
      vars: assignVars(vars.fontSize, { ...base.fontSize, h1: '2.5rem', h2: '1.875rem', display: '3.5rem' }),
    },
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.duration, { fast: '0ms', standard: '0ms', slow: '0ms' }),
    },
  },
});
globalStyle(':root:not([data-color-scheme="light"])', { '@media': { '(prefers-color-scheme: dark)': dark } });
globalStyle(':root[data-color-scheme="dark"]', dark);

// Line heights follow the responsive font sizes.
globalStyle(':root', {
  '@media': {
    [mq.tablet]: {
      vars: assignVars(vars.lineHeight, { ...base.lineHeight, h1: '2.875rem', h2: '2.25rem', display: '3.75rem' }),
    },
  },
});
