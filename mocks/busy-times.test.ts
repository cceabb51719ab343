/**
 * A trainer's busy times (`listTrainerBusyTimes`): what a customer's one-to-one picker hides, without
 * the trainer's own lists, which name her customers. Only a start and an end, her one-to-ones and
 * her classes' sessions alike, overlapping or touching ones made one; a bounded range. A one-to-one
 * booked across a busy time is refused (409 SLOT_TAKEN), and the booking's other refusals are named.
 */
import { describe, expect, it } from 'vitest';
import { fromLondonWall, londonDay } from './clock.mjs';
import { AMARA, CHECKOUT, CUSTOMER, DAY, HOUR, MINUTE, mocks, range, token, TRAINER } from './harness';

const { call, openAvailability } = mocks();

/** A customer the world meets by her token (her own account); Amara, a customer without one. */
const NOOR = token('uid_noor_busy');
const PRIYA = 'tr_1003';

interface Busy {
  start: string;
  end: string;
}
interface Dated {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
}
interface Refusal {
  status: number;
  code: string;
  details: { field: string; message: string }[];
}

const busyTimes = (world: string, from: number, to: number, as = CUSTOMER) =>
  call<Busy[] & Refusal>(`/trainer/${PRIYA}/busy-times?${range(from, to)}`, { as, world });

/** Whether `time` lies across any of `busy`. */
const across = (busy: Busy[], start: number, end: number) =>
  busy.some((taken) => Date.parse(taken.start) < end && start < Date.parse(taken.end));

/** A world where Priya takes one-to-ones all day, every day; a booking of her hour-long offer at `start`, by card. */
async function openWorld(world: string) {
  await openAvailability(world);
  return (start: number, as = CUSTOMER) =>
    call<Refusal & { booking: Dated }>('/class/one-to-one/book', {
      method: 'POST',
      as,
      world,
      body: { offerId: 'of_1003_60', startDate: new Date(start).toISOString(), paymentMethod: 'CARD', ...CHECKOUT },
    });
}

describe('a trainer’s busy times', () => {
  it('are her one-to-ones and her classes’ sessions, start and end only, made one where they overlap or touch', async () => {
    const world = 'busy times';
    const now = Date.now();
    const [from, to] = [now, now + 30 * DAY];
    const { status, body: busy } = await busyTimes(world, from, to);
    expect(status).toBe(200);
    // Nothing says whose or what a time is.
    for (const time of busy) expect(Object.keys(time).sort()).toEqual(['end', 'start']);
    // Soonest first, and no two overlap or touch.
    for (const [index, time] of busy.entries()) {
      expect(Date.parse(time.start)).toBeLessThan(Date.parse(time.end));
      const next = busy[index + 1];
      if (next) expect(Date.parse(time.end)).toBeLessThan(Date.parse(next.start));
    }
    // What the trainer's own lists hold (that is not cancelled) lies inside a busy time, and nothing else does.
    const [{ body: oneToOnes }, { body: sessions }] = await Promise.all([
      call<Dated[]>(`/class/getBookingOneToOneForTrainer/${PRIYA}?${range(from, to)}`, { as: TRAINER, world }),
      call<Dated[]>(`/class/trainer/booked/by-date-range/${PRIYA}?${range(from, to)}`, { as: TRAINER, world }),
    ]);
    const taken = [...oneToOnes, ...sessions].filter(({ status }) => !/^CANCELLED|^REFUNDED$/.test(status));
    expect(oneToOnes.length).toBeGreaterThan(0);
    expect(sessions.length).toBeGreaterThan(0);
    for (const { startDate, endDate } of taken)
      expect(
        busy.some(
          ({ start, end }) => Date.parse(start) <= Date.parse(startDate) && Date.parse(endDate) <= Date.parse(end),
        ),
        startDate,
      ).toBe(true);
    for (const { start, end } of busy)
      expect(
        across(
          taken.map(({ startDate, endDate }) => ({ start: startDate, end: endDate })),
          Date.parse(start),
          Date.parse(end),
        ),
      ).toBe(true);
    // The trainer reads the same times as a customer does.
    expect((await busyTimes(world, from, to, TRAINER)).body).toEqual(busy);
  });

  it('a one-to-one booked is busy for every customer, and another across it is refused as taken; a released one frees it', async () => {
    const world = 'busy times booked';
    const book = await openWorld(world);
    const tomorrow = fromLondonWall(londonDay(Date.now()) + DAY);
    const [ten, eleven] = [tomorrow + 10 * HOUR, tomorrow + 11 * HOUR];
    const day = () => busyTimes(world, tomorrow, tomorrow + DAY);
    expect(across((await day()).body, ten, eleven)).toBe(false);

    // Noor books 10:00–11:00; Olivia reads it as busy, with no name, and may not book across it, nor may Amara.
    const booked = await book(ten, NOOR);
    expect(booked.status).toBe(201);
    expect((await day()).body).toContainEqual({
      start: new Date(ten).toISOString().replace('.000Z', 'Z'),
      end: new Date(eleven).toISOString().replace('.000Z', 'Z'),
    });
    const refused = await book(ten + 30 * MINUTE);
    expect(refused).toMatchObject({ status: 409, body: { status: 409, code: 'SLOT_TAKEN', details: [] } });
    expect(await book(ten, AMARA)).toMatchObject({ status: 409, body: { code: 'SLOT_TAKEN' } });
    // Back to back only touches: it is free, and the two are one busy time.
    expect((await book(eleven)).status).toBe(201);
    expect(
      (await day()).body.filter(({ start }) => Date.parse(start) >= ten && Date.parse(start) < eleven + HOUR),
    ).toEqual([
      {
        start: new Date(ten).toISOString().replace('.000Z', 'Z'),
        end: new Date(eleven + HOUR).toISOString().replace('.000Z', 'Z'),
      },
    ]);

    // A card booking released (never paid) is not busy any more.
    const card = await call<{ booking: Dated }>('/class/one-to-one/book', {
      method: 'POST',
      as: NOOR,
      world,
      body: {
        offerId: 'of_1003_60',
        startDate: new Date(tomorrow + 15 * HOUR).toISOString(),
        paymentMethod: 'CARD',
        ...CHECKOUT,
      },
    });
    expect(card.status).toBe(201);
    expect(across((await day()).body, tomorrow + 15 * HOUR, tomorrow + 16 * HOUR)).toBe(true);
    expect(
      (await call(`/class/booking/${card.body.booking.id}/release`, { method: 'POST', as: NOOR, world })).status,
    ).toBe(200);
    expect(across((await day()).body, tomorrow + 15 * HOUR, tomorrow + 16 * HOUR)).toBe(false);
  });

  it('a one-to-one across a session of her classes is refused as taken; the booking’s other refusals are named', async () => {
    const world = 'busy times refusals';
    const book = await openWorld(world);
    const now = Date.now();
    const { body: sessions } = await call<Dated[]>(
      `/class/trainer/booked/by-date-range/${PRIYA}?${range(now + 2 * HOUR, now + 30 * DAY)}`,
      { as: TRAINER, world },
    );
    const session = sessions.find(
      ({ status, startDate }) => status !== 'CANCELLED' && Date.parse(startDate) > now + 2 * HOUR,
    );
    expect(session).toBeDefined();
    expect(await book(Date.parse(String(session?.startDate)))).toMatchObject({
      status: 409,
      body: { code: 'SLOT_TAKEN' },
    });

    // In the past, or on a blocked day: not in her availability.
    expect(await book(now - DAY)).toMatchObject({ status: 409, body: { code: 'SLOT_UNAVAILABLE' } });

    // Across another of the customer's own bookings (a class of another trainer's): a clash of hers.
    const { body: classes } = await call<(Dated & { class: { trainer: { id: string } } })[]>(
      `/class/booked/by-date-range/cu_3001?${range(now + 2 * HOUR, now + 30 * DAY)}`,
      { as: CUSTOMER, world },
    );
    const { body: busy } = await busyTimes(world, now, now + 30 * DAY);
    const own = classes.find(
      ({ status, startDate, class: item }) =>
        status === 'CONFIRMED' &&
        item.trainer.id !== PRIYA &&
        !across(busy, Date.parse(startDate), Date.parse(startDate) + HOUR),
    );
    expect(own).toBeDefined();
    expect(await book(Date.parse(String(own?.startDate)))).toMatchObject({
      status: 409,
      body: { code: 'BOOKING_CLASH' },
    });
  });

  it('answer a range of at most 31 days that ends after it starts (else 400), for a trainer the world holds (else 404)', async () => {
    const world = 'busy times ranges';
    const now = Date.now();
    expect((await busyTimes(world, now, now + 31 * DAY)).status).toBe(200);
    for (const [from, to] of [
      [now, now + 31 * DAY + MINUTE],
      [now, now - HOUR],
    ] as const) {
      const { status, body } = await busyTimes(world, from, to);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'endDate' }] });
    }
    const unknown = await call(`/trainer/tr_0000/busy-times?${range(now, now + DAY)}`, { as: CUSTOMER, world });
    expect(unknown.status).toBe(404);
  });
});
