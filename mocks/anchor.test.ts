import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_ANCHOR, mockNow, mockWeeks, runWeeks, shiftDate } from './anchor.mjs';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const anchor = Date.parse(MOCK_ANCHOR);

describe('mockWeeks', () => {
  it('counts whole weeks from the anchor, 0 through its first week', () => {
    expect(mockWeeks(anchor)).toBe(0);
    expect(mockWeeks(anchor + WEEK - 1)).toBe(0);
    expect(mockWeeks(anchor + WEEK)).toBe(1);
    expect(mockWeeks(anchor + 52 * WEEK + 3 * 60 * 60 * 1000)).toBe(52);
    expect(mockWeeks(anchor - 1)).toBe(-1);
  });

  it('puts the mocks’ now on the anchor moved by those weeks', () => {
    expect(mockNow(0).toISOString()).toBe(new Date(anchor).toISOString());
    expect(mockNow(3).getTime() - anchor).toBe(3 * WEEK);
    expect(mockNow(mockWeeks(anchor + 10 * WEEK + 5)).getTime()).toBe(anchor + 10 * WEEK);
  });

  it('keeps the mocks’ now at 05:00 on London’s clock in summer time, a week on from the week before', () => {
    // Twenty weeks on is Tuesday 13 April 2027, British Summer Time: 05:00 in London is 04:00 UTC.
    expect(mockNow(20).toISOString()).toBe('2027-04-13T04:00:00.000Z');
    expect(mockWeeks(Date.parse('2027-04-13T04:00:00Z'))).toBe(20);
    expect(mockWeeks(Date.parse('2027-04-13T03:59:59Z'))).toBe(19);
    expect(mockNow(19).toISOString()).toBe('2027-04-06T04:00:00.000Z');
  });
});

describe('runWeeks', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('is the weeks the run fixed as it started, whatever the clock says since', () => {
    vi.stubEnv('KINETIC_MOCK_WEEKS', '3');
    vi.useFakeTimers({ now: anchor + 4 * WEEK + 1 });
    expect(runWeeks()).toBe(3);
    expect(mockNow().getTime()).toBe(anchor + 3 * WEEK);
  });

  it('is this week’s when the run fixed none', () => {
    vi.stubEnv('KINETIC_MOCK_WEEKS', undefined);
    vi.useFakeTimers({ now: anchor + 4 * WEEK + 1 });
    expect(runWeeks()).toBe(4);
    expect(mockNow().getTime()).toBe(anchor + 4 * WEEK);
  });
});

describe('shiftDate', () => {
  it.each([
    ['2026-12-01T07:00:00+00:00', 3, '2026-12-22T07:00:00+00:00'],
    ['2026-12-01T07:00:00Z', 5, '2027-01-05T07:00:00Z'],
    ['2026-12-01T07:00:00.250-05:00', 1, '2026-12-08T07:00:00.250-05:00'],
    ['2026-12-01T07:00', 1, '2026-12-08T07:00'],
    ['2026-12-25', 1, '2027-01-01'],
    ['2026-11-24T05:00:00Z', -2, '2026-11-10T05:00:00Z'],
  ])('moves %s by %i weeks, keeping its time and offset', (value, weeks, moved) => {
    expect(shiftDate(value, weeks)).toBe(moved);
  });

  it('moves the instant by exactly the weeks and keeps the weekday', () => {
    for (const value of ['2026-03-26T01:30:00+00:00', '2026-10-22T23:45:00+01:00', '2026-12-01T07:00:00Z']) {
      for (const weeks of [1, 4, 27, 100]) {
        const moved = shiftDate(value, weeks);
        expect(Date.parse(moved) - Date.parse(value)).toBe(weeks * WEEK);
        expect(new Date(moved).getUTCDay()).toBe(new Date(value).getUTCDay());
        expect(moved.slice(10)).toBe(value.slice(10));
      }
    }
  });

  it.each([
    'cl_2007',
    'Every Tuesday',
    '2026-12-01 at noon',
    'v2026-12-01',
    '20261201',
    '2026-02-30',
    '',
    '2026-12-01T25',
  ])('leaves %j as it is', (value) => {
    expect(shiftDate(value, 3)).toBe(value);
  });

  it('leaves every date as it is for 0 weeks', () => {
    expect(shiftDate('2026-12-01T07:00:00+00:00', 0)).toBe('2026-12-01T07:00:00+00:00');
  });
});
