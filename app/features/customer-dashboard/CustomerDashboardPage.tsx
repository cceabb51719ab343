import { Container, Inline, Link, Stack, TabPanel, ToastRegion } from '../../../design-system';
import { useIntl } from '../../i18n';
import { capitalizeName } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotificationsPrompt } from '../../push/NotificationsPrompt';
import { UrlTabs } from '../../lib/UrlTabs';
import { DashboardHeader } from '../../lib/DashboardHeader';
import { useViewer } from '../../session/hooks';
import { BookingsPanel } from './BookingsPanel';
import { messages } from './messages';
import { OneToOnePanel } from './OneToOnePanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { TABS, type DashboardTab, useDashboardParams } from './useDashboardParams';
import * as styles from './Dashboard.css';

const tabLabel = {
  upcoming: messages.tabUpcoming,
  previous: messages.tabPrevious,
  'one-to-one': messages.tabOneToOne,
  subscriptions: messages.tabSubscriptions,
} satisfies Record<DashboardTab, unknown>;

/** `/dashboard`: the customer's home: a greeting, then their sessions by tab (the tab and page in the URL). */
export default function CustomerDashboardPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const viewer = useViewer();
  const customerId = viewer?.id ?? '';
  const { tab, page, setTab, setPage } = useDashboardParams();

  return (
    <Container>
      <Stack space="xlarge">
        <DashboardHeader
          className={styles.header}
          greeting={
            viewer?.firstName
              ? intl.formatMessage(messages.greeting, { name: capitalizeName(viewer.firstName) })
              : intl.formatMessage(messages.greetingNoName)
          }
          intro={intl.formatMessage(messages.intro)}
        >
          <Inline space="large">
            <Link href="/discover">{intl.formatMessage(messages.discoverAction)}</Link>
            <Link href="/dashboard/settings">{intl.formatMessage(messages.settingsAction)}</Link>
          </Inline>
        </DashboardHeader>
        <NotificationsPrompt />
        <UrlTabs
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
          label={intl.formatMessage(messages.tabsLabel)}
          tabLabel={(t) => intl.formatMessage(tabLabel[t])}
          listClassName={styles.tabList}
        >
          <TabPanel id="upcoming" className={styles.panel}>
            <BookingsPanel which="upcoming" customerId={customerId} />
          </TabPanel>
          <TabPanel id="previous" className={styles.panel}>
            <BookingsPanel which="previous" customerId={customerId} />
          </TabPanel>
          <TabPanel id="one-to-one" className={styles.panel}>
            <OneToOnePanel customerId={customerId} />
          </TabPanel>
          <TabPanel id="subscriptions" className={styles.panel}>
            <SubscriptionsPanel page={page} onPageChange={setPage} />
          </TabPanel>
        </UrlTabs>
      </Stack>
      <ToastRegion
        aria-label={intl.formatMessage(messages.notifications)}
        closeLabel={intl.formatMessage(messages.dismissToast)}
      />
    </Container>
  );
}
