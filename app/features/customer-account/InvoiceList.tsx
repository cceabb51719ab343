import type { UseQueryResult } from '@tanstack/react-query';
import type { Schema } from '../../../sdk';
import { Badge, Card, Inline, Link, Skeleton, Stack, Text, type BadgeTone } from '../../../design-system';
import { useIntl } from '../../i18n';
import { formatMoney } from '../../lib/format/format';
import { QueryView } from '../../lib/queries/QueryView';
import { messages } from './messages';
import * as styles from './Account.css';
import { dateFormats } from '../../lib/time/format';

type Invoice = Schema<'Invoice'>;

const statusTone: Record<Invoice['status'], BadgeTone> = {
  OPEN: 'warning',
  PAID: 'positive',
  VOID: 'neutral',
  REFUNDED: 'info',
};

/** The path of an invoice's printable page. */
export const invoiceHref = (invoice: Invoice) =>
  `/dashboard/invoices/${invoice.id}${invoice.invoiceType === 'SUBSCRIPTION' ? '' : `?type=${invoice.invoiceType}`}`;

/** Invoices newest first, each with its amount and status and a link to its printable page. */
export function InvoiceList<T>({
  query,
  invoices,
}: {
  query: UseQueryResult<T>;
  /** The invoices in the answer. */
  invoices: (data: T) => Invoice[];
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
      isEmpty={(data) => invoices(data).length === 0}
      loading={
        <Card role="status" aria-label={intl.formatMessage(messages.invoicesLoading)}>
          <Skeleton lines={5} shape="text" />
        </Card>
      }
    >
      {(data) => (
        <Card>
          <ul className={styles.list}>
            {invoices(data).map((invoice) => (
              <li key={invoice.id} className={styles.row}>
                <Stack space="xsmall" className={styles.grow}>
                  <Link href={invoiceHref(invoice)}>{invoice.description}</Link>
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
    </QueryView>
  );
}
