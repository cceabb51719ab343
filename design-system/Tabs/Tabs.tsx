import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../private/className';
import * as styles from './Tabs.css';

export type TabsProps = RACTabsProps;
/**
 * Views of one screen, one shown at a time: a TabList of Tabs (it needs an `aria-label`), then a
 * TabPanel for each Tab, with the same `id`. Arrow keys move between tabs, Tab moves into the panel.
 *
 * Use instead: TabNav when each tab is a page with its own address.
 *
 * Accessibility: a tab list; arrows move between tabs, the chosen tab's panel follows, Tab moves into the panel.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeClassName(className, styles.tabs)} />;
}

export type TabListProps<T extends object> = RACTabListProps<T>;
/** Needs an accessible name: `aria-label` (translated). */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={composeClassName(className, styles.list)} />;
}

export type TabProps = RACTabProps;
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeClassName(className, styles.tab)} />;
}

export type TabPanelProps = RACTabPanelProps;
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeClassName(className, styles.panel)} />;
}
