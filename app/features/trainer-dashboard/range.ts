import { CalendarDate, parseDate } from '@/design-system';
import { daysWindow } from '@/app/lib/time/windows';

/** The ready-made periods of the statistics: the last 7, 30 or 90 days (today included), or this year so far. */
export const PRESETS = ['7d', '30d', '90d', 'year'] as const;
export type Preset = (typeof PRESETS)[number];

/** Without a period in the URL the statistics cover the last 30 days. */
export const DEFAULT_PRESET: Preset = '30d';

/** A period in the URL: `?range=7d|30d|90d|year`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included). */
export type StatsRange = { preset: Preset } | { from: string; to: string };

/** Whole days, first and last included. */
export interface DayWindow {
  from: CalendarDate;
  to: CalendarDate;
}

const presetDays = { '7d': 7, '30d': 30, '90d': 90 } as const;

function parseDay(value: string | null): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const day = parseDate(value);
    // parseDate clamps an impossible day (2026-02-31) instead of refusing it.
    return day.toString() === value ? day : null;
  } catch {
    return null;
  }
}

/** A custom range can be applied only when it ends on or after its start. */
export const isValidSpan = (from: CalendarDate, to: CalendarDate) => to.compare(from) >= 0;

/**
 * The period the URL names: a custom from–to when both are real days in order, else a preset,
 * else the default. Anything else in the URL is ignored rather than shown as an error.
 */
export function parseRange(params: URLSearchParams): StatsRange {
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  if (from && to && isValidSpan(from, to)) return { from: from.toString(), to: to.toString() };
  const preset = PRESETS.find((p) => p === params.get('range'));
  return { preset: preset ?? DEFAULT_PRESET };
}

/** The query string of a period (the default period writes nothing). */
export function rangeParams(range: StatsRange): Record<string, string> {
  if ('preset' in range) return range.preset === DEFAULT_PRESET ? {} : { range: range.preset };
  return { from: range.from, to: range.to };
}

/** The days a period covers, with `today` as the last day of the ready-made ones. */
export function dayWindow(range: StatsRange, today: CalendarDate): DayWindow {
  if (!('preset' in range)) return { from: parseDate(range.from), to: parseDate(range.to) };
  if (range.preset === 'year') return { from: new CalendarDate(today.year, 1, 1), to: today };
  return { from: today.subtract({ days: presetDays[range.preset] - 1 }), to: today };
}

/** How many days a window covers. */
export const dayCount = ({ from, to }: DayWindow) => to.compare(from) + 1;

/** The comparison period: as many days, ending the day before the window starts. */
export function previousWindow(window: DayWindow): DayWindow {
  const to = window.from.subtract({ days: 1 });
  return { from: to.subtract({ days: dayCount(window) - 1 }), to };
}

/**
 * A window as the API's query: from midnight of its first day to midnight after its last
 * (exclusive), in the viewer's time zone, written in UTC.
 */
export const windowQuery = ({ from, to }: DayWindow, timeZone: string) => daysWindow(from, to, timeZone);
