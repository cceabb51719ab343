import type { CalendarDate } from '@/design-system';
import { dayCount, type DayWindow } from './range';

/** How a figure moved against the previous period of the same length. */
export interface Change {
  direction: 'up' | 'down' | 'same';
  /** This period minus the previous one. */
  difference: number;
  /** The difference as a fraction of the previous period; null when that was zero and this is not. */
  ratio: number | null;
}

export function compare(current: number, previous: number): Change {
  const difference = current - previous;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  const ratio = previous === 0 ? (current === 0 ? 0 : null) : difference / previous;
  return { direction, difference, ratio };
}

/** How a rate (a fraction of one) moved against the previous period, in whole percentage points. */
export interface PointsChange {
  direction: 'up' | 'down' | 'same';
  /** The change in percentage points, never negative. */
  points: number;
}

export function comparePoints(current: number, previous: number): PointsChange {
  const points = Math.round(current * 100) - Math.round(previous * 100);
  return { direction: points > 0 ? 'up' : points < 0 ? 'down' : 'same', points: Math.abs(points) };
}

/** The length of one point of a chart. */
export type Bucket = 'day' | 'week' | 'month';

/**
 * Daily points while they fit, else weeks, else months, so the chart never has more points than
 * `maxPoints` labels fit across it (a year is always by month).
 */
export function chooseBucket(days: number, maxPoints: number): Bucket {
  if (days <= maxPoints) return 'day';
  if (Math.ceil(days / 7) <= maxPoints) return 'week';
  return 'month';
}

/**
 * How a point combines its days: money and bookings add up (`sum`), a count of subscribers is
 * what it was on the last day with a value (`last`).
 */
export type Combine = 'sum' | 'last';

export interface ShapedSeries {
  /** The first day of each point (weeks start on the window's first day, months on the 1st or the first day). */
  starts: CalendarDate[];
  values: (number | null)[];
}

function bucketStart(day: CalendarDate, window: DayWindow, bucket: Bucket): CalendarDate {
  if (bucket === 'day') return day;
  if (bucket === 'week') return window.from.add({ days: Math.floor(day.compare(window.from) / 7) * 7 });
  const first = day.set({ day: 1 });
  return first.compare(window.from) < 0 ? window.from : first;
}

/**
 * The API's daily points over every day of the window, grouped by `bucket`: a day the API left
 * out counts as nothing sold (`sum`), or as unknown (`last`, null when a point has no day with a value).
 */
export function shapeSeries(
  points: readonly { date: string; value: number }[],
  window: DayWindow,
  bucket: Bucket,
  combine: Combine,
): ShapedSeries {
  const byDay = new Map(points.map((p) => [p.date, p.value]));
  const starts: CalendarDate[] = [];
  const values: (number | null)[] = [];
  for (let i = 0; i < dayCount(window); i += 1) {
    const day = window.from.add({ days: i });
    const start = bucketStart(day, window, bucket);
    if (starts.length === 0 || starts[starts.length - 1]?.compare(start) !== 0) {
      starts.push(start);
      values.push(combine === 'sum' ? 0 : null);
    }
    const value = byDay.get(day.toString());
    const at = values.length - 1;
    if (combine === 'sum') values[at] = (values[at] ?? 0) + (value ?? 0);
    else if (value !== undefined) values[at] = value;
  }
  return { starts, values };
}

/** Nothing happened in the period: no point has a value above zero. */
export const isEmptySeries = (values: readonly (number | null)[]) => values.every((v) => !v);
