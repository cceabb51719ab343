// @ts-check
// Replays: a session of a recorded class that was held (someone joined its room) is recorded, and
// once it has ended it is a replay, PROCESSING for a while, then READY as a video in the library of
// everyone who booked it (and in discovery when its class's replays are for sale).
import { bookingsOf, sessionOf } from './attendance.mjs';
import { MINUTE, OLIVIA, addToLibrary, at, pick, write } from './records.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/** @typedef {import('./records.mjs').Route} Route */

/** A replay is made into a video this long after its session ends, and an uploaded video is made ready to play this long after its upload. */
export const PROCESSING_TIME = 20 * MINUTE;

/**
 * Whether a video recorded or uploaded by `since` can be played at `now`: READY once it has been
 * processed, PROCESSING until then.
 * @param {number} since
 * @param {number} now
 */
export const processed = (since, now) => (now >= since + PROCESSING_TIME ? 'READY' : 'PROCESSING');

/** An area's records. */
export const replays = () => ({
  /**
   * Each held session's recording, by session id: its replay (`{ id, classId, instanceId, title,
   * startDate, endDate, forSale, videoId }`), or null for a session that was not recorded.
   */
  replays: /** @type {Map<string, Item | null>} */ (new Map()),
});

/**
 * A replay as the contract gives it at `now`: its video once it is made.
 * @param {Item} replay
 * @param {number} now
 */
const asReplay = (replay, now) => {
  const end = Date.parse(replay.endDate);
  const status = processed(end, now);
  const ready = status === 'READY';
  return {
    ...pick(replay, ['id', 'classId', 'instanceId', 'title', 'startDate', 'forSale']),
    status,
    videoId: ready ? replay.videoId : null,
    durationMinutes: ready ? Math.round((end - Date.parse(replay.startDate)) / MINUTE) : null,
  };
};

/**
 * The ids of the customers who booked `replay`'s session.
 * @param {World} world
 * @param {Item} replay
 * @param {number} days
 */
const bookersOf = (world, replay, days) => [...bookingsOf(world, { id: replay.instanceId }, days).keys()];

/**
 * The video a replay is once made: its class's card, as a recorded class of its own.
 * @param {World} world
 * @param {Item} replay
 * @param {number} days
 */
const videoOf = (world, replay, days) => {
  const item = at(world, days)(world.classes.get(replay.classId));
  return {
    ...pick(item, ['title', 'trainer', 'category', 'difficulty', 'price', 'coverImageUrl']),
    id: replay.videoId,
    isLive: false,
    startDate: replay.startDate,
    durationMinutes: Math.round((Date.parse(replay.endDate) - Date.parse(replay.startDate)) / MINUTE),
    spotsLeft: null,
  };
};

/**
 * The world's replays at `now`, ended sessions only.
 * @param {World} world
 * @param {number} now
 * @returns {Item[]}
 */
const ended = (world, now) =>
  [...world.replays.values()].filter((replay) => replay !== null && now >= Date.parse(replay.endDate));

/**
 * Brings the world's replays up to `now`. A session is recorded when its class's recording is on as
 * the world first sees someone in its room (the trainer turning it off applies from the next
 * session); once it has ended it is a replay, and once processed a video at the top of each of its
 * bookers' libraries and, for sale, in discovery.
 * @param {World} world
 * @param {number} days
 * @param {number} now
 */
export function keepReplays(world, days, now) {
  for (const [instanceId, joins] of world.joins) {
    if (world.replays.has(instanceId) || ![...joins.values()].some(({ joinedAt }) => joinedAt !== undefined)) continue;
    const classId = `cl_${instanceId.split('_')[1]}`;
    const policy = world.classPolicies.get(classId);
    const session = policy?.recorded ? sessionOf(world, classId, instanceId, days, now) : undefined;
    world.replays.set(
      instanceId,
      session && session.status !== 'CANCELLED'
        ? {
            id: `rp_${instanceId.slice(3)}`,
            classId,
            instanceId,
            title: session.title,
            startDate: session.startDate,
            endDate: session.endDate,
            forSale: policy?.replaysForSale ?? false,
            videoId: `cl_rp_${instanceId.slice(3)}`,
          }
        : null,
    );
  }
  for (const replay of ended(world, now)) {
    if (world.classes.has(replay.videoId) || asReplay(replay, now).status !== 'READY') continue;
    const video = write(world, videoOf(world, replay, days));
    world.classes.set(video.id, write(world, { ...video, status: replay.forSale ? 'PUBLISHED' : 'DRAFT' }));
    for (const booker of bookersOf(world, replay, days)) addToLibrary(world, booker, video);
  }
}

/**
 * `list`'s replays at `now`, newest first.
 * @param {Item[]} list
 * @param {number} now
 */
const newestFirst = (list, now) =>
  list.sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate)).map((replay) => asReplay(replay, now));

/** @type {Route[]} */
export const routes = [
  {
    operations: ['listClassReplays'],
    exists: (world, [classId]) => world.classes.has(classId),
    answer: ({ world, params: [classId], now }) =>
      newestFirst(
        ended(world, now).filter((replay) => replay.classId === classId),
        now,
      ),
  },
  {
    operations: ['listCustomerReplays'],
    answer: ({ world, who, days, now }) =>
      newestFirst(
        ended(world, now).filter((replay) => bookersOf(world, replay, days).includes(who?.id ?? OLIVIA)),
        now,
      ),
  },
];
