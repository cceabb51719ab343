import { useParams, useSearch } from 'wouter';
import { $api, type Schema } from '@/sdk';
import { Button, Card, Heading, Inline, Link, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { PRODUCT_NAME } from '@/app/lib/format/brand';
import { Facts } from '@/app/lib/frames/DetailPage';
import { formatMoney, fullName } from '@/app/lib/format/format';
import { QueryView } from '@/app/lib/queries/QueryView';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { useViewer } from '@/app/session/hooks';
import { messages } from './messages';
import { discountWords } from './invoiceWords';
import * as styles from './Invoice.css';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

type InvoiceType = Schema<'InvoiceType'>;
const TYPES: readonly InvoiceType[] = [
  'SUBSCRIPTION',
  'CLASS_BOOKING',
  'ONE_TO_ONE',
  'CREDIT_TOP_UP',
  'CREDIT_REFUND',
  'CLASS_PACK',
  'SESSION_FEE',
];

/** The kind of invoice from `?type=`, a subscription's by default. */
export function invoiceType(search: string): InvoiceType {
  const type = new URLSearchParams(search).get('type');
  return TYPES.find((t) => t === type) ?? 'SUBSCRIPTION';
}

/**
 * `/dashboard/invoices/:id` (`?type=` for any but a subscription's): one invoice as a printable page,
 * amounts in GBP, with the code or intro price a purchase had under its line, as the invoice list says it.
 */
export default function InvoicePage() {
  const intl = useIntl();
  const params = useParams<{ id: string }>();
  const query = $api.useQuery('get', '/subscription/invoice/v1/get/{invoiceId}', {
    params: { path: { invoiceId: params.id }, query: { invoiceType: invoiceType(useSearch()) } },
  });
  return (
    <PageFrame width="medium" space="large" end="wide">
      <div className={styles.noPrint}>
        <Link href={paths.subscriptions()}>{intl.formatMessage(messages.invoiceBack)}</Link>
      </div>
      <QueryView
        query={query}
        errorTitle={intl.formatMessage(messages.invoiceLoadFailed)}
        page={{
          loadingPageTitle: messages.invoiceLoadingTitle,
          notFoundPageTitle: messages.invoiceNotFoundTitle,
          notFoundTitle: messages.invoiceNotFound,
          notFoundBody: messages.invoiceNotFoundBody,
        }}
        loading={
          <Card role="status" aria-label={intl.formatMessage(messages.invoiceLoadingTitle)}>
            <Stack space="large">
              <Skeleton shape="text" width="50%" />
              <Skeleton lines={4} shape="text" />
              <Skeleton height="6rem" />
            </Stack>
          </Card>
        }
      >
        {(invoice) => <InvoiceSheet invoice={invoice} />}
      </QueryView>
    </PageFrame>
  );
}

function InvoiceSheet({ invoice }: { invoice: Schema<'Invoice'> }) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.invoiceTitle, { number: invoice.number });
  usePageTitle(title);
  const viewer = useViewer();
  const customer = $api.useQuery('get', '/customer/{customerId}/details', {
    params: { path: { customerId: viewer?.id ?? '' } },
  });
  const date = (value: string) => intl.formatDate(value, dateFormats.dayLong);
  const rows: [string, string][] = [
    ...(customer.data
      ? ([
          [intl.formatMessage(messages.billedTo), fullName(customer.data)],
          [intl.formatMessage(messages.email), customer.data.email],
        ] as [string, string][])
      : []),
    [intl.formatMessage(messages.issued), date(invoice.issuedAt)],
    [intl.formatMessage(messages.paid), invoice.paidAt ? date(invoice.paidAt) : intl.formatMessage(messages.notPaid)],
    [intl.formatMessage(messages.status), intl.formatMessage(messages[`status${invoice.status}`])],
  ];
  return (
    <Card as="article" className={styles.sheet} aria-labelledby="invoice-title">
      <Stack space="xlarge">
        <Inline space="medium" align="between" alignY="top">
          <Stack space="xsmall">
            <Heading level={1} size={2} id="invoice-title">
              {title}
            </Heading>
            <Text tone="muted">{intl.formatMessage(messages.invoiceFrom, { product: PRODUCT_NAME })}</Text>
          </Stack>
          <Button variant="secondary" className={styles.noPrint} onPress={() => window.print()}>
            {intl.formatMessage(messages.print)}
          </Button>
        </Inline>
        <Facts rows={rows} />
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.item)}</th>
              <th scope="col" className={styles.amount}>
                {intl.formatMessage(messages.amount)}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <Stack space="xsmall">
                  <Text>{invoice.description}</Text>
                  {invoice.discount && <Text size="small">{discountWords(intl, invoice.discount)}</Text>}
                </Stack>
              </td>
              <td className={styles.amount}>{formatMoney(intl, invoice.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            {invoice.vat && (
              <tr>
                <th scope="row">{intl.formatMessage(messages.vatIncluded)}</th>
                <td className={styles.amount}>{formatMoney(intl, invoice.vat)}</td>
              </tr>
            )}
            <tr className={styles.total}>
              <th scope="row">{intl.formatMessage(messages.total)}</th>
              <td className={styles.amount}>{formatMoney(intl, invoice.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </Stack>
    </Card>
  );
}
