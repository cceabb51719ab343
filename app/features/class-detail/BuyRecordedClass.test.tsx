import { createIntl } from '@formatjs/intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureSdk } from '@/sdk';
import { recordedClass } from '@/app/lib/stories';
import { IntlProvider } from '@/app/i18n';
import { BuyRecordedClass } from './BuyRecordedClass';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const intl = createIntl({ locale: 'en', timeZone: 'UTC', onError: () => undefined });

type Reply = [unknown, number];

/** The API: credit, no packs, the list price, and `buy` for the purchase; every request is recorded. */
function answering(buy: () => Reply) {
  const requests: string[] = [];
  configureSdk({
    baseUrls: { api: 'http://api.test/api' },
    fetch: async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      requests.push(`${request.method} ${path}`);
      const [answer, status]: Reply =
        path === '/customer/credit'
          ? [{ customerId: 'cu_3001', balance: gbp(4300), updatedAt: '2026-11-01T10:00:00Z' }, 200]
          : path === '/customer/packs'
            ? [[], 200]
            : path === '/customer/price-check'
              ? [
                  {
                    item: { type: 'RECORDED_CLASS', id: recordedClass.id },
                    priceBefore: gbp(900),
                    priceAfter: gbp(900),
                    discount: null,
                    repeatsOnRenewal: null,
                  },
                  200,
                ]
              : buy();
      return Response.json(answer, { status });
    },
  });
  return requests;
}

function open() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider value={intl}>
        <BuyRecordedClass detail={recordedClass} onClose={() => undefined} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Buy Morning mobility' });
}

afterEach(() => configureSdk({}));

describe('buying a recorded class', () => {
  it('says a class already in the library in the API’s words, as not bought, with nothing to try again', async () => {
    answering(() => [
      {
        status: 409,
        code: 'ALREADY_PURCHASED',
        message: 'This class is in your library already.',
        timestamp: '2026-11-22T18:05:00Z',
        details: [],
      },
      409,
    ]);
    const dialog = open();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Buy for £9 from credit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not bought');
    expect(alert.textContent).toContain('This class is in your library already.');
    expect(alert.textContent).not.toContain('Try again');
  });

  it('releases nothing when the checkout is on an origin it may not open: the purchase holds nothing', async () => {
    const requests = answering(() => [
      {
        purchase: { id: 'vp_1', status: 'PENDING_PAYMENT' },
        video: {},
        checkoutUrl: 'https://pay.elsewhere.example/cs_1',
      },
      201,
    ]);
    const dialog = open();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Card/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for £9 by card' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Not bought'));
    expect(within(dialog).getByRole('alert').textContent).toContain('The payment page could not be opened');
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /customer/price-check',
      'POST /class/cl-mobility-20/buy',
    ]);
  });
});
