import { createIntl } from '@formatjs/intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureSdk, createAppQueryClient, type Schema } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { refusal } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen } from '@/app/lib/testing/screens';
import InvoicePage from './InvoicePage';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const packInvoice: Schema<'Invoice'> = {
  id: 'inv_7020',
  number: 'KIN-2026-01220',
  invoiceType: 'CLASS_PACK',
  status: 'PAID',
  amount: gbp(20000),
  description: 'Class pack: Ten live classes',
  issuedAt: '2026-11-22T18:05:00+00:00',
  paidAt: '2026-11-22T18:05:00+00:00',
  vat: null,
  discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: gbp(5000) },
};

afterEach(() => configureSdk({}));

/** The printable invoice at `path`, the API answering `invoice` to the invoice's read (and recording what it asked). */
function renderInvoice(path: string, invoice: Schema<'Invoice'>) {
  const asked: URL[] = [];
  configureSdk({
    fetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      asked.push(url);
      return url.pathname.includes('/invoice/')
        ? Response.json(invoice)
        : Response.json({ status: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    },
  });
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <IntlProvider value={createIntl({ locale: 'en-GB', onError: () => undefined })}>
        <Router hook={hook} searchHook={searchHook}>
          <Route path="/dashboard/invoices/:id">
            <InvoicePage />
          </Route>
        </Router>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return asked;
}

it('a pack’s invoice is asked for as a pack’s, and says the code it was bought with under its line, as the list does', async () => {
  const asked = renderInvoice('/dashboard/invoices/inv_7020?type=CLASS_PACK', packInvoice);
  const line = (await screen.findByRole('cell', { name: /^Class pack: Ten live classes/ })).textContent;
  expect(line).toBe('Class pack: Ten live classesCode WINTER20: £50 off');
  expect(asked.find(({ pathname }) => pathname.endsWith('/inv_7020'))?.searchParams.get('invoiceType')).toBe(
    'CLASS_PACK',
  );
});

it('an intro price is said as one', async () => {
  renderInvoice('/dashboard/invoices/inv_7021?type=CLASS_PACK', {
    ...packInvoice,
    id: 'inv_7021',
    amount: gbp(19900),
    discount: { source: 'INTRO_OFFER', code: null, amount: gbp(5100) },
  });
  expect((await screen.findByRole('cell', { name: /^Class pack/ })).textContent).toBe(
    'Class pack: Ten live classesIntro price: £51 off',
  );
});

it('a subscription’s invoice without a discount shows its line alone', async () => {
  renderInvoice('/dashboard/invoices/inv_7001', {
    ...packInvoice,
    id: 'inv_7001',
    invoiceType: 'SUBSCRIPTION',
    description: 'Priya Unlimited — November 2026',
    discount: null,
  });
  expect((await screen.findByRole('cell', { name: /^Priya Unlimited/ })).textContent).toBe(
    'Priya Unlimited — November 2026',
  );
});

it('an invoice the API does not know is a friendly not-found, titled so, with the way home', async () => {
  const { history } = renderScreen(
    '/dashboard/invoices/inv_0000',
    <Route path="/dashboard/invoices/:id">
      <InvoicePage />
    </Route>,
    [['GET', /^\/subscription\/invoice\/v1\/get\/inv_0000$/, refusal(404, 'NOT_FOUND', 'No such invoice.')]],
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this invoice' })).toBeTruthy();
  expect(document.title).toBe('Kinetic — Invoice not found');
  await expectNoAxeViolations();
  await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
  expect(history.at(-1)).toBe('/');
});
