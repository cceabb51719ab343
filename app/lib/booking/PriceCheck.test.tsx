import { createIntl } from '@formatjs/intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureSdk, type Schema } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { CheckedPrice, PromoCodeField, usePriceCheck } from './PriceCheck';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const intl = createIntl({ locale: 'en', timeZone: 'UTC', onError: () => undefined });
type Item = Schema<'PurchaseItem'>;
const session: Item = { type: 'CLASS_SESSION', id: 'ci_1' };

/** The price check's answer for `item`: £30 before, `after` with `discount`. */
const answer = (
  item: Item,
  after: number,
  discount: Schema<'AppliedDiscount'> | null,
  repeatsOnRenewal: boolean | null = null,
): Schema<'PriceCheck'> => ({ item, priceBefore: gbp(3000), priceAfter: gbp(after), discount, repeatsOnRenewal });

/** The API answers each price check: without a code `plain`, with one `withCode(code)` (a body and its status). */
function answering(plain: Schema<'PriceCheck'>, withCode: (code: string) => [unknown, number] = () => [plain, 200]) {
  configureSdk({
    baseUrls: { api: 'http://api.test/api' },
    fetch: async (input) => {
      const { code } = (await (input as Request).json()) as { code?: string };
      const [body, status] = code ? withCode(code) : [plain, 200];
      return Response.json(body, { status });
    },
  });
}

const refusal = (code: string, message: string): [unknown, number] => [
  { status: 409, code, message, timestamp: '2026-11-22T18:05:00Z', details: [{ field: 'code', message }] },
  409,
];

/** A checkout of `item` at £30: its price, the code field and what the purchase would send. */
function Checkout({ item }: { item: Item }) {
  const price = usePriceCheck(item, gbp(3000));
  return (
    <>
      <p data-testid="price">
        <CheckedPrice price={price} />
      </p>
      <PromoCodeField price={price} trainer="Maya" />
      <output>{JSON.stringify(price.promo)}</output>
    </>
  );
}

function open(item: Item = session) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider value={intl}>
        <Checkout item={item} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

async function apply(code: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Have a code?' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

const sent = () => screen.getByRole('status').textContent;
/** What a field's description says: the texts its `aria-describedby` names. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const priceText = () => screen.getByTestId('price').textContent;

afterEach(() => configureSdk({}));

describe('a checkout’s price and code', () => {
  it('shows the intro price by itself for an eligible customer, the list price struck through', async () => {
    answering(answer(session, 300, { source: 'INTRO_OFFER', code: null, amount: gbp(2700) }));
    open();
    expect(await screen.findByText('First class with Maya: £3')).toBeTruthy();
    expect(priceText()).toContain('£3, was £30');
    expect(within(screen.getByTestId('price')).getByText('£30').tagName).toBe('S');
    expect(sent()).toBe('{}');
  });

  it('shows the list price alone without a discount', async () => {
    answering(answer(session, 3000, null));
    open();
    await screen.findByRole('button', { name: 'Have a code?' });
    await waitFor(() => expect(priceText()).toBe('£30'));
  });

  it('applies a code: the price before and after, the code with Remove (focused), and the code sent; Remove takes it off and the field has the focus again', async () => {
    const plain = answer(session, 3000, null);
    answering(plain, (code) => [
      answer(session, 2400, { source: 'PROMO_CODE', code: code.toUpperCase(), amount: gbp(600) }),
      200,
    ]);
    open();
    await apply('winter20');
    expect(await screen.findByText('Code WINTER20 applied: £6 off')).toBeTruthy();
    expect(priceText()).toContain('£24, was £30');
    expect(sent()).toBe('{"promoCode":"WINTER20"}');
    const remove = screen.getByRole('button', { name: 'Remove code WINTER20' });
    expect(document.activeElement).toBe(remove);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(priceText()).toBe('£30'));
    expect(sent()).toBe('{}');
    const field = screen.getByRole('textbox', { name: 'Code' });
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('says the intro price applies when it beats the code, and sends no code', async () => {
    const intro = answer(session, 300, { source: 'INTRO_OFFER', code: null, amount: gbp(2700) });
    answering(intro, () => [intro, 200]);
    open();
    await apply('winter20');
    expect(
      await screen.findByText(
        'Your intro price of £3 is lower than code WINTER20 gives, so the intro price applies: a code and an intro price don’t combine.',
      ),
    ).toBeTruthy();
    expect(sent()).toBe('{}');
  });

  it.each([
    ['PROMO_CODE_UNKNOWN', 'We don’t recognise this code. Check it and try again.'],
    ['PROMO_CODE_EXPIRED', 'This code has expired.'],
    ['PROMO_CODE_USED_UP', 'This code has been used as many times as it can be.'],
    ['PROMO_CODE_NOT_APPLICABLE', 'This code can’t be used for this purchase.'],
  ])('says a code refused as %s on the field, and keeps the price', async (code, says) => {
    answering(answer(session, 3000, null), () => refusal(code, 'The API’s own words'));
    open();
    await apply('NOPE');
    const field = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(description(field)).toBe(says));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(priceText()).toBe('£30');
    expect(sent()).toBe('{}');
  });

  it('says when the check failed on our side', async () => {
    answering(answer(session, 3000, null), () => [{ status: 500, code: 'INTERNAL', message: 'Boom' }, 500]);
    open();
    await apply('WINTER20');
    await waitFor(() =>
      expect(description(screen.getByRole('textbox', { name: 'Code' }))).toBe(
        'We couldn’t check the code just now. Try again, or book at the price shown.',
      ),
    );
  });

  it.each([
    [true, 'The discount repeats on every renewal while you stay subscribed.'],
    [false, 'The discount is for the first month only; renewals are at the full price.'],
  ])('says whether a code off a subscription repeats on renewal (%s)', async (repeats, says) => {
    const plan: Item = { type: 'SUBSCRIPTION', id: 'sp_1' };
    answering(answer(plan, 3000, null), () => [
      answer(plan, 2400, { source: 'PROMO_CODE', code: 'WINTER20', amount: gbp(600) }, repeats),
      200,
    ]);
    open(plan);
    await apply('WINTER20');
    expect(await screen.findByText(says)).toBeTruthy();
  });

  it('names a first pack at the intro price', async () => {
    const pack: Item = { type: 'PACK', id: 'pk_1' };
    answering(answer(pack, 1900, { source: 'INTRO_OFFER', code: null, amount: gbp(1100) }));
    open(pack);
    expect(await screen.findByText('First pack with Maya: £19')).toBeTruthy();
  });
});
