import { createContext, useContext, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * English is complete and ships inside the code: the build compiles each message's `defaultMessage`
 * to its AST where it is declared (scripts/inline-messages.ts), so a screen's English loads with that
 * screen. Other catalogues are partial, compiled to ASTs as they are imported (`?ast`), and load on demand.
 */
export const SUPPORTED_LOCALES = ['en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

type Catalogue = Record<string, MessageFormatElement[]>;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./es.json?ast') as Promise<{ default: Catalogue }>,
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
 * Declares a screen's messages (`npm run i18n:extract` finds them by this function's name, and the
 * build compiles their English in place). The descriptors are untyped so
 * `intl.formatMessage(descriptor, values)` accepts ICU placeholders.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}

/**
 * Builds the intl object for a catalogue locale. Dates and numbers follow the browser's own tag for
 * that language (en-GB writes 22/11/2026, en-US 11/22/2026). English is every message's default,
 * so it formats with that tag too; a message missing from a partial catalogue falls back to English
 * without an error.
 */
export async function loadIntl(locale: Locale, languages: readonly string[] = []): Promise<IntlShape> {
  const messages: Catalogue = locale === 'en' ? {} : (await loaders[locale]()).default;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  const formatLocale = languages.find((language) => pickLocale([language]) === locale) ?? locale;
  return createIntl(
    {
      locale: formatLocale,
      defaultLocale: locale === 'en' ? formatLocale : DEFAULT_LOCALE,
      messages,
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
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

/** The values a rich message takes: React elements (a link, a date) or tag functions (`<b>…</b>`). */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * A message with React elements among its values, e.g. a sentence with a link in it. The same
 * intl object formats it; only its type differs, since the output is then React nodes.
 */
export function formatRich(intl: IntlShape, descriptor: MessageDescriptor, values: RichValues): ReactNode {
  return (intl as unknown as IntlShape<ReactNode>).formatMessage(descriptor, values);
}
