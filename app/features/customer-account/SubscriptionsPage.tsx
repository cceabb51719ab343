import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { Avatar, Card, Link, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { ConfirmDialog } from '@/app/lib/forms/ConfirmDialog';
import { formatMoney, fullName } from '@/app/lib/format/format';
import { PageSection } from '@/app/lib/frames/PageSection';
import { pageOf } from '@/app/lib/pages/ListPages';
import { QueryView } from '@/app/lib/queries/QueryView';
import { useViewer } from '@/app/session/hooks';
import { AccountLayout } from '@/app/lib/frames/AccountLayout';
import { InvoiceList } from './InvoiceList';
import { messages } from './messages';
import * as styles from './Account.css';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

type Subscription = Schema<'CustomerSubscription'>;

/** Invoices a page: the API gives every invoice of every month at once. */
const INVOICES_PAGE_SIZE = 20;

/** `/dashboard/subscriptions`: the customer's active subscriptions with Leave, and their invoices. */
export default function SubscriptionsPage() {
  const intl = useIntl();
  const customerId = useViewer()?.id ?? '';
  const [invoicePage, setInvoicePage] = useState(1);
  const invoices = $api.useQuery('get', '/subscription/invoice/v1/all');
  return (
    <AccountLayout title={intl.formatMessage(messages.subscriptionsTitle)}>
      <PageSection title={intl.formatMessage(messages.activeHeading)}>
        <ActiveSubscriptions customerId={customerId} />
      </PageSection>
      <PageSection title={intl.formatMessage(messages.invoicesHeading)}>
        <InvoiceList
          query={invoices}
          page={(data) => pageOf(data, invoicePage, INVOICES_PAGE_SIZE)}
          onPageChange={setInvoicePage}
        />
      </PageSection>
    </AccountLayout>
  );
}

function ActiveSubscriptions({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const [notice, setNotice] = useState<string>();
  const query = $api.useQuery('get', '/subscription/customer/{customerId}', {
    params: { path: { customerId }, query: { active: true } },
  });
  return (
    <Stack space="medium">
      <Text tone="positive" role="status">
        {notice}
      </Text>
      <QueryView
        query={query}
        errorTitle={intl.formatMessage(messages.subscriptionsLoadFailed)}
        empty={{
          title: intl.formatMessage(messages.subscriptionsEmptyTitle),
          description: intl.formatMessage(messages.subscriptionsEmptyBody),
          action: <Link href={paths.discover({ tab: 'trainers' })}>{intl.formatMessage(messages.findTrainers)}</Link>,
        }}
        isEmpty={(data) => data.length === 0}
        loading={<SubscriptionsSkeleton label={intl.formatMessage(messages.subscriptionsLoading)} />}
      >
        {(subscriptions) => (
          <Card>
            <ul className={styles.list}>
              {subscriptions.map((subscription) => (
                <SubscriptionRow
                  key={subscription.id}
                  subscription={subscription}
                  customerId={customerId}
                  onLeft={setNotice}
                />
              ))}
            </ul>
          </Card>
        )}
      </QueryView>
    </Stack>
  );
}

/** Two subscriptions' place while they load, row for row, so the invoices below stay where they are. */
function SubscriptionsSkeleton({ label }: { label: string }) {
  return (
    <Card role="status" aria-label={label}>
      <ul className={styles.list}>
        {[0, 1].map((n) => (
          <li key={n} className={styles.row}>
            <Skeleton shape="circle" width={44} />
            <Stack space="xsmall" className={styles.grow}>
              <Skeleton shape="text" width="40%" />
              <Skeleton lines={3} shape="text" width="60%" />
            </Stack>
            <Skeleton height="2.25rem" width="10rem" />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SubscriptionRow({
  subscription,
  customerId,
  onLeft,
}: {
  subscription: Subscription;
  customerId: string;
  onLeft: (notice: string) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { plan } = subscription;
  const trainer = fullName(plan.trainer);
  const end = intl.formatDate(subscription.currentPeriodEnd, dateFormats.dayLong);
  const leave = $api.useMutation('delete', '/subscription/{subscriptionId}/subscribers', {
    onSuccess: (left) => {
      const key = $api.queryOptions('get', '/subscription/customer/{customerId}', {
        params: { path: { customerId }, query: { active: true } },
      }).queryKey;
      queryClient.setQueryData(key, (old: Subscription[] | undefined) =>
        old?.map((s) => (s.id === subscription.id ? { ...s, ...left, id: s.id } : s)),
      );
      onLeft(
        intl.formatMessage(messages.left, {
          plan: plan.name,
          date: intl.formatDate(left.currentPeriodEnd, dateFormats.dayLong),
        }),
      );
    },
  });
  const cancelled = subscription.cancelledAt !== null;
  return (
    <li className={styles.row} aria-label={plan.name}>
      <Avatar name={trainer} src={plan.trainer.avatarUrl} size="medium" decorative />
      <Stack space="xsmall" className={styles.grow}>
        <Text weight="strong">{plan.name}</Text>
        <Text size="small">
          <Link href={paths.trainerProfile(plan.trainer.id)}>
            {intl.formatMessage(messages.withTrainer, { name: trainer })}
          </Link>
        </Text>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.perMonth, { price: formatMoney(intl, plan.price) })}
        </Text>
        <Text size="small" tone={cancelled ? 'critical' : 'muted'}>
          {intl.formatMessage(cancelled ? messages.ends : messages.renews, { date: end })}
        </Text>
      </Stack>
      {!cancelled && (
        <ConfirmDialog
          words={{
            button: intl.formatMessage(messages.leave, { plan: plan.name }),
            title: intl.formatMessage(messages.leaveTitle, { plan: plan.name }),
            confirm: intl.formatMessage(messages.leaveConfirm),
            keep: intl.formatMessage(messages.leaveKeep),
            pending: intl.formatMessage(messages.leaving),
          }}
          onOpen={leave.reset}
          isPending={leave.isPending}
          onConfirm={(close) => leave.mutate({ params: { path: { subscriptionId: plan.id } } }, { onSuccess: close })}
          failure={leave.isError ? intl.formatMessage(messages.leaveFailed, { plan: plan.name }) : undefined}
        >
          <span>{intl.formatMessage(messages.leaveBody, { date: end })}</span>
        </ConfirmDialog>
      )}
    </li>
  );
}
