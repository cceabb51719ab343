import { Link } from 'react-aria-components';
import { joinClassNames } from '../private/className';
import * as styles from './Tabs.css';

export interface TabNavItem<T extends string = string> {
  id: T;
  label: string;
  /** Where the tab leads: each tab is its own URL (back, forward, reload and shared links keep it). */
  href: string;
}

export interface TabNavProps<T extends string = string> {
  /** Names the navigation for assistive tech (translated). */
  'aria-label': string;
  /** The pages: an id, a label and a link each. */
  items: readonly TabNavItem<T>[];
  /** The tab the URL names: marked `aria-current="page"`. */
  current: T;
  /** Extra class for placement. */
  className?: string;
}

/**
 * Tabs that are links: a `nav` styled as a tab list, for views that each have their own URL. The
 * current one is `aria-current="page"`; Tab moves between them like any links, Enter opens one.
 * Lighter than `Tabs` (no collection or focus management), and right where a view is a place.
 *
 * Use instead: Tabs when the panels are on the same page and need no address.
 *
 * Accessibility: a navigation landmark of links; the current page carries aria-current. Tab moves between the links.
 */
export function TabNav<T extends string>({ items, current, className, ...props }: TabNavProps<T>) {
  return (
    <nav aria-label={props['aria-label']} className={joinClassNames(styles.list, className)}>
      {items.map((item) => (
        <Link
          key={item.id}
          href={item.href}
          aria-current={item.id === current ? 'page' : undefined}
          className={styles.tab}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
