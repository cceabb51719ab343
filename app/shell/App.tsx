import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createAppQueryClient } from '@/sdk';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { matchRoute, Router, useLocation, useRouter } from 'wouter';
import type { IntlShape } from '@formatjs/intl';
import { Spinner, VisuallyHidden } from '@/design-system';
import { defineMessages, IntlProvider, useIntl } from '../i18n';
import { MAIN_CONTENT_ID } from '../lib/frames/mainContent';
import { useAfterFirstPaint } from '../lib/frames/useAfterFirstPaint';
import { routeTitles } from '../routing/titles';
import { ROUTE_LIST } from '../routing/table';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { PersistGate } from './PersistGate';
import { inEntry, Routes } from './routes';
import * as styles from './Shell.css';

const messages = defineMessages({
  skip: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  loading: { id: 'shell.loading', defaultMessage: 'Loading' },
});

// What every page has but none needs for its first screen loads once that screen has been shown
// (`ScreenShown`), so neither its code nor its running stands before the screen's own data:
// the toast region (nothing can have been saved before), push messages that arrive with a page in
// front, the footer (below the fold of every page that has content) and the service worker's
// registration with its "new version" prompt.
const Toasts = lazy(() => import('./Toasts'));
const ForegroundNotifications = lazy(() => import('../push/ForegroundNotifications'));
const Footer = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));
const AppUpdates = lazy(() => import('../offline/AppUpdates'));

/** React Aria's links and buttons with `href` navigate through wouter, client-side. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

/**
 * What shows while a screen's code loads: the page's name as its level-one heading (read out
 * politely, so nobody meets a moment without one) over a spinner.
 */
function RoutePending({ location }: { location: string }) {
  const intl = useIntl();
  const { parser } = useRouter();
  const route = ROUTE_LIST.find(({ path }) => matchRoute(parser, path, location)[0]);
  return (
    <div className={styles.routePending} role="status" aria-label={intl.formatMessage(messages.loading)}>
      <VisuallyHidden elementType="h1">{intl.formatMessage(routeTitles[route?.title ?? 'notFound'])}</VisuallyHidden>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
}

/**
 * Says, once the first screen has been drawn (its code loaded, its first render painted, its data
 * asked for), that the shell's later parts may load.
 */
function ScreenShown({ onShown }: { onShown: () => void }) {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) onShown();
  }, [painted, onShown]);
  return null;
}

function Layout() {
  const intl = useIntl();
  const [location] = useLocation();
  // The first route renders in the background behind a spinner that is plain content, not a
  // Suspense fallback, so React reveals it the moment its code has arrived. A committed fallback
  // would stay on screen for at least 300 ms (React's reveal throttle), and everything requested
  // meanwhile would land before the page's largest paint. Later navigations show the fallback. The
  // home page, in the entry, renders at once.
  const started = useDeferredValue(true, inEntry(location));
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  const pending = <RoutePending location={location} />;
  return (
    <div className={styles.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {intl.formatMessage(messages.skip)}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={pending}>
            {started ? (
              <>
                <Routes />
                {!shown && <ScreenShown onShown={onShown} />}
              </>
            ) : (
              pending
            )}
          </Suspense>
        </ErrorBoundary>
      </main>
      {shown && (
        <Suspense fallback={null}>
          <Footer />
          <Toasts />
          <ForegroundNotifications />
          <AppUpdates />
        </Suspense>
      )}
    </div>
  );
}

/** The application shell: providers, persistence gate, header, footer and routes. */
export function App({ intl, queryClient }: { intl: IntlShape; queryClient?: QueryClient }) {
  const client = useMemo(() => queryClient ?? createAppQueryClient(), [queryClient]);
  return (
    <IntlProvider value={intl}>
      <I18nProvider locale={intl.locale}>
        <QueryClientProvider client={client}>
          <Router>
            <AriaRouter>
              <PersistGate>
                <Layout />
              </PersistGate>
            </AriaRouter>
          </Router>
        </QueryClientProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
