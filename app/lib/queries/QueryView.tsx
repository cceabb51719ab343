import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { failureKind, type ApiError, type FailureKind } from '@/sdk';
import { EmptyState, ErrorState } from '@/design-system';
import { defineMessages, useIntl } from '@/app/i18n';
import { NotFoundView, PendingHeading } from './StatusViews';

const messages = defineMessages({
  retry: { id: 'query.error.retry', defaultMessage: 'Try again' },
  offline: { id: 'failure.page.offline', defaultMessage: 'Check your connection and try again.' },
  server: { id: 'failure.page.server', defaultMessage: 'Something went wrong on our side.' },
  missing: { id: 'failure.page.missing', defaultMessage: 'It may have been removed.' },
  forbidden: { id: 'failure.page.forbidden', defaultMessage: 'Your account cannot see this page.' },
  unavailable: {
    id: 'failure.page.unavailable',
    defaultMessage: 'This part of Kinetic is on its way. Everything else here works as usual.',
  },
  unavailableTitle: { id: 'failure.page.unavailableTitle', defaultMessage: 'Not available yet' },
});

export interface PageFailure {
  kind: FailureKind;
  /** The page's own title ("We could not load your balance"), or "Not available yet". */
  title: string;
  description: string;
  /** Whether Try again can help: after no answer, a server failure or a refusal, not for a missing, closed or not yet offered page. */
  canRetry: boolean;
}

/**
 * A failed load of a page (or a region of one) in words: `title` is what failed to load; the description and whether to offer Try again
 * follow the kind (a refusal shows the API's own message). A call the API does not offer yet is no
 * failure of the page: it is titled "Not available yet" and says the rest works.
 */
export function pageFailure(intl: IntlShape, error: unknown, title: string): PageFailure {
  const kind = failureKind(error);
  const description = kind === 'refused' ? (error as ApiError).message : intl.formatMessage(messages[kind]);
  return {
    kind,
    title: kind === 'unavailable' ? intl.formatMessage(messages.unavailableTitle) : title,
    description,
    canRetry: kind !== 'missing' && kind !== 'forbidden' && kind !== 'unavailable',
  };
}

/** True when the API does not offer the call yet (a designed call): the part says so calmly. */
export const isUnavailable = (error: ApiError | null | undefined): boolean =>
  !!error && failureKind(error) === 'unavailable';

/** What a part of a screen shows when the API does not offer its call yet: calm words, no Try again. */
export function NotAvailableYet({ plain }: { plain?: boolean }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(messages.unavailableTitle)}
      description={intl.formatMessage(messages.unavailable)}
      plain={plain}
    />
  );
}

/**
 * The one "empty or missing" rule: the API answers 404 for something a person has not made yet
 * (a payout bank account, onboarding answers). That is the empty state, never a failure. A page of
 * one item the API does not know (a trainer, a class) is not found instead: QueryView's `page`.
 */
export const isMissing = (error: ApiError | null | undefined): boolean => !!error && failureKind(error) === 'missing';

/** The messages of a page that shows one item, for its loading, failed and not-found states. */
export type ItemPageMessages = Record<
  'loadingPageTitle' | 'notFoundPageTitle' | 'notFoundTitle' | 'notFoundBody',
  MessageDescriptor
>;

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What shows while the first answer is on its way (skeletons shaped like the content). */
  loading: ReactNode;
  errorTitle: string;
  /** The empty state, shown when `isEmpty` says the answer has nothing to show. */
  empty?: { title: string; description: string; action?: ReactNode };
  isEmpty?: (data: T) => boolean;
  /**
   * For a page that is one item (a trainer, a class): its title while it loads or after it failed
   * (the tab's title and a level-one heading for assistive tech), and what a 404 answer says.
   */
  page?: ItemPageMessages;
  /**
   * The screen around already has its level-one heading and tab title (an edit screen's "Edit class
   * pack"): no second level-one heading while the item loads or failed, and a not-found's heading
   * sits under the screen's.
   */
  titled?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The four states every screen of server data has: loading, error with retry, empty, and the data
 * (and, for a page of one item, not found; for a call the API does not offer yet, a calm notice).
 */
export function QueryView<T>({
  query,
  loading,
  errorTitle,
  empty,
  isEmpty,
  page,
  titled,
  children,
}: QueryViewProps<T>) {
  const intl = useIntl();
  // An answer renders in the background, in a transition React splits into short slices: a screen
  // whose sections all answer at once draws them without blocking the customer's input meanwhile.
  const data = useDeferredValue(query.data);
  if (page && isMissing(query.error)) {
    return (
      <NotFoundView
        pageTitle={intl.formatMessage(page.notFoundPageTitle)}
        title={intl.formatMessage(page.notFoundTitle)}
        body={intl.formatMessage(page.notFoundBody)}
        level={titled ? 2 : 1}
      />
    );
  }
  const pending = page && !titled && <PendingHeading title={intl.formatMessage(page.loadingPageTitle)} />;
  if (query.isError) {
    const failure = pageFailure(intl, query.error, errorTitle);
    if (failure.kind === 'unavailable')
      return (
        <>
          {pending}
          <NotAvailableYet />
        </>
      );
    return (
      <>
        {pending}
        <ErrorState
          title={failure.title}
          description={failure.description}
          retryLabel={intl.formatMessage(messages.retry)}
          isRetrying={query.isFetching}
          onRetry={failure.canRetry ? () => void query.refetch() : undefined}
        />
      </>
    );
  }
  if (query.isPending || data === undefined)
    return (
      <>
        {pending}
        {loading}
      </>
    );
  if (empty && isEmpty?.(data)) return <EmptyState {...empty} />;
  return children(data);
}
