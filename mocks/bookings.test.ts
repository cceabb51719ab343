/**
 * The offline world's bookings: one-to-ones paid as a class is (with a credit of a pack that pays
 * for one-to-ones, at the price after a promo code that applies to them, or from account credit,
 * refused for the same reasons), and a booking's Idempotency-Key honoured, so a retry never books
 * or charges twice.
 */
import { describe, expect, it } from 'vitest';
import { fromLondonWall, londonDay } from './clock.mjs';
import { AMARA, CHECKOUT, CUSTOMER, DAY, HOUR, MINUTE, mocks, range, token, TRAINER } from './harness';

const { call, openAvailability, holdPack, createPercentCode } = mocks();

type Money = { amount: number; currency: string };
type Held = { id: string; creditsLeft: number; credits: { history: { type: string; title: string | null }[] }[] };
type Booked = { booking: { id: string; price: Money }; code?: string; details?: { field: string }[] };

/** Priya's hour-long one-to-one (£47). */
const OFFER = 'of_1003_60';

/** A world where Priya takes one-to-ones all day, every day, so any hour from tomorrow fits. */
async function openWorld(world: string) {
  await openAvailability(world);
  const tomorrow = fromLondonWall(londonDay(Date.now()) + DAY);
  return (world: string, hour: number, payment: Record<string, unknown>) =>
    call<Booked>('/class/one-to-one/book', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { offerId: OFFER, startDate: new Date(tomorrow + hour * HOUR).toISOString(), ...payment },
    });
}

/** The account credit of `as` (Olivia unless named), in pence. */
const credit = async (world: string, as = CUSTOMER) =>
  (await call<{ balance: Money }>('/customer/credit', { as, world })).body.balance.amount;

const heldPack = async (world: string, id: string) =>
  (await call<Held[]>('/customer/packs', { as: CUSTOMER, world })).body.find((pack) => pack.id === id);

describe('a one-to-one paid with a pack credit', () => {
  it('spends a credit of a pack that pays for one-to-ones; a pack that does not is refused', async () => {
    const world = 'one-to-one-pack';
    const book = await openWorld(world);
    const held = await holdPack(world, ['ONE_TO_ONES']);

    const booked = await book(world, 10, { paymentMethod: 'PACK_CREDIT', customerPackId: held });
    expect(booked.status).toBe(201);
    expect(booked.body.booking.price).toEqual({ amount: 0, currency: 'GBP' });
    const after = await heldPack(world, held);
    expect(after?.creditsLeft).toBe(2);
    expect(after?.credits.flatMap(({ history }) => history).find(({ type }) => type === 'USED')).toMatchObject({
      title: 'Private vinyasa session',
    });

    // Olivia's live-class pack pays for no one-to-one; nothing is booked and nothing spent.
    const refused = await book(world, 11, { paymentMethod: 'PACK_CREDIT', customerPackId: 'cp_8001' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PACK_CREDIT_UNAVAILABLE');
    expect((await heldPack(world, 'cp_8001'))?.creditsLeft).toBe(7);
    // In another world the pack was never bought.
    const elsewhere = 'one-to-one-pack-elsewhere';
    await openWorld(elsewhere);
    const unknown = await book(elsewhere, 10, { paymentMethod: 'PACK_CREDIT', customerPackId: held });
    expect(unknown.body.code).toBe('PACK_CREDIT_UNAVAILABLE');
  });
});

describe('a one-to-one paid with a promo code', () => {
  it('costs the price after a code that applies to one-to-ones, as the price check says; refused for each reason', async () => {
    const world = 'one-to-one-code';
    const book = await openWorld(world);
    await createPercentCode(world, 'private15', 15, ['ONE_TO_ONES']);
    const checked = await call<{ priceAfter: Money }>('/customer/price-check', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { item: { type: 'ONE_TO_ONE', id: OFFER }, code: 'PRIVATE15' },
    });
    const booked = await book(world, 10, { paymentMethod: 'CARD', promoCode: 'private15', ...CHECKOUT });
    expect(booked.status).toBe(201);
    expect(booked.body.booking.price).toEqual(checked.body.priceAfter);
    // £47 less 15%.
    expect(checked.body.priceAfter.amount).toBe(3995);

    const refusal = async (promoCode: string) => {
      const { status, body } = await book(world, 11, { paymentMethod: 'CREDIT', promoCode });
      expect(status).toBe(409);
      expect(body.details).toEqual([expect.objectContaining({ field: 'promoCode' })]);
      return body.code;
    };
    // Once per customer: used, it is used up.
    expect(await refusal('PRIVATE15')).toBe('PROMO_CODE_USED_UP');
    expect(await refusal('NOPE')).toBe('PROMO_CODE_UNKNOWN');
    // STUDIO5 applies to one-to-ones but is paused; FRIEND10 is for packs only.
    expect(await refusal('STUDIO5')).toBe('PROMO_CODE_EXPIRED');
    expect(await refusal('FRIEND10')).toBe('PROMO_CODE_NOT_APPLICABLE');
    // None of the refused ones was booked.
    const tomorrow = fromLondonWall(londonDay(Date.now()) + DAY);
    const { body: sessions } = await call<{ startDate: string }[]>(
      `/class/getBookingOneToOneForCustomer/cu_3001?${range(tomorrow, tomorrow + DAY)}`,
      { as: CUSTOMER, world },
    );
    expect(sessions.map(({ startDate }) => Date.parse(startDate))).not.toContain(tomorrow + 11 * HOUR);
  });
});

describe('a trainer other than Priya', () => {
  it('has her own one-to-one offers and hours: Amara Okafor’s book inside her evenings, not outside them', async () => {
    const world = 'one-to-one-amara-okafor';
    const { body: offers } = await call<{ id: string; trainerId: string }[]>('/trainer/tr_1001/one-to-one-offers', {
      as: CUSTOMER,
      world,
    });
    expect(offers.map(({ id }) => id)).toEqual(['of_1001_45', 'of_1001_60']);
    const { body: hours } = await call<{ trainerId: string; weeklySlots: { dayOfWeek: string; startTime: string }[] }>(
      '/trainer/tr_1001/availability',
      { as: CUSTOMER, world },
    );
    expect(hours.trainerId).toBe('tr_1001');
    expect(hours.weeklySlots).toHaveLength(6);
    // The first day from tomorrow she takes one-to-ones (her blocked dates lie a month ahead), at
    // the start of her hours that day, and at 13:00, outside every one of her windows.
    const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
    const slotOn = (day: number) =>
      hours.weeklySlots.find(({ dayOfWeek }) => dayOfWeek === WEEKDAYS[new Date(day).getUTCDay()]);
    let day = londonDay(Date.now()) + DAY;
    while (!slotOn(day)) day += DAY;
    const [startHour = 0, startMinute = 0] = (slotOn(day)?.startTime ?? '').split(':').map(Number);
    const book = (wall: number) =>
      call<Booked>('/class/one-to-one/book', {
        method: 'POST',
        as: CUSTOMER,
        world,
        body: {
          offerId: 'of_1001_45',
          startDate: new Date(fromLondonWall(day + wall)).toISOString(),
          paymentMethod: 'CARD',
          ...CHECKOUT,
        },
      });
    expect((await book(13 * HOUR)).body.code).toBe('SLOT_UNAVAILABLE');
    const booked = await book(startHour * HOUR + startMinute * MINUTE);
    expect(booked.status).toBe(201);
    expect(booked.body.booking.price.amount).toBe(4500);
  });
});

describe('a one-to-one booked by a customer other than Olivia', () => {
  it('is Amara’s: in her sessions, named as her profile names her, and not in Olivia’s', async () => {
    const world = 'one-to-one-amara';
    await openAvailability(world);
    const tomorrow = fromLondonWall(londonDay(Date.now()) + DAY);
    const booked = await call<Booked>('/class/one-to-one/book', {
      method: 'POST',
      as: AMARA,
      world,
      body: {
        offerId: OFFER,
        startDate: new Date(tomorrow + 14 * HOUR).toISOString(),
        paymentMethod: 'CARD',
        ...CHECKOUT,
      },
    });
    expect(booked.status).toBe(201);
    const sessions = async (customerId: string, as: string) =>
      (
        await call<{ id: string; customer: { firstName: string; lastName: string } }[]>(
          `/class/getBookingOneToOneForCustomer/${customerId}?${range(tomorrow, tomorrow + DAY)}`,
          { as, world },
        )
      ).body;
    expect(await sessions('cu_3104', AMARA)).toEqual([
      expect.objectContaining({
        id: booked.body.booking.id,
        customer: expect.objectContaining({ firstName: 'Amara', lastName: 'Mensah' }),
      }),
    ]);
    expect((await sessions('cu_3001', CUSTOMER)).map(({ id }) => id)).not.toContain(booked.body.booking.id);
  });
});

describe('a one-to-one paid from account credit', () => {
  type Invoice = { invoiceType: string; amount: Money; description: string; status: string };
  const history = async (world: string) =>
    (await call<{ content: Invoice[] }>('/customer/credit/invoices', { as: CUSTOMER, world })).body.content;

  it('takes its price off the credit and is in the credit history; too little credit is refused, and a retry pays once', async () => {
    const world = 'one-to-one-credit';
    const book = await openWorld(world);
    const amara = token('uid_amara');
    const [start, amaraStart] = [await credit(world), await credit(world, amara)];
    // Olivia's £43 does not pay for £47: refused, nothing booked, spent or written.
    const short = await book(world, 10, { paymentMethod: 'CREDIT' });
    expect(short).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_CREDIT', details: [] } });
    expect(await credit(world)).toBe(start);
    const before = await history(world);

    await call('/customer/credit/top-up', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { amount: { amount: 5000, currency: 'GBP' }, ...CHECKOUT },
    });
    const key = crypto.randomUUID();
    const tomorrow = fromLondonWall(londonDay(Date.now()) + DAY);
    const request = {
      method: 'POST',
      as: CUSTOMER,
      world,
      headers: { 'Idempotency-Key': key },
      body: { offerId: OFFER, startDate: new Date(tomorrow + 10 * HOUR).toISOString(), paymentMethod: 'CREDIT' },
    };
    const booked = await call<Booked>('/class/one-to-one/book', request);
    expect(booked.status).toBe(201);
    expect(booked.body.booking.price).toEqual({ amount: 4700, currency: 'GBP' });
    expect(await credit(world)).toBe(start + 5000 - 4700);
    // The credit page's history: the top-up, then the one-to-one paid from it, newest first.
    const [spent, topUp, ...older] = await history(world);
    expect(spent).toMatchObject({
      invoiceType: 'ONE_TO_ONE',
      status: 'PAID',
      amount: { amount: 4700, currency: 'GBP' },
      description: expect.stringMatching(/^Private vinyasa session with Priya Sharma — .+ \(paid from credit\)$/),
    });
    expect(topUp).toMatchObject({ invoiceType: 'CREDIT_TOP_UP', amount: { amount: 5000 } });
    expect(older).toEqual(before);

    // The same key and request answer the first booking and take nothing more.
    const again = await call<Booked>('/class/one-to-one/book', request);
    expect(again).toMatchObject({ status: 201, body: booked.body });
    expect(await credit(world)).toBe(start + 5000 - 4700);
    expect(await history(world)).toHaveLength(before.length + 2);
    // £46 left does not pay for another hour; Amara's credit is her own and did not move.
    expect(await book(world, 12, { paymentMethod: 'CREDIT' })).toMatchObject({
      status: 409,
      body: { code: 'INSUFFICIENT_CREDIT' },
    });
    expect(await credit(world, amara)).toBe(amaraStart);
  });
});

describe('a booking’s Idempotency-Key', () => {
  it('answers a class booking sent again with the same key and body with the first booking, and books nothing twice', async () => {
    const world = 'booking-key';
    const now = Date.now();
    const [session] = (
      await call<{ id: string }[]>(`/class/cl_2008/instances?${range(now, now + 30 * DAY)}`, { as: CUSTOMER, world })
    ).body;
    const key = crypto.randomUUID();
    const book = (body: Record<string, unknown>) =>
      call<Booked & { booking: { amountPaid: Money } }>('/class/cl_2008/book', {
        method: 'POST',
        as: CUSTOMER,
        world,
        headers: { 'Idempotency-Key': key },
        body,
      });
    const before = await credit(world);
    const first = await book({ classInstanceId: session?.id, paymentMethod: 'CREDIT' });
    expect(first.status).toBe(201);
    const again = await book({ classInstanceId: session?.id, paymentMethod: 'CREDIT' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Paid once, booked once.
    expect(await credit(world)).toBe(before - first.body.booking.amountPaid.amount);
    const { body: booked } = await call<{ classInstanceId: string; status: string }[]>(
      `/class/booked/by-date-range/cu_3001?${range(now, now + 30 * DAY)}`,
      { as: CUSTOMER, world },
    );
    expect(booked.filter(({ classInstanceId }) => classInstanceId === session?.id)).toHaveLength(1);
    // The same key with another request books nothing.
    const other = await book({ classInstanceId: session?.id, paymentMethod: 'CARD', ...CHECKOUT });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers a one-to-one sent again with the same key with the first, in the lists once', async () => {
    const world = 'one-to-one-key';
    await openWorld(world);
    const tomorrow = fromLondonWall(londonDay(Date.now()) + DAY);
    const request = {
      method: 'POST',
      as: CUSTOMER,
      world,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        offerId: OFFER,
        startDate: new Date(tomorrow + 10 * HOUR).toISOString(),
        paymentMethod: 'CARD',
        ...CHECKOUT,
      },
    };
    const first = await call<Booked>('/class/one-to-one/book', request);
    const again = await call<Booked>('/class/one-to-one/book', request);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const { body: sessions } = await call<{ id: string; startDate: string }[]>(
      `/class/getBookingOneToOneForCustomer/cu_3001?${range(tomorrow, tomorrow + DAY)}`,
      { as: CUSTOMER, world },
    );
    expect(
      sessions.filter(({ startDate }) => Date.parse(startDate) === tomorrow + 10 * HOUR).map(({ id }) => id),
    ).toEqual([first.body.booking.id]);
  });
});

describe('a class’s places', () => {
  type Places = { capacity: number | null; bookedCount: number; spotsLeft: number | null };

  it('are its next session’s on its page, its card, discovery and its trainer’s list; a booking takes one and a cancellation gives it back', async () => {
    const world = 'class-places';
    const now = Date.now();
    const read = async () => {
      const [session] = (
        await call<(Places & { id: string; endDate: string })[]>(
          `/class/cl_2008/instances?${range(now, now + 30 * DAY)}`,
          { as: CUSTOMER, world },
        )
      ).body;
      const page = (await call<Places & { nextInstanceId: string }>('/class/cl_2008', { as: CUSTOMER, world })).body;
      const card = (await call<Places>('/class/web/public/cl_2008', { as: CUSTOMER, world })).body;
      const discovered = (
        await call<{ content: (Places & { id: string })[] }>(
          '/class/web/discover-classes?isLive=true&trainerId=tr_1003&size=100',
          { as: CUSTOMER, world },
        )
      ).body.content.find(({ id }) => id === 'cl_2008');
      const listed = (
        await call<(Places & { id: string })[]>('/class/web/from-trainer?trainerId=tr_1003', { as: TRAINER, world })
      ).body.find(({ id }) => id === 'cl_2008');
      const left = (session?.capacity ?? 0) - (session?.bookedCount ?? 0);
      expect(page).toMatchObject({
        nextInstanceId: session?.id,
        capacity: session?.capacity,
        bookedCount: session?.bookedCount,
        spotsLeft: left,
      });
      expect(card.spotsLeft).toBe(left);
      expect(discovered?.spotsLeft).toBe(left);
      expect(listed).toMatchObject({ bookedCount: session?.bookedCount, spotsLeft: left });
      return { session, left };
    };
    const before = await read();
    const booked = await call<Booked>('/class/cl_2008/book', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { classInstanceId: before.session?.id, paymentMethod: 'CREDIT' },
    });
    expect(booked.status).toBe(201);
    const after = await read();
    expect(after.session?.id).toBe(before.session?.id);
    expect(after.left).toBe(before.left - 1);

    await call('/customer/cancel-class-customer?classId=cl_2008&customerId=cu_3001', { as: CUSTOMER, world });
    expect((await read()).left).toBe(before.left);
  });
});

describe('a one-to-one cancelled', () => {
  type Policy = { refundTo: string; refund: Money; fee: Money; fullRefundUntil: string };
  type Session = { id: string; startDate: string; status: string; cancellationPolicy?: Policy };
  const cancel = (world: string, id: string, as: string, now?: number) =>
    call<{ status: string; refund: Money; refundedTo: string; fee?: Money; code?: string }>(
      `/class/one-to-one/${id}/cancel`,
      { method: 'POST', as, world, now },
    );

  it('by its customer gives back all of it in good time and keeps the trainer’s fee late; by its trainer, all of it; its time is free again', async () => {
    const world = 'one-to-one-cancel';
    const book = await openWorld(world);
    await call('/customer/credit/top-up', {
      method: 'POST',
      as: CUSTOMER,
      world,
      body: { amount: { amount: 10000, currency: 'GBP' }, ...CHECKOUT },
    });
    // Two of Priya's hours the day after tomorrow, well before her 12 hours' notice.
    const first = await book(world, 34, { paymentMethod: 'CREDIT' });
    const second = await book(world, 38, { paymentMethod: 'CREDIT' });
    const [one, two] = [first.body.booking, second.body.booking] as unknown as Session[];
    const start = await credit(world);
    const mine = async (now = Date.now()) =>
      (
        await call<Session[]>(`/class/getBookingOneToOneForCustomer/cu_3001?${range(now, now + 5 * DAY)}`, {
          as: CUSTOMER,
          world,
          now,
        })
      ).body;
    // Her list says what cancelling gives back; Priya's list does not.
    expect((await mine()).find(({ id }) => id === one?.id)?.cancellationPolicy).toEqual({
      refundTo: 'ACCOUNT_CREDIT',
      refund: { amount: 4700, currency: 'GBP' },
      fee: { amount: 0, currency: 'GBP' },
      fullRefundUntil: new Date(Date.parse(String(one?.startDate)) - 12 * HOUR).toISOString().replace('.000Z', 'Z'),
    });
    const { body: priyas } = await call<Session[]>(
      `/class/getBookingOneToOneForTrainer/tr_1003?${range(Date.now(), Date.now() + 5 * DAY)}`,
      { as: TRAINER, world },
    );
    expect(priyas.filter(({ cancellationPolicy }) => cancellationPolicy)).toEqual([]);

    // Only its customer or its trainer cancels it.
    expect((await cancel(world, String(one?.id), AMARA)).status).toBe(403);
    // In good time: all of it back on her credit, with its line; once is all.
    expect((await cancel(world, String(one?.id), CUSTOMER)).body).toMatchObject({
      status: 'CANCELLED_BY_CUSTOMER',
      refund: { amount: 4700 },
      refundedTo: 'ACCOUNT_CREDIT',
    });
    expect(await credit(world)).toBe(start + 4700);
    const { body: history } = await call<{ content: { invoiceType: string; amount: Money }[] }>(
      '/customer/credit/invoices',
      { as: CUSTOMER, world },
    );
    expect(history.content[0]).toMatchObject({ invoiceType: 'CREDIT_REFUND', amount: { amount: 4700 } });
    expect(await cancel(world, String(one?.id), CUSTOMER)).toMatchObject({
      status: 409,
      body: { code: 'NOT_CANCELLABLE' },
    });
    expect((await mine()).find(({ id }) => id === one?.id)).toMatchObject({ status: 'CANCELLED_BY_CUSTOMER' });

    // Its time is free again: booked once more, then cancelled by Priya, all of it back.
    const again = await book(world, 34, { paymentMethod: 'CREDIT' });
    expect(again.status).toBe(201);
    expect((await cancel(world, again.body.booking.id, TRAINER)).body).toMatchObject({
      status: 'CANCELLED_BY_TRAINER',
      refund: { amount: 4700 },
      refundedTo: 'ACCOUNT_CREDIT',
    });
    expect(await credit(world)).toBe(start + 4700);

    // Two hours before the second: inside Priya's 12 hours, her £10 fee is kept from the refund.
    const late = Date.parse(String(two?.startDate)) - 2 * HOUR;
    expect((await mine(late)).find(({ id }) => id === two?.id)?.cancellationPolicy).toMatchObject({
      refund: { amount: 3700 },
      fee: { amount: 1000 },
    });
    expect((await cancel(world, String(two?.id), CUSTOMER, late)).body).toMatchObject({
      refund: { amount: 3700 },
      fee: { amount: 1000 },
      refundedTo: 'ACCOUNT_CREDIT',
    });
    expect(await credit(world)).toBe(start + 4700 + 3700);
  });
});
