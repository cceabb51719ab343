import type { CalendarDate } from '@/design-system';
import type { IntlShape } from '@formatjs/intl';
import type { Schema } from '@/sdk';
import { dateFormats } from './format';

/** A day of the week as the contract names it. */
export type Weekday = Schema<'DayOfWeek'>;

/** The contract's days of the week in the order every list of days is shown in, Monday first. */
export const WEEK: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** The contract's day of the week of a calendar date. */
export const weekdayOf = (date: CalendarDate): Weekday => WEEK[(date.toDate('UTC').getUTCDay() + 6) % 7]!;

/**
 * A day of the week's name in the viewer's language ("Monday", "lunes"), from the locale's own
 * calendar data rather than a catalogue: 1 January 2024 was a Monday.
 */
export const weekdayName = (intl: IntlShape, day: Weekday): string =>
  intl.formatDate(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)), { ...dateFormats.weekday, timeZone: 'UTC' });
