/**
 * The trainer's figures in the offline world, counted from its records: her sales (classes,
 * one-to-ones and recorded classes, on the day they were paid), subscriptions, class bookings,
 * one-to-ones, new followers and balance, and her pack figures (the credits her customers hold at
 * each day's end, and what each pack was paid on its day). Priya's are the examples' with what her
 * world adds on top; any other trainer's are her own, and every write moves them in its world only.
 */
import { describe, expect, it } from 'vitest';
import { fromLondonWall, londonDate, londonDay } from './clock.mjs';
import { AMARA, CHECKOUT, CUSTOMER, DAY, HOUR, mocks, range, token, TRAINER } from './harness';

const { call, openAvailability } = mocks();

interface Series {
  metric: string;
  unit: string;
  currency: string | null;
  startDate: string;
  endDate: string;
  total: number;
  points: { date: string; value: number }[];
}
type Money = { amount: number; currency: string };
type Booking = { status: string; bookedAt: string; amountPaid: Money; class: { trainer: { id: string } } };

/** Tomasz Nowak, Shadowbox Conditioning's trainer: a trainer other than Priya. */
const TOMASZ = token('uid_tomasz');

/**
 * The API's window for `days` London days, from the day `first` days after `now`'s (today, unless
 * moved). Counted on London's calendar, not in 24-hour steps: across a change of the clocks, a step
 * of 24 hours from the hour before midnight lands on the day after the one meant.
 */
const londonDays = (now: number, first = 0, days = 1) =>
  range(fromLondonWall(londonDay(now) + first * DAY), fromLondonWall(londonDay(now) + (first + days) * DAY));

/** The figures of the trainer signed in as `as` in `world` at `now`, over `window`, and her payouts. */
async function figuresOf(as: string, world: string, now: number, window: string) {
  const read = async <T>(path: string) => (await call<T>(path, { as, world, now })).body;
  const count = async (path: string) => (await read<{ count: number }>(`${path}?${window}`)).count;
  return {
    sales: await read<Series>(`/trainer/stats/sales?${window}`),
    subscriptionSales: await read<Series>(`/trainer/stats/subscription-sales?${window}`),
    subscribers: await read<Series>(`/trainer/stats/subscribers?${window}`),
    booked: await count('/class/v1/booked-class/count'),
    oneToOnes: await count('/class/v1/OneToOne-session/count'),
    followers: await count('/class/v1/followers/count'),
    balance: await read<{ available: Money; onTheWay: Money; nextPayoutDate: string | null }>(
      '/trainer/payouts/balance',
    ),
    payouts: (await read<{ content: unknown[] }>('/trainer/payouts')).content.length,
  };
}

/**
 * The customer signed in as `as` books the next session of `classId` in `world` at `now`, paid from
 * her account credit: what she paid, in pence.
 */
async function bookFromCredit(as: string, world: string, now: number, classId: string) {
  const { body: sessions } = await call<{ id: string; startDate: string }[]>(
    `/class/${classId}/instances?${range(now, now + 30 * DAY)}`,
    { as, world, now },
  );
  const session = sessions.find(({ startDate }) => Date.parse(startDate) > now);
  const booked = await call<{ booking: { amountPaid: Money } }>(`/class/${classId}/book`, {
    method: 'POST',
    as,
    world,
    now,
    body: { classInstanceId: session?.id, paymentMethod: 'CREDIT' },
  });
  expect(booked.status).toBe(201);
  const paid = booked.body.booking.amountPaid.amount;
  expect(paid).toBeGreaterThan(0);
  return paid;
}

describe('pack figures', () => {
  it('the credits held at the day’s end are those of the packs the world sold; another trainer has sold none', async () => {
    const world = 'pack figures';
    const now = Date.now();
    const day = range(now - (now % DAY), now - (now % DAY) + DAY);
    const figures = async () => ({
      sales: (await call<Series>(`/trainer/stats/pack-sales?${day}`, { as: TRAINER, world, now })).body,
      credits: (await call<Series>(`/trainer/stats/credits-outstanding?${day}`, { as: TRAINER, world, now })).body,
    });
    const before = await figures();
    expect(before.sales).toMatchObject({ metric: 'PACK_SALES', unit: 'MINOR_UNITS' });
    expect(before.credits).toMatchObject({ metric: 'CREDITS_OUTSTANDING', unit: 'COUNT' });

    // Olivia's packs of Priya's are all the world sold: the credits she holds now are the day's figure.
    const held = (
      await call<{ pack: { trainer: { id: string } }; status: string; credits: { status: string }[] }[]>(
        '/customer/packs',
        { as: CUSTOMER, world, now },
      )
    ).body
      .filter(({ pack, status }) => pack.trainer.id === 'tr_1003' && status === 'ACTIVE')
      .flatMap(({ credits }) => credits)
      .filter(({ status }) => status === 'AVAILABLE').length;
    expect(held).toBeGreaterThan(0);
    expect(before.credits.total).toBe(held);
    // Another trainer has sold none of them.
    const tomasz = await call<Series>(`/trainer/stats/credits-outstanding?${day}`, {
      as: token('uid_tomasz'),
      world,
      now,
    });
    expect(tomasz.body.total).toBe(0);
  });
});

describe('another trainer’s figures', () => {
  it('start from what the world holds: the bookings of his classes are his sales on their days, his class bookings and his balance', async () => {
    const world = 'figures-tomasz';
    const now = Date.now();
    const window = londonDays(now, -59, 60);
    // The bookings of Tomasz's classes that stand, in Olivia's and Amara's lists.
    const lists = await Promise.all(
      [
        [CUSTOMER, 'cu_3001'],
        [AMARA, 'cu_3104'],
      ].map(([as, id]) =>
        call<Booking[]>(`/class/booked/by-date-range/${id}?${range(now - 90 * DAY, now + 90 * DAY)}`, {
          as,
          world,
          now,
        }),
      ),
    );
    const his = lists
      .flatMap(({ body }) => body)
      .filter(
        ({ class: { trainer }, status }) => trainer.id === 'tr_1004' && ['CONFIRMED', 'ATTENDED'].includes(status),
      );
    expect(his.length).toBeGreaterThan(0);
    const sold = his.reduce((sum, { amountPaid }) => sum + amountPaid.amount, 0);
    const byDay: Record<string, number> = {};
    for (const { bookedAt, amountPaid } of his)
      byDay[londonDate(Date.parse(bookedAt))] = (byDay[londonDate(Date.parse(bookedAt))] ?? 0) + amountPaid.amount;

    const figures = await figuresOf(TOMASZ, world, now, window);
    expect(figures.sales).toMatchObject({
      metric: 'SALES',
      unit: 'MINOR_UNITS',
      currency: 'GBP',
      startDate: londonDate(fromLondonWall(londonDay(now) - 59 * DAY)),
      endDate: londonDate(now),
      total: sold,
    });
    expect(figures.sales.points).toHaveLength(60);
    expect(
      Object.fromEntries(figures.sales.points.filter(({ value }) => value > 0).map(({ date, value }) => [date, value])),
    ).toEqual(byDay);
    expect(figures).toMatchObject({ booked: his.length, oneToOnes: 0, followers: 0, payouts: 0 });
    expect(figures.subscriptionSales).toMatchObject({ metric: 'SUBSCRIPTION_SALES', currency: 'GBP', total: 0 });
    expect(figures.subscribers).toMatchObject({ metric: 'SUBSCRIBERS', unit: 'COUNT', currency: null, total: 0 });
    // What he sold is his to be paid, whole, on the Monday after today: nothing is paid out yet.
    const { nextPayoutDate, ...balance } = figures.balance;
    expect(balance).toEqual({ available: { amount: sold, currency: 'GBP' }, onTheWay: { amount: 0, currency: 'GBP' } });
    expect(new Date(`${nextPayoutDate}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(String(nextPayoutDate) > londonDate(now)).toBe(true);
    expect(String(nextPayoutDate) <= londonDate(now + 7 * DAY)).toBe(true);
  });

  it('a class of his booked from credit moves his sales, class bookings and balance on the day, as a recorded class bought does; another world’s stay', async () => {
    const world = 'figures-booked';
    const now = Date.now();
    const today = londonDays(now);
    const before = await figuresOf(TOMASZ, world, now, today);
    const paid = await bookFromCredit(AMARA, world, now, 'cl_2010');

    const after = await figuresOf(TOMASZ, world, now, today);
    expect(after.sales.total).toBe(before.sales.total + paid);
    expect(after.sales.points).toEqual([{ date: londonDate(now), value: (before.sales.points[0]?.value ?? 0) + paid }]);
    expect(after.booked).toBe(before.booked + 1);
    expect(after.balance.available.amount).toBe(before.balance.available.amount + paid);
    expect(after.balance.nextPayoutDate).not.toBeNull();

    // His recorded class, bought by card, is a sale of the day too (and no class booking).
    const bought = await call<{ purchase: { amountPaid: Money } }>('/class/cl_2012/buy', {
      method: 'POST',
      as: AMARA,
      world,
      now,
      body: { paymentMethod: 'CARD', ...CHECKOUT },
    });
    expect(bought.status).toBe(201);
    const video = bought.body.purchase.amountPaid.amount;
    expect(video).toBeGreaterThan(0);
    const watched = await figuresOf(TOMASZ, world, now, today);
    expect(watched.sales.total).toBe(after.sales.total + video);
    expect(watched.booked).toBe(after.booked);
    expect(watched.balance.available.amount).toBe(after.balance.available.amount + video);

    // Nothing moved in another world.
    expect(await figuresOf(TOMASZ, 'figures-booked-elsewhere', now, today)).toEqual(before);
  });

  it('a subscription to his plan moves his subscription sales and subscribers; leaving it, his subscribers only', async () => {
    const world = 'figures-subscribed';
    const now = Date.now();
    const today = londonDays(now);
    const before = await figuresOf(TOMASZ, world, now, today);
    const { body: plan } = await call<{ id: string; price: Money }>('/subscription', {
      method: 'POST',
      as: TOMASZ,
      world,
      now,
      body: {
        name: 'Fight Club Monthly',
        description: 'Two boxing classes a week.',
        price: { amount: 2500, currency: 'GBP' },
        benefits: ['Two classes a week'],
      },
    });
    const joined = await call(`/subscription/${plan.id}/subscribers`, {
      method: 'PUT',
      as: CUSTOMER,
      world,
      now,
      body: CHECKOUT,
    });
    expect(joined.status).toBe(200);

    const after = await figuresOf(TOMASZ, world, now, today);
    expect(plan.price.amount).toBe(2500);
    expect(after.subscriptionSales.total).toBe(before.subscriptionSales.total + 2500);
    expect(after.subscriptionSales.points).toEqual([{ date: londonDate(now), value: 2500 }]);
    expect(after.subscribers.total).toBe(before.subscribers.total + 1);
    expect(after.balance.available.amount).toBe(before.balance.available.amount + 2500);
    // Sales of classes are not subscriptions.
    expect(after.sales.total).toBe(before.sales.total);

    // Left the same day, she is no subscriber at its end; the month she paid stays sold.
    await call(`/subscription/${plan.id}/subscribers`, { method: 'DELETE', as: CUSTOMER, world, now });
    const left = await figuresOf(TOMASZ, world, now, today);
    expect(left.subscribers.total).toBe(before.subscribers.total);
    expect(left.subscriptionSales.total).toBe(after.subscriptionSales.total);

    expect(await figuresOf(TOMASZ, 'figures-subscribed-elsewhere', now, today)).toEqual(before);
  });

  it('a follow is a new follower in the period it was made in; an unfollow takes it back', async () => {
    const world = 'figures-followed';
    const now = Date.now();
    const followers = async (window: string, name = world) =>
      (await call<{ count: number }>(`/class/v1/followers/count?${window}`, { as: TOMASZ, world: name, now })).body
        .count;
    const today = londonDays(now);
    const yesterday = londonDays(now, -1);
    const before = { today: await followers(today), yesterday: await followers(yesterday) };
    const follow = { customerId: 'cu_3001', trainerId: 'tr_1004' };
    expect((await call('/customer/follow', { method: 'POST', as: CUSTOMER, world, now, body: follow })).status).toBe(
      200,
    );
    expect(await followers(today)).toBe(before.today + 1);
    expect(await followers(yesterday)).toBe(before.yesterday);
    expect(await followers(today, 'figures-followed-elsewhere')).toBe(before.today);

    await call('/customer/unfollow', { method: 'DELETE', as: CUSTOMER, world, now, body: follow });
    expect(await followers(today)).toBe(before.today);
  });

  it('a one-to-one with him counts in the period it is held in, and is a sale on the day it was booked', async () => {
    const world = 'figures-one-to-one';
    const now = Date.now();
    await openAvailability(world, 'tr_1004', TOMASZ);
    const { body: offer } = await call<{ id: string }>('/trainer/tr_1004/one-to-one-offers', {
      method: 'POST',
      as: TOMASZ,
      world,
      now,
      body: {
        title: 'Pad work',
        description: 'An hour on the pads.',
        durationMinutes: 60,
        price: { amount: 3000, currency: 'GBP' },
      },
    });
    const today = londonDays(now);
    const tomorrow = londonDays(now, 1);
    const before = {
      today: await figuresOf(TOMASZ, world, now, today),
      tomorrow: await figuresOf(TOMASZ, world, now, tomorrow),
    };
    const booked = await call<{ booking: { price: Money } }>('/class/one-to-one/book', {
      method: 'POST',
      as: AMARA,
      world,
      now,
      body: {
        offerId: offer.id,
        startDate: new Date(fromLondonWall(londonDay(now) + DAY + 14 * HOUR)).toISOString(),
        paymentMethod: 'CARD',
        ...CHECKOUT,
      },
    });
    expect(booked.status).toBe(201);
    const paid = booked.body.booking.price.amount;
    expect(paid).toBe(3000);

    const after = {
      today: await figuresOf(TOMASZ, world, now, today),
      tomorrow: await figuresOf(TOMASZ, world, now, tomorrow),
    };
    // Held tomorrow: tomorrow's one-to-one, not today's.
    expect(after.tomorrow.oneToOnes).toBe(before.tomorrow.oneToOnes + 1);
    expect(after.today.oneToOnes).toBe(before.today.oneToOnes);
    // Booked and paid today: today's sale, and his balance.
    expect(after.today.sales.total).toBe(before.today.sales.total + paid);
    expect(after.tomorrow.sales.total).toBe(before.tomorrow.sales.total);
    expect(after.today.balance.available.amount).toBe(before.today.balance.available.amount + paid);

    expect(await figuresOf(TOMASZ, 'figures-one-to-one-elsewhere', now, tomorrow)).toEqual(before.tomorrow);
  });
});

describe('Priya’s figures', () => {
  it('are the examples’, her past, with what her world adds on top', async () => {
    const world = 'figures-priya';
    const now = Date.now();
    // The dashboard's last 30 days.
    const month = londonDays(now, -29, 30);
    const before = await figuresOf(TRAINER, world, now, month);
    // The examples' figures, as the contract gives them.
    expect(before).toMatchObject({ booked: 326, followers: 148, payouts: 6 });
    expect(before.sales.total).toBe(820600);
    expect(before.balance.available.amount).toBe(61250);

    const paid = await bookFromCredit(CUSTOMER, world, now, 'cl_2008');
    await call('/customer/follow', {
      method: 'POST',
      as: AMARA,
      world,
      now,
      body: { customerId: 'cu_3104', trainerId: 'tr_1003' },
    });

    const after = await figuresOf(TRAINER, world, now, month);
    expect(after.sales.total).toBe(before.sales.total + paid);
    const day = (series: Series) => series.points.find(({ date }) => date === londonDate(now))?.value ?? 0;
    expect(day(after.sales)).toBe(day(before.sales) + paid);
    expect(after).toMatchObject({ booked: 327, followers: 149, payouts: 6 });
    expect(after.balance).toEqual({
      ...before.balance,
      available: { ...before.balance.available, amount: before.balance.available.amount + paid },
    });

    expect(await figuresOf(TRAINER, 'figures-priya-elsewhere', now, month)).toEqual(before);
  });
});

describe('a cancellation in a trainer’s figures', () => {
  it('leaves the sale on the day it was sold; its late-cancel fee is a sale of the day it was charged, and the balance is what he kept', async () => {
    const world = 'figures-cancelled';
    const booked = Date.now();
    // Tomasz charges £5 for cancelling less than 72 hours before the start.
    await call('/trainer/tr_1004/fee-policy', {
      method: 'PUT',
      as: TOMASZ,
      world,
      now: booked,
      body: { lateCancelWindowHours: 72, lateCancelFee: { amount: 500, currency: 'GBP' }, noShowFee: null },
    });
    // Amara books a session of his more than three days away, and cancels it two hours before it starts.
    const { body: sessions } = await call<{ id: string; startDate: string }[]>(
      `/class/cl_2010/instances?${range(booked, booked + 30 * DAY)}`,
      { as: AMARA, world, now: booked },
    );
    const session = sessions.find(({ startDate }) => Date.parse(startDate) > booked + 3 * DAY);
    const cancelled = Date.parse(String(session?.startDate)) - 2 * HOUR;
    const window = range(fromLondonWall(londonDay(booked)), fromLondonWall(londonDay(cancelled) + DAY));
    const untouched = await figuresOf(TOMASZ, 'figures-cancelled-elsewhere', cancelled, window);
    const { body } = await call<{ booking: { amountPaid: Money } }>('/class/cl_2010/book', {
      method: 'POST',
      as: AMARA,
      world,
      now: booked,
      body: { classInstanceId: session?.id, paymentMethod: 'CREDIT' },
    });
    const paid = body.booking.amountPaid.amount;
    expect(paid).toBeGreaterThan(500);
    const day = (series: Series, time: number) => series.points.find(({ date }) => date === londonDate(time))?.value;
    const sold = await figuresOf(TOMASZ, world, cancelled - HOUR, window);
    expect(day(sold.sales, booked)).toBe((day(untouched.sales, booked) ?? 0) + paid);

    const cancel = await call<{ fee: Money }>('/customer/cancel-class-customer?classId=cl_2010&customerId=cu_3104', {
      as: AMARA,
      world,
      now: cancelled,
    });
    expect(cancel.body.fee).toEqual({ amount: 500, currency: 'GBP' });
    const after = await figuresOf(TOMASZ, world, cancelled, window);
    // The day it was sold is as it was; the fee is a sale of the day it was charged.
    expect(day(after.sales, booked)).toBe(day(sold.sales, booked));
    expect(day(after.sales, cancelled)).toBe(
      (day(untouched.sales, cancelled) ?? 0) + 500 + (londonDate(booked) === londonDate(cancelled) ? paid : 0),
    );
    // What he is owed is the fee he kept; the booking no longer counts as booked.
    expect(after.balance.available.amount).toBe(untouched.balance.available.amount + 500);
    expect(after.booked).toBe(untouched.booked);
  });
});
