import { lazy, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createAppQueryClient } from '../../sdk';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import type { IntlShape } from '@formatjs/intl';
import { Spinner } from '../../design-system';
import { defineMessages, IntlProvider, useIntl } from '../i18n';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { inEntry, Routes } from '../routes';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { PersistGate } from './PersistGate';
import * as styles from './Shell.css';

const messages = defineMessages({
  skip: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  loading: { id: 'shell.loading', defaultMessage: 'Loading' },
});

// The toast region's code loads after the first paint: nothing can have been saved before it.
const Toasts = lazy(() => import('./Toasts'));

/** React Aria's links and buttons with `href` navigate through wouter, client-side. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
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
  const painted = useAfterFirstPaint();
  const pending = (
    <div className={styles.routePending}>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage(messages.skip)}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={pending}>{started ? <Routes /> : pending}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {painted && (
        <Suspense fallback={null}>
          <Toasts />
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
