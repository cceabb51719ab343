// The world's calendar. The records are written once, around the examples' anchor (Tuesday 24
// November 2026); each answer moves their dates by the days from the anchor's day to the day of the
// request in London, keeping the time of day on London's clock (across its summer time changes), so
// the world looks every day as it did on the anchor's day: the past and the future keep their
// distance from today, and repeat days and weekly slots turn with the weekdays.
import { MOCK_ANCHOR, shiftDate } from './anchor.mjs';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const ANCHOR = Date.parse(MOCK_ANCHOR);
export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's wall clock at `time`, read as if it were UTC (so wall-clock arithmetic is plain). */
export function londonWall(time) {
  const part = Object.fromEntries(london.formatToParts(time).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) + (time % 1000);
}

/** The instant London's wall clock shows `wall` (the later one when the clocks go back). */
export function fromLondonWall(wall) {
  let time = wall;
  for (let i = 0; i < 3; i++) time = wall - (londonWall(time) - time);
  return time;
}

/** Midnight UTC of the London calendar day at `time`. */
export const londonDay = (time) => Math.floor(londonWall(time) / DAY) * DAY;

/** The London calendar days from the anchor's day to the day of `now`: how far the world moves. */
export function worldDays(now) {
  return Math.round((londonDay(now) - londonDay(ANCHOR)) / DAY);
}

const moveDay = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A date-time moved by `days` on London's calendar, at the same time on London's clock. */
export function moveDateTime(value, days) {
  const time = fromLondonWall(londonWall(Date.parse(value)) + days * DAY);
  return new Date(time).toISOString().replace('.000Z', 'Z');
}

/** A weekday (`MONDAY`…) `days` later. */
export const turnWeekday = (day, days) => WEEKDAYS[(((WEEKDAYS.indexOf(day) + days) % 7) + 7) % 7];

/** `value` (any JSON) with the strings `map` changes changed (`key` is the field a string is in). */
function mapStrings(value, map, key) {
  if (typeof value === 'string') return map(value, key);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map, key === 'repeatDays' ? 'weekday' : key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapStrings(item, map, name)]));
}

/** `value` (an answer of a mock that serves its examples moved by `weeks`) with its dates as written. */
export const unmoveWeeks = (value, weeks) => (weeks ? mapStrings(value, (text) => shiftDate(text, -weeks)) : value);

/**
 * `value` (any JSON written around the anchor) as it is `days` after it: dates and date-times move by
 * those days (date-times keep London's time of day), and weekdays (repeat days, weekly slots) turn
 * with them. A date of birth stays.
 */
export function moveDates(value, days) {
  if (days === 0) return value;
  return mapStrings(value, (text, key) => {
    if (key === 'dateOfBirth') return text;
    if (DATE_TIME.test(text)) return moveDateTime(text, days);
    if (DATE.test(text)) return moveDay(text, days);
    return (key === 'weekday' || key === 'dayOfWeek') && WEEKDAYS.includes(text) ? turnWeekday(text, days) : text;
  });
}
