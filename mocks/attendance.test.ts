/**
 * Attendance in the offline world: the room's joins make a session's roster, the trainer corrects a
 * mark within 48 hours and waives a no-show fee, the customer disputes one with a reason, a failed
 * join is never a no-show, and a class's fee above its price is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AMARA, CUSTOMER, DAY, HOUR, MINUTE, mocks, token, TRAINER } from './harness';

/** Someone who joins the room without a booking. */
const WALK_IN = token('uid_walkin');

const { call, openStudioHour, openStudioSession } = mocks();

/**
 * Whether Open Studio is the only class Priya teaches from an hour before `hour` to three hours after,
 * as her schedule reads at `now` (the world's days move with the moment asked).
 */
const onlyOpenStudio = async (hour: number, now: number) =>
  (
    await call<{ classId: string }[]>(
      `/class/trainer/booked/by-date-range/tr_1003?startDate=${new Date(hour - HOUR).toISOString()}&endDate=${new Date(hour + 3 * HOUR).toISOString()}`,
      { as: TRAINER, world: 'attendance hours', now },
    )
  ).body.every(({ classId }) => classId === 'cl_2040');

/**
 * The first hour whose Open Studio Flow session (Priya's, every hour, an hour long) both customers
 * can book and around which it is her only class, so her figures for those hours are its session's
 * alone.
 */
let start = 0;
beforeAll(async () => {
  start = await openStudioHour(
    [CUSTOMER, AMARA],
    async (hour) => (await onlyOpenStudio(hour, hour - 30 * MINUTE)) && (await onlyOpenStudio(hour, hour + 2 * HOUR)),
  );
});
const sessionId = (world: string) => openStudioSession(world, start, CUSTOMER).then(String);

const book = (world: string, as: string, classInstanceId: string) =>
  call('/class/cl_2040/book', {
    method: 'POST',
    as,
    world,
    now: start - 30 * MINUTE,
    body: { classInstanceId, paymentMethod: 'CREDIT' },
  });
const join = (world: string, as: string, now: number) =>
  call('/agora/customer-count?channelName=class-cl_2040', { method: 'POST', as, world, now });

interface Entry {
  customer: { id: string };
  booked: boolean;
  mark: string | null;
  correction: { from: string; by: { id: string } } | null;
  fee: { id: string; status: string; amount: { amount: number }; dispute: { reason: string } | null } | null;
}
const roster = async (world: string, id: string, now: number) =>
  (
    await call<{ ended: boolean; entries: Entry[] }>(`/class/cl_2040/instances/${id}/roster`, {
      as: TRAINER,
      world,
      now,
    })
  ).body;
interface Fee {
  id: string;
  kind: string;
  status: string;
  amount: { amount: number; currency: string };
}
interface Invoice {
  id: string;
  invoiceType: string;
}
const entryOf = (entries: Entry[], customerId: string) => entries.find((entry) => entry.customer.id === customerId);

describe('attendance', () => {
  it('a session joined by one customer and not another: the roster after it ends, a dispute, a waiver and a correction', async () => {
    const world = 'attendance roster';
    const id = await sessionId(world);
    expect((await book(world, CUSTOMER, id)).status).toBe(201);
    expect((await book(world, AMARA, id)).status).toBe(201);
    const before = await roster(world, id, start - 10 * MINUTE);
    expect(before.ended).toBe(false);
    expect(before.entries.map(({ customer, mark }) => [customer.id, mark])).toEqual([
      ['cu_3104', null],
      ['cu_3001', null],
    ]);

    await join(world, CUSTOMER, start + 2 * MINUTE);
    await join(world, CUSTOMER, start + 30 * MINUTE);
    await join(world, WALK_IN, start + 12 * MINUTE);
    const after = await roster(world, id, start + HOUR + MINUTE);
    expect(after.ended).toBe(true);
    expect(entryOf(after.entries, 'cu_3001')).toMatchObject({ booked: true, mark: 'ATTENDED', fee: null });
    // Priya's default no-show fee (£15), below the £27 Amara paid.
    expect(entryOf(after.entries, 'cu_3104')).toMatchObject({
      booked: true,
      mark: 'NO_SHOW',
      fee: { status: 'PENDING', amount: { amount: 1500 }, dispute: null },
    });
    expect(after.entries.at(-1)).toMatchObject({ booked: false, mark: null, fee: null });

    // Amara disputes the fee with a reason; the trainer reads it on the roster and waives the fee.
    const fees = (await call<{ id: string }[]>('/customer/fees', { as: AMARA, world, now: start + 2 * HOUR })).body;
    const feeId = String(fees[0]?.id);
    const reason = 'The room would not load on my phone.';
    const disputed = await call(`/customer/fees/${feeId}/dispute`, {
      method: 'POST',
      as: AMARA,
      world,
      now: start + 2 * HOUR,
      body: { reason },
    });
    expect(disputed.body).toMatchObject({ status: 'DISPUTED', dispute: { reason } });
    expect(entryOf((await roster(world, id, start + 3 * HOUR)).entries, 'cu_3104')?.fee).toMatchObject({
      status: 'DISPUTED',
      dispute: { reason },
    });
    const feeCall = (action: string) =>
      call(`/class/cl_2040/instances/${id}/roster/cu_3104/no-show-fee/${action}`, {
        method: 'POST',
        as: TRAINER,
        world,
        now: start + 3 * HOUR,
      });
    expect((await feeCall('waive')).body).toMatchObject({ fee: { status: 'WAIVED', dispute: { reason } } });
    expect((await feeCall('keep')).body).toMatchObject({ status: 409, code: 'FEE_SETTLED' });
    // A waived fee stays waived after its grace.
    expect(entryOf((await roster(world, id, start + 2 * DAY)).entries, 'cu_3104')?.fee?.status).toBe('WAIVED');

    // Priya corrects Amara to attended within 48 hours: kept with who changed it, and no fee.
    const correct = (now: number) =>
      call(`/class/cl_2040/instances/${id}/roster/cu_3104`, {
        method: 'PUT',
        as: TRAINER,
        world,
        now,
        body: { mark: 'ATTENDED' },
      });
    expect((await correct(start + 4 * HOUR)).body).toMatchObject({
      mark: 'ATTENDED',
      correction: { from: 'NO_SHOW', by: { id: 'tr_1003' } },
      fee: null,
    });
    expect(entryOf((await roster(world, id, start + 5 * HOUR)).entries, 'cu_3104')?.mark).toBe('ATTENDED');
    expect((await correct(start + HOUR + 49 * HOUR)).body).toMatchObject({ status: 409, code: 'CORRECTION_CLOSED' });
  });

  it('the trainer’s figures count who came to the period’s ended sessions, and her schedule says how many came to each', async () => {
    const world = 'attendance figures';
    const id = await sessionId(world);
    await book(world, CUSTOMER, id);
    await book(world, AMARA, id);
    await join(world, CUSTOMER, start + 12 * MINUTE);
    const period = (now: number) =>
      call<Record<string, unknown>>(
        `/trainer/stats/attendance?startDate=${new Date(start - HOUR).toISOString()}&endDate=${new Date(start + HOUR).toISOString()}`,
        { as: TRAINER, world, now },
      );
    // Before the session ends it is not counted.
    expect((await period(start + 30 * MINUTE)).body).toMatchObject({ sessions: 0, booked: 0, attendanceRate: null });
    expect((await period(start + HOUR + MINUTE)).body).toMatchObject({
      sessions: 1,
      booked: 2,
      came: 1,
      late: 1,
      noShows: 1,
      attendanceRate: 0.5,
      noShowRate: 0.5,
    });
    const schedule = async (now: number) =>
      (
        await call<{ id: string; came?: number | null }[]>(
          `/class/trainer/booked/by-date-range/tr_1003?startDate=${new Date(start - HOUR).toISOString()}&endDate=${new Date(start + 3 * HOUR).toISOString()}`,
          { as: TRAINER, world, now },
        )
      ).body.find((session) => session.id === id);
    expect((await schedule(start + 30 * MINUTE))?.came).toBeNull();
    expect((await schedule(start + HOUR + MINUTE))?.came).toBe(1);
    // Only a trainer reads a trainer's figures.
    expect(
      (
        await call('/trainer/stats/attendance?startDate=2026-11-01T00:00:00Z&endDate=2026-11-02T00:00:00Z', {
          as: CUSTOMER,
          world,
        })
      ).status,
    ).toBe(403);
  });

  it('an undisputed no-show fee is charged after its grace; a failed join is never a no-show', async () => {
    const world = 'attendance grace';
    const id = await sessionId(world);
    await book(world, CUSTOMER, id);
    await book(world, AMARA, id);
    await call('/agora/join-failure?channelName=class-cl_2040', {
      method: 'POST',
      as: AMARA,
      world,
      now: start + MINUTE,
      body: { reason: 'VIDEO_SERVICE_UNREACHABLE' },
    });
    const { entries } = await roster(world, id, start + HOUR + 25 * HOUR);
    expect(entryOf(entries, 'cu_3104')).toMatchObject({ mark: 'JOIN_FAILED', fee: null });
    expect(entryOf(entries, 'cu_3001')).toMatchObject({ mark: 'NO_SHOW', fee: { status: 'CHARGED' } });
    const late = await call(`/customer/fees/${String(entryOf(entries, 'cu_3001')?.fee?.id)}/dispute`, {
      method: 'POST',
      as: CUSTOMER,
      world,
      now: start + HOUR + 25 * HOUR,
      body: { reason: 'Too late.' },
    });
    expect(late.body).toMatchObject({ status: 409, code: 'DISPUTE_CLOSED' });
    // The charged fee has its invoice, naming its session.
    const [fee] = (
      await call<{ invoiceId: string; session: { instanceId: string } }[]>('/customer/fees', {
        as: CUSTOMER,
        world,
        now: start + HOUR + 25 * HOUR,
      })
    ).body;
    expect(fee?.session.instanceId).toBe(id);
    const invoices = await call<{ content: Invoice[] }>('/customer/credit/invoices?page=0&size=20', {
      as: CUSTOMER,
      world,
      now: start + HOUR + 25 * HOUR,
    });
    expect(invoices.body.content.find((invoice) => invoice.id === fee?.invoiceId)).toMatchObject({
      invoiceType: 'SESSION_FEE',
      amount: { amount: 1500 },
      description: 'No-show — Open Studio Flow with Priya Sharma',
      session: { instanceId: id },
    });
  });

  it('cancelling inside the late-cancel window states its fee first and charges it; before it, nothing', async () => {
    const world = 'attendance late cancel';
    const id = await sessionId(world);
    await book(world, CUSTOMER, id);
    const policyAt = async (now: number) => {
      const { body } = await call<{ classInstanceId: string; cancellationPolicy: object }[]>(
        `/class/booked/by-date-range/cu_3001?startDate=${new Date(now).toISOString()}&endDate=${new Date(start + DAY).toISOString()}`,
        { as: CUSTOMER, world, now },
      );
      return body.find((booking) => booking.classInstanceId === id)?.cancellationPolicy;
    };
    // Priya's default: 12 hours' notice or £10 (Open Studio costs £27).
    expect(await policyAt(start - 13 * HOUR)).toMatchObject({
      fee: { amount: 0 },
      refund: { amount: 2700 },
      fullRefundUntil: new Date(start - 12 * HOUR).toISOString().replace('.000Z', 'Z'),
    });
    expect(await policyAt(start - 30 * MINUTE)).toMatchObject({ fee: { amount: 1000 }, refund: { amount: 1700 } });
    const cancelled = await call('/customer/cancel-class-customer?classId=cl_2040&customerId=cu_3001', {
      as: CUSTOMER,
      world,
      now: start - 30 * MINUTE,
    });
    // The cancellation says the fee it cost.
    expect(cancelled.body).toMatchObject({ refund: { amount: 1700 }, fee: { amount: 1000, currency: 'GBP' } });
    const fees = await call<Fee[]>('/customer/fees', { as: CUSTOMER, world, now: start - 20 * MINUTE });
    expect(fees.body).toEqual([
      expect.objectContaining({ kind: 'LATE_CANCEL', status: 'CHARGED', amount: { amount: 1000, currency: 'GBP' } }),
    ]);
    const dispute = await call(`/customer/fees/${String(fees.body[0]?.id)}/dispute`, {
      method: 'POST',
      as: CUSTOMER,
      world,
      now: start - 20 * MINUTE,
      body: { reason: 'I was ill.' },
    });
    expect(dispute.body).toMatchObject({ status: 409, code: 'FEE_NOT_DISPUTABLE' });
  });

  it('a class’s own fee above its price is refused; within it, the class page states it', async () => {
    const world = 'attendance policy';
    const save = (noShow: number) =>
      call('/class/cl_2040/policy', {
        method: 'PUT',
        as: TRAINER,
        world,
        body: {
          usesDefault: false,
          fees: { lateCancelWindowHours: 6, lateCancelFee: null, noShowFee: { amount: noShow, currency: 'GBP' } },
          recorded: true,
          replaysForSale: false,
        },
      });
    expect((await save(2800)).body).toMatchObject({ status: 400, code: 'FEE_ABOVE_PRICE' });
    expect((await save(2000)).status).toBe(200);
    expect((await call('/class/cl_2040/policy', { world })).body).toMatchObject({
      usesDefault: false,
      fees: { lateCancelWindowHours: 6, noShowFee: { amount: 2000 } },
      price: { amount: 2700 },
      recorded: true,
    });
  });
});
