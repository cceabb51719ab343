import { createContext, useContext, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './compiled/en.json';

/** English is complete and ships with the app; other catalogues are partial and load on demand. */
export const SUPPORTED_LOCALES = ['en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

type Catalogue = Record<string, MessageFormatElement[]>;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./compiled/es.json') as Promise<{ default: Catalogue }>,
};

/** The first of the browser's languages that we have a catalogue for, else English. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    const match = SUPPORTED_LOCALES.find((locale) => locale === base);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

const cache = createIntlCache();

/**
 * Declares a screen's messages (`npm run i18n:extract` finds them by this function's name). The
 * descriptors are untyped so `intl.formatMessage(descriptor, values)` accepts ICU placeholders.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}

/** Builds the intl object for a locale; a message missing from a partial catalogue falls back to English. */
export async function loadIntl(locale: Locale): Promise<IntlShape> {
  const english = en as Catalogue;
  const messages: Catalogue = locale === 'en' ? english : { ...english, ...(await loaders[locale]()).default };
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ value, children }: { value: IntlShape; children: ReactNode }) {
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl must be used inside <IntlProvider>.');
  return intl;
}
