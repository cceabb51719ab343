// The mocks' "now". The contract examples were written around Tuesday 24 November 2026: their past
// (bookings, sales, payouts) ends on the Sunday before, and their next sessions start that day
// (Priya's Sunrise Vinyasa Flow at 06:00, Olivia's one-to-one at 18:00). The mocks serve every example
// date moved by the whole weeks since then, so weekdays and repeat days still hold, and the
// end-to-end tests set the browser's clock to the anchor moved by the same weeks on London's
// calendar (05:00 on London's clock, in summer time too).
import { fromAbsolute } from '@internationalized/date';

export const MOCK_ANCHOR = '2026-11-24T05:00:00Z';

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The anchor moved by `weeks` on London's calendar: "now" in the examples the mocks serve. */
export function mockNow(weeks = runWeeks()) {
  return fromAbsolute(Date.parse(MOCK_ANCHOR), 'Europe/London').add({ weeks }).toDate();
}

/** Whole weeks on London's calendar from the anchor to `now`: 0 during the week that starts at the anchor. */
export function mockWeeks(now = Date.now()) {
  // Summer time moves the weekly moment by an hour at most: the count of 7-day spans is at most one off.
  const weeks = Math.floor((now - Date.parse(MOCK_ANCHOR)) / WEEK);
  if (mockNow(weeks).getTime() > now) return weeks - 1;
  return mockNow(weeks + 1).getTime() <= now ? weeks + 1 : weeks;
}

/**
 * The weeks of this run: KINETIC_MOCK_WEEKS when the run has fixed them, else this week's. `npm test`
 * and the end-to-end tests' configuration fix them once, as they start, so the mock servers and the
 * tests that run beside them agree on one week even when the run goes past a Tuesday at 05:00.
 */
export function runWeeks() {
  const fixed = process.env.KINETIC_MOCK_WEEKS;
  return fixed ? Number(fixed) : mockWeeks();
}

// A date, or a date-time with an optional offset: `2026-12-01`, `2026-12-01T07:00:00+00:00`, `…Z`.
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})((?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?)$/;

/**
 * An ISO date or date-time moved by whole weeks. Only the calendar date changes: the time and the
 * offset stay as written, so the instant moves by exactly that many weeks and the weekday holds.
 * Any other string, and a date that is not in the calendar, comes back unchanged.
 */
export function shiftDate(value, weeks) {
  const match = ISO_DATE.exec(value);
  if (!match || weeks === 0) return value;
  const [, date = '', time = ''] = match;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return value;
  day.setUTCDate(day.getUTCDate() + weeks * 7);
  return day.toISOString().slice(0, 10) + time;
}
