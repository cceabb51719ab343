import { lazy, Suspense, useState } from 'react';
import { $api, type Schema } from '@/sdk';
import { Badge, Button, Card, EmptyState, Inline, Skeleton, Stack, Text, type BadgeTone } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney } from '@/app/lib/format/format';
import { isMissing, isUnavailable, NotAvailableYet, QueryView } from '@/app/lib/queries/QueryView';
import { DashboardSection } from './DashboardSection';
import { BANK_ACCOUNT, formatSortCode } from '@/app/lib/bank-account/bankAccount';
import { messages } from './messages';
import * as styles from './TrainerDashboard.css';
import { dateFormats } from '@/app/lib/time/format';

// The dialog's code (and its form's) loads when it is opened: the dashboard's first view never shows it.
const BankAccountDialog = lazy(() => import('./BankAccountDialog').then((m) => ({ default: m.BankAccountDialog })));

type BankAccount = Schema<'BankAccount'>;
type Payout = Schema<'Payout'>;

const payoutStatus = {
  PENDING: { tone: 'warning', label: messages.payoutPending },
  IN_TRANSIT: { tone: 'info', label: messages.payoutInTransit },
  PAID: { tone: 'positive', label: messages.payoutPaid },
  FAILED: { tone: 'critical', label: messages.payoutFailed },
} satisfies Record<Payout['status'], { tone: BadgeTone; label: unknown }>;

/** The Change (or Add) button, opening the dialog with the bank-account form. */
function BankAccountButton({ account }: { account: BankAccount | null }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={account ? intl.formatMessage(messages.bankChangeLabel) : undefined}
        aria-haspopup="dialog"
        onPress={() => setOpen(true)}
      >
        {intl.formatMessage(account ? messages.bankChange : messages.bankAdd)}
      </Button>
      {isOpen && (
        <Suspense>
          <BankAccountDialog account={account} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The payout account, masked: bank, holder, the last four digits and the sort code; a trainer without one adds one. */
function BankAccountCard() {
  const intl = useIntl();
  const query = $api.useQuery('get', BANK_ACCOUNT);
  if (isUnavailable(query.error)) return <NotAvailableYet />;
  if (isMissing(query.error)) {
    return (
      <EmptyState
        title={intl.formatMessage(messages.bankNoneTitle)}
        description={intl.formatMessage(messages.bankNoneBody)}
        action={<BankAccountButton account={null} />}
        headingLevel={3}
      />
    );
  }
  return (
    <Card padding="medium">
      <QueryView
        query={query}
        errorTitle={intl.formatMessage(messages.bankError)}
        loading={
          <Stack space="small" role="status" aria-label={intl.formatMessage(messages.loadingBank)}>
            <Skeleton shape="text" width="8rem" />
            <Skeleton shape="text" width="12rem" />
            <Skeleton shape="text" width="10rem" />
          </Stack>
        }
      >
        {(account) => (
          <div className={styles.bankAccount}>
            <Stack space="xsmall">
              <Inline space="small" alignY="center">
                <Text weight="strong">{account.bankName}</Text>
                <Badge tone={account.status === 'VERIFIED' ? 'positive' : 'warning'}>
                  {intl.formatMessage(account.status === 'VERIFIED' ? messages.bankVerified : messages.bankPending)}
                </Badge>
              </Inline>
              <Text size="small">{account.accountHolderName}</Text>
              <Text size="small" tabularNumbers>
                {intl.formatMessage(messages.bankMasked, {
                  last4: account.accountNumberLast4,
                  sortCode: formatSortCode(account.sortCode),
                })}
              </Text>
            </Stack>
            <BankAccountButton account={account} />
          </div>
        )}
      </QueryView>
    </Card>
  );
}

/** One payout: the week it pays, its amount and status, and when it arrived or should. */
function PayoutRow({ payout }: { payout: Payout }) {
  const intl = useIntl();
  const status = payoutStatus[payout.status];
  const day = (date: string) => intl.formatDate(date, { ...dateFormats.dayShort, timeZone: 'UTC' });
  const when = payout.paidAt
    ? intl.formatMessage(messages.payoutPaidOn, {
        date: intl.formatDate(payout.paidAt, dateFormats.dayShort),
      })
    : payout.status === 'FAILED'
      ? intl.formatMessage(messages.payoutFailedHint)
      : intl.formatMessage(messages.payoutExpected, { date: day(payout.expectedArrival) });
  return (
    <li className={styles.payout}>
      <Stack space="xxsmall">
        <Text weight="strong">
          {intl.formatMessage(messages.payoutPeriod, {
            period: intl.formatDateTimeRange(new Date(payout.periodStart), new Date(payout.periodEnd), {
              ...dateFormats.dayMonthShort,
              timeZone: 'UTC',
            }),
          })}
        </Text>
        <Text size="small" tone="muted">
          {when}
        </Text>
      </Stack>
      <Stack space="xxsmall" align="right" className={styles.payoutAmount}>
        <Text weight="strong" tabularNumbers>
          {formatMoney(intl, payout.amount)}
        </Text>
        <Badge tone={status.tone}>{intl.formatMessage(status.label)}</Badge>
      </Stack>
    </li>
  );
}

/** The balance: earnings not yet paid out (and when they will be), and what is on its way to the bank. */
function Balance() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/trainer/payouts/balance');
  return (
    <QueryView
      query={query}
      errorTitle={intl.formatMessage(messages.balanceError)}
      loading={
        <div role="status" aria-label={intl.formatMessage(messages.loadingBalance)}>
          <Skeleton height="3.5rem" />
        </div>
      }
    >
      {(balance) => (
        <div className={styles.balance}>
          <Stack space="xxsmall">
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.availableLabel)}
            </Text>
            <span className={styles.total}>{formatMoney(intl, balance.available)}</span>
            {balance.nextPayoutDate && (
              <Text size="small" tone="muted">
                {intl.formatMessage(messages.nextPayout, {
                  date: intl.formatDate(balance.nextPayoutDate, { ...dateFormats.dayMonthLong, timeZone: 'UTC' }),
                })}
              </Text>
            )}
          </Stack>
          <Stack space="xxsmall">
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.balanceLabel)}
            </Text>
            <span className={styles.total}>{formatMoney(intl, balance.onTheWay)}</span>
          </Stack>
        </div>
      )}
    </QueryView>
  );
}

/** The balance, and the payouts, newest first. */
function PayoutList() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/trainer/payouts', { params: { query: { page: 0, size: 20 } } });
  return (
    <QueryView
      query={query}
      errorTitle={intl.formatMessage(messages.payoutsError)}
      isEmpty={(page) => page.content.length === 0}
      empty={{
        title: intl.formatMessage(messages.payoutsEmptyTitle),
        description: intl.formatMessage(messages.payoutsEmptyBody),
      }}
      loading={
        <Card padding="medium" role="status" aria-label={intl.formatMessage(messages.loadingPayouts)}>
          <Stack space="large">
            <Skeleton shape="text" width="14rem" height="2rem" />
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="3rem" />
            ))}
          </Stack>
        </Card>
      }
    >
      {(page) => (
        <Card padding="medium">
          <Stack space="medium">
            <Balance />
            <ul className={styles.payouts} aria-label={intl.formatMessage(messages.payoutsListLabel)}>
              {page.content.map((payout) => (
                <PayoutRow key={payout.id} payout={payout} />
              ))}
            </ul>
          </Stack>
        </Card>
      )}
    </QueryView>
  );
}

/** Where the trainer's earnings go: the bank account, and the payouts made and on their way. */
export function PayoutsSection() {
  const intl = useIntl();
  return (
    <DashboardSection title={intl.formatMessage(messages.payoutsTitle)}>
      <div className={styles.payoutColumns}>
        <DashboardSection title={intl.formatMessage(messages.bankTitle)} level={3}>
          <BankAccountCard />
        </DashboardSection>
        <DashboardSection title={intl.formatMessage(messages.payoutsListTitle)} level={3}>
          <PayoutList />
        </DashboardSection>
      </div>
    </DashboardSection>
  );
}
