import { memo, type ReactNode } from 'react';
import { ListPages, type ListPage, type PagesWords, type Shown } from '../pages/ListPages';

interface CardGridPagesProps<T> {
  /** One page of the API's answer (its `page` counts from 0). */
  page: ListPage<T>;
  itemKey: (item: T) => string;
  /** Goes to page `next` (counted from 1). */
  onPageChange: (next: number) => void;
  words: PagesWords;
  /** Which cards the page shows out of how many, announced as it changes. */
  count?: (shown: Shown) => string;
  /** The grid's class (the cards' grid, wider or stale). */
  className?: string;
  /** The page shown is the last one while the next loads. */
  busy?: boolean;
  children: (item: T) => ReactNode;
}

/** A page of cards in a grid with the pager under it; choosing a page starts it from the top of the screen. */
function CardGrid<T>({ page, itemKey, onPageChange, words, count, className, busy, children }: CardGridPagesProps<T>) {
  return (
    <ListPages
      page={page}
      words={words}
      count={count}
      onPageChange={(next) => {
        onPageChange(next);
        window.scrollTo({ top: 0 });
      }}
    >
      {(content) => (
        <ul className={className} aria-busy={busy}>
          {content.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </ListPages>
  );
}

/**
 * Drawn again only when its props change: a screen that re-renders as a filter changes (while the
 * page it shows stays the same) does not redraw its cards, so give it a stable `itemKey`, `children`
 * and `onPageChange`.
 */
export const CardGridPages = memo(CardGrid) as typeof CardGrid;
