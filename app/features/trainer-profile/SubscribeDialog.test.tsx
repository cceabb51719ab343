import { createIntl } from '@formatjs/intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSdk, type Schema } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { SubscribeDialog } from './SubscribeDialog';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const intl = createIntl({ locale: 'en', timeZone: 'UTC', onError: () => undefined });
const item = { type: 'SUBSCRIPTION' as const, id: 'sp_4002' };

const plan: Schema<'SubscriptionPlan'> = {
  id: 'sp_4002',
  trainer: { id: 'tr_1003', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '' },
  name: 'Weekend Flow',
  description: 'Two weekend flows a week.',
  price: gbp(1499),
  interval: 'MONTH',
  benefits: ['Weekend live classes'],
  subscriberCount: 87,
  status: 'ACTIVE',
  createdAt: '2026-01-01T10:00:00Z',
};

const listPrice: Schema<'PriceCheck'> = {
  item,
  priceBefore: gbp(1499),
  priceAfter: gbp(1499),
  discount: null,
  repeatsOnRenewal: null,
};
/** The price check's answer for a code taking `off` pence off the £14.99 plan. */
const withCode = (code: string, off: number, repeatsOnRenewal: boolean): Schema<'PriceCheck'> => ({
  item,
  priceBefore: gbp(1499),
  priceAfter: gbp(1499 - off),
  discount: { source: 'PROMO_CODE', code, amount: gbp(off) },
  repeatsOnRenewal,
});
const error = (status: number, code: string, message = 'The API’s own words') => ({
  status,
  code,
  message,
  timestamp: '2026-11-22T18:05:00Z',
  details: [],
});
const checkout = { checkoutUrl: `${window.location.origin}/payment-success?plan=sp_4002&session=cs_1` };

type Reply = [unknown, number];

/**
 * The API: the price check answers `plain` without a code and `check(code)` with one; subscribing
 * answers `join` and is recorded in `joined`.
 */
function answering({
  check = () => [listPrice, 200],
  join = () => [checkout, 200],
}: {
  check?: (code: string) => Reply;
  join?: () => Reply;
}) {
  const joined: unknown[] = [];
  configureSdk({
    baseUrls: { api: 'http://api.test/api' },
    fetch: async (input) => {
      const request = input as Request;
      const body = (await request.json()) as { code?: string };
      if (request.method === 'PUT') {
        joined.push({ path: new URL(request.url).pathname, body });
        const [answer, status] = join();
        return Response.json(answer, { status });
      }
      const [answer, status] = body.code ? check(body.code) : [listPrice, 200];
      return Response.json(answer, { status });
    },
  });
  return joined;
}

function open() {
  const handlers = { onClose: vi.fn(), onAlreadySubscribed: vi.fn(), onCheckout: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider value={intl}>
        <SubscribeDialog trainerId="tr_1003" name="Priya" plan={plan} {...handlers} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Subscribe to Weekend Flow' }), ...handlers };
}

async function apply(dialog: HTMLElement, code: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Have a code?' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), `${code}{Enter}`);
}

/** The value of the dialog's fact named `term`. */
const fact = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** What a field's description says: the texts its `aria-describedby` names. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => configureSdk({}));

describe('subscribing to a plan', () => {
  it('names the plan, its monthly price and the first month’s, and goes to the checkout without a code', async () => {
    const joined = answering({});
    const { dialog, onCheckout } = open();
    expect(fact(dialog, 'Plan')).toBe('Weekend Flow with Priya');
    expect(fact(dialog, 'Monthly price')).toBe('£14.99 a month');
    expect(fact(dialog, 'First month')).toBe('£14.99');
    expect(dialog.textContent).toContain('The plan renews every month until you leave it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe and pay £14.99' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith(checkout.checkoutUrl));
    expect(joined).toEqual([
      {
        path: '/api/subscription/sp_4002/subscribers',
        body: {
          returnUrl: `${window.location.origin}/trainers/tr_1003`,
          successUrl: `${window.location.origin}/payment-success?plan=sp_4002`,
          failureUrl: `${window.location.origin}/payment-failure?plan=sp_4002`,
        },
      },
    ]);
  });

  it('takes an amount off every month: the price before and after, that it repeats, and the code sent', async () => {
    const joined = answering({ check: (code) => [withCode(code.toUpperCase(), 150, true), 200] });
    const { dialog, onCheckout } = open();
    await apply(dialog, 'weekend150');
    expect(await within(dialog).findByText('Code WEEKEND150 applied: £1.50 off')).toBeTruthy();
    expect(fact(dialog, 'First month')).toContain('£13.49, was £14.99');
    expect(within(dialog).getByText('£14.99', { selector: 's' })).toBeTruthy();
    expect(fact(dialog, 'Monthly price')).toBe('£14.99 a month');
    expect(within(dialog).getByText('The discount repeats on every renewal while you stay subscribed.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe and pay £13.49' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalled());
    expect(joined).toEqual([expect.objectContaining({ body: expect.objectContaining({ promoCode: 'WEEKEND150' }) })]);
  });

  it('says a percentage off is for the first month only', async () => {
    answering({ check: () => [withCode('WINTER20', 300, false), 200] });
    const { dialog } = open();
    await apply(dialog, 'winter20');
    expect(await within(dialog).findByText('Code WINTER20 applied: £3 off')).toBeTruthy();
    expect(fact(dialog, 'First month')).toContain('£11.99, was £14.99');
    expect(
      within(dialog).getByText('The discount is for the first month only; renewals are at the full price.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Subscribe and pay £11.99' })).toBeTruthy();
  });

  it.each([
    ['PROMO_CODE_UNKNOWN', 'We don’t recognise this code. Check it and try again.'],
    ['PROMO_CODE_EXPIRED', 'This code has expired.'],
    ['PROMO_CODE_USED_UP', 'This code has been used as many times as it can be.'],
    ['PROMO_CODE_NOT_APPLICABLE', 'This code can’t be used for this purchase.'],
  ])('says a code refused as %s on the field, and the price stays', async (code, says) => {
    const joined = answering({ check: () => [error(409, code), 409] });
    const { dialog } = open();
    await apply(dialog, 'NOPE');
    const field = within(dialog).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(description(field)).toBe(says));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fact(dialog, 'First month')).toBe('£14.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe and pay £14.99' }));
    await waitFor(() => expect(joined).toHaveLength(1));
    expect(joined[0]).toEqual(expect.objectContaining({ body: expect.not.objectContaining({ promoCode: 'NOPE' }) }));
  });

  it('says why when the subscription refuses the code after its check, and stays open', async () => {
    answering({
      check: () => [withCode('WINTER20', 300, false), 200],
      join: () => [error(409, 'PROMO_CODE_USED_UP'), 409],
    });
    const { dialog, onCheckout, onAlreadySubscribed } = open();
    await apply(dialog, 'winter20');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Subscribe and pay £11.99' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This code has been used as many times as it can be. Remove the code to subscribe at the full price, or try another.',
    );
    expect(onCheckout).not.toHaveBeenCalled();
    expect(onAlreadySubscribed).not.toHaveBeenCalled();
  });

  it('says when the customer already holds the plan, and offers only Close', async () => {
    answering({ join: () => [error(409, 'CONFLICT'), 409] });
    const { dialog, onAlreadySubscribed, onClose } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe and pay £14.99' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already subscribe to Weekend Flow.');
    expect(onAlreadySubscribed).toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: /^Subscribe and pay/ })).toBeNull();
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes[closes.length - 1]!);
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['the API failed', () => [error(500, 'INTERNAL'), 500] as Reply],
    ['the checkout is on another site', () => [{ checkoutUrl: 'https://elsewhere.example/pay' }, 200] as Reply],
  ])('says nothing was charged when %s', async (_, join) => {
    answering({ join });
    const { dialog, onCheckout } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe and pay £14.99' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We couldn’t start the checkout for Weekend Flow. Nothing was charged: try again in a moment.',
    );
    expect(onCheckout).not.toHaveBeenCalled();
  });
});
