import type { MessageDescriptor } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { Pagination, Stack } from '../../../design-system';
import { useIntl } from '../../i18n';

/** The pager's words, as a feature's messages name them (`pageN` takes `{page}`). */
export type PagesWords = Record<'pagination' | 'previous' | 'next' | 'pageN', MessageDescriptor>;

interface CardGridPagesProps<T> {
  /** One page of the API's answer (its `page` counts from 0). */
  page: { content: readonly T[]; page: number; totalPages: number };
  itemKey: (item: T) => string;
  /** Goes to page `next` (counted from 1). */
  onPageChange: (next: number) => void;
  words: PagesWords;
  /** The grid's class (the cards' grid, wider or stale). */
  className?: string;
  /** The page shown is the last one while the next loads. */
  busy?: boolean;
  children: (item: T) => ReactNode;
}

/** A page of cards in a grid with the pager under it; choosing a page starts it from the top of the screen. */
export function CardGridPages<T>({
  page,
  itemKey,
  onPageChange,
  words,
  className,
  busy,
  children,
}: CardGridPagesProps<T>) {
  const intl = useIntl();
  return (
    <Stack space="xlarge">
      <ul className={className} aria-busy={busy}>
        {page.content.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
      <Pagination
        page={page.page + 1}
        totalPages={page.totalPages}
        onPageChange={(next) => {
          onPageChange(next);
          window.scrollTo({ top: 0 });
        }}
        label={intl.formatMessage(words.pagination)}
        previousLabel={intl.formatMessage(words.previous)}
        nextLabel={intl.formatMessage(words.next)}
        pageLabel={(n) => intl.formatMessage(words.pageN, { page: n })}
      />
    </Stack>
  );
}
