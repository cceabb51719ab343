import type { ReactNode } from 'react';
import { Tab, TabList, Tabs } from '../../design-system';

interface UrlTabsProps<T extends string> {
  tabs: readonly T[];
  /** The tab the URL names. */
  selected: T;
  /** Writes another tab into the URL. */
  onSelect: (tab: T) => void;
  /** Names the tab list for assistive tech. */
  label: string;
  tabLabel: (tab: T) => string;
  listClassName?: string;
  /** One TabPanel per tab, with the tab's id. */
  children: ReactNode;
}

/** Tabs whose selection lives in the URL: selecting a tab writes it there, so back/forward and reloads keep it. */
export function UrlTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  tabLabel,
  listClassName,
  children,
}: UrlTabsProps<T>) {
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) => {
        const next = tabs.find((t) => t === key);
        if (next && next !== selected) onSelect(next);
      }}
    >
      <TabList className={listClassName} aria-label={label}>
        {tabs.map((t) => (
          <Tab key={t} id={t}>
            {tabLabel(t)}
          </Tab>
        ))}
      </TabList>
      {children}
    </Tabs>
  );
}
