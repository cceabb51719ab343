// @ts-check
// The catalogue: trainers and their cards, profiles, reviews and followers; classes, their pages and
// cards; the on-demand library and its videos; what discovery lists.
import { later, londonWeekday, sessionId, WEEKDAYS } from '../clock.mjs';
import {
  OLIVIA,
  at,
  byId,
  example,
  libraryOf,
  iso,
  matches,
  newId,
  notTheTrainer,
  notTrainer,
  overlay,
  page,
  pick,
  trainerRef,
  write,
} from './records.mjs';
import { processed } from './replays.mjs';
import { OPEN_STUDIO, timetable } from './timetable.mjs';
import { takenPlaces } from './waitlists.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/** @typedef {import('./records.mjs').Context} Context @typedef {import('./records.mjs').Route} Route */

/**
 * A class form's fields (all text, lists comma-separated, the price in pence) as a class's.
 * @param {Record<string, string>} [form]
 * @returns {Item}
 */
function classFields(form = {}) {
  /** @type {Item} */
  const fields = { ...form };
  if ('isLive' in form) fields.isLive = form.isLive === 'true';
  for (const key of ['durationMinutes', 'capacity']) if (key in form) fields[key] = Number(form[key]);
  if ('price' in form) fields.price = { amount: Number(form.price), currency: 'GBP' };
  for (const key of ['repeatDays', 'equipment']) if (key in form) fields[key] = form[key] ? form[key].split(',') : [];
  if (typeof form.category === 'string')
    fields.coverImageUrl = `/media/classes/category-${form.category.toLowerCase()}.svg`;
  return fields;
}

/**
 * The customers (of `follows`, by customer) who follow `trainerId`.
 * @param {Map<string, string[]>} follows
 * @param {string} trainerId
 */
const followersOf = (follows, trainerId) => [...follows.values()].filter((ids) => ids.includes(trainerId)).length;

/**
 * The reviews and followers the examples give each trainer (of `cards`) that the world holds no
 * record of: how many, and the sum of those reviews' ratings. A trainer's figures are these and the
 * world's own reviews and follows together, counted at each answer (`standing`).
 * @param {Item[]} cards
 * @param {Item[]} reviews
 * @param {Map<string, string[]>} follows
 */
const pastTallies = (cards, reviews, follows) =>
  new Map(
    cards.map((card) => {
      const held = reviews.filter((review) => review.trainerId === card.id);
      return [
        card.id,
        {
          reviews: card.reviewCount - held.length,
          ratings: card.rating * card.reviewCount - held.reduce((sum, { rating }) => sum + rating, 0),
          followers: card.followerCount - followersOf(follows, card.id),
        },
      ];
    }),
  );

/**
 * A trainer's rating, review count and follower count, counted from the world's reviews and follows.
 * @param {World} world
 * @param {string} trainerId
 */
export function standing(world, trainerId) {
  const past = world.tallies.get(trainerId) ?? { reviews: 0, ratings: 0, followers: 0 };
  const ratings = world.reviews.filter((review) => review.trainerId === trainerId).map(({ rating }) => rating);
  const reviewCount = past.reviews + ratings.length;
  const sum = ratings.reduce((total, rating) => total + rating, past.ratings);
  return {
    rating: reviewCount ? Math.round((sum / reviewCount) * 100) / 100 : 0,
    reviewCount,
    followerCount: past.followers + followersOf(world.follows, trainerId),
  };
}

/**
 * A trainer's card as the world answers it: the record and the figures counted now.
 * @param {World} world
 * @param {Item} trainer
 */
const trainerCard = (world, trainer) => ({ ...trainer, ...standing(world, trainer.id) });

/**
 * @param {World} world
 * @param {string} id
 * @param {Item} template
 * @param {number} days
 */
function trainerProfile(world, id, template, days) {
  const trainer = world.trainers.get(id);
  const own = world.trainerDetails.get(id);
  const classes = [...world.classes.values()].filter((item) => item.trainer?.id === id);
  const reviews = world.reviews.filter((review) => review.trainerId === id).map(at(world, days));
  return {
    ...template,
    bio: trainer.headline,
    location: 'London, UK',
    languages: ['English'],
    yearsExperience: EXPERIENCE[id] ?? 0,
    ...(own && at(world, days)(own)),
    // Her certificates once validated, as her own list has them.
    certificates: (world.certificates.get(id) ?? [])
      .filter(({ status }) => status === 'VALIDATED')
      .map(({ name, issuer }) => ({ name, issuer })),
    ...trainerCard(world, trainer),
    classCount: classes.length,
    recentReviews: reviews.slice(0, 3),
  };
}

/**
 * How many years each of the examples' trainers has trained people (Priya's profile says hers); one
 * who signs up starts with none until she writes hers.
 * @type {Record<string, number>}
 */
const EXPERIENCE = {
  tr_1001: 7,
  tr_1002: 12,
  tr_1004: 10,
  tr_1005: 6,
  tr_1006: 4,
  tr_1007: 8,
  tr_1008: 15,
  tr_1009: 11,
  tr_1010: 5,
  tr_1011: 9,
  tr_1012: 3,
  tr_1013: 14,
  tr_1014: 6,
};

/**
 * What a class of each category needs, from the equipment the master data lists; a category not named needs none.
 * @type {Record<string, string[]>}
 */
const EQUIPMENT = {
  Yoga: ['Yoga mat', 'Yoga blocks'],
  Pilates: ['Yoga mat', 'Resistance bands'],
  Barre: ['Chair', 'Yoga mat'],
  Mobility: ['Yoga mat'],
  HIIT: ['Yoga mat', 'Skipping rope'],
  Strength: ['Dumbbells', 'Resistance bands'],
  Kettlebell: ['Kettlebell'],
  Boxing: ['Boxing gloves', 'Skipping rope'],
  Cycling: ['Exercise bike'],
};

/** @typedef {ReturnType<typeof timetable>} Timetable */

/**
 * A live class's places as its next session holds them (that has not ended: the places its bookings
 * and a waitlist offer take), else the class record's. Read from `sessions`, the answer's timetable,
 * so a list of many classes counts the bookings once.
 * @param {World} world
 * @param {Item} item The class, as it is today.
 * @param {Timetable} sessions
 * @param {number} days
 * @param {number} now
 */
function placesOf(world, item, sessions, days, now) {
  const next = sessions.nextOf(item.id);
  const booked = next ? takenPlaces(world, next, days, now) : (item.bookedCount ?? 0);
  const capacity = next?.capacity ?? Math.max((item.spotsLeft ?? 0) + (item.bookedCount ?? 0), 1);
  return { next, capacity, bookedCount: booked, spotsLeft: Math.max(capacity - booked, 0) };
}

/**
 * A live class's start as its page and lists give it: its next session's, the class's own words for
 * it kept when that session is the one it names (as its trainer wrote it).
 * @param {Item} item
 * @param {Item | undefined} next
 */
const nextStart = (item, next) =>
  next && item.isLive && Date.parse(next.startDate) !== Date.parse(item.startDate) ? { startDate: next.startDate } : {};

/**
 * A recorded class's purchases: those the examples' figure counts (its `bookedCount`) and each one
 * bought in the world.
 * @param {World} world
 * @param {Item} item
 */
const purchasesOf = (world, item) =>
  (item.bookedCount ?? 0) + [...world.videoPurchases.values()].filter(({ classId }) => classId === item.id).length;

/**
 * @param {World} world
 * @param {string} id
 * @param {Item} template
 * @param {number} days
 * @param {number} now
 * @param {Timetable} [sessions] The answer's timetable, when it reads many classes.
 */
function classDetail(world, id, template, days, now, sessions = timetable(world, days, now)) {
  const item = at(world, days)(world.classes.get(id));
  const own = world.classDetails.has(id) ? at(world, days)(world.classDetails.get(id)) : undefined;
  const { next, ...places } = placesOf(world, item, sessions, days, now);
  const weekday = londonWeekday(Date.parse(item.startDate));
  return {
    ...template,
    description: `${item.title}: a ${item.category.toLowerCase()} class with ${item.trainer.firstName} ${item.trainer.lastName}.`,
    imageUrls: item.coverImageUrl ? [item.coverImageUrl] : [],
    repeatDays: !item.isLive ? [] : id === OPEN_STUDIO ? WEEKDAYS : [weekday],
    equipment: EQUIPMENT[item.category] ?? ['No equipment'],
    sessionType: item.isLive ? 'RECURRING' : 'SINGLE',
    status: item.status ?? (item.isLive ? 'SCHEDULED' : 'PUBLISHED'),
    nextInstanceId: next?.id ?? null,
    ...own,
    ...pick(item, Object.keys(template)),
    // A live class's places are its next session's; a recorded class has no places, only purchases.
    ...(item.isLive ? places : { capacity: null, bookedCount: purchasesOf(world, item), spotsLeft: null }),
    ...nextStart(item, next),
  };
}

/** The parts of a class of each category between its start and its end, in order (`Main set` for any other). */
const PARTS = {
  Cycling: ['Climbs', 'Sprints'],
  HIIT: ['Intervals', 'Finisher'],
  Strength: ['Main lifts', 'Accessory work'],
  Kettlebell: ['Swings and cleans', 'Complexes'],
  Pilates: ['Core series', 'Side-lying work'],
  Boxing: ['Combinations', 'Bag rounds'],
  Dance: ['Choreography', 'Full routine'],
  Running: ['Drills', 'Tempo intervals'],
  Meditation: ['Breathing', 'Body scan'],
  Mobility: ['Hips', 'Spine and shoulders'],
  Yoga: ['Sun salutations', 'Standing poses'],
};
/** The categories that begin settling in and end at rest, not with a warm-up and a cool-down. */
const STILL = ['Meditation', 'Mobility', 'Yoga'];

/**
 * A recorded class's chapters, from its category and its length: a start, its category's parts (the
 * first of them only in a class under 20 minutes) evenly from a sixth of the way in, and an end in
 * its last sixth; each on a whole minute, inside the video.
 * @param {Item} item
 * @returns {{ title: string, startSecond: number }[]}
 */
export function chaptersOf({ category, durationMinutes }) {
  const parts = /** @type {Record<string, string[]>} */ (PARTS)[category] ?? ['Main set'];
  const middle = durationMinutes < 20 ? parts.slice(0, 1) : parts;
  const still = STILL.includes(category);
  const from = Math.max(1, Math.round(durationMinutes / 6));
  const end = Math.max(from + middle.length, durationMinutes - from);
  const step = (end - from) / middle.length;
  return [
    { title: still ? 'Settling in' : 'Warm-up', startSecond: 0 },
    ...middle.map((title, index) => ({ title, startSecond: Math.round(from + index * step) * 60 })),
    { title: still ? 'Rest' : 'Cool-down', startSecond: end * 60 },
  ].filter(({ startSecond }) => startSecond < durationMinutes * 60);
}

/**
 * A video as `customerId` sees it: its address only when it is in their library.
 * @param {World} world
 * @param {string} id
 * @param {Item} template
 * @param {number} days
 * @param {string | undefined} customerId
 */
export function videoDetail(world, id, template, days, customerId) {
  const item = at(world, days)(world.classes.get(id));
  const purchased = libraryOf(world, customerId).has(id);
  return {
    ...template,
    ...pick(item, ['id', 'title', 'trainer', 'category', 'difficulty', 'durationMinutes', 'price', 'coverImageUrl']),
    publishedAt: item.startDate,
    description: `${item.title} with ${item.trainer.firstName} ${item.trainer.lastName}.`,
    purchased,
    playbackUrl: purchased ? template.playbackUrl : null,
    captionsUrl: purchased ? template.captionsUrl : null,
    chapters: chaptersOf(item),
  };
}

/**
 * @type {Record<string, (a: Item, b: Item) => number>}
 */
const TRAINER_ORDER = {
  rating: (a, b) => b.rating - a.rating,
  price: (a, b) => a.pricePerSession.amount - b.pricePerSession.amount,
  followers: (a, b) => b.followerCount - a.followerCount,
  name: (a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
};
const CLASS_SUMMARY = [
  'id',
  'title',
  'trainer',
  'category',
  'difficulty',
  'isLive',
  'startDate',
  'durationMinutes',
  'price',
  'coverImageUrl',
];
/**
 * A class as discovery lists it (its card): a live one starts next, with the places left, as its page says.
 * @param {World} world
 * @param {Item} item
 * @param {number} days
 * @param {number} now
 * @param {Timetable} [sessions] The answer's timetable, when it lists many classes.
 */
export const classCard = (world, item, days, now, sessions = timetable(world, days, now)) => {
  const detail = item.isLive ? classDetail(world, item.id, example('ClassDetail'), days, now, sessions) : undefined;
  return {
    ...pick(item, CLASS_SUMMARY),
    ...(detail && { startDate: detail.startDate }),
    trainer: trainerRef(item.trainer),
    spotsLeft: detail ? detail.spotsLeft : null,
  };
};

/** @param {Context} context */
const notTheirClass = ({ world, who, params: [classId] }) => world.classes.get(classId)?.trainer.id !== who?.id;

/**
 * The video of each recorded class the examples hold, uploaded the day before it was published: it
 * is on sale, so its video is long ready. Each is shaped as `ClassVideoReady` (its file named after
 * the class, its size in step with the class's length).
 * @param {Map<string, Item>} classes
 */
function uploadedVideos(classes) {
  const ready = example('ClassVideoReady');
  const bytesPerMinute = ready.sizeBytes / classes.get(ready.classId)?.durationMinutes;
  const recorded = [...classes.values()].filter((item) => item.isLive === false);
  return new Map(
    recorded.map((item) => [
      item.id,
      {
        ...ready,
        classId: item.id,
        fileName: `${item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.mp4`,
        sizeBytes: Math.round(bytesPerMinute * item.durationMinutes),
        uploadedAt: iso(later(Date.parse(item.startDate), { days: -1 })),
      },
    ]),
  );
}

/** An area's records: the trainers, their classes and reviews, and whom each customer follows. */
export function catalogue() {
  const classItems = [
    ...example('ClassPageAll').content,
    ...example('ClassPageLive').content,
    ...example('ClassPageRecorded').content,
    ...example('VideoPage').content,
    ...example('SubscriptionClassPage').content,
  ];
  const trainerClasses = example('TrainerClasses');
  const classes = [...classItems, ...trainerClasses].reduce(
    (held, item) => (held.has(item.id) ? held : held.set(item.id, item)),
    new Map(),
  );
  /** @type {Item[]} */
  const trainerCards = example('TrainerPage').content;
  /** @type {Map<string, string[]>} */
  const follows = new Map([[OLIVIA, example('FollowedTrainers').map((/** @type {Item} */ { id }) => id)]]);
  /** @type {Item[]} */
  const reviews = example('ReviewPage').content;
  /** The video the examples show Olivia buying: not in her library until she does. */
  const toBuy = example('VideoBoughtWithCredit').purchase.classId;
  return {
    /** The trainers' cards, without the figures the world counts (`standing`). */
    trainers: byId(
      trainerCards.map(
        (/** @type {Item} */ { rating: _rating, reviewCount: _reviews, followerCount: _followers, ...trainer }) =>
          trainer,
      ),
    ),
    /** What the examples say of each trainer beyond the reviews and follows the world holds (`pastTallies`). */
    tallies: pastTallies(trainerCards, reviews, follows),
    trainerDetails: byId([example('TrainerProfile')]),
    // A class listed in several examples is the first one's, in the order the catalogue lists them.
    classes,
    trainerClasses: byId(trainerClasses),
    classDetails: byId([example('ClassDetail')]),
    /**
     * Each customer's on-demand videos, by id, in the order their library lists them (`libraryOf`):
     * Olivia's are the examples' but the one they show her buying (`VideoBoughtWithCredit`).
     */
    libraries: new Map([
      [OLIVIA, byId(example('VideoPage').content.filter((/** @type {Item} */ { id }) => id !== toBuy))],
    ]),
    /** The trainers each customer follows: Olivia's, then those who sign up. */
    follows,
    /** When each follow made in the world began, by `customerId trainerId` (the examples' follows are older than any figure's period). */
    followedAt: /** @type {Map<string, number>} */ (new Map()),
    reviews,
    /** The uploaded video of each recorded class, by class id: as uploaded, its status worked out as it is read. */
    classVideos: uploadedVideos(classes),
  };
}

/** @type {Route[]} */
export const routes = [
  // Discovery lists the world's trainers and classes, as the request filters them.
  {
    operations: ['discoverTrainers'],
    answer: ({ world, query }, body) => {
      const trainers = [...world.trainers.values()]
        .map((trainer) => trainerCard(world, trainer))
        .filter(
          (trainer) =>
            !world.newcomers.has(trainer.id) &&
            (!query.get('skill') || trainer.skills.includes(query.get('skill'))) &&
            (!query.get('gender') || trainer.gender === query.get('gender')) &&
            matches(query, [`${trainer.firstName} ${trainer.lastName}`, trainer.headline, ...trainer.skills]),
        );
      const order = TRAINER_ORDER[query.get('sortBy') ?? ''];
      return page(order ? trainers.sort(order) : trainers, query, body);
    },
  },
  {
    operations: ['discoverClasses'],
    prefer: ({ query }) => (query.get('isLive') === 'false' ? 'example=recorded' : undefined),
    answer: ({ world, query, days, now }, body) => {
      const sessions = timetable(world, days, now);
      const classes = [...world.classes.values()]
        .map(at(world, days))
        .filter(
          (item) =>
            String(item.isLive) === query.get('isLive') &&
            !['DRAFT', 'CANCELLED'].includes(item.status) &&
            (!query.get('category') || item.category === query.get('category')) &&
            (!query.get('difficulty') || item.difficulty === query.get('difficulty')) &&
            (!query.get('trainerId') || item.trainer.id === query.get('trainerId')) &&
            matches(query, [item.title, item.category, `${item.trainer.firstName} ${item.trainer.lastName}`]),
        );
      // Only the page's classes are carded (their next sessions read), from one timetable.
      const listed = page(classes, query, body);
      return {
        ...listed,
        content: listed.content.map((/** @type {Item} */ item) => classCard(world, item, days, now, sessions)),
      };
    },
  },
  // A shared class link: the card discovery lists, for anyone.
  {
    operations: ['getPublicClass'],
    exists: (world, [id]) => world.classes.has(id) && !['DRAFT', 'CANCELLED'].includes(world.classes.get(id).status),
    prefer: ({ world, params: [id] }) => (world.classes.get(id).isLive ? 'example=live' : 'example=recorded'),
    answer: ({ world, params: [id], days, now }) => classCard(world, at(world, days)(world.classes.get(id)), days, now),
  },
  // The caller's library, a page at a time, of one trainer's videos when asked.
  {
    operations: ['listVideos'],
    prefer: ({ world, who }) => (libraryOf(world, who?.id).size ? undefined : 'example=empty'),
    answer: ({ world, who, query, days }, body) => {
      const trainerId = query.get('trainerId');
      const videos = [...libraryOf(world, who?.id).values()].filter(
        (video) => !trainerId || video.trainer.id === trainerId,
      );
      return page(videos.map(at(world, days)), query, body);
    },
  },
  // An id opens its own record.
  {
    operations: ['getTrainerProfile'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days }, body) => trainerProfile(world, id, body, days),
  },
  {
    operations: ['updateTrainerProfile'],
    forbidden: notTheTrainer,
    remembers: 'the trainer’s profile and card',
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], body: input, days }, body) => {
      // What she writes over her profile as it is (never the example profile Prism answered with).
      world.trainerDetails.set(id, write(world, overlay(trainerProfile(world, id, body, days), input)));
      world.trainers.set(id, overlay(world.trainers.get(id), input));
      return trainerProfile(world, id, body, days);
    },
  },
  {
    operations: ['listTrainerReviews'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days }, body) => {
      const content = world.reviews.filter((review) => review.trainerId === id).map(at(world, days));
      return { ...body, content, totalElements: content.length, totalPages: 1 };
    },
  },
  {
    operations: ['getClass'],
    exists: (world, [id]) => world.classes.has(id),
    answer: ({ world, params: [id], days, now }, body) => classDetail(world, id, body, days, now),
  },
  {
    operations: ['updateClass'],
    forbidden: notTheirClass,
    remembers: 'the class as edited, in its page and its card',
    exists: (world, [id]) => world.classes.has(id),
    answer: ({ world, params: [id], body: input, days, now }, body) => {
      // The form's fields that are a class's (not the pictures' order or removals).
      const detail = write(world, {
        ...classDetail(world, id, body, days, now),
        ...pick(classFields(input), Object.keys(body)),
        id,
      });
      const item = at(world, days)(world.classes.get(id));
      world.classes.set(id, write(world, { ...item, ...pick(detail, Object.keys(item)) }));
      world.classDetails.set(id, detail);
      return detail;
    },
  },
  {
    operations: ['deleteClass'],
    forbidden: notTheirClass,
    remembers: 'the class gone from the trainer’s classes and discovery',
    exists: (world, [id]) => world.classes.has(id),
    answer: ({ world, params: [id] }, body) => {
      world.classes.delete(id);
      world.trainerClasses.delete(id);
      return body;
    },
  },
  {
    operations: ['createClass'],
    forbidden: notTrainer,
    remembers: 'the class, in the trainer’s classes, discovery and (live) the trainer’s schedule',
    answer: ({ world, who, body: input, now }, body) => {
      const trainer = world.trainers.get(who?.id ?? body.trainer.id) ?? body.trainer;
      const fields = pick(classFields(input), Object.keys(body));
      const id = newId(world, world.classes, body.id);
      const created = write(world, {
        ...body,
        ...fields,
        id,
        trainer: trainerRef(trainer),
        imageUrls: [fields.coverImageUrl ?? body.coverImageUrl],
        spotsLeft: fields.isLive === false ? null : (fields.capacity ?? body.capacity),
        bookedCount: 0,
        nextInstanceId: fields.isLive === false ? null : sessionId(id, Date.parse(fields.startDate ?? body.startDate)),
        createdAt: iso(now),
      });
      world.classes.set(id, created);
      world.trainerClasses.set(id, created);
      world.classDetails.set(id, created);
      return created;
    },
  },
  {
    operations: ['listClassesFromTrainer'],
    // A live class's next session and its places are as on its page: the bookings counted once for the list.
    answer: ({ world, query, who, days, now }) => {
      const trainerId = query.get('trainerId') ?? who?.id;
      const sessions = timetable(world, days, now);
      return [...world.trainerClasses.values()]
        .filter((item) => item.trainer.id === trainerId && world.classes.has(item.id))
        .map((item) => at(world, days)(pick(item, Object.keys(example('TrainerClasses')[0]))))
        .map((item) => {
          if (!item.isLive) return { ...item, bookedCount: purchasesOf(world, item) };
          const { next, bookedCount, spotsLeft } = placesOf(world, item, sessions, days, now);
          return { ...item, ...nextStart(item, next), bookedCount, spotsLeft };
        });
    },
  },
  {
    operations: ['getVideo'],
    exists: (world, [id]) => world.classes.get(id)?.isLive === false,
    prefer: ({ world, who, params: [id] }) =>
      libraryOf(world, who?.id).has(id) ? 'example=purchased' : 'example=notPurchased',
    answer: ({ world, who, params: [id], days }, body) => videoDetail(world, id, body, days, who?.id),
  },
  // A recorded class's video, processing once uploaded and ready a processing time later.
  {
    operations: ['getClassVideo'],
    forbidden: notTheirClass,
    exists: (world, [id]) => world.classes.get(id)?.isLive === false,
    prefer: ({ world, params: [id] }) =>
      world.classVideos.has(id) ? 'example=processing' : 'code=404, example=noVideo',
    answer: ({ world, params: [id], days, now }) => {
      const video = at(world, days)(world.classVideos.get(id));
      return { ...video, status: processed(Date.parse(video.uploadedAt), now) };
    },
  },
  {
    operations: ['uploadClassVideo'],
    forbidden: notTheirClass,
    exists: (world, [id]) => world.classes.get(id)?.isLive === false,
    remembers: 'the class’s video, processing until a processing time after its upload, then ready (`getClassVideo`)',
    answer: ({ world, params: [id], files, now }, body) => {
      const video = write(world, {
        ...body,
        classId: id,
        fileName: files.file?.name || body.fileName,
        sizeBytes: files.file?.size ?? body.sizeBytes,
        status: 'PROCESSING',
        uploadedAt: iso(now),
      });
      world.classVideos.set(id, video);
      return video;
    },
  },
  {
    operations: ['listFollowedTrainers'],
    answer: ({ world, params: [id] }) =>
      (world.follows.get(id) ?? [])
        .filter((trainer) => world.trainers.has(trainer))
        .map((trainer) => trainerCard(world, world.trainers.get(trainer))),
  },
  {
    operations: ['followTrainer'],
    remembers: 'the trainer in the customer’s followed trainers, from now (a new follower in her figures)',
    answer: ({ world, who, body: input, now }, body) => {
      const trainer = world.trainers.get(input?.trainerId);
      if (!trainer) return body;
      const customer = input?.customerId ?? who?.id ?? OLIVIA;
      const following = world.follows.get(customer) ?? [];
      if (!following.includes(trainer.id)) {
        world.follows.set(customer, [...following, trainer.id]);
        world.followedAt.set(`${customer} ${trainer.id}`, now);
      }
      return {
        ...body,
        trainerId: trainer.id,
        following: true,
        followerCount: standing(world, trainer.id).followerCount,
      };
    },
  },
  {
    operations: ['unfollowTrainer'],
    remembers: 'the trainer out of the customer’s followed trainers',
    answer: ({ world, who, body: input, query }, body) => {
      const trainer = world.trainers.get(input?.trainerId ?? query.get('trainerId'));
      if (!trainer) return body;
      const customer = input?.customerId ?? query.get('customerId') ?? who?.id ?? OLIVIA;
      world.follows.set(
        customer,
        (world.follows.get(customer) ?? []).filter((id) => id !== trainer.id),
      );
      world.followedAt.delete(`${customer} ${trainer.id}`);
      return {
        ...body,
        trainerId: trainer.id,
        following: false,
        followerCount: standing(world, trainer.id).followerCount,
      };
    },
  },
  {
    operations: ['addReview'],
    remembers: 'the review, first in the trainer’s reviews',
    answer: ({ world, body: input, now }, body) => {
      const item = world.classes.get(input?.classId);
      const review = write(world, {
        ...overlay(body, input),
        id: newId(world, new Set(world.reviews.map((review) => review.id)), body.id),
        ...(item ? { trainerId: item.trainer.id, classTitle: item.title } : {}),
        createdAt: new Date(now).toISOString(),
      });
      world.reviews.unshift(review);
      return review;
    },
  },
];
