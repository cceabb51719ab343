import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { defineMessages } from '../i18n';
import { EmptyState, ErrorState } from '../../design-system';
import { useIntl } from '../i18n';

const messages = defineMessages({
  errorBody: { id: 'query.error.body', defaultMessage: 'Check your connection and try again.' },
  retry: { id: 'query.error.retry', defaultMessage: 'Try again' },
});

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What shows while the first answer is on its way (skeletons shaped like the content). */
  loading: ReactNode;
  errorTitle: string;
  /** The empty state, shown when `isEmpty` says the answer has nothing to show. */
  empty?: { title: string; description: string; action?: ReactNode };
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The four states every screen of server data has: loading, error with retry, empty, and the data. */
export function QueryView<T>({ query, loading, errorTitle, empty, isEmpty, children }: QueryViewProps<T>) {
  const intl = useIntl();
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        description={intl.formatMessage(messages.errorBody)}
        retryLabel={intl.formatMessage(messages.retry)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState {...empty} />;
  return children(query.data);
}
