export type ColorScheme = 'light' | 'dark' | 'system';

const ATTRIBUTE = 'data-color-scheme';

/**
 * Forces a colour scheme on `<html>` (`data-color-scheme="light|dark"`), or follows the system
 * (`prefers-color-scheme`) again with 'system'. Persisting the choice is the app's job.
 */
export function setColorScheme(scheme: ColorScheme, root: HTMLElement = document.documentElement): void {
  if (scheme === 'system') root.removeAttribute(ATTRIBUTE);
  else root.setAttribute(ATTRIBUTE, scheme);
}

/** The scheme that was set with setColorScheme: 'light', 'dark' or 'system'. */
export function getColorScheme(root: HTMLElement = document.documentElement): ColorScheme {
  const value = root.getAttribute(ATTRIBUTE);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The scheme actually shown now: the forced one, else what the system prefers. */
export function getResolvedColorScheme(root: HTMLElement = document.documentElement): 'light' | 'dark' {
  const scheme = getColorScheme(root);
  if (scheme !== 'system') return scheme;
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}
