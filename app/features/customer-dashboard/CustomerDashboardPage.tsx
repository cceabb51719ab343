import type { ReactNode } from 'react';
import { UrlTabs } from '@/app/lib/frames/UrlTabs';
import { useIntl } from '@/app/i18n';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { NotificationsPrompt } from '@/app/push/NotificationsPrompt';
import { OfflineNotice } from '@/app/offline/OfflineNotice';
import { DashboardHeader } from '@/app/lib/frames/DashboardHeader';
import { useViewer } from '@/app/session/hooks';
import { BookingsPanel } from './BookingsPanel';
import { messages } from './messages';
import { OneToOnePanel } from './OneToOnePanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { WaitlistPlaces } from './WaitlistPlaces';
import { TABS, dashboardTabHref, type DashboardTab, useDashboardParams } from './useDashboardParams';
import * as styles from './Dashboard.css';
import { paths } from '@/app/routing/paths';

const tabLabel = {
  upcoming: messages.tabUpcoming,
  previous: messages.tabPrevious,
  'one-to-one': messages.tabOneToOne,
  subscriptions: messages.tabSubscriptions,
} satisfies Record<DashboardTab, unknown>;

/**
 * `/dashboard`: the customer's home: a greeting, their sessions by tab (the tab and page in the URL),
 * then their waitlist places.
 */
export default function CustomerDashboardPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const viewer = useViewer();
  const customerId = viewer?.id ?? '';
  const { tab, page, setPage } = useDashboardParams();
  const panels = {
    upcoming: <BookingsPanel key="upcoming" which="upcoming" customerId={customerId} />,
    previous: <BookingsPanel key="previous" which="previous" customerId={customerId} />,
    'one-to-one': <OneToOnePanel customerId={customerId} />,
    subscriptions: <SubscriptionsPanel page={page} onPageChange={setPage} />,
  } satisfies Record<DashboardTab, ReactNode>;

  return (
    <PageFrame space="xlarge" end="none">
      <DashboardHeader
        firstName={viewer?.firstName}
        words={messages}
        links={[
          [paths.discover(), messages.discoverAction],
          [paths.settings(), messages.settingsAction],
        ]}
      />
      <OfflineNotice names={['customer-upcoming']} />
      <NotificationsPrompt />
      <UrlTabs
        tabs={TABS}
        selected={tab}
        href={dashboardTabHref}
        label={intl.formatMessage(messages.tabsLabel)}
        tabLabel={(t) => intl.formatMessage(tabLabel[t])}
        listClassName={styles.tabList}
        panelClassName={styles.panel}
      >
        {panels[tab]}
      </UrlTabs>
      {/* After the sessions: the places arrive in an answer of their own, and above the tabs they moved them under the pointer. */}
      <WaitlistPlaces />
    </PageFrame>
  );
}
