import type { Breakpoint } from './breakpoints';

/** A value, or one per breakpoint: `'small'`, `['small', 'large']`, `{ mobile: 'small', desktop: 'large' }`. */
export type ResponsiveValue<T> = T | readonly [T, T?, T?] | { mobile?: T; tablet?: T; desktop?: T };

export type { Breakpoint };

/** Maps every value of a responsive value (array or object form kept). */
export function mapResponsive<T, U>(value: ResponsiveValue<T>, fn: (v: T) => U): ResponsiveValue<U> {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? undefined : fn(v as T))) as never;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, T>).map(([k, v]) => [k, v === undefined ? undefined : fn(v)]),
    ) as never;
  }
  return fn(value as T);
}
