import { describe, expect, it } from 'vitest';
import type { Booking, OneToOneBooking } from '@/sdk';
import { canCancel, canCancelOneToOne, canJoin, canRequestRefund, canReview, fromBooking } from './sessions';
import { monthFromToday as oneToOneWindow, previousWindow, upcomingWindow } from '@/app/lib/time/windows';

const now = new Date('2026-11-24T05:00:00Z');

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'bk_1',
  status: 'CONFIRMED',
  customerId: 'cu_1',
  classId: 'cl_1',
  classInstanceId: 'ci_1',
  startDate: '2026-11-24T06:00:00+00:00',
  endDate: '2026-11-24T07:00:00+00:00',
  class: {
    id: 'cl_1',
    title: 'Flow',
    trainer: { id: 'tr_1', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/p.svg' },
    category: 'Yoga',
    difficulty: 'BEGINNER',
    isLive: true,
    startDate: '2026-11-24T06:00:00+00:00',
    durationMinutes: 60,
    price: { amount: 3000, currency: 'GBP' },
    coverImageUrl: '/c.svg',
    spotsLeft: 3,
  },
  amountPaid: { amount: 3000, currency: 'GBP' },
  paymentMethod: 'CARD',
  bookedAt: '2026-11-20T06:00:00+00:00',
  ...overrides,
});

describe('query windows', () => {
  it('upcoming runs from an hour ago to a month ahead, previous over the last month', () => {
    expect(upcomingWindow(now)).toEqual({ startDate: '2026-11-24T04:00:00.000Z', endDate: '2026-12-24T05:00:00.000Z' });
    expect(previousWindow(now)).toEqual({ startDate: '2026-10-24T05:00:00.000Z', endDate: '2026-11-24T05:00:00.000Z' });
  });

  it('one-to-one starts at the beginning of the local day', () => {
    const { startDate, endDate } = oneToOneWindow(now);
    const start = new Date(startDate);
    expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([0, 0, 0]);
    expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - start.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
    expect(new Date(endDate).getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
  });
});

describe('rules', () => {
  it('join opens 10 minutes before the start and closes at the end', () => {
    const session = fromBooking(booking());
    expect(canJoin(session, new Date('2026-11-24T05:49:59Z'))).toBe(false);
    expect(canJoin(session, new Date('2026-11-24T05:50:00Z'))).toBe(true);
    expect(canJoin(session, new Date('2026-11-24T06:59:59Z'))).toBe(true);
    expect(canJoin(session, new Date('2026-11-24T07:00:00Z'))).toBe(false);
    expect(canJoin(fromBooking(booking({ status: 'CANCELLED_BY_CUSTOMER' })), new Date('2026-11-24T06:00:00Z'))).toBe(
      false,
    );
    const recorded = booking();
    recorded.class = { ...recorded.class, isLive: false };
    expect(canJoin(fromBooking(recorded), new Date('2026-11-24T06:00:00Z'))).toBe(false);
  });

  it('a one-to-one is cancelled until its start, while its customer’s list gives its policy', () => {
    const money = { amount: 3500, currency: 'GBP' as const };
    const oneToOne: OneToOneBooking = {
      id: 'oo_1',
      status: 'CONFIRMED',
      offerId: 'of_1',
      title: 'Private yoga',
      trainer: booking().class.trainer,
      customer: { id: 'cu_1', firstName: 'Olivia', lastName: 'Hughes', avatarUrl: '/o.svg' },
      startDate: '2026-11-24T06:00:00+00:00',
      endDate: '2026-11-24T06:45:00+00:00',
      durationMinutes: 45,
      price: money,
      channelName: 'oo-1',
    };
    const policy = {
      refundTo: 'ACCOUNT_CREDIT' as const,
      refund: money,
      fee: { ...money, amount: 0 },
      fullRefundUntil: '2026-11-23T18:00:00+00:00',
    };
    expect(canCancelOneToOne({ ...oneToOne, cancellationPolicy: policy }, now)).toBe(true);
    expect(canCancelOneToOne({ ...oneToOne, cancellationPolicy: policy }, new Date('2026-11-24T06:00:00Z'))).toBe(
      false,
    );
    // The trainer's list, or one cancelled already: no policy, no Cancel.
    expect(canCancelOneToOne(oneToOne, now)).toBe(false);
  });

  it('cancel until the start; refund after a paid live class; review within a month of attending', () => {
    expect(canCancel(booking(), now)).toBe(true);
    expect(canCancel(booking(), new Date('2026-11-24T06:00:00Z'))).toBe(false);
    expect(canCancel(booking({ status: 'ATTENDED' }), now)).toBe(false);

    const past = { startDate: '2026-11-17T06:00:00+00:00', endDate: '2026-11-17T07:00:00+00:00' };
    expect(canRequestRefund(booking({ ...past, status: 'ATTENDED' }), now)).toBe(true);
    expect(canRequestRefund(booking({ ...past, status: 'REFUNDED' }), now)).toBe(false);
    expect(canRequestRefund(booking({ ...past, amountPaid: { amount: 0, currency: 'GBP' } }), now)).toBe(false);
    expect(canRequestRefund(booking(), now)).toBe(false);

    expect(canReview(booking({ ...past, status: 'ATTENDED' }), now)).toBe(true);
    expect(canReview(booking({ ...past, status: 'CANCELLED_BY_TRAINER' }), now)).toBe(false);
    expect(
      canReview(
        booking({ startDate: '2026-10-17T06:00:00+00:00', endDate: '2026-10-17T07:00:00+00:00', status: 'ATTENDED' }),
        now,
      ),
    ).toBe(false);
  });
});
