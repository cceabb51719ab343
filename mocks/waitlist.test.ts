/** The waitlist's promotion rules: cut-off, payment, hold and expiry, quiet hours, same-hour clashes. */
import { describe, expect, it } from 'vitest';
import {
  claim,
  expireOffers,
  freePlace,
  HOLD_MINUTES,
  isQuietHours,
  join,
  leave,
  paymentFrom,
  positionOf,
  sameHourPlaces,
  type Line,
  type Pay,
  type WaitlistEntry,
} from './waitlist.mjs';

const MINUTE = 60 * 1000;
/** 14:00 in London on a winter day (UTC+0): no one's quiet hours in Europe. */
const AFTERNOON = Date.parse('2026-12-05T14:00:00Z');
/** 23:30 in London. */
const NIGHT = Date.parse('2026-12-05T23:30:00Z');
const CUTOFF = Date.parse('2026-12-05T20:00:00Z');

const waiting = (customerId: string, overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  customerId,
  status: 'WAITING',
  holdUntil: null,
  timeZone: 'Europe/London',
  promoteOvernight: false,
  ...overrides,
});
const everyonePays: Pay = () => 'CREDIT';
const status = (line: Line) => line.map(({ customerId, status }) => `${customerId}:${status}`);

describe('joining and leaving', () => {
  it('puts a customer at the end of the line and counts their position', () => {
    const { line } = join([waiting('a'), waiting('b')], { customerId: 'c', timeZone: 'UTC', promoteOvernight: false });
    expect(positionOf(line, 'c')).toBe(3);
    expect(positionOf(leave(line, 'a'), 'c')).toBe(2);
    expect(positionOf(line, 'nobody')).toBeNull();
  });

  it('refuses a closed waitlist, one at its cap and a second place', () => {
    const entry = { customerId: 'c', timeZone: 'UTC', promoteOvernight: false };
    expect(join([], entry, { open: false }).refused).toBe('WAITLIST_CLOSED');
    expect(join([waiting('a'), waiting('b')], entry, { cap: 2 }).refused).toBe('WAITLIST_FULL');
    expect(join([waiting('c')], entry).refused).toBe('ALREADY_WAITING');
  });

  it('refuses a session that still has places: those are booked, not waited for', () => {
    const entry = { customerId: 'c', timeZone: 'UTC', promoteOvernight: false };
    const refused = join([], entry, { full: false });
    expect(refused.refused).toBe('SESSION_HAS_PLACES');
    expect(refused.line).toEqual([]);
    expect(join([], entry, { full: true }).refused).toBeUndefined();
  });
});

describe('before the cut-off', () => {
  it('pays from account credit, else the card on file, else not at all', () => {
    expect(paymentFrom({ credit: true, card: true })).toBe('CREDIT');
    expect(paymentFrom({ credit: false, card: true })).toBe('CARD');
    expect(paymentFrom({ credit: false, card: false })).toBeNull();
    expect(paymentFrom()).toBeNull();
  });

  it('books the first in line at once with the way they pay', () => {
    const result = freePlace({ line: [waiting('a'), waiting('b')], cutoff: CUTOFF, now: AFTERNOON, pay: everyonePays });
    expect(result.promoted).toBe('a');
    expect(result.payment).toBe('CREDIT');
    expect(status(result.line)).toEqual(['a:PROMOTED', 'b:WAITING']);
    expect(positionOf(result.line, 'b')).toBe(1);
  });

  it('passes over someone with neither credit nor a card, who keeps their place', () => {
    const pay: Pay = (id) => (id === 'a' ? null : 'CARD');
    const result = freePlace({ line: [waiting('a'), waiting('b')], cutoff: CUTOFF, now: AFTERNOON, pay });
    expect(result.skipped).toEqual(['a']);
    expect(result.promoted).toBe('b');
    expect(result.payment).toBe('CARD');
    expect(positionOf(result.line, 'a')).toBe(1);
  });

  it('leaves the place free when nobody in line can pay', () => {
    const result = freePlace({ line: [waiting('a')], cutoff: CUTOFF, now: AFTERNOON, pay: () => null });
    expect(result.promoted).toBeUndefined();
    expect(status(result.line)).toEqual(['a:WAITING']);
  });
});

describe('after the cut-off', () => {
  const now = CUTOFF + 30 * MINUTE;

  it('offers the place to the first in line only, held for 15 minutes, charging nobody', () => {
    const result = freePlace({ line: [waiting('a'), waiting('b')], cutoff: CUTOFF, now, pay: everyonePays });
    expect(result.offered).toBe('a');
    expect(result.promoted).toBeUndefined();
    expect(result.line[0]).toMatchObject({ status: 'OFFERED', holdUntil: now + HOLD_MINUTES * MINUTE });
    expect(result.line[0]?.payment).toBeUndefined();
    expect(result.line[1]?.status).toBe('WAITING');
  });

  it('books a claim within the hold and refuses one after it', () => {
    const { line } = freePlace({ line: [waiting('a'), waiting('b')], cutoff: CUTOFF, now, pay: everyonePays });
    const inTime = claim(line, 'a', now + 14 * MINUTE, everyonePays);
    expect(inTime.refused).toBeUndefined();
    expect(status(inTime.line)).toEqual(['a:PROMOTED', 'b:WAITING']);
    expect(claim(line, 'a', now + 15 * MINUTE, everyonePays).refused).toBe('OFFER_EXPIRED');
    expect(claim(line, 'b', now, everyonePays).refused).toBe('OFFER_EXPIRED');
    expect(claim(line, 'a', now, () => null).refused).toBe('PAYMENT_FAILED');
  });

  it('passes an expired offer on to the next in line', () => {
    const { line } = freePlace({ line: [waiting('a'), waiting('b')], cutoff: CUTOFF, now, pay: everyonePays });
    const early = expireOffers({ line, cutoff: CUTOFF, now: now + 10 * MINUTE, pay: everyonePays });
    expect(early.expired).toEqual([]);
    const later = now + HOLD_MINUTES * MINUTE;
    const result = expireOffers({ line, cutoff: CUTOFF, now: later, pay: everyonePays });
    expect(result.expired).toEqual(['a']);
    expect(result.offered).toEqual(['b']);
    expect(status(result.line)).toEqual(['b:OFFERED']);
    expect(result.line[0]?.holdUntil).toBe(later + HOLD_MINUTES * MINUTE);
  });

  it('passes each offer on when its hold ends, so a late look finds the line as if watched all along', () => {
    const { line } = freePlace({
      line: [waiting('a'), waiting('b'), waiting('c')],
      cutoff: CUTOFF,
      now,
      pay: everyonePays,
    });
    const result = expireOffers({ line, cutoff: CUTOFF, now: now + 35 * MINUTE, pay: everyonePays });
    expect(result.expired).toEqual(['a', 'b']);
    expect(result.offered).toEqual(['b', 'c']);
    expect(status(result.line)).toEqual(['c:OFFERED']);
    // c's hold began when b's ended, 30 minutes after the place was first offered.
    expect(result.line[0]?.holdUntil).toBe(now + 3 * HOLD_MINUTES * MINUTE);
  });
});

describe('quiet hours', () => {
  it('are 22:00 to 07:00 on the customer’s own clock', () => {
    expect(isQuietHours(Date.parse('2026-12-05T21:59:00Z'), 'Europe/London')).toBe(false);
    expect(isQuietHours(Date.parse('2026-12-05T22:00:00Z'), 'Europe/London')).toBe(true);
    expect(isQuietHours(Date.parse('2026-12-06T06:59:00Z'), 'Europe/London')).toBe(true);
    expect(isQuietHours(Date.parse('2026-12-06T07:00:00Z'), 'Europe/London')).toBe(false);
    // 23:30 in London is 18:30 in New York.
    expect(isQuietHours(NIGHT, 'America/New_York')).toBe(false);
  });

  it('pass over a customer asleep without the opt-in, keeping their place', () => {
    const result = freePlace({
      line: [waiting('a'), waiting('b', { timeZone: 'America/New_York' })],
      cutoff: NIGHT + 60 * MINUTE,
      now: NIGHT,
      pay: everyonePays,
    });
    expect(result.promoted).toBe('b');
    expect(positionOf(result.line, 'a')).toBe(1);
  });

  it('promote overnight a customer who opted in', () => {
    const result = freePlace({
      line: [waiting('a', { promoteOvernight: true })],
      cutoff: NIGHT + 60 * MINUTE,
      now: NIGHT,
      pay: everyonePays,
    });
    expect(result.promoted).toBe('a');
  });

  it('hold an offer back until morning when everyone in line is asleep', () => {
    const result = freePlace({ line: [waiting('a')], cutoff: NIGHT - 60 * MINUTE, now: NIGHT, pay: everyonePays });
    expect(result.offered).toBeUndefined();
    const morning = freePlace({
      line: result.line,
      cutoff: NIGHT - 60 * MINUTE,
      now: Date.parse('2026-12-06T07:00:00Z'),
      pay: everyonePays,
    });
    expect(morning.offered).toBe('a');
  });
});

describe('the same hour', () => {
  const place = (id: string, start: string, end: string, state: WaitlistEntry['status'] = 'WAITING') => ({
    classInstanceId: id,
    startDate: start,
    endDate: end,
    status: state,
  });

  it('leaves the other waitlists whose session overlaps the promoted one, and only those', () => {
    const promoted = place('yoga', '2026-12-06T08:00:00Z', '2026-12-06T09:00:00Z', 'PROMOTED');
    const places = [
      promoted,
      place('hiit', '2026-12-06T08:30:00Z', '2026-12-06T09:15:00Z'),
      place('barre', '2026-12-06T07:15:00Z', '2026-12-06T08:00:00Z'),
      place('run', '2026-12-06T08:00:00Z', '2026-12-06T08:45:00Z', 'OFFERED'),
      place('evening', '2026-12-06T18:00:00Z', '2026-12-06T19:00:00Z'),
    ];
    expect(sameHourPlaces(places, promoted).map(({ classInstanceId }) => classInstanceId)).toEqual(['hiit', 'run']);
  });
});
