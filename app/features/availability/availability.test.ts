import { describe, expect, it } from 'vitest';
import { dateOffProblem, rangeProblems, toSlots, upcomingDatesOff, type Range } from './availability';
import { monthFromToday, startingIn } from '@/app/lib/time/windows';

const range = (key: string, start: string, end: string, dayOfWeek: Range['dayOfWeek'] = 'MONDAY'): Range => ({
  key,
  dayOfWeek,
  start,
  end,
});

describe('rangeProblems', () => {
  it('accepts separate and touching ranges', () => {
    expect(
      rangeProblems([range('a', '07:00', '10:00'), range('b', '10:00', '12:00'), range('c', '18:00', '21:00')]),
    ).toEqual({});
  });

  it('refuses ranges that overlap on the same day, both of them', () => {
    expect(rangeProblems([range('a', '07:00', '10:00'), range('b', '09:30', '11:00')])).toEqual({
      a: 'overlap',
      b: 'overlap',
    });
  });

  it('refuses a range inside another', () => {
    expect(rangeProblems([range('a', '07:00', '12:00'), range('b', '08:00', '09:00')])).toEqual({
      a: 'overlap',
      b: 'overlap',
    });
  });

  it('lets the same times repeat on different days', () => {
    expect(rangeProblems([range('a', '07:00', '10:00'), range('b', '07:00', '10:00', 'TUESDAY')])).toEqual({});
  });

  it('refuses an empty range and one that ends before it starts, without calling them overlaps', () => {
    expect(
      rangeProblems([
        range('a', '', '10:00'),
        range('b', '09:00', '09:00'),
        range('c', '11:00', '10:00'),
        range('d', '08:00', '11:00'),
      ]),
    ).toEqual({ a: 'empty', b: 'order', c: 'order' });
  });
});

describe('toSlots', () => {
  it('orders the slots by day, then time', () => {
    expect(
      toSlots([
        range('a', '18:00', '20:00', 'TUESDAY'),
        range('b', '12:00', '13:00', 'TUESDAY'),
        range('c', '07:00', '08:00'),
      ]),
    ).toEqual([
      { dayOfWeek: 'MONDAY', startTime: '07:00', endTime: '08:00' },
      { dayOfWeek: 'TUESDAY', startTime: '12:00', endTime: '13:00' },
      { dayOfWeek: 'TUESDAY', startTime: '18:00', endTime: '20:00' },
    ]);
  });
});

describe('dateOffProblem', () => {
  const datesOff = ['2026-12-24', '2026-12-25'];

  it('takes today and later days that are not off yet', () => {
    expect(dateOffProblem('2026-11-24', datesOff, '2026-11-24')).toBeUndefined();
    expect(dateOffProblem('2026-12-31', datesOff, '2026-11-24')).toBeUndefined();
  });

  it('refuses no date, a day before today and a day already off', () => {
    expect(dateOffProblem(null, datesOff, '2026-11-24')).toBe('empty');
    expect(dateOffProblem('2026-11-23', datesOff, '2026-11-24')).toBe('past');
    expect(dateOffProblem('2026-12-25', datesOff, '2026-11-24')).toBe('duplicate');
  });
});

describe('upcomingDatesOff', () => {
  it('keeps today and later, soonest first', () => {
    expect(upcomingDatesOff(['2027-01-01', '2026-11-20', '2026-12-24', '2026-11-24'], '2026-11-24')).toEqual([
      '2026-11-24',
      '2026-12-24',
      '2027-01-01',
    ]);
  });
});

describe('monthFromToday', () => {
  it('runs from midnight to the same day a month later, in the given time zone', () => {
    const now = new Date('2026-11-24T05:00:00Z');
    expect(monthFromToday(now, 'Europe/London')).toEqual({
      startDate: '2026-11-24T00:00:00.000Z',
      endDate: '2026-12-24T00:00:00.000Z',
    });
    // An hour earlier it is still the 23rd in New York.
    expect(monthFromToday(new Date('2026-11-24T04:00:00Z'), 'America/New_York')).toEqual({
      startDate: '2026-11-23T05:00:00.000Z',
      endDate: '2026-12-23T05:00:00.000Z',
    });
  });

  it('follows the clock change inside the month', () => {
    expect(monthFromToday(new Date('2027-03-10T12:00:00Z'), 'Europe/London')).toEqual({
      startDate: '2027-03-10T00:00:00.000Z',
      endDate: '2027-04-09T23:00:00.000Z',
    });
  });
});

describe('startingIn', () => {
  it('keeps the sessions that start in the window, soonest first', () => {
    const window = { startDate: '2026-11-24T00:00:00.000Z', endDate: '2026-12-24T00:00:00.000Z' };
    const sessions = [
      { id: 'later', startDate: '2026-12-02T19:00:00+00:00' },
      { id: 'yesterday', startDate: '2026-11-23T08:00:00+00:00' },
      { id: 'soon', startDate: '2026-11-24T00:00:00+00:00' },
      { id: 'after', startDate: '2026-12-24T00:00:00+00:00' },
    ];
    expect(startingIn(sessions, window).map((session) => session.id)).toEqual(['soon', 'later']);
  });
});
