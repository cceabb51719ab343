import type { UseQueryResult } from '@tanstack/react-query';
import type { Schema } from '@/sdk';
import { Badge, Card, Inline, Link, Skeleton, Stack, Text, type BadgeTone } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney } from '@/app/lib/format/format';
import { ListPages, type ListPage } from '@/app/lib/pages/ListPages';
import { QueryView } from '@/app/lib/queries/QueryView';
import { messages } from './messages';
import { discountWords } from './invoiceWords';
import * as styles from './Account.css';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

type Invoice = Schema<'Invoice'>;

const statusTone: Record<Invoice['status'], BadgeTone> = {
  OPEN: 'warning',
  PAID: 'positive',
  VOID: 'neutral',
  REFUNDED: 'info',
};

/** The path of an invoice's printable page. */
export const invoiceHref = (invoice: Invoice) =>
  paths.invoice(invoice.id, invoice.invoiceType === 'SUBSCRIPTION' ? undefined : { type: invoice.invoiceType });

/**
 * Invoices newest first, a page at a time, each with its amount and status and a link to its
 * printable page (a late-cancel or no-show fee's naming its session, a class pack's the code or
 * intro price it was bought at); above them, which ones the page shows out of how many.
 */
export function InvoiceList<T>({
  query,
  page,
  onPageChange,
}: {
  query: UseQueryResult<T>;
  /** The page of invoices the answer holds (or makes). */
  page: (data: T) => ListPage<Invoice>;
  /** Goes to page `next` (counted from 1). */
  onPageChange: (next: number) => void;
}) {
  const intl = useIntl();
  return (
    <QueryView
      query={query}
      errorTitle={intl.formatMessage(messages.invoicesLoadFailed)}
      empty={{
        title: intl.formatMessage(messages.invoicesEmptyTitle),
        description: intl.formatMessage(messages.invoicesEmptyBody),
      }}
      isEmpty={(data) => page(data).totalElements === 0}
      loading={
        <Card role="status" aria-label={intl.formatMessage(messages.invoicesLoading)}>
          <Skeleton lines={5} shape="text" />
        </Card>
      }
    >
      {(data) => (
        <ListPages
          page={page(data)}
          onPageChange={onPageChange}
          words={messages}
          count={(shown) => intl.formatMessage(messages.invoicesShown, { ...shown })}
        >
          {(invoices) => (
            <Card>
              <ul className={styles.list}>
                {invoices.map((invoice) => (
                  <li key={invoice.id} className={styles.row}>
                    <Stack space="xsmall" className={styles.grow}>
                      <Link href={invoiceHref(invoice)}>{invoice.description}</Link>
                      {invoice.session && (
                        <Text size="small">
                          {intl.formatMessage(messages.invoiceSession, {
                            title: invoice.session.title,
                            date: intl.formatDate(invoice.session.startDate, dateFormats.weekdayLong),
                            time: intl.formatTime(invoice.session.startDate, dateFormats.clock),
                          })}
                        </Text>
                      )}
                      {invoice.discount && <Text size="small">{discountWords(intl, invoice.discount)}</Text>}
                      <Text size="small" tone="muted">
                        {intl.formatMessage(messages.invoiceLine, {
                          number: invoice.number,
                          date: intl.formatDate(invoice.issuedAt, dateFormats.dayMedium),
                        })}
                      </Text>
                    </Stack>
                    <Inline space="small" alignY="center">
                      <Badge tone={statusTone[invoice.status]} size="small">
                        {intl.formatMessage(messages[`status${invoice.status}`])}
                      </Badge>
                      <Text weight="strong">{formatMoney(intl, invoice.amount)}</Text>
                    </Inline>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </ListPages>
      )}
    </QueryView>
  );
}
