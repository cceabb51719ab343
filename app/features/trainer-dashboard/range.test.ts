import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@/design-system';
import { dayCount, dayWindow, parseRange, previousWindow, rangeParams, windowQuery } from './range';

const params = (query: string) => new URLSearchParams(query);
const today = new CalendarDate(2026, 11, 24);
const days = (window: { from: CalendarDate; to: CalendarDate }) => [window.from.toString(), window.to.toString()];

describe('parseRange', () => {
  it('reads a preset', () => {
    expect(parseRange(params('range=7d'))).toEqual({ preset: '7d' });
    expect(parseRange(params('range=year'))).toEqual({ preset: 'year' });
  });

  it('defaults to the last 30 days without a period or with one it does not know', () => {
    expect(parseRange(params(''))).toEqual({ preset: '30d' });
    expect(parseRange(params('range=12d'))).toEqual({ preset: '30d' });
  });

  it('reads a custom range, which wins over a preset', () => {
    expect(parseRange(params('from=2026-10-01&to=2026-10-31&range=7d'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('ignores a custom range that ends before it starts, is half given or is not a real day', () => {
    expect(parseRange(params('from=2026-10-31&to=2026-10-01&range=90d'))).toEqual({ preset: '90d' });
    expect(parseRange(params('from=2026-10-01'))).toEqual({ preset: '30d' });
    expect(parseRange(params('from=2026-02-01&to=2026-02-31'))).toEqual({ preset: '30d' });
    expect(parseRange(params('from=1.10.2026&to=2026-10-31'))).toEqual({ preset: '30d' });
  });

  it('accepts a range of one day', () => {
    expect(parseRange(params('from=2026-10-01&to=2026-10-01'))).toEqual({ from: '2026-10-01', to: '2026-10-01' });
  });

  it('writes back what it reads, the default as nothing', () => {
    for (const query of ['range=7d', 'range=year', 'from=2026-10-01&to=2026-10-31']) {
      expect(new URLSearchParams(rangeParams(parseRange(params(query)))).toString()).toBe(query);
    }
    expect(rangeParams({ preset: '30d' })).toEqual({});
  });
});

describe('windows', () => {
  it('ends the presets today, today included', () => {
    expect(days(dayWindow({ preset: '7d' }, today))).toEqual(['2026-11-18', '2026-11-24']);
    expect(days(dayWindow({ preset: '30d' }, today))).toEqual(['2026-10-26', '2026-11-24']);
    expect(days(dayWindow({ preset: '90d' }, today))).toEqual(['2026-08-27', '2026-11-24']);
    expect(days(dayWindow({ preset: 'year' }, today))).toEqual(['2026-01-01', '2026-11-24']);
    expect(dayCount(dayWindow({ preset: '90d' }, today))).toBe(90);
  });

  it('compares with the same number of days just before', () => {
    const week = dayWindow({ preset: '7d' }, today);
    expect(days(previousWindow(week))).toEqual(['2026-11-11', '2026-11-17']);
    const custom = dayWindow({ from: '2026-03-01', to: '2026-03-31' }, today);
    expect(days(previousWindow(custom))).toEqual(['2026-01-29', '2026-02-28']);
    expect(dayCount(previousWindow(custom))).toBe(31);
    const oneDay = dayWindow({ from: '2026-01-01', to: '2026-01-01' }, today);
    expect(days(previousWindow(oneDay))).toEqual(['2025-12-31', '2025-12-31']);
  });

  it('asks from midnight of the first day to midnight after the last, in the viewer’s zone', () => {
    const week = dayWindow({ preset: '7d' }, today);
    expect(windowQuery(week, 'UTC')).toEqual({
      startDate: '2026-11-18T00:00:00.000Z',
      endDate: '2026-11-25T00:00:00.000Z',
    });
    expect(windowQuery(week, 'Europe/Madrid')).toEqual({
      startDate: '2026-11-17T23:00:00.000Z',
      endDate: '2026-11-24T23:00:00.000Z',
    });
    // The day the clocks go forward is 23 hours long; the window still ends at local midnight.
    const spring = dayWindow({ from: '2026-03-29', to: '2026-03-29' }, today);
    expect(windowQuery(spring, 'Europe/London')).toEqual({
      startDate: '2026-03-29T00:00:00.000Z',
      endDate: '2026-03-29T23:00:00.000Z',
    });
  });
});
