import type { ReactNode } from 'react';
import { Stack, TabNav } from '@/design-system';

interface UrlTabsProps<T extends string> {
  tabs: readonly T[];
  /** The tab the URL names. */
  selected: T;
  /** Each tab's URL. */
  href: (tab: T) => string;
  /** Names the tabs' navigation for assistive tech. */
  label: string;
  tabLabel: (tab: T) => string;
  listClassName?: string;
  panelClassName?: string;
  /** The selected tab's content, in a section named after the tab. */
  children: ReactNode;
}

/** Views of one screen that each have their own URL (`?tab=…`): tabs that are links, then the selected view. */
export function UrlTabs<T extends string>({
  tabs,
  selected,
  href,
  label,
  tabLabel,
  listClassName,
  panelClassName,
  children,
}: UrlTabsProps<T>) {
  return (
    <Stack space="large">
      <TabNav
        aria-label={label}
        items={tabs.map((tab) => ({ id: tab, label: tabLabel(tab), href: href(tab) }))}
        current={selected}
        className={listClassName}
      />
      <section aria-label={tabLabel(selected)} className={panelClassName}>
        {children}
      </section>
    </Stack>
  );
}
