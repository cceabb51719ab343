/**
 * Paying by card in the offline world: every card payment (a class booked, a one-to-one, a pack, a
 * recorded class, a credit top-up and a subscription, the last two always through the card
 * checkout) keeps the card on file, which pays for a waitlist place when the account credit does
 * not cover it, and gives the customer its paid invoice, as a payment from account credit does.
 */
import { describe, expect, it } from 'vitest';
import { fromLondonWall, londonDay } from './clock.mjs';
import { CHECKOUT, DAY, HOUR, mocks, range, token } from './harness';

const { call, openAvailability, holdPack, worldNamed } = mocks();

type Money = { amount: number; currency: string };
type Invoice = { id: string; invoiceType: string; status: string; amount: Money; description: string };

/** `body` sent to `path` by the customer signed in as `as`, paying by card: the answer (a 201). */
async function payByCard<T>(path: string, world: string, as: string, body: Record<string, unknown> = {}) {
  const answer = await call<T>(path, {
    method: 'POST',
    as,
    world,
    body: { ...body, paymentMethod: 'CARD', ...CHECKOUT },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** A class session of Priya's that has not started, booked by card: what was paid, and the booking. */
async function bookClass(world: string, as: string) {
  const now = Date.now();
  const { body: sessions } = await call<{ id: string; startDate: string }[]>(
    `/class/cl_2008/instances?${range(now, now + 30 * DAY)}`,
    { as, world },
  );
  const session = sessions.find(({ startDate }) => Date.parse(startDate) > now);
  const { booking } = await payByCard<{ booking: { id: string; amountPaid: Money } }>(
    '/class/cl_2008/book',
    world,
    as,
    {
      classInstanceId: session?.id,
    },
  );
  return { paid: booking.amountPaid.amount, id: booking.id };
}

/** Each kind of card payment a newcomer (signed in as `as`) makes in `world`: what it paid, in pence. */
const PAYMENTS: {
  kind: string;
  invoiceType: string;
  byCard: boolean;
  pay: (world: string, as: string) => Promise<number>;
}[] = [
  {
    kind: 'a class booked',
    invoiceType: 'CLASS_BOOKING',
    byCard: true,
    pay: async (world, as) => (await bookClass(world, as)).paid,
  },
  {
    kind: 'a one-to-one',
    invoiceType: 'ONE_TO_ONE',
    byCard: true,
    pay: async (world, as) => {
      await openAvailability(world);
      const tomorrow = fromLondonWall(londonDay(Date.now()) + DAY);
      const { booking } = await payByCard<{ booking: { price: Money } }>('/class/one-to-one/book', world, as, {
        offerId: 'of_1003_60',
        startDate: new Date(tomorrow + 10 * HOUR).toISOString(),
      });
      return booking.price.amount;
    },
  },
  {
    kind: 'a recorded class',
    invoiceType: 'CLASS_BOOKING',
    byCard: true,
    pay: async (world, as) => {
      const { purchase } = await payByCard<{ purchase: { amountPaid: Money } }>('/class/cl_2009/buy', world, as);
      return purchase.amountPaid.amount;
    },
  },
  {
    kind: 'a pack',
    invoiceType: 'CLASS_PACK',
    byCard: false,
    pay: async (world, as) => {
      const id = await holdPack(world, ['LIVE_CLASSES'], as);
      const { body: packs } = await call<{ id: string; amountPaid: Money }[]>('/customer/packs', { as, world });
      return packs.find((pack) => pack.id === id)?.amountPaid.amount ?? NaN;
    },
  },
  {
    kind: 'a credit top-up',
    invoiceType: 'CREDIT_TOP_UP',
    byCard: false,
    pay: async (world, as) => {
      const topUp = { amount: 2500, currency: 'GBP' };
      const { status } = await call('/customer/credit/top-up', {
        method: 'POST',
        as,
        world,
        body: { amount: topUp, ...CHECKOUT },
      });
      expect(status).toBe(200);
      return topUp.amount;
    },
  },
  {
    kind: 'a subscription',
    invoiceType: 'SUBSCRIPTION',
    byCard: false,
    pay: async (world, as) => {
      const { status } = await call('/subscription/sp_4001/subscribers', { method: 'PUT', as, world, body: CHECKOUT });
      expect(status).toBe(200);
      const { body: plans } = await call<{ plan: { id: string; price: Money } }[]>(
        `/subscription/customer/${newcomerId(world, as)}`,
        { as, world },
      );
      return plans.find(({ plan }) => plan.id === 'sp_4001')?.plan.price.amount ?? NaN;
    },
  },
];

/** The id of the newcomer signed in as `as` in `world`. */
function newcomerId(world: string, as: string) {
  const sub = JSON.parse(Buffer.from(as.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return String(worldNamed(world).accounts.get(sub.sub)?.id);
}

/** The invoices of the customer signed in as `as`: her credit invoices and her subscriptions'. */
async function invoicesOf(world: string, as: string) {
  const credit = await call<{ content: Invoice[] }>('/customer/credit/invoices?page=0&size=50', { as, world });
  const subscriptions = await call<Invoice[]>('/subscription/invoice/v1/all', { as, world });
  return [...credit.body.content, ...subscriptions.body];
}

describe('a card payment', () => {
  it.each(PAYMENTS)(
    'for $kind keeps the card on file and gives its paid invoice',
    async ({ kind, invoiceType, byCard, pay }) => {
      const world = `card ${kind}`;
      const as = token(`uid_card_${kind.replaceAll(' ', '_')}`);
      // A newcomer: no card on file and no invoice yet.
      expect(await invoicesOf(world, as)).toEqual([]);
      const customerId = newcomerId(world, as);
      expect(worldNamed(world).cardsOnFile.has(customerId)).toBe(false);

      const paid = await pay(world, as);
      expect(paid).toBeGreaterThan(0);
      expect(worldNamed(world).cardsOnFile.has(customerId)).toBe(true);
      const invoices = await invoicesOf(world, as);
      const invoice = invoices.find((each) => each.invoiceType === invoiceType);
      expect(invoice).toMatchObject({ status: 'PAID', amount: { amount: paid, currency: 'GBP' } });
      // A booking or a recorded class names how it was paid, as one paid from credit does.
      if (byCard) expect(invoice?.description).toMatch(/ \(paid by card\)$/);
      // Another world saw none of it.
      expect(await invoicesOf(`${world} elsewhere`, as)).toEqual([]);
    },
  );

  it('for a booking released unpaid leaves no invoice', async () => {
    const world = 'card released';
    const as = token('uid_card_released');
    const { id } = await bookClass(world, as);
    expect((await invoicesOf(world, as)).map(({ invoiceType }) => invoiceType)).toEqual(['CLASS_BOOKING']);
    expect((await call(`/class/booking/${id}/release`, { method: 'POST', as, world })).status).toBe(200);
    expect(await invoicesOf(world, as)).toEqual([]);
  });
});
