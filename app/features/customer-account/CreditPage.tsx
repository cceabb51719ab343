import { useState } from 'react';
import { $api } from '@/sdk';
import { Button, Card, Form, Skeleton, Stack, Text, TextField } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { checkoutTarget, checkoutUrls } from '@/app/lib/booking/checkout';
import { formatMoney } from '@/app/lib/format/format';
import { useIdempotencyKey } from '@/app/lib/forms/idempotency';
import { PageSection } from '@/app/lib/frames/PageSection';
import { QueryView } from '@/app/lib/queries/QueryView';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { AccountLayout } from '@/app/lib/frames/AccountLayout';
import { InvoiceList } from './InvoiceList';
import { messages } from './messages';
import { parsePounds, topUpProblem } from './topUp';
import * as styles from './Account.css';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

const HISTORY_PAGE_SIZE = 20;
const amountMessage = {
  missing: messages.amountMissing,
  outOfRange: messages.amountOutOfRange,
  pence: messages.amountPence,
} as const;

/** `/dashboard/credit`: the balance, Add funds (£5–£500, paid on a checkout page), and the credit history with invoices. */
export default function CreditPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const history = $api.useQuery('get', '/customer/credit/invoices', {
    params: { query: { page: page - 1, size: HISTORY_PAGE_SIZE } },
  });
  return (
    <AccountLayout title={intl.formatMessage(messages.creditTitle)}>
      <div className={styles.columns}>
        <Balance />
        <PageSection title={intl.formatMessage(messages.addFundsHeading)}>
          <AddFunds />
        </PageSection>
      </div>
      <PageSection title={intl.formatMessage(messages.historyHeading)}>
        <InvoiceList query={history} page={(data) => data} onPageChange={setPage} />
      </PageSection>
    </AccountLayout>
  );
}

function Balance() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/customer/credit');
  return (
    <PageSection title={intl.formatMessage(messages.balanceHeading)}>
      <QueryView
        query={query}
        errorTitle={intl.formatMessage(messages.balanceLoadFailed)}
        loading={
          <Card role="status" aria-label={intl.formatMessage(messages.balanceLoading)}>
            {/* The balance, when it was updated and how credit is used: the place they will take. */}
            <Stack space="small">
              <Skeleton height="3.3rem" width="40%" />
              <Skeleton shape="text" width="50%" />
              <Skeleton lines={2} shape="text" />
            </Stack>
          </Card>
        }
      >
        {(credit) => (
          <Card>
            <Stack space="small">
              <Text weight="heavy" className={styles.balance}>
                {formatMoney(intl, credit.balance)}
              </Text>
              <Text size="small" tone="muted">
                {intl.formatMessage(messages.balanceUpdated, {
                  date: intl.formatDate(credit.updatedAt, dateFormats.moment),
                })}
              </Text>
              <Text>{intl.formatMessage(messages.balanceUse)}</Text>
            </Stack>
          </Card>
        )}
      </QueryView>
    </PageSection>
  );
}

/** The amount, checked before anything is sent; one top-up per key, the same key on a retry of the same amount. */
function AddFunds() {
  const intl = useIntl();
  const { keyFor } = useIdempotencyKey();
  const topUp = $api.useMutation('post', '/customer/credit/top-up');
  const form = useFormFields<{ amount: string }>({
    initialValues: { amount: '' },
    validate: ({ amount }) => {
      const problem = topUpProblem(parsePounds(amount, intl.locale));
      return { amount: problem && amountMessage[problem] };
    },
    failure: (error) =>
      formFailure(intl, error, { refused: messages.amountOutOfRange, otherwise: messages.topUpFailed }),
  });
  const onValid = async ({ amount }: { amount: string }) => {
    const body = {
      amount: { amount: Math.round(parsePounds(amount, intl.locale) * 100), currency: 'GBP' as const },
      ...checkoutUrls(paths.credit(), { kind: 'credit' }),
    };
    const checkout = await topUp.mutateAsync({ params: { header: { 'Idempotency-Key': keyFor(body) } }, body });
    const target = checkoutTarget(checkout.checkoutUrl);
    if (!target) throw new Error('The checkout address is not on a checkout origin.');
    window.location.assign(target);
    // The page is leaving: stay pending so nothing is sent again meanwhile.
    await new Promise(() => undefined);
  };
  return (
    <Card>
      <Form {...form.formProps} onSubmit={form.handleSubmit(onValid)}>
        <Stack space="medium">
          <TextField
            {...form.field('amount')}
            label={intl.formatMessage(messages.amountLabel)}
            description={intl.formatMessage(messages.amountHelp)}
            inputMode="decimal"
            isRequired
          />
          <Button type="submit" isPending={form.isPending} pendingLabel={intl.formatMessage(messages.addingFunds)}>
            {intl.formatMessage(messages.addFunds)}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
