// The offline world: one set of records (read once from the contracts' examples, written around the
// anchor) that every answer of the product API's and identity service's mocks is made to agree with.
// Prism still answers every request (and validates it); the world only picks the example Prism
// answers with (`Prefer`) and puts its own records, at the request's moment, in the body Prism gave.
// What a user writes is kept in memory until the mocks restart.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  later,
  londonDate,
  londonStamp,
  londonTime,
  londonWeekday,
  moveDates,
  sessionId,
  worldDays,
  WEEKDAYS,
} from './clock.mjs';
import {
  HOLD_MINUTES,
  claim,
  expireOffers,
  join,
  freePlace,
  leave,
  lengthOf,
  paymentFrom,
  positionOf,
  promotionKind,
  sameHourPlaces,
} from './waitlist.mjs';

const examples = Object.assign(
  {},
  ...['catalogue', 'details', 'customer', 'trainer'].map((file) =>
    parse(readFileSync(new URL(`../openapi/examples/${file}.yaml`, import.meta.url), 'utf8')),
  ),
);
const example = (name) => structuredClone(examples[name].value);

/** The sign-in each identity token stands for (the `sub` of the example tokens). */
const PEOPLE = {
  uid_olivia: { role: 'CUSTOMER', profile: 'customer', id: 'cu_3001', localId: 'uid_olivia01' },
  uid_priya: { role: 'TRAINER', profile: 'trainer', id: 'tr_1003', localId: 'uid_priya01' },
  uid_newmember: { role: 'CUSTOMER', profile: 'newCustomer', id: 'cu_3001', localId: 'uid_newmember01' },
  // Signed in only by the API (no sign-in of theirs is in the examples): a customer booked on
  // Shadowbox Conditioning, and the trainer whose class it is.
  uid_amara: { role: 'CUSTOMER', profile: 'customer', id: 'cu_3104', localId: 'uid_amara01' },
  uid_tomasz: { role: 'TRAINER', profile: 'trainer', id: 'tr_1004', localId: 'uid_tomasz01' },
};
/** The customer the examples' bookings, follows and subscriptions belong to. */
const OLIVIA = 'cu_3001';
/** The trainer the examples' trainer records (certificates, bank account, business) are. */
const PRIYA = 'tr_1003';
/** A customer booked on Shadowbox Conditioning (see `createWorld`). */
const AMARA = 'cu_3104';
/** An identity token for `sub`, shaped as the examples' (the world reads only its `sub`). */
const idToken = (sub) =>
  `eyJhbGciOiJSUzI1NiIsImtpZCI6ImtpbmV0aWMtbW9jayJ9.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.c2lnbmF0dXJl`;
/** The tokens of a world's account, as a sign-in or a sign-up answers them. */
const signedIn = (account) => ({
  email: account.email,
  localId: account.localId,
  idToken: idToken(account.localId),
  refreshToken: `AMf-vBx-${account.localId}-refresh-token`,
});
/** The `sub` a refresh token was given to: a sign-up's carries it, the examples' carry a name. */
const refreshed = (token = '') => {
  const name = /^AMf-vBx-(.+)-refresh-token$/.exec(token)?.[1] ?? '';
  return name.startsWith('uid_') ? name : `uid_${name.replace(/-/g, '')}`;
};
/** The identity example each email signs in as (any other email signs in as the customer). */
const SIGN_INS = { 'priya.sharma@example.com': 'trainer' };

const byId = (items) => new Map(items.map((item) => [item.id, item]));
const pick = (source, keys) => Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
const trainerRef = (trainer) => pick(trainer, ['id', 'firstName', 'lastName', 'avatarUrl']);
/** `template` with the fields of `input` it has, of the same kind. */
const overlay = (template, input) => ({
  ...template,
  ...Object.fromEntries(
    Object.entries(input ?? {}).filter(
      ([key, value]) => key in template && (template[key] === null || typeof template[key] === typeof value),
    ),
  ),
});

/** A class form's fields (all text, lists comma-separated, the price in pence) as a class's. */
function classFields(form = {}) {
  const fields = { ...form };
  if ('isLive' in form) fields.isLive = form.isLive === 'true';
  for (const key of ['durationMinutes', 'capacity']) if (key in form) fields[key] = Number(form[key]);
  if ('price' in form) fields.price = { amount: Number(form.price), currency: 'GBP' };
  for (const key of ['repeatDays', 'equipment']) if (key in form) fields[key] = form[key] ? form[key].split(',') : [];
  if (typeof form.category === 'string')
    fields.coverImageUrl = `/media/classes/category-${form.category.toLowerCase()}.svg`;
  return fields;
}

/** The claims of a request's bearer token (its `sub`, and the `email` a real identity service's carry), if it has any. */
function claimsOf(headers) {
  const token = /^Bearer\s+[^.]+\.([^.]+)\./i.exec(headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    return typeof claims?.sub === 'string' && claims.sub ? claims : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who a request's bearer token belongs to: an example's person, one who signed up, or one the
 * identity service signed in whom the world has not met (a real identity service's account, e.g.
 * the Firebase Auth emulator's), who becomes a new account as a sign-up does, from the page that
 * sent the request. An account follows its token's email, which the identity service may change.
 */
function person(world, headers, now = Date.now()) {
  const claims = claimsOf(headers);
  if (!claims) return undefined;
  if (Object.hasOwn(PEOPLE, claims.sub)) return PEOPLE[claims.sub];
  const account = world.accounts.get(claims.sub);
  if (!account) return addAccount(world, claims.sub, emailOf(claims), headers.referer, now);
  if (typeof claims.email === 'string' && claims.email !== account.email) changeEmail(world, account, claims.email);
  return account;
}

/** The person (an example's, or an account of the world's) whose identity-service id is `localId`, if any. */
const byLocalId = (world, localId) =>
  [...Object.values(PEOPLE), ...world.accounts.values()].find((each) => each.localId === localId);

/** The id of the person a request's bearer token belongs to (met now, if the world had not yet). */
export const whose = (world, headers) => person(world, headers)?.id;

/** Capitalised words of an email's name part: a sign-up's names until they are written. */
const namesOf = (email = '') => {
  const [first = 'New', ...rest] = email
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1));
  return { firstName: first, lastName: rest.join(' ') || 'Member' };
};

/** A token's email, or for one without (a phone's sign-in) a stand-in, so that the records stay whole. */
const emailOf = (claims) =>
  typeof claims.email === 'string' ? claims.email : `${claims.sub.toLowerCase()}@accounts.example.com`;

/** A sign-up of the identity mock: a new account under a new `sub`, which its tokens carry. */
function signUp(world, { email }, referer, now) {
  const sub = `uid_new${world.next}`;
  return { sub, account: addAccount(world, sub, email, referer, now) };
}

/**
 * A new account for the identity service's `sub`, a trainer's when the request came from a
 * trainer's page (`referer`: the sign-up or login page that sent it), else a customer's: a new id,
 * the email's names until the user's are written, nothing done yet.
 */
function addAccount(world, sub, email, referer, now) {
  const number = world.next++;
  const trainer = /^\/trainer\//.test(new URL(referer ?? '/', 'http://mock').pathname);
  const id = `${trainer ? 'tr' : 'cu'}_${number}`;
  const names = namesOf(email);
  const account = {
    role: trainer ? 'TRAINER' : 'CUSTOMER',
    profile: trainer ? 'newTrainer' : 'newCustomer',
    id,
    localId: sub,
    email,
  };
  world.accounts.set(sub, account);
  if (trainer) {
    const [template] = world.trainers.values();
    world.trainers.set(id, {
      ...template,
      id,
      ...names,
      headline: '',
      skills: [],
    });
    world.newcomers.add(id);
    world.trainerDetails.set(
      id,
      write(world, { bio: '', location: '', languages: ['English'], yearsExperience: 0, certificates: [] }),
    );
  } else {
    world.customers.set(
      id,
      write(world, {
        ...world.customers.get(OLIVIA),
        id,
        localId: sub,
        ...names,
        email,
        avatarUrl: null,
        mobileNumber: null,
        dateOfBirth: null,
        gender: null,
        favouriteCategories: [],
        followingTrainerIds: [],
        onboardingDone: false,
        createdAt: iso(now),
      }),
    );
    world.follows.set(id, []);
  }
  return account;
}

/** The account's new email, from the identity service: its customer record has it too. */
function changeEmail(world, account, email) {
  account.email = email;
  const customer = account.role === 'CUSTOMER' && world.customers.get(account.id);
  if (customer) world.customers.set(account.id, write(world, { ...customer, email }));
}

/** The world's own account (a sign-up, or one met by its token) with `email`, if there is one. */
const accountWith = (world, email = '') =>
  [...world.accounts.values()].find((account) => account.email?.toLowerCase() === email.toLowerCase());

/** A user's profile as the header and the session read it: the example's, or a sign-up's own. */
function userProfile(world, who, body) {
  if (!world.accounts.has(who.localId)) return body;
  const record = who.role === 'TRAINER' ? world.trainers.get(who.id) : world.customers.get(who.id);
  return {
    ...body,
    localId: who.localId,
    role: who.role,
    id: who.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: who.email,
    avatarUrl: who.role === 'TRAINER' ? null : record.avatarUrl,
    onboardingDone: who.role === 'CUSTOMER' && record.onboardingDone,
  };
}

/** How many records the long-lists world adds: classes for Priya, subscription invoices and library videos for Olivia. */
export const LONG_LISTS = { classes: 500, invoices: 300, videos: 1000 };
/** The world name (or its start: `long-lists-…` for a test of its own) whose world has long lists. */
export const LONG_LISTS_WORLD = 'long-lists';

const DAY = 24 * 60 * 60 * 1000;
/** `count` copies of `template`, the nth with the id `prefix` + (base + n) and `change(copy, n)` applied. */
const copies = (template, count, prefix, base, change) =>
  Array.from({ length: count }, (_, n) => change({ ...structuredClone(template), id: `${prefix}${base + n}` }, n));

/** Adds the long lists to `world`: what a busy trainer and a loyal customer have after a few years. */
function addLongLists(world) {
  const [lesson] = example('TrainerClasses');
  for (const item of copies(lesson, LONG_LISTS.classes, 'cl_', 50_000, (copy, n) => ({
    ...copy,
    title: `${lesson.title} ${n + 1}`,
  }))) {
    world.classes.set(item.id, item);
    world.trainerClasses.set(item.id, item);
  }
  const [video] = example('VideoPage').content;
  for (const item of copies(video, LONG_LISTS.videos, 'cl_', 60_000, (copy, n) => ({
    ...copy,
    title: `${video.title} ${n + 1}`,
  }))) {
    world.classes.set(item.id, item);
    world.library.set(item.id, item);
  }
  const [invoice] = example('SubscriptionInvoices');
  const issued = (n) => iso(later(Date.parse(invoice.issuedAt), { weeks: -(n + 1) }));
  for (const item of copies(invoice, LONG_LISTS.invoices, 'inv_', 70_000, (copy, n) => ({
    ...copy,
    number: `KIN-2020-${String(n + 1).padStart(5, '0')}`,
    issuedAt: issued(n),
    paidAt: issued(n),
  })))
    world.invoices.set(item.id, item);
}

/** The customers (of `follows`, by customer) who follow `trainerId`. */
const followersOf = (follows, trainerId) => [...follows.values()].filter((ids) => ids.includes(trainerId)).length;

/**
 * The reviews and followers the examples give each trainer (of `cards`) that the world holds no
 * record of: how many, and the sum of those reviews' ratings. A trainer's figures are these and the
 * world's own reviews and follows together, counted at each answer (`standing`).
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

/** A trainer's rating, review count and follower count, counted from the world's reviews and follows. */
function standing(world, trainerId) {
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

/** A trainer's card as the world answers it: the record and the figures counted now. */
const trainerCard = (world, trainer) => ({ ...trainer, ...standing(world, trainer.id) });

/** A new world: the records as the examples hold them (and, for `long`, the long lists). */
export function createWorld({ long = false } = {}) {
  const classItems = [
    ...example('ClassPageAll').content,
    ...example('ClassPageLive').content,
    ...example('ClassPageRecorded').content,
    ...example('VideoPage').content,
    ...example('SubscriptionClassPage').content,
  ];
  const trainerClasses = example('TrainerClasses');
  const trainerCards = example('TrainerPage').content;
  const follows = new Map([[OLIVIA, example('FollowedTrainers').map(({ id }) => id)]]);
  const reviews = example('ReviewPage').content;
  const world = {
    /** The trainers' cards, without the figures the world counts (`standing`). */
    trainers: byId(
      trainerCards.map(({ rating: _rating, reviewCount: _reviews, followerCount: _followers, ...trainer }) => trainer),
    ),
    /** What the examples say of each trainer beyond the reviews and follows the world holds (`pastTallies`). */
    tallies: pastTallies(trainerCards, reviews, follows),
    trainerDetails: byId([example('TrainerProfile')]),
    // A class listed in several examples is the first one's, in the order the catalogue lists them.
    classes: [...classItems, ...trainerClasses].reduce(
      (classes, item) => (classes.has(item.id) ? classes : classes.set(item.id, item)),
      new Map(),
    ),
    trainerClasses: byId(trainerClasses),
    classDetails: byId([example('ClassDetail')]),
    /** Olivia's on-demand videos, by id, in the order her library lists them. */
    library: byId(example('VideoPage').content),
    // Priya's plans and those of the other trainers Olivia subscribes to.
    plans: byId([...example('CustomerSubscriptions').map(({ plan }) => plan), ...example('SubscriptionPlans')]),
    subscriptions: byId(example('CustomerSubscriptions')),
    invoices: byId([...example('SubscriptionInvoices'), ...example('CreditInvoicePage').content]),
    bookings: byId(example('Bookings')),
    schedule: byId([...example('ScheduledToday'), ...example('ScheduledClasses')]),
    /** The sessions a class offers for booking. */
    instances: byId(example('ClassInstances')),
    oneToOnes: byId([...example('OneToOneBookingsCustomer'), ...example('OneToOneBookingsTrainer')]),
    offers: byId(example('OneToOneOffers')),
    /** Each trainer's weekly availability, by trainer id (Priya's is the example's; others have set none). */
    availability: new Map([[PRIYA, example('Availability')]]),
    /** Each customer's profile and the trainers they follow: Olivia's, then those who sign up. */
    customers: byId([example('CustomerProfile')]),
    follows,
    /** The people who signed up, by their token's `sub`, and the trainers among them (not listed yet). */
    accounts: new Map(),
    newcomers: new Set(),
    /** Whose a written booking or subscription is (the examples' are Olivia's). */
    owners: new WeakMap(),
    reviews,
    /**
     * The waitlists users wrote to, by session id: `{ line, open, cap, free }`, `free` the places a
     * cancellation freed that nobody in line took (the others are as seeded).
     */
    waitlists: new Map(),
    /**
     * How each customer can pay for a place from a waitlist (`{ credit, card }`: account credit, a
     * card on file). Olivia has both; of the others waiting on Shadowbox the first has neither, the
     * second credit, the third a card. A newcomer has neither until they pay by card.
     */
    wallets: new Map([
      [OLIVIA, { credit: true, card: true }],
      ['cu_3101', { credit: false, card: false }],
      ['cu_3102', { credit: true, card: false }],
      ['cu_3103', { credit: false, card: true }],
      [AMARA, { credit: true, card: false }],
    ]),
    /** Each trainer's payout account, by trainer id: the examples' trainers have one, a newcomer none until they write it. */
    bankAccounts: new Map(
      example('TrainerPage').content.map((trainer) => [
        trainer.id,
        { ...example('BankAccount'), accountHolderName: `${trainer.firstName} ${trainer.lastName}` },
      ]),
    ),
    /** Each trainer's certificates, by trainer id (Priya's are the examples'). */
    certificates: new Map([[PRIYA, example('Certificates')]]),
    /** What each person chose to be told, by their id (the example's until they choose). */
    notificationPreferences: new Map(),
    /** Each customer's onboarding answers, by customer id (Olivia's are the example's). */
    onboardingAnswers: new Map([[OLIVIA, example('OnboardingAnswers')]]),
    /** Refund requests, by the booking they are for. */
    refunds: new Map(),
    /** The uploaded video of each recorded class, by class id. */
    classVideos: new Map(),
    /** The class sessions their trainer cancelled, by session id. */
    cancelledSessions: new Set(),
    /** The bookings made to be paid by card, by id: their checkout goes through, unless the app releases them first. */
    byCard: new Set(),
    /** Each customer's account credit in pence, by customer id (Olivia's is the example's, and those with credit in `wallets` have £50; a newcomer has none). */
    credit: new Map([
      [OLIVIA, example('CreditBalance').balance.amount],
      [AMARA, 5000],
      ['cu_3102', 5000],
    ]),
    /** When each customer's credit last changed, once it has. */
    creditUpdated: new Map(),
    /** The password each email last set (a sign-up's, a change's or a reset's), by email in lower case. */
    passwords: new Map(),
    /** The codes sent by email (`{ email, type }`), until they are used. */
    codes: new Map(),
    /** The `sub`s whose refresh tokens a sign-out revoked, until they sign in again. */
    revoked: new Set(),
    /** The people in each video channel, by channel name. */
    viewers: new Map(),
    /** The push messages the world's changes owe someone (`{ type, to }`), until `sent` takes them. */
    outbox: [],
    /** Records a user wrote: their dates are real ones and stay where they were written. */
    written: new WeakSet(),
    next: 9000,
  };
  // Shadowbox Conditioning is booked out: all twelve places taken, a waitlist on every session.
  const full = world.classes.get(FULL_CLASS);
  if (full) {
    world.classes.set(FULL_CLASS, { ...full, bookedCount: 12 });
    // Amara holds one of the places on its second session, the one Olivia waits for.
    const [template] = example('Bookings');
    const start = later(Date.parse(full.startDate), { weeks: 1 });
    const booking = {
      ...template,
      id: 'bk_2011_3104',
      customerId: AMARA,
      classId: FULL_CLASS,
      classInstanceId: sessionId(FULL_CLASS, start),
      startDate: iso(start),
      endDate: iso(start + full.durationMinutes * MINUTE),
      class: pick(full, Object.keys(template.class)),
      amountPaid: full.price,
      cancellationPolicy: {
        ...template.cancellationPolicy,
        refund: full.price,
        fullRefundUntil: iso(later(start, { days: -1 })),
      },
    };
    world.bookings.set(booking.id, booking);
    world.owners.set(booking, AMARA);
  }
  if (long) addLongLists(world);
  return world;
}

/**
 * The worlds of a mock run by name: `''` is everyone's, and each other name (a test's, or a
 * browser's: the dev server names one per browser) gets a world of its own when first asked for; the
 * least recently used go past `keep` of them. A name starting with `long-lists` gets the long lists,
 * and so does everyone's world when `everyone` is that name. `reset(name)` starts that world again
 * (every world, without a name).
 */
export function createWorlds(keep = 100, everyone = '') {
  const worlds = new Map();
  const worldOf = (name) => {
    const world = worlds.get(name) ?? createWorld({ long: (name || everyone).startsWith(LONG_LISTS_WORLD) });
    worlds.delete(name);
    worlds.set(name, world);
    for (const old of worlds.keys()) if (worlds.size > keep && old !== '') worlds.delete(old);
    return world;
  };
  worldOf.reset = (name) => (name === undefined ? worlds.clear() : worlds.delete(name));
  return worldOf;
}

/** A record as it is `days` after the anchor: the examples' records move with the calendar, written ones stay. */
const at = (world, days) => (record) => (world.written.has(record) ? record : moveDates(record, days));
const write = (world, record, owner) => {
  world.written.add(record);
  if (owner) world.owners.set(record, owner);
  return record;
};
/** Whether `who` is a customer who signed up in this world (not Olivia, whose records the examples are). */
const isNewcomer = (world, who) => world.customers.has(who?.id) && who.id !== OLIVIA;
/** Whether a booking or subscription record is `customerId`'s. */
const owns = (world, customerId) => (record) => (world.owners.get(record) ?? OLIVIA) === customerId;
/** The id a new record gets: the one Prism's example gave, unless the world holds it already. */
const newId = (world, records, example) =>
  records.has(example) ? `${example.split('_')[0]}_${world.next++}` : example;

/**
 * The mock's checkout goes through at once: its address is the request's success address (which
 * says what was paid for) with the example's checkout session, as a payment provider returns there.
 */
function checkoutThrough(input, body) {
  if (typeof input?.successUrl !== 'string' || typeof body?.checkoutUrl !== 'string') return body;
  try {
    const back = new URL(input.successUrl);
    const session = new URL(body.checkoutUrl, back).searchParams.get('session');
    if (session) back.searchParams.set('session', session);
    return { ...body, checkoutUrl: back.href };
  } catch {
    return body;
  }
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const iso = (time) => new Date(time).toISOString().replace('.000Z', 'Z');
/** The start of the hour at `time`: London's hours start on UTC's (its offsets are whole hours). */
const hourOf = (time) => Math.floor(time / HOUR) * HOUR;

/** Open Studio Flow runs every hour on the hour (London time): at any moment one session is live. */
const OPEN_STUDIO = 'cl_2040';

/**
 * The id of Open Studio's session at `start`: its day and hour on London's clock, and `b` for the
 * second of the two hours the clock shows twice the night it goes back.
 */
const openStudioId = (start) =>
  `ci_2040_${londonStamp(start, { hour: true })}${londonStamp(start - HOUR, { hour: true }) === londonStamp(start, { hour: true }) ? 'b' : ''}`;

/** The Open Studio sessions of the hour before, this hour and the next at `now`. */
function openStudio(world, now) {
  const item = world.classes.get(OPEN_STUDIO);
  if (!item) return [];
  return [-1, 0, 1].map((offset) => {
    const start = hourOf(now) + offset * HOUR;
    return {
      id: openStudioId(start),
      classId: item.id,
      title: item.title,
      coverImageUrl: item.coverImageUrl,
      startDate: iso(start),
      endDate: iso(start + item.durationMinutes * MINUTE),
      status: 'SCHEDULED',
      capacity: item.spotsLeft + item.bookedCount,
      bookedCount: item.bookedCount,
    };
  });
}

/** Every class session at `now`: the records' and Open Studio's. */
const sessions = (world, days, now) =>
  [
    ...[...world.schedule.values()].map(at(world, days)),
    ...openStudio(world, now),
    // A live class the trainer created meets weekly from its start.
    ...[...world.trainerClasses.values()]
      .filter((item) => world.written.has(item) && item.isLive && world.classes.has(item.id))
      .flatMap((item) => plannedSessions(world, item.id, days, now)),
  ].map(asLeft(world));

/** The customer's booking of the Open Studio session that is live at `now`. */
function liveBooking(world, now) {
  const [, live] = openStudio(world, now);
  if (!live) return [];
  const item = world.classes.get(live.classId);
  const template = example('Bookings')[0];
  return [
    {
      ...template,
      id: `bk_${live.id.slice(3)}`,
      classId: item.id,
      classInstanceId: live.id,
      startDate: live.startDate,
      endDate: live.endDate,
      class: {
        ...template.class,
        ...pick(item, Object.keys(template.class)),
        trainer: { ...template.class.trainer, ...item.trainer },
        startDate: live.startDate,
      },
      amountPaid: item.price,
      bookedAt: iso(now - 2 * HOUR),
      cancellationPolicy: { ...template.cancellationPolicy, refund: item.price, fullRefundUntil: iso(now - HOUR) },
    },
  ];
}

/** Priya's one-to-one with the customer this hour: live at any moment, like Open Studio. */
function liveOneToOne(world, now) {
  const offer = world.offers.get('of_1003_60');
  const template = example('OneToOneBookingsCustomer').find((session) => session.trainer.id === offer?.trainerId);
  if (!offer || !template) return [];
  const start = hourOf(now);
  return [
    {
      ...template,
      id: 'oo_8020',
      offerId: offer.id,
      title: offer.title,
      startDate: iso(start),
      endDate: iso(start + offer.durationMinutes * MINUTE),
      durationMinutes: offer.durationMinutes,
      price: offer.price,
      channelName: 'oo-8020',
    },
  ];
}

const minutesOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a one-to-one of `offer` for `customerId` may start at `start`: in the future, inside one of
 * the trainer's weekly windows (in the trainer's time zone) on a day that is not blocked, and
 * overlapping no one-to-one of the trainer's or the customer's that is not cancelled.
 */
function oneToOneFits(world, offer, customerId, start, days, now) {
  const availability = world.availability.get(offer.trainerId);
  if (!availability || !(start > now)) return false;
  const { weeklySlots, blockedDates, timezone } = at(world, days)(availability);
  const from = minutesOf(londonTime(start, timezone));
  const open =
    !blockedDates.includes(londonDate(start, timezone)) &&
    weeklySlots.some(
      (slot) =>
        slot.dayOfWeek === londonWeekday(start, timezone) &&
        minutesOf(slot.startTime) <= from &&
        from + offer.durationMinutes <= minutesOf(slot.endTime),
    );
  const end = start + offer.durationMinutes * MINUTE;
  const clashes = oneToOnes(world, days, now).some(
    (session) =>
      !session.status.startsWith('CANCELLED') &&
      (session.trainer.id === offer.trainerId || session.customer.id === customerId) &&
      Date.parse(session.startDate) < end &&
      start < Date.parse(session.endDate),
  );
  return open && !clashes;
}

/** Every one-to-one at `now`: the records' and this hour's. */
const oneToOnes = (world, days, now) => [
  ...[...world.oneToOnes.values()].map(at(world, days)),
  ...liveOneToOne(world, now),
];

/** A session as its trainer left it: cancelled, if they cancelled it. */
const asLeft = (world) => (session) =>
  world.cancelledSessions.has(session.id) ? { ...session, status: 'CANCELLED', bookedCount: 0 } : session;

/** A class's sessions to book: its own in the records, else one a week from its start. */
const classSessions = (world, id, days, now) => plannedSessions(world, id, days, now).map(asLeft(world));

/**
 * A class's own sessions in the records, else four a week apart on London's calendar (at the same
 * time on London's clock) from its start, or from this week's once it has started.
 */
function plannedSessions(world, id, days, now) {
  const own = [...[...world.instances.values()].map(at(world, days)), ...openStudio(world, now)].filter(
    (session) => session.classId === id,
  );
  if (own.length) return own;
  const item = at(world, days)(world.classes.get(id));
  if (!item.isLive) return [];
  const first = Date.parse(item.startDate);
  const passed = Math.max(0, Math.floor((now - first) / (7 * DAY)));
  return [0, 1, 2, 3].map((week) => {
    const start = later(first, { weeks: passed + week });
    return {
      id: sessionId(id, start),
      classId: id,
      title: item.title,
      coverImageUrl: item.coverImageUrl,
      startDate: iso(start),
      endDate: iso(start + item.durationMinutes * MINUTE),
      status: 'SCHEDULED',
      capacity: Math.max((item.spotsLeft ?? 0) + (item.bookedCount ?? 0), 1),
      bookedCount: item.bookedCount ?? 0,
    };
  });
}

/** A class's next session that has not started and is not cancelled (as its trainer's schedule has it), if it has one. */
const nextSession = (world, id, days, now) =>
  world.classes.has(id)
    ? [...sessions(world, days, now), ...classSessions(world, id, days, now)]
        .filter(
          (session) => session.classId === id && Date.parse(session.startDate) > now && session.status !== 'CANCELLED',
        )
        .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))[0]
    : undefined;

/** Shadowbox Conditioning is booked out every week: its sessions have waitlists. */
const FULL_CLASS = 'cl_2011';
/** The others waiting on Shadowbox's sessions. */
const WAITING = ['cu_3101', 'cu_3102', 'cu_3103'];
const QUARTER = 15 * MINUTE;
/** A class's cancellation deadline, which ends automatic booking from its waitlist: a day before the start. */
const cutoffOf = (session) => later(Date.parse(session.startDate), { days: -1 });
const waiter = (customerId, fields = {}) => ({
  customerId,
  status: 'WAITING',
  holdUntil: null,
  timeZone: 'Europe/London',
  promoteOvernight: false,
  ...fields,
});

/**
 * The line Shadowbox's upcoming sessions start with, so every state is there to see: the next one
 * has three others waiting; on the second Olivia is second in line, on the third she is offered a
 * place (offered at the last quarter hour, so the hold is always running), on the fourth she was
 * promoted.
 */
function seededLine(session, index, now) {
  if (session.classId !== FULL_CLASS) return [];
  const others = WAITING.map((id) => waiter(id));
  if (index === 1) return [others[0], waiter(OLIVIA), others[1]];
  const offeredAt = Math.floor(now / QUARTER) * QUARTER;
  if (index === 2)
    return [waiter(OLIVIA, { status: 'OFFERED', holdUntil: offeredAt + HOLD_MINUTES * MINUTE }), ...others];
  if (index === 3) return [waiter(OLIVIA, { status: 'PROMOTED', payment: 'CREDIT' }), ...others.slice(0, 2)];
  return others;
}

/** How a customer pays for a place from a waitlist (their wallet; nothing for one the world does not know). */
const payOf = (world) => (customerId) => paymentFrom(world.wallets.get(customerId));

/** Whether a session has no place left (counting those a cancellation freed). */
const isFull = (session, waitlist) => session.bookedCount - (waitlist.free ?? 0) >= session.capacity;

/**
 * A session's waitlist at `now`: as written, else as seeded, with the offers that ran out passed on.
 * The first time the world sees an offer run out it writes the line down as it now is, books whoever
 * the place went to (before the cut-off) and owes them a push message, as a cancellation does: the
 * place booked (`WAITLIST_PLACE_BOOKED`), or offered (`WAITLIST_PLACE_OFFERED`) to whoever holds
 * the offer now.
 */
function waitlistOf(world, session, days, now) {
  const index = classSessions(world, session.classId, days, now)
    .filter(({ endDate }) => Date.parse(endDate) > now)
    .findIndex(({ id }) => id === session.id);
  const waitlist = world.waitlists.get(session.id) ?? {
    line: seededLine(session, index, now),
    open: true,
    cap: null,
    free: 0,
  };
  const passed = expireOffers({ line: waitlist.line, cutoff: cutoffOf(session), now, pay: payOf(world) });
  if (!passed.expired.length) return waitlist;
  const written = write(world, { ...waitlist, line: passed.line });
  world.waitlists.set(session.id, written);
  const entryOf = (customerId) => passed.line.find((entry) => entry.customerId === customerId);
  for (const customerId of passed.promoted) {
    promote(world, customerId, session, entryOf(customerId).payment, days, now);
    world.outbox.push({ type: 'WAITLIST_PLACE_BOOKED', to: customerId });
  }
  // An offer passed on that ran out in turn is no longer anyone's to claim.
  for (const customerId of passed.offered.filter((id) => entryOf(id)?.status === 'OFFERED'))
    world.outbox.push({ type: 'WAITLIST_PLACE_OFFERED', to: customerId });
  return written;
}

/** The session an id names (`ci_<class>_…`), if the world holds it. */
const sessionById = (world, id, days, now) => {
  const classId = `cl_${id.split('_')[1]}`;
  return world.classes.has(classId)
    ? classSessions(world, classId, days, now).find((session) => session.id === id)
    : undefined;
};

/** `customerId`'s place on a session's waitlist as the contract gives it, or null. */
function placeOf(session, waitlist, customerId, now) {
  const entry = waitlist.line.find((candidate) => candidate.customerId === customerId);
  if (!entry) return null;
  return {
    id: `wl_${session.id.slice(3)}`,
    ...pick(session, ['classId', 'title', 'startDate', 'endDate']),
    classInstanceId: session.id,
    status: entry.status,
    position: positionOf(waitlist.line, customerId),
    promotion: promotionKind(cutoffOf(session), now),
    cutoff: iso(cutoffOf(session)),
    holdUntil: entry.holdUntil === null ? null : iso(entry.holdUntil),
    bookingId: entry.status === 'PROMOTED' ? `bk_${session.id.slice(3)}` : null,
    promoteOvernight: entry.promoteOvernight,
  };
}

/** A session's waitlist as the contract gives it, with the customer's own place. */
const waitlistSummary = (session, waitlist, who, now) => ({
  classInstanceId: session.id,
  open: waitlist.open,
  length: lengthOf(waitlist.line),
  cap: waitlist.cap,
  cutoff: iso(cutoffOf(session)),
  holdMinutes: HOLD_MINUTES,
  place: who?.role === 'CUSTOMER' ? placeOf(session, waitlist, who.id, now) : null,
});

/** The upcoming sessions with a waitlist: Shadowbox's and those written to. */
const waitlistedSessions = (world, days, now) =>
  [...new Set([...classSessions(world, FULL_CLASS, days, now).map(({ id }) => id), ...world.waitlists.keys()])]
    .map((id) => sessionById(world, id, days, now))
    .filter((session) => session && Date.parse(session.endDate) > now)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

/** A booking of `session` for `who`, from the booking `template`, kept in the world. */
function bookSession(world, who, session, template, days, now) {
  const item = at(world, days)(world.classes.get(session.classId));
  const booking = write(
    world,
    {
      ...template,
      id: newId(world, world.bookings, `bk_${session.id.slice(3)}`),
      customerId: who?.id ?? OLIVIA,
      classId: session.classId,
      classInstanceId: session.id,
      startDate: session.startDate,
      endDate: session.endDate,
      class: pick(item, Object.keys(template.class)),
      amountPaid: item.price,
      bookedAt: iso(now),
    },
    who?.id,
  );
  world.bookings.set(booking.id, booking);
  return booking;
}

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
    certificates: [],
    ...(own && at(world, days)(own)),
    ...trainerCard(world, trainer),
    classCount: classes.length,
    recentReviews: reviews.slice(0, 3),
  };
}

/** What a class of each category needs, from the equipment the master data lists; a category not named needs none. */
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

function classDetail(world, id, template, days, now) {
  const item = at(world, days)(world.classes.get(id));
  const own = world.classDetails.has(id) ? at(world, days)(world.classDetails.get(id)) : undefined;
  const next = classSessions(world, id, days, now).find((session) => Date.parse(session.endDate) > now);
  const capacity = (item.spotsLeft ?? 0) + (item.bookedCount ?? 0);
  const weekday = londonWeekday(Date.parse(item.startDate));
  return {
    ...template,
    description: `${item.title}: a ${item.category.toLowerCase()} class with ${item.trainer.firstName} ${item.trainer.lastName}.`,
    imageUrls: item.coverImageUrl ? [item.coverImageUrl] : [],
    repeatDays: !item.isLive ? [] : id === OPEN_STUDIO ? WEEKDAYS : [weekday],
    equipment: EQUIPMENT[item.category] ?? ['No equipment'],
    sessionType: item.isLive ? 'RECURRING' : 'SINGLE',
    capacity: Math.max(capacity, 1),
    bookedCount: item.bookedCount ?? 0,
    status: item.status ?? (item.isLive ? 'SCHEDULED' : 'PUBLISHED'),
    nextInstanceId: next?.id ?? null,
    ...own,
    ...pick(item, Object.keys(template)),
    ...(next && item.isLive && !own ? { startDate: next.startDate } : {}),
  };
}

function videoDetail(world, id, template, days) {
  const item = at(world, days)(world.classes.get(id));
  const purchased = world.library.has(id);
  return {
    ...template,
    ...pick(item, ['id', 'title', 'trainer', 'category', 'difficulty', 'durationMinutes', 'price', 'coverImageUrl']),
    publishedAt: item.startDate,
    description: `${item.title} with ${item.trainer.firstName} ${item.trainer.lastName}.`,
    purchased,
    playbackUrl: purchased ? template.playbackUrl : null,
    captionsUrl: purchased ? template.captionsUrl : null,
  };
}

/** The session a room opens for: the class's live one, else its next, else its last. */
function roomFor(world, id, days, now) {
  const oneToOne = oneToOnes(world, days, now).find((session) => session.id === id);
  if (oneToOne) return { ...pick(oneToOne, ['id', 'title', 'trainer', 'startDate', 'endDate']), kind: 'ONE_TO_ONE' };
  const item = world.classes.get(id);
  const all = classSessions(world, id, days, now).sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  const session = all.find((candidate) => Date.parse(candidate.endDate) > now) ??
    all.at(-1) ?? { startDate: at(world, days)(item).startDate };
  const endDate = session.endDate ?? iso(Date.parse(session.startDate) + item.durationMinutes * MINUTE);
  return { id, kind: 'CLASS', title: item.title, trainer: item.trainer, startDate: session.startDate, endDate };
}

/** The records of `items` whose start lies in the request's startDate–endDate window. */
function inWindow(items, query) {
  const start = Date.parse(query.get('startDate') ?? '');
  const end = Date.parse(query.get('endDate') ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) return items;
  return items
    .filter((item) => Date.parse(item.endDate ?? item.startDate) > start && Date.parse(item.startDate) < end)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}

/** `items` as the page of a Spring-style list the request asks for (`page` from 0, `size`). */
function page(items, query, body) {
  const size = Number(query.get('size')) || body.size || 20;
  const number = Number(query.get('page')) || 0;
  return {
    ...body,
    content: items.slice(number * size, (number + 1) * size),
    page: number,
    size,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}
/** Whether any of `texts` holds the request's `search` text (any case); true without one. */
const matches = (query, texts) => {
  const search = query.get('search')?.trim().toLowerCase();
  return (
    !search ||
    texts.some((text) =>
      String(text ?? '')
        .toLowerCase()
        .includes(search),
    )
  );
};
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
/** A class as discovery lists it (its card): a live one starts next when its page says it does. */
const classCard = (world, item, days, now) => ({
  ...pick(item, CLASS_SUMMARY),
  ...(item.isLive && { startDate: classDetail(world, item.id, example('ClassDetail'), days, now).startDate }),
  trainer: trainerRef(item.trainer),
  spotsLeft: item.isLive ? (item.spotsLeft ?? 0) : null,
});

/**
 * Who may write what (a route's `forbidden`, answered 403): a trainer their own profile, classes,
 * plans and business; a customer their own profile; only a trainer creates classes and plans.
 */
const notTrainer = ({ who }) => who?.role !== 'TRAINER';
const notTheTrainer = ({ who, params: [trainerId] }) => who?.id !== trainerId;
const notTheCustomer = ({ who, params: [customerId] }) => who?.id !== customerId;
const notTheirClass = ({ world, who, params: [classId] }) => world.classes.get(classId)?.trainer.id !== who?.id;
const notTheirPlan = ({ world, who, params: [planId] }) => world.plans.get(planId)?.trainer.id !== who?.id;

/** `amount` pence more (or less) of `customerId`'s account credit, as of `now`. */
function addCredit(world, customerId, amount, now) {
  world.credit.set(customerId, (world.credit.get(customerId) ?? 0) + amount);
  world.creditUpdated.set(customerId, iso(now));
}

/** An answer that writes the request's fields into the world's record of the path's id (in `records`). */
const edit =
  (records) =>
  ({ world, params: [id], body: input, days }) => {
    const record = write(world, overlay(at(world, days)(world[records].get(id)), input));
    world[records].set(id, record);
    return record;
  };

/**
 * The routes the world answers: `prefer` picks Prism's example (or its 404 for an id the world does
 * not hold) and `answer` turns Prism's 2xx body into the world's, keeping what it writes.
 */
const routes = [
  // Each role signs in as itself; an account of the world's as that account, with the password it
  // last set. Signing in again lifts a sign-out's revocation.
  {
    operations: ['signInWithPassword'],
    remembers: 'nothing new: the account signs in with the password it last set, and a sign-out’s revocation is lifted',
    prefer: ({ world, body: input }) => {
      const email = String(input?.email ?? '').toLowerCase();
      const password = world.passwords.get(email);
      if (password !== undefined && password !== input?.password) return 'code=400, example=invalidLoginCredentials';
      if (accountWith(world, email)) return undefined;
      return SIGN_INS[email] ? `example=${SIGN_INS[email]}` : undefined;
    },
    answer: ({ world, body: input }, body) => {
      const account = accountWith(world, input?.email);
      const sub = account?.localId ?? claimsOf({ authorization: `Bearer ${body.idToken}` })?.sub;
      world.revoked.delete(sub);
      return account ? { ...body, ...signedIn(account) } : body;
    },
  },
  // A sign-up is a new account of the role whose sign-up page it came from.
  {
    operations: ['signUp'],
    remembers: 'the account (its role from the page it came from) and its password: an email taken is refused (400)',
    prefer: ({ world, body: input }) =>
      accountWith(world, input?.email) ? 'code=400, example=emailExists' : undefined,
    answer: ({ world, body: input, headers, now }, body) => {
      const { account } = signUp(world, input ?? {}, headers.referer, now);
      world.passwords.set(account.email.toLowerCase(), input.password);
      return { ...body, ...signedIn(account) };
    },
  },
  // A code by email: a password reset's, or an email check's. The mocks send no email: the code is
  // printed, as Firebase's Auth emulator prints its links.
  {
    operations: ['sendOobCode'],
    remembers: 'the code sent, for the reset or the check that uses it (printed in the mocks’ output)',
    answer: ({ world, body: input, headers }, body) => {
      const email = input?.email ?? emailOf(claimsOf(headers) ?? { sub: 'unknown' });
      const code = `oob-${world.next++}`;
      world.codes.set(code, { email, type: input?.requestType });
      console.info(
        `[mocks] ${input?.requestType === 'PASSWORD_RESET' ? 'password reset' : 'email check'} code for ${email}: ${code}`,
      );
      return { ...body, email };
    },
  },
  {
    operations: ['resetPassword'],
    remembers: 'the new password of the account the code was sent to; the code is used up',
    prefer: ({ world, body: input }) => {
      const code = world.codes.get(input?.oobCode);
      return code && code.type !== 'PASSWORD_RESET' ? 'code=400, example=invalidOobCode' : undefined;
    },
    answer: ({ world, body: input }, body) => {
      const code = world.codes.get(input.oobCode);
      if (!code) return body;
      world.codes.delete(input.oobCode);
      world.passwords.set(code.email.toLowerCase(), input.newPassword);
      return { ...body, email: code.email };
    },
  },
  // A changed email or password is the account's from then on.
  {
    operations: ['updateAccount'],
    remembers: 'the account’s new email or password; a code that checked an email is used up',
    answer: ({ world, body: input, now }, body) => {
      if (input?.oobCode) world.codes.delete(input.oobCode);
      const sub = claimsOf({ authorization: `Bearer ${input?.idToken ?? ''}` })?.sub;
      const account = sub && world.accounts.get(sub);
      if (!account) return body;
      if (typeof input.email === 'string' && input.email !== account.email) {
        world.passwords.set(input.email.toLowerCase(), world.passwords.get(account.email.toLowerCase()));
        world.passwords.delete(account.email.toLowerCase());
        changeEmail(world, account, input.email);
      }
      if (typeof input.password === 'string') world.passwords.set(account.email.toLowerCase(), input.password);
      person(world, { authorization: `Bearer ${idToken(sub)}` }, now);
      return { ...body, email: account.email, localId: account.localId };
    },
  },
  {
    operations: ['signInWithIdp'],
    remembers: 'nothing new: the Google account’s person is met by their token, as any sign-in',
  },
  // A refresh gives the same person a new token, unless they signed out.
  {
    operations: ['refreshToken'],
    remembers: 'nothing new: a new token for the same person, refused (400) after they signed out',
    prefer: ({ world, body: input }) =>
      world.revoked.has(refreshed(input?.refresh_token)) ? 'code=400, example=tokenExpired' : undefined,
    answer: ({ world, body: input }, body) => {
      const sub = refreshed(input?.refresh_token);
      const who = PEOPLE[sub] ?? world.accounts.get(sub);
      if (!who) return body;
      const token = idToken(sub);
      return {
        ...body,
        access_token: token,
        id_token: token,
        refresh_token: input.refresh_token,
        user_id: who.localId,
      };
    },
  },
  // The login's check that an email has an account of its door's role: the world's own accounts
  // answer for their role (the person signing in is met by then: their token came first); any
  // other email gets Prism's first example, registered, as before.
  {
    operations: ['checkCustomerEmail', 'checkTrainerEmail'],
    prefer: ({ world, operationId, query }) => {
      const account = accountWith(world, query.get('email') ?? '');
      if (!account) return undefined;
      const door = operationId === 'checkTrainerEmail' ? 'TRAINER' : 'CUSTOMER';
      return account.role === door ? 'example=registered' : 'example=unknown';
    },
    answer: ({ world, query }, body) => {
      const account = accountWith(world, query.get('email') ?? '');
      return account ? { ...body, email: account.email } : body;
    },
  },
  {
    operations: ['getUserProfile'],
    prefer: ({ who }) => who && `example=${who.profile}`,
    answer: ({ world, who }, body) => (who ? userProfile(world, who, body) : body),
  },
  // A trainer's payout account: none for one who has just signed up, until they write it.
  {
    operations: ['getBankAccount'],
    prefer: ({ world, who }) => (world.bankAccounts.has(who?.id) ? undefined : 'code=404'),
    answer: ({ world, who, days }) => at(world, days)(world.bankAccounts.get(who.id)),
  },
  {
    operations: ['saveBankAccount'],
    remembers: 'the trainer’s payout account (the last four digits of the number), pending verification',
    answer: ({ world, who, body: input, now }, body) => {
      if (!world.trainers.has(who?.id)) return body;
      const digits = (input.sortCode ?? '').replace(/-/g, '');
      const account = write(world, {
        bankName: input.bankName,
        accountHolderName: input.accountHolderName,
        sortCode: `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 6)}`,
        accountNumberLast4: input.accountNumber.slice(-4),
        status: 'PENDING_VERIFICATION',
        updatedAt: iso(now),
      });
      world.bankAccounts.set(who.id, account);
      return account;
    },
  },
  {
    operations: ['listCertificates'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days }) => (world.certificates.get(id) ?? []).map(at(world, days)),
  },
  {
    operations: ['uploadCertificate'],
    forbidden: notTheTrainer,
    exists: (world, [id]) => world.trainers.has(id),
    remembers: 'a certificate waiting for review, in the trainer’s certificates',
    answer: ({ world, params: [id], body: input, files, now }, body) => {
      const certificate = write(world, {
        ...body,
        id: newId(world, new Set([...world.certificates.values()].flat().map((each) => each.id)), body.id),
        name: input.name,
        issuer: input.issuer,
        fileName: files.file?.name || body.fileName,
        status: 'PENDING_REVIEW',
        uploadedAt: iso(now),
        reviewedAt: null,
        rejectionReason: null,
      });
      world.certificates.set(id, [...(world.certificates.get(id) ?? []), certificate]);
      return certificate;
    },
  },
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
        )
        .map((item) => classCard(world, item, days, now));
      return page(classes, query, body);
    },
  },
  // A shared class link: the card discovery lists, for anyone.
  {
    operations: ['getPublicClass'],
    exists: (world, [id]) => world.classes.has(id) && !['DRAFT', 'CANCELLED'].includes(world.classes.get(id).status),
    prefer: ({ world, params: [id] }) => (world.classes.get(id).isLive ? 'example=live' : 'example=recorded'),
    answer: ({ world, params: [id], days, now }) => classCard(world, at(world, days)(world.classes.get(id)), days, now),
  },
  // A trainer who has just signed up has sold nothing and been paid nothing yet.
  {
    operations: ['getSubscriptionSalesStats', 'getSubscriberStats', 'getSalesStats', 'listPayouts'],
    prefer: ({ world, who }) => (world.newcomers.has(who?.id) ? 'example=empty' : undefined),
  },
  {
    operations: ['countOneToOneSessions', 'countFollowers', 'countBookedClasses'],
    answer: ({ world, who }, body) => (world.newcomers.has(who?.id) ? { ...body, count: 0 } : body),
  },
  {
    operations: ['getPayoutBalance'],
    answer: ({ world, who }, body) =>
      world.newcomers.has(who?.id)
        ? { ...body, available: { ...body.available, amount: 0 }, onTheWay: { ...body.onTheWay, amount: 0 } }
        : body,
  },
  // A customer who has just signed up has paid nothing and has no credit yet.
  // A customer's credit invoices (top-ups, spends and refunds), newest first: the examples' are Olivia's.
  {
    operations: ['listCreditInvoices'],
    answer: ({ world, who, query, days }, body) =>
      page(
        [...world.invoices.values()]
          .filter((invoice) => invoice.invoiceType !== 'SUBSCRIPTION' && owns(world, who?.id ?? OLIVIA)(invoice))
          .map(at(world, days))
          .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt)),
        query,
        body,
      ),
  },
  {
    operations: ['listSubscriptionInvoices'],
    prefer: ({ world, who }) => (isNewcomer(world, who) ? 'example=empty' : undefined),
    answer: ({ world, who, days }, body) =>
      isNewcomer(world, who)
        ? body
        : [...world.invoices.values()]
            .filter((invoice) => invoice.invoiceType === 'SUBSCRIPTION')
            .map(at(world, days))
            .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt)),
  },
  // The library, a page at a time, of one trainer's videos when asked.
  {
    operations: ['listVideos'],
    prefer: ({ world, who }) => (isNewcomer(world, who) ? 'example=empty' : undefined),
    answer: ({ world, who, query, days }, body) => {
      if (isNewcomer(world, who)) return body;
      const trainerId = query.get('trainerId');
      const videos = [...world.library.values()].filter((video) => !trainerId || video.trainer.id === trainerId);
      return page(videos.map(at(world, days)), query, body);
    },
  },
  {
    operations: ['getCreditBalance'],
    answer: ({ world, who, days }, body) => {
      const customerId = who?.id ?? OLIVIA;
      const updatedAt = world.creditUpdated.get(customerId) ?? at(world, days)(body).updatedAt;
      return { customerId, balance: { ...body.balance, amount: world.credit.get(customerId) ?? 0 }, updatedAt };
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
      world.trainerDetails.set(id, write(world, overlay({ ...world.trainerDetails.get(id), ...body }, input)));
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
    answer: ({ world, query, who, days }) => {
      const trainerId = query.get('trainerId') ?? who?.id;
      return [...world.trainerClasses.values()]
        .filter((item) => item.trainer.id === trainerId && world.classes.has(item.id))
        .map((item) => at(world, days)(pick(item, Object.keys(example('TrainerClasses')[0]))));
    },
  },
  {
    operations: ['getVideo'],
    exists: (world, [id]) => world.classes.get(id)?.isLive === false,
    prefer: ({ world, params: [id] }) => (world.library.has(id) ? 'example=purchased' : 'example=notPurchased'),
    answer: ({ world, params: [id], days }, body) => videoDetail(world, id, body, days),
  },
  {
    operations: ['getVideoRoom'],
    exists: (world, [id]) => world.classes.has(id) || world.oneToOnes.has(id) || id === 'oo_8020',
    prefer: ({ world, params: [id] }) => (world.classes.has(id) ? undefined : 'example=oneToOne'),
    answer: ({ world, params: [id], days, now }) => roomFor(world, id, days, now),
  },
  // A room's tokens are for its own channel, until its session ends.
  {
    operations: ['getCustomerVideoToken', 'getTrainerVideoToken'],
    answer: ({ world, query, days, now }, body) => {
      const id = query.get('classId') ?? '';
      if (!world.classes.has(id)) return body;
      const room = roomFor(world, id, days, now);
      return { ...body, channelName: `class-${id}`, expiresAt: iso(Date.parse(room.endDate) + HOUR) };
    },
  },
  {
    operations: ['getOneToOneVideoToken'],
    answer: ({ world, query, days, now }, body) => {
      const session = oneToOnes(world, days, now).find(({ id }) => id === query.get('classId'));
      return session
        ? { ...body, channelName: session.channelName, expiresAt: iso(Date.parse(session.endDate) + HOUR) }
        : body;
    },
  },
  {
    operations: ['listClassInstances'],
    exists: (world, [id]) => world.classes.has(id),
    // Those not over yet, up to the end of the window asked for, with their waitlists.
    answer: ({ world, who, params: [id], query, days, now }) =>
      classSessions(world, id, days, now)
        .filter(
          (session) =>
            Date.parse(session.endDate) > now &&
            !(Date.parse(session.startDate) >= Date.parse(query.get('endDate') ?? '')),
        )
        .map((session) => {
          const waitlist = waitlistOf(world, session, days, now);
          return {
            ...session,
            bookedCount: session.bookedCount - (waitlist.free ?? 0),
            waitlistCount: lengthOf(waitlist.line),
            waitlistOpen: waitlist.open,
            waitlistPosition: who?.role === 'CUSTOMER' ? positionOf(waitlist.line, who.id) : null,
          };
        }),
  },
  // A session's waitlist: read, joined (answering the place; joining twice answers the same place), left, capped or closed.
  {
    operations: ['getSessionWaitlist'],
    exists: (world, [, id], { days, now }) => sessionById(world, id, days, now) !== undefined,
    prefer: ({ who }) => (who?.role === 'TRAINER' ? 'example=capped' : undefined),
    answer: ({ world, who, params: [, id], days, now }) => {
      const session = sessionById(world, id, days, now);
      return waitlistSummary(session, waitlistOf(world, session, days, now), who, now);
    },
  },
  {
    operations: ['joinWaitlist'],
    remembers: 'the customer’s place in line',
    exists: (world, [, id], { days, now }) => sessionById(world, id, days, now) !== undefined,
    prefer: ({ world, who, params: [, id], body: input, days, now }) => {
      const joined = joinWaitlist(world, who, id, input, days, now);
      if (joined.refused === 'SESSION_HAS_PLACES') return 'code=409, example=hasPlaces';
      if (joined.refused === 'WAITLIST_CLOSED') return 'code=409, example=closed';
      if (joined.refused === 'WAITLIST_FULL') return 'code=409, example=full';
      return undefined;
    },
    answer: ({ world, who, params: [, id], body: input, days, now }, body) => {
      const session = sessionById(world, id, days, now);
      const joined = joinWaitlist(world, who, id, input, days, now);
      if (!who || joined.refused === 'ALREADY_WAITING') return placeOf(session, joined.waitlist, who?.id, now) ?? body;
      world.waitlists.set(id, write(world, { ...joined.waitlist, line: joined.line }));
      return placeOf(session, { line: joined.line }, who.id, now);
    },
  },
  {
    operations: ['leaveWaitlist'],
    remembers: 'the customer out of the line',
    exists: (world, [, id], { days, now }) => sessionById(world, id, days, now) !== undefined,
    answer: ({ world, who, params: [, id], days, now }) => {
      const session = sessionById(world, id, days, now);
      const waitlist = waitlistOf(world, session, days, now);
      const left = write(world, { ...waitlist, line: leave(waitlist.line, who?.id ?? OLIVIA) });
      world.waitlists.set(id, left);
      return waitlistSummary(session, left, who, now);
    },
  },
  {
    operations: ['updateWaitlistSettings'],
    remembers: 'the waitlist’s cap and whether it is open',
    exists: (world, [, id], { days, now }) => sessionById(world, id, days, now) !== undefined,
    // Only the session's own trainer changes its waitlist.
    prefer: ({ world, who, params: [, id], days, now }) =>
      who?.role === 'TRAINER' && world.classes.get(sessionById(world, id, days, now).classId)?.trainer?.id === who.id
        ? undefined
        : 'code=403',
    answer: ({ world, who, params: [, id], body: input, days, now }) => {
      const session = sessionById(world, id, days, now);
      const waitlist = write(world, {
        ...waitlistOf(world, session, days, now),
        open: input?.open !== false,
        cap: input?.cap ?? null,
      });
      world.waitlists.set(id, waitlist);
      return waitlistSummary(session, waitlist, who, now);
    },
  },
  // The customer's waitlist places, and claiming an offered one (booked and paid; their other places that hour left).
  {
    operations: ['listWaitlistPlaces'],
    prefer: ({ world, who, days, now }) => (customerPlaces(world, who, days, now).length ? undefined : 'example=empty'),
    answer: ({ world, who, days, now }) => customerPlaces(world, who, days, now),
  },
  {
    operations: ['claimWaitlistPlace'],
    remembers: 'the place booked and paid, and the customer out of their other waitlists that hour',
    exists: (world, [id], { days, now }) => sessionById(world, `ci_${id.slice(3)}`, days, now) !== undefined,
    prefer: ({ world, who, params: [id], days, now }) => {
      const { refused } = claimPlace(world, who, `ci_${id.slice(3)}`, days, now);
      if (refused === 'OFFER_EXPIRED') return 'code=409, example=expired';
      if (refused === 'PAYMENT_FAILED') return 'code=409, example=paymentFailed';
      return undefined;
    },
    answer: ({ world, who, params: [id], days, now }, body) => {
      const session = sessionById(world, `ci_${id.slice(3)}`, days, now);
      const claimed = claimPlace(world, who, session.id, days, now);
      if (claimed.refused) return body;
      world.waitlists.set(session.id, write(world, { ...claimed.waitlist, line: claimed.line }));
      return promote(world, who.id, session, claimed.payment, days, now);
    },
  },
  {
    operations: ['getSubscriptionInvoice'],
    exists: (world, [id]) => world.invoices.has(id),
    prefer: ({ world, params: [id] }) =>
      world.invoices.get(id).invoiceType === 'SUBSCRIPTION' ? undefined : 'example=creditTopUp',
    answer: ({ world, params: [id], days }, body) => ({ ...body, ...at(world, days)(world.invoices.get(id)) }),
  },
  // Dated lists hold the records inside the window asked for.
  {
    operations: ['listCustomerBookings'],
    answer: ({ world, params: [id], query, days, now }) =>
      inWindow(
        [
          ...[...world.bookings.values()].filter(owns(world, id)).map(at(world, days)),
          ...(id === OLIVIA ? liveBooking(world, now) : []),
        ],
        query,
      ),
  },
  {
    operations: ['listCustomerOneToOnes', 'listTrainerOneToOnes'],
    answer: ({ world, operationId, params: [id], query, days, now }) =>
      inWindow(
        oneToOnes(world, days, now).filter(
          (session) => session[operationId === 'listTrainerOneToOnes' ? 'trainer' : 'customer'].id === id,
        ),
        query,
      ),
  },
  {
    operations: ['listTrainerSchedule'],
    answer: ({ world, params: [id], query, days, now }) =>
      inWindow(
        sessions(world, days, now).filter((session) => world.classes.get(session.classId)?.trainer.id === id),
        query,
      ),
  },
  // A top-up's checkout returns to the success page at once.
  {
    operations: ['topUpCredit'],
    remembers:
      'the customer’s credit balance, and a paid top-up invoice in their credit invoices (the checkout goes through)',
    answer: ({ world, who, body: input, now }, body) => {
      const customerId = who?.id ?? OLIVIA;
      addCredit(world, customerId, input.amount.amount, now);
      const [template] = example('CreditInvoicePage').content;
      const invoice = write(
        world,
        {
          ...example('CreditTopUpInvoice'),
          id: newId(world, world.invoices, template.id),
          number: `KIN-${londonStamp(now).slice(0, 4)}-${String(world.next++).padStart(5, '0')}`,
          amount: input.amount,
          issuedAt: iso(now),
          paidAt: iso(now),
        },
        customerId,
      );
      world.invoices.set(invoice.id, invoice);
      return checkoutThrough(input, body);
    },
  },
  // What booking a session involves comes from the class, the session, the customer's credit and their booking of it.
  {
    operations: ['getBookingDetails'],
    exists: (world, _, { query, days, now }) =>
      world.classes.has(query.get('classId') ?? '') &&
      classSessions(world, query.get('classId'), days, now).some(({ id }) => id === query.get('classInstanceId')),
    answer: ({ world, who, query, days, now }, body) => {
      const item = at(world, days)(world.classes.get(query.get('classId')));
      const session = classSessions(world, item.id, days, now).find(({ id }) => id === query.get('classInstanceId'));
      const customerId = who?.id ?? OLIVIA;
      const booking = [...world.bookings.values()]
        .filter(owns(world, customerId))
        .map(at(world, days))
        .find(({ classInstanceId, status }) => classInstanceId === session.id && status === 'CONFIRMED');
      const spotsLeft = Math.max(
        0,
        session.capacity - session.bookedCount + (waitlistOf(world, session, days, now).free ?? 0),
      );
      return {
        ...body,
        class: classCard(world, item, days, now),
        classInstanceId: session.id,
        startDate: session.startDate,
        endDate: session.endDate,
        price: item.price,
        creditBalance: { ...body.creditBalance, amount: world.credit.get(customerId) ?? 0 },
        spotsLeft,
        booking: booking ?? null,
        canBook: !booking && spotsLeft > 0 && Date.parse(session.startDate) > now && session.status !== 'CANCELLED',
      };
    },
  },
  // Paying by card gets a checkout, paying from credit a confirmed booking.
  {
    operations: ['bookClass'],
    exists: (world, [id]) => world.classes.has(id),
    remembers:
      'the booking, in the customer’s bookings, and a place less on the session; credit spent, or the card kept on file',
    prefer: ({ world, who, params: [id], body, days, now }) => {
      const session = classSessions(world, id, days, now).find(
        ({ id: instance }) => instance === body?.classInstanceId,
      );
      if (session && isFull(session, waitlistOf(world, session, days, now))) return 'code=409, example=classFull';
      if (body?.paymentMethod === 'CARD') return 'example=checkout';
      const price = world.classes.get(id).price?.amount ?? 0;
      return (world.credit.get(who?.id ?? OLIVIA) ?? 0) < price
        ? 'code=409, example=insufficientCredit'
        : 'example=paidWithCredit';
    },
    answer: ({ world, who, params: [id], body: input, days, now }, body) => {
      const session = classSessions(world, id, days, now).find(
        ({ id: instance }) => instance === input?.classInstanceId,
      );
      if (!body.booking || !session) return body;
      // A place a cancellation freed is taken; paying by card keeps the card on file.
      const waitlist = waitlistOf(world, session, days, now);
      if (waitlist.free) world.waitlists.set(session.id, write(world, { ...waitlist, free: waitlist.free - 1 }));
      if (input?.paymentMethod === 'CARD' && who)
        world.wallets.set(who.id, { credit: false, ...world.wallets.get(who.id), card: true });
      // The answer says a card booking waits for the card; the world keeps it paid (the checkout goes through).
      const booking = bookSession(world, who, session, { ...body.booking, status: 'CONFIRMED' }, days, now);
      if (input?.paymentMethod === 'CARD') world.byCard.add(booking.id);
      if (input?.paymentMethod === 'CREDIT') addCredit(world, who?.id ?? OLIVIA, -booking.amountPaid.amount, now);
      return checkoutThrough(input, { ...body, booking: { ...booking, status: body.booking.status } });
    },
  },
  // A booked one-to-one is in the customer's and the trainer's lists (a card payment goes through).
  {
    operations: ['bookOneToOne'],
    remembers:
      'the one-to-one, in the customer’s and the trainer’s lists (a card payment goes through); a time outside the trainer’s availability, or one that clashes, is refused (409)',
    prefer: ({ world, who, body, days, now }) => {
      const offer = world.offers.get(body?.offerId);
      if (offer && !oneToOneFits(world, offer, who?.id ?? OLIVIA, Date.parse(body.startDate), days, now))
        return 'code=409';
      return body?.paymentMethod === 'CARD' ? 'example=checkout' : 'example=paidWithCredit';
    },
    answer: ({ world, who, body: input }, body) => {
      const offer = world.offers.get(input?.offerId);
      const trainer = world.trainers.get(offer?.trainerId);
      const customer = world.customers.get(who?.id ?? OLIVIA);
      if (!offer || !trainer || !customer || !body.booking) return body;
      const id = newId(world, world.oneToOnes, body.booking.id);
      const start = Date.parse(input.startDate);
      const booking = {
        ...body.booking,
        id,
        offerId: offer.id,
        title: offer.title,
        trainer: trainerRef(trainer),
        customer: pick(customer, ['id', 'firstName', 'lastName', 'avatarUrl']),
        startDate: iso(start),
        endDate: iso(start + offer.durationMinutes * MINUTE),
        durationMinutes: offer.durationMinutes,
        price: offer.price,
        channelName: `oo-${id.slice(3)}`,
      };
      world.oneToOnes.set(id, write(world, { ...booking, status: 'CONFIRMED' }));
      if (input?.paymentMethod === 'CARD') world.byCard.add(id);
      return checkoutThrough(input, { ...body, booking });
    },
  },
  {
    operations: ['cancelClassByCustomer'],
    remembers: 'the booking cancelled by the customer; a full session’s place goes to its waitlist',
    answer: ({ world, who, query, days, now }, body) => {
      const customer = who?.id ?? OLIVIA;
      const [booking] = [...world.bookings.values()]
        .filter(owns(world, customer))
        .map((record) => [record, at(world, days)(record)])
        .filter(
          ([, { classId, status, startDate }]) =>
            classId === query.get('classId') && status === 'CONFIRMED' && Date.parse(startDate) > now,
        )
        .sort(([, a], [, b]) => Date.parse(a.startDate) - Date.parse(b.startDate))
        .map(([record, moved]) => write(world, { ...moved, status: 'CANCELLED_BY_CUSTOMER', id: record.id }, customer));
      if (!booking) return body;
      world.bookings.set(booking.id, booking);
      const session = classSessions(world, booking.classId, days, now).find(
        ({ startDate }) => Date.parse(startDate) === Date.parse(booking.startDate),
      );
      if (session) placeFreed(world, session, days, now);
      return { ...body, classId: booking.classId, refund: booking.amountPaid, cancelledAt: iso(now) };
    },
  },
  // A card booking the app would not send to its checkout: forgotten, and its class place freed.
  {
    operations: ['releaseUnpaidBooking'],
    remembers: 'the booking forgotten (it was never paid), and its class place free again',
    exists: (world, [id]) => world.bookings.has(id) || world.oneToOnes.has(id),
    forbidden: ({ world, who, params: [id] }) => {
      const booking = world.bookings.get(id);
      const customer = booking ? (world.owners.get(booking) ?? OLIVIA) : world.oneToOnes.get(id)?.customer.id;
      return customer !== (who?.id ?? OLIVIA);
    },
    prefer: ({ world, params: [id] }) => (world.byCard.has(id) ? undefined : 'code=409'),
    answer: ({ world, params: [id], days, now }) => {
      const booking = world.bookings.get(id);
      world.byCard.delete(id);
      world.bookings.delete(id);
      world.oneToOnes.delete(id);
      const session =
        booking &&
        classSessions(world, booking.classId, days, now).find(
          ({ id: instance }) => instance === booking.classInstanceId,
        );
      if (session) placeFreed(world, session, days, now);
      return { id, status: 'CANCELLED_BY_CUSTOMER', releasedAt: iso(now) };
    },
  },
  // Plans, offers, availability, profile, follows and reviews keep what is written.
  {
    operations: ['listSubscriptionPlans'],
    answer: ({ world, query, who, days }) => {
      const trainerId = query.get('trainerId') ?? who?.id;
      return [...world.plans.values()].filter((plan) => plan.trainer.id === trainerId).map(at(world, days));
    },
  },
  {
    operations: ['createSubscriptionPlan'],
    forbidden: notTrainer,
    remembers: 'the plan, in the trainer’s plans',
    answer: ({ world, who, body: input, now }, body) => {
      const trainer = world.trainers.get(who?.id ?? body.trainer.id);
      const plan = write(world, {
        ...overlay(body, input),
        id: newId(world, world.plans, body.id),
        trainer: trainer ? trainerRef(trainer) : body.trainer,
        createdAt: new Date(now).toISOString(),
      });
      world.plans.set(plan.id, plan);
      return plan;
    },
  },
  {
    operations: ['getSubscriptionPlan'],
    exists: (world, [id]) => world.plans.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.plans.get(id)),
  },
  {
    operations: ['updateSubscriptionPlan'],
    forbidden: notTheirPlan,
    remembers: 'the plan as edited',
    exists: (world, [id]) => world.plans.has(id),
    answer: edit('plans'),
  },
  {
    operations: ['deleteSubscriptionPlan'],
    forbidden: notTheirPlan,
    remembers: 'the plan gone from the trainer’s plans',
    exists: (world, [id]) => world.plans.has(id),
    answer: ({ world, params: [id] }, body) => (world.plans.delete(id), body),
  },
  {
    operations: ['listCustomerSubscriptions'],
    answer: ({ world, params: [id], query, days }) =>
      [...world.subscriptions.values()]
        .filter(owns(world, id))
        .filter(({ status }) => query.get('active') !== 'true' || status === 'ACTIVE')
        .map(at(world, days)),
  },
  // Joining a plan is a subscription of the customer's from now (the checkout goes through).
  {
    operations: ['subscribe'],
    remembers: 'the customer’s subscription from now (the checkout goes through)',
    exists: (world, [id]) => world.plans.has(id),
    answer: ({ world, who, params: [id], body: input, days, now }, prism) => {
      const body = checkoutThrough(input, prism);
      const customer = who?.id ?? OLIVIA;
      const joined = [...world.subscriptions.values()]
        .filter(owns(world, customer))
        .some(({ plan, status }) => plan.id === id && status === 'ACTIVE');
      if (joined) return body;
      const [template] = example('CustomerSubscriptions');
      const subscription = write(
        world,
        {
          ...template,
          id: newId(world, world.subscriptions, `cs_${id.slice(3)}`),
          plan: at(world, days)(world.plans.get(id)),
          status: 'ACTIVE',
          startedAt: iso(now),
          currentPeriodEnd: iso(later(now, { months: 1 })),
          cancelledAt: null,
        },
        customer,
      );
      world.subscriptions.set(subscription.id, subscription);
      return body;
    },
  },
  {
    operations: ['unsubscribe'],
    remembers: 'the subscription cancelled',
    exists: (world, [id]) =>
      world.plans.has(id) || [...world.subscriptions.values()].some(({ plan }) => plan.id === id),
    answer: ({ world, who, params: [id], days, now }, body) => {
      const customer = who?.id ?? OLIVIA;
      const subscription = [...world.subscriptions.values()]
        .filter(owns(world, customer))
        .find(({ plan, status }) => plan.id === id && status === 'ACTIVE');
      if (!subscription) return body;
      const left = write(
        world,
        { ...at(world, days)(subscription), status: 'CANCELLED', cancelledAt: iso(now) },
        customer,
      );
      world.subscriptions.set(left.id, left);
      return left;
    },
  },
  {
    operations: ['listOneToOneOffers'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id] }) => [...world.offers.values()].filter((offer) => offer.trainerId === id),
  },
  {
    operations: ['createOneToOneOffer'],
    forbidden: notTheTrainer,
    remembers: 'the offer, in the trainer’s offers',
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], body: input }, body) => {
      const offer = write(world, { ...overlay(body, input), id: newId(world, world.offers, body.id), trainerId: id });
      world.offers.set(offer.id, offer);
      return offer;
    },
  },
  {
    operations: ['getAvailability'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days }, body) =>
      at(world, days)(world.availability.get(id) ?? { ...body, trainerId: id, weeklySlots: [], blockedDates: [] }),
  },
  {
    operations: ['saveAvailability'],
    forbidden: notTheTrainer,
    remembers: 'the trainer’s weekly availability',
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], body: input, now }, body) => {
      const availability = write(world, { ...overlay(body, input), trainerId: id, updatedAt: iso(now) });
      world.availability.set(id, availability);
      return availability;
    },
  },
  {
    operations: ['getCustomerProfile'],
    exists: (world, [id]) => world.customers.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.customers.get(id)),
  },
  {
    operations: ['updateCustomerProfile'],
    forbidden: notTheCustomer,
    remembers: 'the customer’s profile',
    exists: (world, [id]) => world.customers.has(id),
    answer: edit('customers'),
  },
  // Answering the onboarding questions is the customer's onboarding done: they are not asked again.
  {
    operations: ['getOnboardingAnswers'],
    exists: (world, [id]) => world.onboardingAnswers.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.onboardingAnswers.get(id)),
  },
  {
    operations: ['saveOnboardingAnswers'],
    forbidden: notTheCustomer,
    exists: (world, [id]) => world.customers.has(id),
    remembers: 'the answers, and the customer’s onboarding done (their profile says so)',
    answer: ({ world, params: [id], body: input, days, now }) => {
      world.customers.set(id, write(world, { ...at(world, days)(world.customers.get(id)), onboardingDone: true }));
      const answers = write(world, { customerId: id, completed: true, answers: input.answers, updatedAt: iso(now) });
      world.onboardingAnswers.set(id, answers);
      return answers;
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
    remembers: 'the trainer in the customer’s followed trainers',
    answer: ({ world, who, body: input }, body) => {
      const trainer = world.trainers.get(input?.trainerId);
      if (!trainer) return body;
      const customer = input?.customerId ?? who?.id ?? OLIVIA;
      const following = world.follows.get(customer) ?? [];
      if (!following.includes(trainer.id)) world.follows.set(customer, [...following, trainer.id]);
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
  // What a person chose to be told, kept per person.
  {
    operations: ['getNotificationPreferences'],
    answer: ({ world, who, days }, body) => world.notificationPreferences.get(who?.id) ?? at(world, days)(body),
  },
  {
    operations: ['saveNotificationPreferences'],
    remembers: 'the person’s notification preferences',
    answer: ({ world, who, body: input, now }, body) => {
      const preferences = write(world, { ...overlay(body, input), updatedAt: iso(now) });
      if (who) world.notificationPreferences.set(who.id, preferences);
      return preferences;
    },
  },
  // A recorded class's video, processing once uploaded.
  {
    operations: ['uploadClassVideo'],
    forbidden: notTheirClass,
    exists: (world, [id]) => world.classes.get(id)?.isLive === false,
    remembers: 'the class’s video, processing',
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
  // A refund asked for one of the customer's bookings, once.
  {
    operations: ['requestRefund'],
    remembers: 'the refund request, by booking: asking again is refused (409)',
    prefer: ({ world, who, body: input }) => {
      const booking = world.bookings.get(input?.refundTypeValue);
      if (!booking || !owns(world, who?.id ?? OLIVIA)(booking)) return 'code=404';
      return world.refunds.has(booking.id) ? 'code=409' : undefined;
    },
    answer: ({ world, body: input, now }, body) => {
      const booking = world.bookings.get(input.refundTypeValue);
      const refund = write(world, {
        ...body,
        id: newId(world, new Set([...world.refunds.values()].map(({ id }) => id)), body.id),
        refundType: input.refundType,
        refundTypeValue: booking.id,
        refundReason: input.refundReason,
        status: 'REQUESTED',
        amount: booking.amountPaid,
        requestedAt: iso(now),
      });
      world.refunds.set(booking.id, refund);
      return refund;
    },
  },
  // The trainer cancels a class's next session: it is cancelled in every list, and so is every booking of it.
  {
    operations: ['cancelClassByTrainer'],
    exists: (world, _, { query }) => world.classes.has(query.get('classId') ?? ''),
    forbidden: ({ world, query, who }) => world.classes.get(query.get('classId') ?? '')?.trainer.id !== who?.id,
    remembers:
      'the session cancelled in the trainer’s schedule and the class’s sessions, and its bookings cancelled by the trainer',
    prefer: ({ world, query, days, now }) =>
      nextSession(world, query.get('classId'), days, now) ? undefined : 'code=409',
    answer: ({ world, query, days, now }, body) => {
      const session = nextSession(world, query.get('classId'), days, now);
      world.cancelledSessions.add(session.id);
      const booked = [...world.bookings.values()].filter(
        (booking) => booking.classInstanceId === session.id && at(world, days)(booking).status === 'CONFIRMED',
      );
      for (const booking of booked)
        world.bookings.set(
          booking.id,
          write(world, { ...at(world, days)(booking), status: 'CANCELLED_BY_TRAINER' }, world.owners.get(booking)),
        );
      return {
        ...body,
        classId: session.classId,
        status: 'CANCELLED_BY_TRAINER',
        refund: null,
        refundedTo: 'ACCOUNT_CREDIT',
        cancelledBookings: session.bookedCount,
        cancelledAt: iso(now),
      };
    },
  },
  // A room's viewers are the people who reported themselves in it, each counted once.
  {
    operations: ['getViewerCount'],
    answer: ({ world, query }) => ({
      channelName: query.get('channelName') ?? '',
      viewers: world.viewers.get(query.get('channelName'))?.size ?? 0,
    }),
  },
  {
    operations: ['reportViewer'],
    remembers: 'the viewer in the channel’s count (each person once)',
    answer: ({ world, who, query }) => {
      const channel = query.get('channelName') ?? '';
      const viewers = world.viewers.get(channel) ?? new Set();
      world.viewers.set(channel, viewers.add(who?.id ?? OLIVIA));
      return { channelName: channel, viewers: viewers.size };
    },
  },
  {
    operations: ['reportViewerLeft'],
    remembers: 'the viewer out of the channel’s count',
    answer: ({ world, who, query }) => {
      const channel = query.get('channelName') ?? '';
      const viewers = world.viewers.get(channel) ?? new Set();
      viewers.delete(who?.id ?? OLIVIA);
      return { channelName: channel, viewers: viewers.size };
    },
  },
  // Signing out revokes the person's refresh tokens until they sign in again.
  {
    operations: ['logout'],
    remembers: 'the person’s refresh tokens revoked: the token service refuses them until they sign in again',
    answer: ({ world, headers }, body) => {
      const sub = claimsOf(headers)?.sub;
      if (sub) world.revoked.add(sub);
      return body;
    },
  },
];

/** `who` joining a session's waitlist (nothing written): the line they would make, or why not. */
function joinWaitlist(world, who, id, input, days, now) {
  const session = sessionById(world, id, days, now);
  const waitlist = waitlistOf(world, session, days, now);
  const customer = world.customers.get(who?.id);
  const entry = {
    customerId: who?.id ?? OLIVIA,
    timeZone: customer?.timeZone ?? 'Europe/London',
    promoteOvernight: input?.promoteOvernight === true,
  };
  return { waitlist, ...join(waitlist.line, entry, { ...waitlist, full: isFull(session, waitlist) }) };
}

/** `who` claiming their offered place on a session (nothing written): the line it makes, or why not. */
function claimPlace(world, who, id, days, now) {
  const session = sessionById(world, id, days, now);
  const waitlist = waitlistOf(world, session, days, now);
  return { waitlist, ...claim(waitlist.line, who?.id ?? OLIVIA, now, payOf(world)) };
}

/**
 * `customerId` promoted to `session` from its waitlist (the line already says so): booked, paying
 * with `payment`, and out of their other waitlists for the same hour. Answers their place.
 */
function promote(world, customerId, session, payment, days, now) {
  const who = { role: 'CUSTOMER', id: customerId };
  const template = example('BookingWithCredit').booking;
  bookSession(world, who, session, { ...template, paymentMethod: payment }, days, now);
  const promoted = placeOf(session, waitlistOf(world, session, days, now), customerId, now);
  for (const place of sameHourPlaces(customerPlaces(world, who, days, now), promoted)) {
    const other = sessionById(world, place.classInstanceId, days, now);
    const waitlist = waitlistOf(world, other, days, now);
    world.waitlists.set(other.id, write(world, { ...waitlist, line: leave(waitlist.line, customerId) }));
  }
  return promoted;
}

/**
 * A booking of a full `session` was cancelled: the place goes to its waitlist by the rules (booked
 * and paid before the cut-off, offered after it, nobody woken in their quiet hours), or stays free
 * for anyone to book.
 */
function placeFreed(world, session, days, now) {
  const waitlist = waitlistOf(world, session, days, now);
  if (!isFull(session, waitlist)) return;
  const freed = freePlace({ line: waitlist.line, cutoff: cutoffOf(session), now, pay: payOf(world) });
  const taken = freed.promoted !== undefined || freed.offered !== undefined;
  world.waitlists.set(
    session.id,
    write(world, { ...waitlist, line: freed.line, free: (waitlist.free ?? 0) + (taken ? 0 : 1) }),
  );
  if (freed.promoted) {
    promote(world, freed.promoted, session, freed.payment, days, now);
    world.outbox.push({ type: 'WAITLIST_PLACE_BOOKED', to: freed.promoted });
  }
  if (freed.offered) world.outbox.push({ type: 'WAITLIST_PLACE_OFFERED', to: freed.offered });
}

/** The push messages the world owes since it was last asked (each given once). */
export const sent = (world) => world.outbox.splice(0);

/** The customer's places on upcoming sessions' waitlists, soonest first. */
const customerPlaces = (world, who, days, now) =>
  who?.role === 'CUSTOMER'
    ? waitlistedSessions(world, days, now)
        .map((session) => placeOf(session, waitlistOf(world, session, days, now), who.id, now))
        .filter(Boolean)
    : [];

/** The route of each operation the world answers, by operationId. */
const byOperation = new Map(routes.flatMap((route) => route.operations.map((operationId) => [operationId, route])));

/** The operationIds of the world's routes that none of `contracts` (mocks/contract.mjs) has. */
export const unboundRoutes = (contracts) =>
  [...byOperation.keys()].filter(
    (operationId) => !contracts.some((contract) => contract.operations.some((op) => op.operationId === operationId)),
  );

/** The operations the world answers, and for each write how the world remembers it. */
export const worldOperations = () =>
  [...byOperation].map(([operationId, route]) => ({ operationId, remembers: route.remembers }));

/**
 * What the world does with one request to the contract's operation `operationId` (its path
 * parameters `params` by name): the example it asks Prism for and how it makes Prism's answer its own.
 */
export function plan(world, { operationId, params = {}, method, url, headers, body, files = {}, now = Date.now() }) {
  const route = byOperation.get(operationId);
  if (!route) return undefined;
  const who = person(world, headers, now);
  const context = {
    world,
    operationId,
    // A path may name a person by the identity service's id (an app without the profile read has no other).
    params: Object.values(params).map((value) => byLocalId(world, value)?.id ?? value),
    query: new URL(url, 'http://mock').searchParams,
    body,
    files,
    headers,
    who,
    method,
    now,
    days: worldDays(now),
  };
  if (route.exists && !route.exists(world, context.params, context)) return { context, prefer: 'code=404' };
  if (route.forbidden?.(context)) return { context, prefer: 'code=403' };
  return {
    context,
    prefer: route.prefer?.(context),
    answer: route.answer && ((prism) => route.answer(context, prism)),
  };
}
