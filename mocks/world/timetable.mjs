// @ts-check
// The timetable: each class's sessions on London's calendar (Open Studio every hour), as the world
// holds them — cancelled by their trainer, or with the places their bookings take. What the
// bookings, waitlists, attendance and the catalogue all read a session from.
import { later, londonStamp, londonWeekday, sessionId } from '../clock.mjs';
import { DAY, HOUR, MINUTE, at, hourOf, iso } from './records.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */

/** Open Studio Flow runs every hour on the hour (London time): at any moment one session is live. */
export const OPEN_STUDIO = 'cl_2040';

/**
 * The id of Open Studio's session at `start`: its day and hour on London's clock, and `b` for the
 * second of the two hours the clock shows twice the night it goes back.
 * @param {number} start
 */
const openStudioId = (start) =>
  `ci_2040_${londonStamp(start, { hour: true })}${londonStamp(start - HOUR, { hour: true }) === londonStamp(start, { hour: true }) ? 'b' : ''}`;

/**
 * The Open Studio sessions of the hour before, this hour and the next at `now`.
 * @param {World} world
 * @param {number} now
 * @returns {Item[]}
 */
export function openStudio(world, now) {
  const item = world.classes.get(OPEN_STUDIO);
  if (!item) return [];
  return [-1, 0, 1].map((offset) => {
    const start = hourOf(now) + offset * HOUR;
    return sessionOf(item, openStudioId(start), start);
  });
}

/**
 * Live class `item`'s session `id` starting at `start`, scheduled, with the class's places (at least one).
 * @param {Item} item
 * @param {string} id
 * @param {number} start
 * @returns {Item}
 */
const sessionOf = (item, id, start) => ({
  id,
  classId: item.id,
  title: item.title,
  coverImageUrl: item.coverImageUrl,
  startDate: iso(start),
  endDate: iso(start + item.durationMinutes * MINUTE),
  status: 'SCHEDULED',
  capacity: Math.max((item.spotsLeft ?? 0) + (item.bookedCount ?? 0), 1),
  bookedCount: item.bookedCount ?? 0,
});

/**
 * Every class session at `now`: the records' and Open Studio's.
 * @param {World} world
 * @param {number} days
 * @param {number} now
 * @returns {Item[]}
 */
export const scheduledSessions = (world, days, now) =>
  [
    ...[...world.schedule.values()].map(at(world, days)),
    ...openStudio(world, now),
    // A live class the trainer created meets weekly from its start.
    ...[...world.trainerClasses.values()]
      .filter((item) => world.written.has(item) && item.isLive && world.classes.has(item.id))
      .flatMap((item) => plannedSessions(world, item.id, days, now)),
  ].map(asHeld(world, days));

/**
 * How many of each session's places the bookings of `bookings` (as they are today) take, by session id.
 * @param {World} world
 * @param {Item[]} bookings
 * @param {number} days
 */
const bookedPlaces = (world, bookings, days) =>
  bookings
    .map(at(world, days))
    .filter(({ status }) => status === 'CONFIRMED')
    .reduce(
      (counts, { classInstanceId }) => counts.set(classInstanceId, (counts.get(classInstanceId) ?? 0) + 1),
      /** @type {Map<string, number>} */ (new Map()),
    );

/**
 * Sessions as the world holds them: cancelled, if their trainer cancelled them; else with their
 * places booked counted from the bookings of them — the world's confirmed ones, and the customers
 * the examples' figure counts whom the world holds no booking of (the figure less the examples' own
 * bookings of it). A booking or a cancellation moves the count; nothing stores it.
 * @param {World} world
 * @param {number} days
 */
const asHeld = (world, days) => {
  const before = bookedPlaces(world, world.bookedBefore, days);
  const held = bookedPlaces(world, [...world.bookings.values()], days);
  return (/** @type {Item} */ session) =>
    world.cancelledSessions.has(session.id)
      ? { ...session, status: 'CANCELLED', bookedCount: 0 }
      : {
          ...session,
          bookedCount: Math.max(0, session.bookedCount - (before.get(session.id) ?? 0)) + (held.get(session.id) ?? 0),
        };
};

/**
 * A class's sessions to book: its own in the records, else one a week from its start.
 * @param {World} world
 * @param {string} id
 * @param {number} days
 * @param {number} now
 * @returns {Item[]}
 */
export const classSessions = (world, id, days, now) => plannedSessions(world, id, days, now).map(asHeld(world, days));

/**
 * The timetable as one answer reads it for many classes: the records' sessions moved and the
 * bookings counted once for the answer, not once a class, so a list of hundreds of classes can give
 * each its next session's places. `nextOf(id)` is a class's first session (as `classSessions` has
 * them) that has not ended, if it has one; a weekly class's later weeks are never made.
 * @param {World} world
 * @param {number} days
 * @param {number} now
 */
export function timetable(world, days, now) {
  const held = asHeld(world, days);
  const own = ownSessions(world, days, now);
  /** @param {Item} session */
  const notEnded = (session) => Date.parse(session.endDate) > now;
  return {
    /** @param {string} id */
    nextOf: (id) => {
      const mine = own.get(id);
      if (mine) return mine.map(held).find(notEnded);
      const item = at(world, days)(world.classes.get(id));
      if (!item?.isLive) return undefined;
      for (const session of weekly(item, now)) if (notEnded(session)) return held(session);
      return undefined;
    },
  };
}

/**
 * The sessions the records hold (and Open Studio's), as they are today, by class id, soonest first:
 * a class's own and those of it in its trainer's schedule, each once (the class's own record of it
 * kept), so the class offers every session its trainer's schedule shows.
 * @param {World} world
 * @param {number} days
 * @param {number} now
 */
function ownSessions(world, days, now) {
  const recorded = new Map([...world.schedule.values(), ...world.instances.values()].map((item) => [item.id, item]));
  /** @type {Map<string, Item[]>} */
  const own = new Map();
  for (const session of [...[...recorded.values()].map(at(world, days)), ...openStudio(world, now)])
    own.set(session.classId, [...(own.get(session.classId) ?? []), session]);
  for (const sessions of own.values()) sessions.sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  return own;
}

/**
 * A class's own sessions in the records, else four a week apart on London's calendar (at the same
 * time on London's clock) from its start, or from this week's once it has started.
 * @param {World} world
 * @param {string} id
 * @param {number} days
 * @param {number} now
 * @returns {Item[]}
 */
function plannedSessions(world, id, days, now) {
  const own = ownSessions(world, days, now).get(id);
  if (own) return own;
  const item = at(world, days)(world.classes.get(id));
  return item.isLive ? [...weekly(item, now)] : [];
}

/**
 * A live class's sessions (`item` as it is today), one at a time, soonest first: a single class's one
 * session; a recurring class's four weeks of its start's weekday and its repeat days, each at its
 * start's time on London's clock, from the first week not yet over.
 * @param {Item} item
 * @param {number} now
 * @returns {Generator<Item>}
 */
function* weekly(item, now) {
  const first = Date.parse(item.startDate);
  const single = item.sessionType === 'SINGLE';
  const repeats = new Set([londonWeekday(first), ...(item.repeatDays ?? [])]);
  // The days of its first week it meets on, from its start: each a whole number of days after it.
  const offsets = single
    ? [0]
    : [0, 1, 2, 3, 4, 5, 6].filter((days) => repeats.has(londonWeekday(later(first, { days }))));
  const passed = single ? 0 : Math.max(0, Math.floor((now - first) / (7 * DAY)));
  for (const week of single ? [0] : [0, 1, 2, 3])
    for (const days of offsets) {
      const start = later(first, { weeks: passed + week, days });
      yield sessionOf(item, sessionId(item.id, start), start);
    }
}

/**
 * The session an id names (`ci_<class>_…`), if the world holds it.
 * @param {World} world
 * @param {string} id
 * @param {number} days
 * @param {number} now
 * @returns {Item | undefined}
 */
export const sessionById = (world, id, days, now) => {
  const classId = `cl_${id.split('_')[1]}`;
  return world.classes.has(classId)
    ? classSessions(world, classId, days, now).find((session) => session.id === id)
    : undefined;
};
