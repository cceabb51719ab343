import type { MessageDescriptor } from '@formatjs/intl';
import { useRef, type ReactNode } from 'react';
import { Pagination, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';

/** The pager's words, as a feature's messages name them (`pageN` takes `{page}`). */
export type PagesWords = Record<'pagination' | 'previous' | 'next' | 'pageN', MessageDescriptor>;

/** A page of a list, as the API's pages are: its items, where it is (`page` counts from 0) and the list's length. */
export interface ListPage<T> {
  content: readonly T[];
  page: number;
  size: number;
  totalPages: number;
  totalElements: number;
}

/** Which items a page shows, counted from 1, out of how many. */
export interface Shown {
  from: number;
  to: number;
  total: number;
}

/** Page `page` (counted from 1) of `items`, `size` a page; a page past the last (after a delete) is the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number): ListPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const index = Math.min(Math.max(page, 1), totalPages) - 1;
  const content = items.slice(index * size, (index + 1) * size);
  return { content, page: index, size, totalPages, totalElements: items.length };
}

interface ListPagesProps<T> {
  page: ListPage<T>;
  /** Goes to page `next` (counted from 1). */
  onPageChange: (next: number) => void;
  words: PagesWords;
  /**
   * Says which items the page shows out of how many ("21–40 of 500 classes"): above the list, and
   * announced as it changes, when there is more than one page.
   */
  count?: (shown: Shown) => string;
  /** The page's items (the list itself). */
  children: (content: readonly T[]) => ReactNode;
}

/**
 * One page of a long list with the pager under it (none when the list fits on one page), never the
 * whole list at once. Choosing a page brings the list's start back into view when it was above it.
 */
export function ListPages<T>({ page, onPageChange, words, count, children }: ListPagesProps<T>) {
  const intl = useIntl();
  const start = useRef<HTMLDivElement>(null);
  const from = page.page * page.size + 1;
  return (
    <div ref={start}>
      <Stack space="xlarge">
        <Stack space="medium">
          {count && page.totalPages > 1 && (
            <Text size="small" tone="muted" role="status">
              {count({ from, to: from + page.content.length - 1, total: page.totalElements })}
            </Text>
          )}
          {children(page.content)}
        </Stack>
        <Pagination
          page={page.page + 1}
          totalPages={page.totalPages}
          onPageChange={(next) => {
            onPageChange(next);
            if ((start.current?.getBoundingClientRect().top ?? 0) < 0)
              start.current?.scrollIntoView({ block: 'start' });
          }}
          label={intl.formatMessage(words.pagination)}
          previousLabel={intl.formatMessage(words.previous)}
          nextLabel={intl.formatMessage(words.next)}
          pageLabel={(n) => intl.formatMessage(words.pageN, { page: n })}
        />
      </Stack>
    </div>
  );
}
