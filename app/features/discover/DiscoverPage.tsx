import { Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { HeadingIntro } from '@/app/lib/frames/HeadingIntro';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { UrlTabs } from '@/app/lib/frames/UrlTabs';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
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
  const { tab, tabHref } = useDiscoverParams();

  return (
    <PageFrame space="xlarge" end="none">
      <header>
        <HeadingIntro
          level={1}
          title={intl.formatMessage(messages.title)}
          intro={intl.formatMessage(messages.subtitle)}
          introSize="large"
        />
      </header>
      <UrlTabs
        tabs={TABS}
        selected={tab}
        href={tabHref}
        label={intl.formatMessage(messages.tabsLabel)}
        tabLabel={(t) => intl.formatMessage(tabLabel[t])}
        listClassName={styles.tabList}
      >
        <Stack space="xlarge">
          {tab === 'trainers' ? <TrainersPanel /> : <ClassesPanel key={tab} live={tab === 'live'} />}
        </Stack>
      </UrlTabs>
    </PageFrame>
  );
}
