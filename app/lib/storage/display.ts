import { setColorScheme, type ColorScheme } from '@/design-system';
import { pickLocale, SUPPORTED_LOCALES, type Locale } from '@/app/i18n';
import { readEntry, writeEntry } from './persist';

/**
 * How this browser shows Kinetic: the language and the colour scheme the person chose. Kept in
 * this browser only (the `display` entry of the persisted state) and sent nowhere.
 */
export const THEMES = ['system', 'light', 'dark'] as const satisfies readonly ColorScheme[];

interface Display {
  language?: Locale;
  theme?: ColorScheme;
}

function read(): Display {
  const value = readEntry('display');
  if (typeof value !== 'object' || value === null) return {};
  const { language, theme } = value as Record<string, unknown>;
  return {
    language: SUPPORTED_LOCALES.find((l) => l === language),
    theme: THEMES.find((t) => t === theme),
  };
}

function remember(change: Display) {
  writeEntry('display', { ...read(), ...change });
}

/**
 * The language to show: `?lang=en|es` on the URL (then remembered), else the one chosen before,
 * else the first of the browser's languages we have, else English.
 */
export function chosenLocale(search: string, languages: readonly string[]): Locale {
  const asked = SUPPORTED_LOCALES.find((l) => l === new URLSearchParams(search).get('lang'));
  if (asked) remember({ language: asked });
  return asked ?? read().language ?? pickLocale(languages);
}

/** Switches the language: remembered, then the page loads again in it (without a `?lang=` that would undo it). */
export function chooseLanguage(locale: Locale) {
  remember({ language: locale });
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.assign(url.href);
}

/** The colour scheme chosen before (system when none). */
export function chosenTheme(): ColorScheme {
  return read().theme ?? 'system';
}

/** Shows and remembers a colour scheme. */
export function chooseTheme(theme: ColorScheme) {
  remember({ theme });
  setColorScheme(theme);
}
