import { createIntl } from '@formatjs/intl';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createAppQueryClient, type Schema } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { InvoiceList } from './InvoiceList';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const invoice = (id: string, overrides: Partial<Schema<'Invoice'>>): Schema<'Invoice'> => ({
  id,
  number: `KIN-2026-${id}`,
  invoiceType: 'CLASS_PACK',
  status: 'PAID',
  amount: gbp(20000),
  description: 'Class pack: Ten live classes',
  issuedAt: '2026-11-22T18:05:00+00:00',
  paidAt: '2026-11-22T18:05:00+00:00',
  ...overrides,
});

/** The invoice list of `invoices`, as one page. */
function Invoices({ invoices }: { invoices: Schema<'Invoice'>[] }) {
  const query = useQuery({ queryKey: ['invoices'], queryFn: () => invoices });
  return (
    <InvoiceList
      query={query}
      page={(content) => ({ content, page: 0, size: 10, totalPages: 1, totalElements: content.length })}
      onPageChange={() => undefined}
    />
  );
}

it('a pack’s invoice names the pack and the code or intro price it was bought at; another names no discount', async () => {
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <IntlProvider value={createIntl({ locale: 'en', onError: () => undefined })}>
        <Invoices
          invoices={[
            invoice('1', { discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: gbp(5000) } }),
            invoice('2', { amount: gbp(19900), discount: { source: 'INTRO_OFFER', code: null, amount: gbp(5100) } }),
            invoice('3', { invoiceType: 'CREDIT_TOP_UP', description: 'Account credit top-up', discount: null }),
          ]}
        />
      </IntlProvider>
    </QueryClientProvider>,
  );
  const rows = await screen.findAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Class pack: Ten live classesCode WINTER20: £50 offKIN-2026-1/),
    expect.stringMatching(/^Class pack: Ten live classesIntro price: £51 offKIN-2026-2/),
    expect.not.stringMatching(/ off/),
  ]);
  expect(screen.getAllByRole('link', { name: 'Class pack: Ten live classes' })).toHaveLength(2);
});
