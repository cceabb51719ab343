import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import {
  canCorrect,
  canDispute,
  canWaive,
  correctableUntil,
  feeCharged,
  feeProblem,
  feeStanding,
  isLateCancel,
  markFor,
} from './rules';
import { cancelWords, correctWords, markName, policyWords, waiveWords } from './words';

const session = { startDate: '2026-11-24T06:00:00Z', endDate: '2026-11-24T07:00:00Z' };
const after = new Date('2026-11-24T07:00:00Z');
const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

describe('the mark a join gives', () => {
  const mark = (joinedAt: string | null, joinFailedAt: string | null = null, now = after) =>
    markFor({ ...session, joinedAt, joinFailedAt }, now);

  it('is none before the session ends', () => {
    expect(mark('2026-11-24T06:00:00Z', null, new Date('2026-11-24T06:59:59Z'))).toBeNull();
  });

  it('is attended up to the end of the first 10 minutes, from 15 minutes early', () => {
    expect(mark('2026-11-24T05:45:00Z')).toBe('ATTENDED');
    expect(mark('2026-11-24T06:10:00Z')).toBe('ATTENDED');
  });

  it('is late after the first 10 minutes', () => {
    expect(mark('2026-11-24T06:10:01Z')).toBe('LATE');
    expect(mark('2026-11-24T06:59:00Z')).toBe('LATE');
  });

  it('is a no-show without a join in the session (one too early or after the end does not count)', () => {
    expect(mark(null)).toBe('NO_SHOW');
    expect(mark('2026-11-24T05:44:59Z')).toBe('NO_SHOW');
    expect(mark('2026-11-24T07:00:00Z')).toBe('NO_SHOW');
  });

  it('is never a no-show after a failed join the room recorded', () => {
    expect(mark(null, '2026-11-24T06:01:00Z')).toBe('JOIN_FAILED');
    // A join that worked after a failed one counts as the join.
    expect(mark('2026-11-24T06:03:00Z', '2026-11-24T06:01:00Z')).toBe('ATTENDED');
  });
});

describe('correcting a mark', () => {
  it('is open from the end for 48 hours', () => {
    expect(correctableUntil(session.endDate)).toEqual(new Date('2026-11-26T07:00:00Z'));
    expect(canCorrect(session.endDate, new Date('2026-11-24T06:30:00Z'))).toBe(false);
    expect(canCorrect(session.endDate, after)).toBe(true);
    expect(canCorrect(session.endDate, new Date('2026-11-26T07:00:00Z'))).toBe(true);
    expect(canCorrect(session.endDate, new Date('2026-11-26T07:00:01Z'))).toBe(false);
  });
});

describe('fee limits', () => {
  it('a class’s fee is never below zero or above its price', () => {
    expect(feeProblem(null, gbp(3000))).toBeUndefined();
    expect(feeProblem(gbp(3000), gbp(3000))).toBeUndefined();
    expect(feeProblem(gbp(3001), gbp(3000))).toBe('ABOVE_PRICE');
    expect(feeProblem(gbp(-1), gbp(3000))).toBe('NEGATIVE');
  });

  it('a fee charged is never above the price paid, and nothing on a free booking', () => {
    expect(feeCharged(gbp(1500), gbp(3000))).toEqual(gbp(1500));
    expect(feeCharged(gbp(1500), gbp(1000))).toEqual(gbp(1000));
    expect(feeCharged(gbp(1500), gbp(0))).toBeNull();
    expect(feeCharged(null, gbp(3000))).toBeNull();
  });

  it('a cancellation is late inside the window before the start, not before it nor once started', () => {
    const fees = { lateCancelWindowHours: 12, lateCancelFee: gbp(1000), noShowFee: null };
    expect(isLateCancel(fees, session.startDate, new Date('2026-11-23T17:59:59Z'))).toBe(false);
    expect(isLateCancel(fees, session.startDate, new Date('2026-11-23T18:00:00Z'))).toBe(true);
    expect(isLateCancel(fees, session.startDate, new Date('2026-11-24T06:00:00Z'))).toBe(false);
    expect(
      isLateCancel({ ...fees, lateCancelWindowHours: 0 }, session.startDate, new Date('2026-11-24T05:59:00Z')),
    ).toBe(false);
  });
});

describe('when a no-show fee is due', () => {
  const graceEndsAt = '2026-11-25T07:00:00Z';
  const inGrace = new Date('2026-11-25T06:59:59Z');
  const graceOver = new Date('2026-11-25T07:00:00Z');

  it('a pending fee is in its grace for 24 hours, then charged', () => {
    expect(feeStanding({ status: 'PENDING', graceEndsAt }, inGrace)).toBe('IN_GRACE');
    expect(feeStanding({ status: 'PENDING', graceEndsAt }, graceOver)).toBe('CHARGED');
  });

  it('the trainer can waive it in its grace or while disputed, never once charged or waived', () => {
    expect(canWaive({ status: 'PENDING', graceEndsAt }, inGrace)).toBe(true);
    expect(canWaive({ status: 'PENDING', graceEndsAt }, graceOver)).toBe(false);
    expect(canWaive({ status: 'DISPUTED', graceEndsAt }, graceOver)).toBe(true);
    expect(canWaive({ status: 'WAIVED', graceEndsAt }, inGrace)).toBe(false);
    expect(canWaive({ status: 'CHARGED', graceEndsAt }, inGrace)).toBe(false);
  });

  it('the customer can dispute a no-show fee in its grace only, and never a late-cancel fee', () => {
    expect(canDispute({ kind: 'NO_SHOW', status: 'PENDING', graceEndsAt }, inGrace)).toBe(true);
    expect(canDispute({ kind: 'NO_SHOW', status: 'PENDING', graceEndsAt }, graceOver)).toBe(false);
    expect(canDispute({ kind: 'NO_SHOW', status: 'DISPUTED', graceEndsAt }, inGrace)).toBe(false);
    expect(canDispute({ kind: 'LATE_CANCEL', status: 'CHARGED', graceEndsAt: null }, inGrace)).toBe(false);
  });
});

describe('what each dialog says', () => {
  const intl = createIntl({ locale: 'en-GB', onError: () => undefined });
  const fees = { lateCancelWindowHours: 12, lateCancelFee: gbp(1000), noShowFee: gbp(1500) };

  it('the booking dialog and class page state the window and both fees, each at most the price', () => {
    expect(policyWords(intl, { fees, price: gbp(3000) })).toEqual([
      'Cancel at least 12 hours before the start for a full refund; later, a £10 fee is kept.',
      'Booking and not joining costs a £15 no-show fee, charged a day later unless you dispute it or the trainer waives it.',
    ]);
    expect(policyWords(intl, { fees: { ...fees, lateCancelWindowHours: 1 }, price: gbp(1200) })[0]).toBe(
      'Cancel at least 1 hour before the start for a full refund; later, a £10 fee is kept.',
    );
    expect(policyWords(intl, { fees: { ...fees, noShowFee: gbp(5000) }, price: gbp(3000) })[1]).toContain(
      '£30 no-show fee',
    );
    expect(
      policyWords(intl, { fees: { lateCancelWindowHours: 0, lateCancelFee: null, noShowFee: null }, price: gbp(3000) }),
    ).toEqual(['No fees: you can cancel until the class starts.']);
  });

  it('the cancel dialog says the late-cancel fee before the customer confirms, inside the window only', () => {
    const booking = { startDate: session.startDate, amountPaid: gbp(3000) };
    expect(cancelWords(intl, fees, booking, new Date('2026-11-24T00:00:00Z'))).toBe(
      'It starts in less than 12 hours: cancelling now costs a £10 fee.',
    );
    expect(cancelWords(intl, fees, booking, new Date('2026-11-23T12:00:00Z'))).toBe(
      'Cancelling now is free of charge.',
    );
    expect(cancelWords(intl, fees, { ...booking, amountPaid: gbp(0) }, new Date('2026-11-24T00:00:00Z'))).toBe(
      'Cancelling now is free of charge.',
    );
  });

  it('the correction and waive dialogs say what the room marked and what changes', () => {
    expect(correctWords(intl, 'Liam O’Connor', 'NO_SHOW', true)).toEqual([
      'The room marked Liam O’Connor as a no-show. Your correction is kept with your name.',
      'Marking them as attended or late drops their no-show fee.',
    ]);
    expect(correctWords(intl, 'Aisha Rahman', 'LATE', false)).toEqual([
      'The room marked Aisha Rahman as late. Your correction is kept with your name.',
    ]);
    expect(waiveWords(intl, 'Ben Carter', gbp(1500))).toBe(
      'Ben Carter will not be charged the £15 no-show fee for this session.',
    );
    expect(markName(intl, 'JOIN_FAILED')).toBe('Could not join');
  });
});
