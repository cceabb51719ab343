// The world's calendar, London's (Europe/London). The records are written once, around the examples'
// anchor (Tuesday 24 November 2026); each answer moves their dates by the days from the anchor's day
// to the day of the request in London, keeping the time of day on London's clock (across its summer
// time changes), so the world looks every day as it did on the anchor's day: the past and the future
// keep their distance from today, and repeat days and weekly slots turn with the weekdays. A session's
// id carries its day on London's calendar (`ci_2007_20261201`) and moves with it.
import { CalendarDateTime, fromAbsolute, getDayOfWeek, toZoned } from '@internationalized/date';
import { MOCK_ANCHOR, shiftDate } from './anchor.mjs';

const LONDON = 'Europe/London';
const DAY = 24 * 60 * 60 * 1000;
const ANCHOR = Date.parse(MOCK_ANCHOR);
export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A class session's id: the class's number and the session's day on London's calendar. */
const SESSION_ID = /^ci_(\d+)_(\d{4})(\d{2})(\d{2})$/;

/**
 * `fn` remembering its answers by `key` of its arguments, for the pure conversions below: reading
 * London's clock asks the platform's time-zone data (`Intl`) several times a conversion, and the world
 * converts the same few hundred dates of its records on every answer. The memory is bounded: it
 * starts again past 50,000 answers.
 * @template {unknown[]} A
 * @template R
 * @param {(...args: A) => R} fn
 * @param {(...args: A) => string | number} key
 * @returns {(...args: A) => R}
 */
function remembered(fn, key) {
  /** @type {Map<string | number, R>} */
  const answers = new Map();
  return (...args) => {
    const k = key(...args);
    if (answers.has(k)) return /** @type {R} */ (answers.get(k));
    if (answers.size >= 50_000) answers.clear();
    const answer = fn(...args);
    answers.set(k, answer);
    return answer;
  };
}

/** `time` (ms since the epoch) on London's calendar and clock (immutable, so one copy serves every caller). */
export const inLondon = remembered(
  (time) => fromAbsolute(time, LONDON),
  (time) => time,
);

/** London's wall clock at `time`, read as if it were UTC (so wall-clock arithmetic is plain). */
export function londonWall(time) {
  const { year, month, day, hour, minute, second, millisecond } = inLondon(time);
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
}

/** The instant London's wall clock shows `wall` (the later one when the clocks go back). */
export function fromLondonWall(wall) {
  const at = new Date(wall);
  const local = new CalendarDateTime(
    at.getUTCFullYear(),
    at.getUTCMonth() + 1,
    at.getUTCDate(),
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
    at.getUTCMilliseconds(),
  );
  return toZoned(local, LONDON, 'later').toDate().getTime();
}

/** Midnight UTC of the London calendar day at `time`. */
export const londonDay = (time) => Math.floor(londonWall(time) / DAY) * DAY;

/** The London calendar days from the anchor's day to the day of `now`: how far the world moves. */
export function worldDays(now) {
  return Math.round((londonDay(now) - londonDay(ANCHOR)) / DAY);
}

/** `time` moved by whole `days`, `weeks` or `months` on London's calendar, at the same time on London's clock. */
export const later = remembered(
  (time, { days = 0, weeks = 0, months = 0 }) => inLondon(time).add({ days, weeks, months }).toDate().getTime(),
  (time, { days = 0, weeks = 0, months = 0 }) => `${time} ${days} ${weeks} ${months}`,
);

/** The weekday (`MONDAY`…) of `time` on the calendar of `zone` (London's unless named). */
export const londonWeekday = (time, zone = LONDON) => WEEKDAYS[getDayOfWeek(fromAbsolute(time, zone), 'en-US')];

/** The time of `time` on the clock of `zone` (London's unless named), as `HH:mm`. */
export const londonTime = (time, zone = LONDON) => fromAbsolute(time, zone).toString().slice(11, 16);

/** The day of `time` on the calendar of `zone` (London's unless named), as `yyyy-mm-dd`. */
export const londonDate = (time, zone = LONDON) => fromAbsolute(time, zone).toString().slice(0, 10);

/** The day of `time` on London's calendar, as `yyyymmdd` (`yyyymmddHH` with its `hour`). */
export const londonStamp = (time, { hour = false } = {}) =>
  inLondon(time)
    .toString()
    .slice(0, hour ? 13 : 10)
    .replace(/[-T]/g, '');

/** The id of the session of class `classId` (`cl_2007`) that starts at `start`: its day on London's calendar. */
export const sessionId = (classId, start) => `ci_${classId.slice(3)}_${londonStamp(start)}`;

const moveDay = remembered(
  (date, days) =>
    inLondon(Date.parse(`${date}T12:00:00Z`))
      .add({ days })
      .toString()
      .slice(0, 10),
  (date, days) => `${date} ${days}`,
);

/** A date-time moved by `days` on London's calendar, at the same time on London's clock. */
export const moveDateTime = remembered(
  (value, days) => new Date(later(Date.parse(value), { days })).toISOString().replace('.000Z', 'Z'),
  (value, days) => `${value} ${days}`,
);

/** A session id moved by `days` on London's calendar. */
function moveSessionId(id, days) {
  const [, number, year, month, day] = SESSION_ID.exec(id) ?? [];
  return `ci_${number}_${moveDay(`${year}-${month}-${day}`, days).replace(/-/g, '')}`;
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
 * those days (date-times keep London's time of day), session ids with their day, and weekdays
 * (repeat days, weekly slots) turn with them. A date of birth stays.
 */
export function moveDates(value, days) {
  if (days === 0) return value;
  return mapStrings(value, (text, key) => {
    if (key === 'dateOfBirth') return text;
    if (DATE_TIME.test(text)) return moveDateTime(text, days);
    if (DATE.test(text)) return moveDay(text, days);
    if (SESSION_ID.test(text)) return moveSessionId(text, days);
    return (key === 'weekday' || key === 'dayOfWeek') && WEEKDAYS.includes(text) ? turnWeekday(text, days) : text;
  });
}
