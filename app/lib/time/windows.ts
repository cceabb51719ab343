import {
  fromDate,
  getLocalTimeZone,
  toCalendarDate,
  toZoned,
  type CalendarDate,
  type ZonedDateTime,
} from '@/design-system';

/**
 * A span of time as the API's query takes it: ISO 8601 instants in UTC (`…Z`), the start included
 * and the end excluded. Every window the app asks for (dashboards, one-to-ones, a class's schedule,
 * statistics periods) is one of these, worked out below. The rule: a window that starts at a day or
 * an hour (today, from today, whole days, from this hour) is counted in the viewer's time zone, so
 * it starts and ends at their midnight; a rolling window (a month before or after now) is counted
 * in UTC, instant to instant.
 */
export interface DateWindow {
  startDate: string;
  endDate: string;
}

const window = (start: ZonedDateTime, end: ZonedDateTime): DateWindow => ({
  startDate: start.toDate().toISOString(),
  endDate: end.toDate().toISOString(),
});

const zoned = (now: Date, timeZone: string) => fromDate(now, timeZone);
const startOfDay = (now: Date, timeZone: string) => toZoned(toCalendarDate(zoned(now, timeZone)), timeZone);

/** Whole days, both included: from midnight of `from` to midnight after `to` (a statistics period). */
export const daysWindow = (from: CalendarDate, to: CalendarDate, timeZone: string): DateWindow =>
  window(toZoned(from, timeZone), toZoned(to.add({ days: 1 }), timeZone));

/** Today: from midnight to the next midnight. */
export const todayWindow = (now: Date, timeZone = getLocalTimeZone()): DateWindow => {
  const day = toCalendarDate(zoned(now, timeZone));
  return daysWindow(day, day, timeZone);
};

/** From the start of today to the start of the same day a month later (one-to-ones, both sides). */
export const monthFromToday = (now: Date, timeZone = getLocalTimeZone()): DateWindow => {
  const start = startOfDay(now, timeZone);
  return window(start, start.add({ months: 1 }));
};

const rolling = (now: Date) => fromDate(now, 'UTC');

/** From now to the same moment a month later (a trainer's sessions ahead). */
export const monthAheadWindow = (now: Date): DateWindow => window(rolling(now), rolling(now).add({ months: 1 }));

/** From the start of this hour to a month later (a class's schedule). */
export const scheduleWindow = (now: Date, timeZone = getLocalTimeZone()): DateWindow => {
  const start = zoned(now, timeZone).set({ minute: 0, second: 0, millisecond: 0 });
  return window(start, start.add({ months: 1 }));
};

/** A customer's upcoming sessions: from an hour ago (a class in progress still shows) to a month ahead. */
export const upcomingWindow = (now: Date): DateWindow =>
  window(rolling(now).subtract({ hours: 1 }), rolling(now).add({ months: 1 }));

/** A customer's previous sessions: the last month, up to now. */
export const previousWindow = (now: Date): DateWindow => window(rolling(now).subtract({ months: 1 }), rolling(now));

/** The items of `list` whose `startDate` falls inside `window`, soonest first. */
export const startingIn = <T extends { startDate: string }>(list: readonly T[], window: DateWindow) => {
  const [from, to] = [Date.parse(window.startDate), Date.parse(window.endDate)];
  return list
    .filter((item) => Date.parse(item.startDate) >= from && Date.parse(item.startDate) < to)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
};
