import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@/design-system';
import { chooseBucket, compare, comparePoints, isEmptySeries, shapeSeries } from './stats';

describe('compare', () => {
  it('gives the difference and its share of the previous period', () => {
    expect(compare(150, 100)).toEqual({ direction: 'up', difference: 50, ratio: 0.5 });
    expect(compare(75, 100)).toEqual({ direction: 'down', difference: -25, ratio: -0.25 });
    expect(compare(100, 100)).toEqual({ direction: 'same', difference: 0, ratio: 0 });
  });

  it('has no percentage from zero, and no change from zero to zero', () => {
    expect(compare(40, 0)).toEqual({ direction: 'up', difference: 40, ratio: null });
    expect(compare(0, 0)).toEqual({ direction: 'same', difference: 0, ratio: 0 });
    expect(compare(0, 30)).toEqual({ direction: 'down', difference: -30, ratio: -1 });
  });
});

describe('comparePoints', () => {
  it('moves a rate by whole percentage points, as the rates are shown', () => {
    expect(comparePoints(0.878, 0.833)).toEqual({ direction: 'up', points: 5 });
    expect(comparePoints(0.102, 0.144)).toEqual({ direction: 'down', points: 4 });
    // 83.3% and 83.4% both show as 83%: no change.
    expect(comparePoints(0.834, 0.833)).toEqual({ direction: 'same', points: 0 });
    expect(comparePoints(1, 0)).toEqual({ direction: 'up', points: 100 });
  });
});

describe('chooseBucket', () => {
  it('keeps days while they fit, then weeks, then months', () => {
    expect(chooseBucket(7, 7)).toBe('day');
    expect(chooseBucket(30, 31)).toBe('day');
    expect(chooseBucket(30, 12)).toBe('week');
    expect(chooseBucket(90, 20)).toBe('week');
    expect(chooseBucket(90, 10)).toBe('month');
    expect(chooseBucket(328, 31)).toBe('month');
  });
});

describe('shapeSeries', () => {
  const window = { from: new CalendarDate(2026, 11, 1), to: new CalendarDate(2026, 11, 10) };
  const points = [
    { date: '2026-11-01', value: 100 },
    { date: '2026-11-02', value: 200 },
    { date: '2026-11-08', value: 50 },
    // Outside the window: not shown.
    { date: '2026-11-20', value: 999 },
  ];
  const starts = (s: { starts: CalendarDate[] }) => s.starts.map(String);

  it('has every day of the window, a missing day as nothing sold', () => {
    const daily = shapeSeries(points, window, 'day', 'sum');
    expect(starts(daily)).toHaveLength(10);
    expect(daily.values).toEqual([100, 200, 0, 0, 0, 0, 0, 50, 0, 0]);
  });

  it('adds up weeks from the window’s first day, the last one shorter', () => {
    const weekly = shapeSeries(points, window, 'week', 'sum');
    expect(starts(weekly)).toEqual(['2026-11-01', '2026-11-08']);
    expect(weekly.values).toEqual([300, 50]);
  });

  it('keeps the last known value of a level, and null where there is none', () => {
    const weekly = shapeSeries(points, window, 'week', 'last');
    expect(weekly.values).toEqual([200, 50]);
    expect(shapeSeries([], window, 'day', 'last').values.every((v) => v === null)).toBe(true);
  });

  it('starts months on the 1st, the first one on the window’s first day', () => {
    const range = { from: new CalendarDate(2026, 10, 20), to: new CalendarDate(2026, 12, 2) };
    const monthly = shapeSeries(
      [
        { date: '2026-10-21', value: 5 },
        { date: '2026-11-15', value: 7 },
        { date: '2026-11-30', value: 1 },
        { date: '2026-12-02', value: 2 },
      ],
      range,
      'month',
      'sum',
    );
    expect(starts(monthly)).toEqual(['2026-10-20', '2026-11-01', '2026-12-01']);
    expect(monthly.values).toEqual([5, 8, 2]);
  });

  it('calls a period with nothing above zero empty', () => {
    expect(isEmptySeries(shapeSeries([], window, 'day', 'sum').values)).toBe(true);
    expect(isEmptySeries([0, null, 0])).toBe(true);
    expect(isEmptySeries(shapeSeries(points, window, 'day', 'sum').values)).toBe(false);
  });
});
