import { Container, Heading, Stack, Tab, TabList, TabPanel, Tabs, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { ClassesPanel } from './ClassesPanel';
import { TrainersPanel } from './TrainersPanel';
import { TABS, type DiscoverTab, useDiscoverParams } from './useDiscoverParams';
import { messages } from './messages';
import * as styles from './DiscoverPage.css';

const tabLabel = {
  trainers: messages.tabTrainers,
  live: messages.tabLive,
  recorded: messages.tabRecorded,
} satisfies Record<DiscoverTab, unknown>;

/** `/discover`: trainers, live classes and recorded classes, filtered; all of it in the URL. */
export default function DiscoverPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const { tab, setTab } = useDiscoverParams();

  return (
    <Container>
      <Stack space="xlarge">
        <header className={styles.header}>
          <Stack space="small">
            <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
            <Text size="large" tone="muted">
              {intl.formatMessage(messages.subtitle)}
            </Text>
          </Stack>
        </header>
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            const next = TABS.find((t) => t === key);
            if (next && next !== tab) setTab(next);
          }}
        >
          <TabList className={styles.tabList} aria-label={intl.formatMessage(messages.tabsLabel)}>
            {TABS.map((t) => (
              <Tab key={t} id={t}>
                {intl.formatMessage(tabLabel[t])}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="trainers">
            <TrainersPanel />
          </TabPanel>
          <TabPanel id="live">
            <ClassesPanel live />
          </TabPanel>
          <TabPanel id="recorded">
            <ClassesPanel live={false} />
          </TabPanel>
        </Tabs>
      </Stack>
    </Container>
  );
}
