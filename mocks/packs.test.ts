/**
 * The offline world's class packs, intro offers and promo codes on the real mocks, beside the rules
 * `world.test.ts` holds: what a trainer saves is what she reads back.
 */
import { describe, expect, it } from 'vitest';
import { AMARA, CHECKOUT, CUSTOMER, DAY, mocks, token, TRAINER } from './harness';

const TOMASZ = token('uid_tomasz');

const { call } = mocks();

describe('intro offers', () => {
  it('keeps the offer as the trainer saved it: a first class only, then a first pack only, with the uses it had', async () => {
    const world = 'intro-saved';
    const classOnly = {
      firstClassPrice: { amount: 500, currency: 'GBP' },
      firstPackId: null,
      firstPackPrice: null,
      active: true,
    };
    const saved = await call('/trainer/tr_1004/intro-offer', { method: 'PUT', as: TOMASZ, world, body: classOnly });
    expect(saved.status).toBe(200);
    const read = async (trainer: string, as: string) =>
      (await call(`/trainer/${trainer}/intro-offer`, { as, world })).body;
    expect(await read('tr_1004', TOMASZ)).toMatchObject({ ...classOnly, trainerId: 'tr_1004', timesUsed: 0 });

    // Priya's offer had 46 uses; she keeps only her first-pack price, and pauses it.
    const packOnly = {
      firstClassPrice: null,
      firstPackId: 'pk_5002',
      firstPackPrice: { amount: 9900, currency: 'GBP' },
      active: false,
    };
    await call('/trainer/tr_1003/intro-offer', { method: 'PUT', as: TRAINER, world, body: packOnly });
    expect(await read('tr_1003', TRAINER)).toMatchObject({ ...packOnly, trainerId: 'tr_1003', timesUsed: 46 });
    // Tomasz's offer is untouched by hers.
    expect(await read('tr_1004', TOMASZ)).toMatchObject(classOnly);
  });
});

describe('a pack’s invoice', () => {
  it('names the pack and the code it was bought with, in the customer’s invoices, and the pack names its invoice', async () => {
    const world = 'pack-invoice';
    const { body: bought } = await call<{ pack: { id: string; amountPaid: { amount: number } } }>(
      '/packs/pk_5001/buy',
      {
        method: 'POST',
        as: CUSTOMER,
        world,
        body: {
          paymentMethod: 'CARD',
          promoCode: 'winter20',
          returnUrl: 'http://localhost:5173/trainers/tr_1003',
          successUrl: 'http://localhost:5173/payment-success',
          failureUrl: 'http://localhost:5173/payment-failure',
        },
      },
    );
    const held = (await call<{ id: string; invoiceId: string | null }[]>('/customer/packs', { as: CUSTOMER, world }))
      .body;
    // Paid by card, the checkout went through: the pack names its invoice.
    const invoiceId = held.find(({ id }) => id === bought.pack.id)?.invoiceId;
    expect(invoiceId).toMatch(/^inv_/);
    const { body: invoices } = await call<{ content: { id: string }[] }>('/customer/credit/invoices', {
      as: CUSTOMER,
      world,
    });
    expect(invoices.content.find(({ id }) => id === invoiceId)).toMatchObject({
      invoiceType: 'CLASS_PACK',
      status: 'PAID',
      description: 'Class pack: Ten live classes',
      amount: { amount: 20000, currency: 'GBP' },
      discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: { amount: 5000 } },
    });
    expect(bought.pack.amountPaid.amount).toBe(20000);
  });
});

describe('a class booked from account credit with a code', () => {
  it('is paid at the price after the code, and its invoice in the credit history names the code', async () => {
    const world = 'class-code-credit';
    const now = Date.now();
    // A session a day or more away: the list also holds the one on now, if there is one.
    const { body: sessions } = await call<{ id: string; startDate: string }[]>(
      `/class/cl_2007/instances?${new URLSearchParams({ startDate: new Date(now + DAY).toISOString(), endDate: new Date(now + 8 * DAY).toISOString() })}`,
      { as: CUSTOMER, world },
    );
    const session = sessions.find(({ startDate }) => Date.parse(startDate) > now + DAY);
    const { status, body } = await call<{ booking: { amountPaid: { amount: number } } }>('/class/cl_2007/book', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { classInstanceId: session?.id, paymentMethod: 'CREDIT', promoCode: 'winter20' },
    });
    expect(status).toBe(201);
    // WINTER20 is 20% off Priya's £30 class.
    expect(body.booking.amountPaid.amount).toBe(2400);
    const { body: history } = await call<{ content: unknown[] }>('/customer/credit/invoices', { as: CUSTOMER, world });
    expect(history.content[0]).toMatchObject({
      invoiceType: 'CLASS_BOOKING',
      amount: { amount: 2400 },
      discount: { source: 'PROMO_CODE', code: 'WINTER20', amount: { amount: 600 } },
    });
  });
});

describe('a pack’s figures', () => {
  it('counts each purchase as sold, and each customer holding its credits once', async () => {
    const world = 'pack-figures';
    const figures = async () =>
      (
        await call<{ id: string; sold: number; holders: number }[]>('/trainer/tr_1003/packs', { as: TRAINER, world })
      ).body.find(({ id }) => id === 'pk_5001');
    const buy = async (as: string, key: string) =>
      (
        await call('/packs/pk_5001/buy', {
          method: 'POST',
          as,
          world,
          headers: { 'Idempotency-Key': key },
          body: { paymentMethod: 'CARD', ...CHECKOUT },
        })
      ).status;
    // The examples' figures, Olivia among the holders.
    expect(await figures()).toMatchObject({ sold: 38, holders: 21 });
    // Amara's first pack of it makes her a holder.
    expect(await buy(AMARA, 'figures-amara')).toBe(201);
    expect(await figures()).toMatchObject({ sold: 39, holders: 22 });
    // The same purchase again is not another sale; Olivia's second pack is, and she was a holder already.
    await buy(AMARA, 'figures-amara');
    expect(await buy(CUSTOMER, 'figures-olivia')).toBe(201);
    expect(await figures()).toMatchObject({ sold: 40, holders: 22 });
  });
});

describe('a code on a subscription', () => {
  const join = (plan: string, world: string, promoCode?: string) =>
    call<{ code: string; details: { field: string }[] }>(`/subscription/${plan}/subscribers`, {
      method: 'PUT',
      as: CUSTOMER,
      world,
      body: {
        ...(promoCode && { promoCode }),
        returnUrl: 'http://localhost:5173/trainers/tr_1003',
        successUrl: 'http://localhost:5173/payment-success',
        failureUrl: 'http://localhost:5173/payment-failure',
      },
    });

  it('takes the code off the first month: the subscription and its invoice name it, and the code counts the use', async () => {
    const world = 'subscription-code';
    expect((await join('sp_4002', world, 'winter20')).status).toBe(200);
    const discount = { source: 'PROMO_CODE', code: 'WINTER20', amount: { amount: 300, currency: 'GBP' } };
    const subscriptions = (
      await call<{ plan: { id: string } }[]>('/subscription/customer/cu_3001', { as: CUSTOMER, world })
    ).body;
    // WINTER20 is 20% off, not repeated on renewal: £14.99 less £3.00.
    expect(subscriptions.find(({ plan }) => plan.id === 'sp_4002')).toMatchObject({
      status: 'ACTIVE',
      discount,
      repeatsOnRenewal: false,
    });
    const [invoice] = (await call<unknown[]>('/subscription/invoice/v1/all', { as: CUSTOMER, world })).body;
    expect(invoice).toMatchObject({
      invoiceType: 'SUBSCRIPTION',
      status: 'PAID',
      amount: { amount: 1199, currency: 'GBP' },
      description: expect.stringMatching(/^Weekend Flow — /),
      discount,
    });
    expect((await call('/promo-codes/pc_6001', { as: TRAINER, world })).body).toMatchObject({ timesUsed: 38 });
  });

  it('joins at the plan’s price without a code', async () => {
    const world = 'subscription-no-code';
    expect((await join('sp_4002', world)).status).toBe(200);
    const [invoice] = (await call<unknown[]>('/subscription/invoice/v1/all', { as: CUSTOMER, world })).body;
    expect(invoice).toMatchObject({ amount: { amount: 1499 }, discount: null });
  });

  it('refuses a code for each reason on the promoCode field, and joins nothing', async () => {
    const world = 'subscription-code-refused';
    const reasons = [
      ['NOPE', 'PROMO_CODE_UNKNOWN'],
      ['STUDIO5', 'PROMO_CODE_EXPIRED'], // paused
      ['FRIEND10', 'PROMO_CODE_NOT_APPLICABLE'], // packs only
    ];
    for (const [code, reason] of reasons) {
      const { status, body } = await join('sp_4002', world, code);
      expect({ code, status, reason: body.code, field: body.details[0]?.field }).toEqual({
        code,
        status: 409,
        reason,
        field: 'promoCode',
      });
    }
    // WINTER20 is once per customer: used on a pack first, it is used up for the subscription.
    await call('/packs/pk_5001/buy', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: {
        paymentMethod: 'CARD',
        promoCode: 'WINTER20',
        returnUrl: 'http://localhost:5173/trainers/tr_1003',
        successUrl: 'http://localhost:5173/payment-success',
        failureUrl: 'http://localhost:5173/payment-failure',
      },
    });
    expect((await join('sp_4002', world, 'WINTER20')).body.code).toBe('PROMO_CODE_USED_UP');
    const subscriptions = (
      await call<{ plan: { id: string } }[]>('/subscription/customer/cu_3001', { as: CUSTOMER, world })
    ).body;
    expect(subscriptions.some(({ plan }) => plan.id === 'sp_4002')).toBe(false);
  });
});

describe('a pack read back by its checkout session', () => {
  it('names the pack a card checkout paid for, to its buyer only', async () => {
    const world = 'pack-checkout';
    const { body: bought } = await call<{ pack: { id: string }; checkoutUrl: string }>('/packs/pk_5002/buy', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: {
        paymentMethod: 'CARD',
        returnUrl: 'http://localhost:5173/trainers/tr_1003',
        successUrl: 'http://localhost:5173/payment-success?pack=pk_5002',
        failureUrl: 'http://localhost:5173/payment-failure?pack=pk_5002',
      },
    });
    // The checkout returns to the success address with a session of this purchase's own.
    const session = new URL(bought.checkoutUrl).searchParams.get('session');
    expect(session).not.toBe('cs_test_p4c8');
    const read = (id: string, as: string) => call(`/customer/packs/checkout/${id}`, { as, world });
    const { status, body } = await read(String(session), CUSTOMER);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: bought.pack.id,
      pack: { id: 'pk_5002', name: 'Five morning flows' },
      status: 'ACTIVE',
      creditsLeft: 5,
      paymentMethod: 'CARD',
    });
    expect((await read(String(session), token('uid_amara'))).status).toBe(404);
    expect((await read('cs_test_none', CUSTOMER)).status).toBe(404);
  });
});
