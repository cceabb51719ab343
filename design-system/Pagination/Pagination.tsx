import { Button } from '../Button/Button';
import { joinClassNames } from '../private/className';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** 1-based current page (convert from Spring's 0-based `page` at the call site). */
  page: number;
  /** How many pages there are; with one or none, nothing is drawn. */
  totalPages: number;
  /** Called with the page asked for (1-based), from a page button or Previous / Next. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Pagination" / "Classes pages"). */
  label: string;
  /** Text of the Previous button ("Previous"). */
  previousLabel: string;
  /** Text of the Next button ("Next"). */
  nextLabel: string;
  /** Accessible name of a page button, e.g. (n) => `Page ${n}`. */
  pageLabel: (page: number) => string;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Extra class for placement. */
  className?: string;
}

export function pageItems(page: number, total: number, siblings = 1): (number | 'gap')[] {
  const pages = new Set<number>([1, total]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

/**
 * Page navigation for Spring-style pages: previous/next and numbered pages (aria-current).
 *
 * Use instead: "Load more" when the user reads on rather than jumps; no pagination when everything fits.
 *
 * Accessibility: a navigation landmark named by `label`; the current page carries aria-current; previous and next are disabled at the ends.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={joinClassNames(styles.nav, className)}>
      <ul className={styles.list} role="list">
        <li>
          <Button
            variant="ghost"
            size="small"
            icon={<ChevronLeftIcon size={18} />}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            {previousLabel}
          </Button>
        </li>
        {pageItems(page, totalPages, siblings).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="small"
                className={styles.pageButton}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => item !== page && onPageChange(item)}
              >
                {String(item)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="small"
            iconEnd={<ChevronRightIcon size={18} />}
            isDisabled={page >= totalPages}
            onPress={() => onPageChange(page + 1)}
          >
            {nextLabel}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
