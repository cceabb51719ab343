import type { Schema } from '@/sdk';
import { WEEK, type Weekday } from '@/app/lib/time/weekdays';

/** A time range as the editor holds it: `HH:MM` times, empty while not typed yet. */
export interface Range {
  key: string;
  dayOfWeek: Weekday;
  start: string;
  end: string;
}

/** What is wrong with a range: a time is missing, it ends before it starts, or it overlaps another that day. */
export type RangeProblem = 'empty' | 'order' | 'overlap';

/**
 * The problem of each invalid range, by key. Ranges of the same day may touch (10:00–12:00 and
 * 12:00–14:00) but never overlap; a range must end after it starts.
 */
export function rangeProblems(ranges: readonly Range[]): Record<string, RangeProblem> {
  const problems: Record<string, RangeProblem> = {};
  for (const range of ranges) {
    if (!range.start || !range.end) problems[range.key] = 'empty';
    else if (range.end <= range.start) problems[range.key] = 'order';
  }
  const complete = ranges.filter((range) => !problems[range.key]);
  for (const range of complete) {
    const overlaps = complete.some(
      (other) =>
        other.key !== range.key &&
        other.dayOfWeek === range.dayOfWeek &&
        other.start < range.end &&
        range.start < other.end,
    );
    if (overlaps) problems[range.key] = 'overlap';
  }
  return problems;
}

/** The saved weekly slots as ranges the editor can change. */
export const toRanges = (slots: readonly Schema<'TimeSlot'>[]): Range[] =>
  slots.map((slot) => ({
    key: crypto.randomUUID(),
    dayOfWeek: slot.dayOfWeek,
    start: slot.startTime,
    end: slot.endTime,
  }));

/** The ranges as weekly slots, in day then time order. */
export const toSlots = (ranges: readonly Range[]): Schema<'TimeSlot'>[] =>
  [...ranges]
    .sort((a, b) => WEEK.indexOf(a.dayOfWeek) - WEEK.indexOf(b.dayOfWeek) || a.start.localeCompare(b.start))
    .map(({ dayOfWeek, start, end }) => ({ dayOfWeek, startTime: start, endTime: end }));

/** Why a date cannot become a date off: none chosen, before today, or already a date off. */
export type DateOffProblem = 'empty' | 'past' | 'duplicate';

/**
 * What stops `date` (ISO, or null when none is chosen) from being added to `datesOff`. `today` is
 * the ISO date in the trainer's time zone: a day that has begun there can still be taken off.
 */
export function dateOffProblem(
  date: string | null,
  datesOff: readonly string[],
  today: string,
): DateOffProblem | undefined {
  if (!date) return 'empty';
  if (date < today) return 'past';
  if (datesOff.includes(date)) return 'duplicate';
  return undefined;
}

/** The dates off a trainer still has ahead (from `today` on), soonest first; past ones change nothing. */
export const upcomingDatesOff = (datesOff: readonly string[], today: string) =>
  datesOff.filter((date) => date >= today).sort();
