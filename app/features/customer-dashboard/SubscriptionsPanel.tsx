import { $api } from '@/sdk';
import { Pagination } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';
import { SessionList } from './SessionList';
import { SessionRow } from './SessionRow';
import { fromSubscriptionClass } from './sessions';
import { useNow } from '@/app/lib/time/useNow';
import { paths } from '@/app/routing/paths';

/** Subscription classes per page. */
const SUBSCRIPTION_PAGE_SIZE = 10;

interface SubscriptionsPanelProps {
  /** 1-based (the API's pages are 0-based). */
  page: number;
  onPageChange: (page: number) => void;
}

/** The upcoming classes the customer's subscriptions include, soonest first, a page at a time. */
export function SubscriptionsPanel({ page, onPageChange }: SubscriptionsPanelProps) {
  const intl = useIntl();
  const now = useNow();
  const query = $api.useQuery('get', '/class/subscription-classes', {
    params: { query: { sortBy: 'startDate', order: 1, page: page - 1, size: SUBSCRIPTION_PAGE_SIZE } },
  });
  return (
    <SessionList
      query={query}
      rows={(data) =>
        data.content
          .map(fromSubscriptionClass)
          .map((session) => <SessionRow key={session.id} session={session} now={now} />)
      }
      errorTitle={messages.subscriptionsError}
      emptyTitle={messages.subscriptionsEmptyTitle}
      emptyBody={messages.subscriptionsEmptyBody}
      emptyAction={{ label: messages.findTrainer, href: paths.discover({ tab: 'trainers' }) }}
      after={(data) => (
        <Pagination
          page={data.page + 1}
          totalPages={data.totalPages}
          onPageChange={onPageChange}
          label={intl.formatMessage(messages.pagination)}
          previousLabel={intl.formatMessage(messages.previousPage)}
          nextLabel={intl.formatMessage(messages.nextPage)}
          pageLabel={(n) => intl.formatMessage(messages.pageN, { page: n })}
        />
      )}
    />
  );
}
