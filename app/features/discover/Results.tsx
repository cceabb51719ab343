import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageDescriptor } from '@formatjs/intl';
import type { Page } from '../../../sdk';
import { Button, Heading, Inline, Skeleton, Stack, joinClassNames } from '../../../design-system';
import { useIntl } from '../../i18n';
import { CardGridPages } from '../../lib/cards/CardGridPages';
import { QueryView } from '../../lib/queries/QueryView';
import * as cards from '../../lib/cards/cards.css';
import { messages } from './messages';
import * as styles from './DiscoverPage.css';

interface ResultsProps<T> {
  query: UseQueryResult<Page<T>>;
  /** "{count} trainers": a plural message of `count`. */
  countMessage: MessageDescriptor;
  loadingLabel: string;
  skeletonHeight: string;
  errorTitle: string;
  /** What an empty answer says when no filter is set (with filters it suggests clearing them). */
  empty: { title: string; description: string };
  hasFilters: boolean;
  onClearFilters: () => void;
  /** 1-based. */
  onPageChange: (page: number) => void;
  /** Fewer, wider columns (trainer cards). */
  wide?: boolean;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** The results of a discover tab: count, clear filters, the card grid in its four states, pages. */
export function Results<T>({
  query: latest,
  countMessage,
  loadingLabel,
  skeletonHeight,
  errorTitle,
  empty,
  hasFilters,
  onClearFilters,
  onPageChange,
  wide,
  itemKey,
  renderItem,
}: ResultsProps<T>) {
  const intl = useIntl();
  // A page of cards renders in the background, in slices, so it never blocks input for long.
  const query = useDeferredValue(latest);
  const isEmpty = query.data?.content.length === 0;
  const clear = (
    <Button variant="secondary" onPress={onClearFilters}>
      {intl.formatMessage(messages.clearFilters)}
    </Button>
  );

  return (
    <Stack space="large" className={styles.results}>
      <Inline space="small" align="between" alignY="center">
        <div role="status">
          {query.data && !query.isError && !isEmpty && (
            <Heading level={2} size={4}>
              {intl.formatMessage(countMessage, { count: query.data.totalElements })}
            </Heading>
          )}
        </div>
        {hasFilters && !isEmpty && (
          <Button variant="ghost" size="small" onPress={onClearFilters}>
            {intl.formatMessage(messages.clearFilters)}
          </Button>
        )}
      </Inline>
      <QueryView
        query={query}
        loading={
          <div className={joinClassNames(cards.grid, wide && cards.wideGrid)} role="status" aria-label={loadingLabel}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={skeletonHeight} />
            ))}
          </div>
        }
        errorTitle={errorTitle}
        empty={
          hasFilters
            ? {
                title: intl.formatMessage(messages.noMatchesTitle),
                description: intl.formatMessage(messages.noMatchesBody),
                action: clear,
              }
            : empty
        }
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <CardGridPages
            page={page}
            itemKey={itemKey}
            onPageChange={onPageChange}
            words={messages}
            className={joinClassNames(cards.grid, wide && cards.wideGrid, query.isPlaceholderData && styles.stale)}
            busy={query.isPlaceholderData}
          >
            {renderItem}
          </CardGridPages>
        )}
      </QueryView>
    </Stack>
  );
}
