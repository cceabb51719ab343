import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageDescriptor } from '@formatjs/intl';
import type { Page } from '@/sdk';
import { Button, Heading, Inline, Skeleton, Stack, joinClassNames } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { CardGridPages } from '@/app/lib/cards/CardGridPages';
import { QueryView } from '@/app/lib/queries/QueryView';
import * as cards from '@/app/lib/cards/cards.css';
import { useDiscoverParams } from './useDiscoverParams';
import { messages } from './messages';
import * as styles from './DiscoverPage.css';

/** A tab's words for its results. */
export interface ResultsWords {
  /** "{count} trainers": a plural message of `count`. */
  count: MessageDescriptor;
  /** The name of the wait. */
  loading: MessageDescriptor;
  error: MessageDescriptor;
  /** What an empty answer says when no filter is set (with filters it suggests clearing them). */
  emptyTitle: MessageDescriptor;
  emptyBody: MessageDescriptor;
}

interface ResultsProps<T> {
  query: UseQueryResult<Page<T>>;
  words: ResultsWords;
  skeletonHeight: string;
  /** Fewer, wider columns (trainer cards). */
  wide?: boolean;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** The results of a discover tab's filters (from the URL): count, clear filters, the card grid in its four states, pages. */
export function Results<T>({ query: latest, words, skeletonHeight, wide, itemKey, renderItem }: ResultsProps<T>) {
  const intl = useIntl();
  const { hasFilters, clearFilters: onClearFilters, setPage: onPageChange } = useDiscoverParams();
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
              {intl.formatMessage(words.count, { count: query.data.totalElements })}
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
          <div
            className={joinClassNames(cards.grid, wide && cards.wideGrid)}
            role="status"
            aria-label={intl.formatMessage(words.loading)}
          >
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={skeletonHeight} />
            ))}
          </div>
        }
        errorTitle={intl.formatMessage(words.error)}
        empty={
          hasFilters
            ? {
                title: intl.formatMessage(messages.noMatchesTitle),
                description: intl.formatMessage(messages.noMatchesBody),
                action: clear,
              }
            : { title: intl.formatMessage(words.emptyTitle), description: intl.formatMessage(words.emptyBody) }
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
