import { createContext, use, useCallback, useContext, useState, type ReactNode } from 'react';
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

/**
 * Only the first paint's messages (the shell and the home page) ship in the entry. The other screens'
 * messages (`screens`) and the long legal documents (`legal`) live in their own catalogues,
 * `compiled/<locale>.<namespace>.json`, loaded by what shows them (`useMessageNamespace`), so the
 * first paint does not grow with every new screen. `compile.mjs` decides which message goes where.
 */
export type Namespace = 'legal' | 'screens';
const namespaceCatalogues = import.meta.glob<Catalogue>('./compiled/*.*.json', { import: 'default' });

async function readNamespace(locale: Locale, namespace: Namespace): Promise<Catalogue> {
  const read = (from: Locale) => namespaceCatalogues[`./compiled/${from}.${namespace}.json`]?.() ?? Promise.resolve({});
  const [english, localised] = await Promise.all([read('en'), locale === 'en' ? {} : read(locale)]);
  return { ...english, ...localised };
}

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

/**
 * Builds the intl object for a catalogue locale; a message missing from a partial catalogue falls
 * back to English. Dates and numbers follow the browser's own tag for that language (en-GB writes
 * 22/11/2026, en-US 11/22/2026).
 */
export async function loadIntl(locale: Locale, languages: readonly string[] = []): Promise<IntlShape> {
  const english = en as Catalogue;
  const messages: Catalogue = locale === 'en' ? english : { ...english, ...(await loaders[locale]()).default };
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  const formatLocale = languages.find((language) => pickLocale([language]) === locale) ?? locale;
  return createIntl({ locale: formatLocale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
}

interface IntlState {
  intl: IntlShape;
  loadNamespace: (namespace: Namespace) => Promise<void>;
}

const IntlContext = createContext<IntlState | null>(null);

export function IntlProvider({ value, children }: { value: IntlShape; children: ReactNode }) {
  const [intl, setIntl] = useState(value);
  const [loads] = useState(() => new Map<Namespace, Promise<void>>());
  const loadNamespace = useCallback(
    (namespace: Namespace) => {
      let pending = loads.get(namespace);
      if (!pending) {
        pending = readNamespace(pickLocale([value.locale]), namespace).then((extra) =>
          setIntl((current) =>
            createIntl(
              {
                locale: current.locale,
                defaultLocale: current.defaultLocale,
                messages: { ...(current.messages as Catalogue), ...extra },
              },
              cache,
            ),
          ),
        );
        loads.set(namespace, pending);
      }
      return pending;
    },
    [loads, value.locale],
  );
  return <IntlContext.Provider value={{ intl, loadNamespace }}>{children}</IntlContext.Provider>;
}

function useIntlState(): IntlState {
  const state = useContext(IntlContext);
  if (!state) throw new Error('useIntl must be used inside <IntlProvider>.');
  return state;
}

export function useIntl(): IntlShape {
  return useIntlState().intl;
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

/** Suspends until a namespace's messages are loaded into the intl object (see `Namespace`). */
export function useMessageNamespace(namespace: Namespace): void {
  use(useIntlState().loadNamespace(namespace));
}
