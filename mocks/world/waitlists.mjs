// @ts-check
// Waitlists: Shadowbox Conditioning booked out with a line on every session, joining, leaving,
// capping and closing a line, places offered and claimed, and a freed place going down the line.
import { later, sessionId } from '../clock.mjs';
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
} from '../waitlist.mjs';
import { AMARA, OLIVIA, MINUTE, example, iso, pick, write } from './records.mjs';
import { bookSession } from './bookings.mjs';
import { payInMoney } from './ledger.mjs';
import { classSessions, sessionById } from './timetable.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/** @typedef {import('./records.mjs').Route} Route @typedef {import('./bookings.mjs').Someone} Someone */
/** @typedef {import('../waitlist.mjs').WaitlistEntry} WaitlistEntry @typedef {import('../waitlist.mjs').Line} Line */
/**
 * @typedef {{ line: WaitlistEntry[], open: boolean, cap: number | null }} Waitlist
 *   A session's line, whether it is open, and its cap.
 */

/** Shadowbox Conditioning is booked out every week: its sessions have waitlists. */
const FULL_CLASS = 'cl_2011';
/** The others waiting on Shadowbox's sessions. */
const WAITING = ['cu_3101', 'cu_3102', 'cu_3103'];
const QUARTER = 15 * MINUTE;
/**
 * A class's cancellation deadline, which ends automatic booking from its waitlist: a day before the start.
 * @param {Item} session
 */
const cutoffOf = (session) => later(Date.parse(session.startDate), { days: -1 });
/**
 * @param {string} customerId
 * @param {Partial<WaitlistEntry>} [fields]
 * @returns {WaitlistEntry}
 */
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
 * @param {Item} session
 * @param {number} index
 * @param {number} now
 * @returns {WaitlistEntry[]}
 */
function seededLine(session, index, now) {
  if (session.classId !== FULL_CLASS) return [];
  const others = WAITING.map((id) => waiter(id));
  if (index === 1) return /** @type {WaitlistEntry[]} */ ([others[0], waiter(OLIVIA), others[1]]);
  const offeredAt = Math.floor(now / QUARTER) * QUARTER;
  if (index === 2)
    return [waiter(OLIVIA, { status: 'OFFERED', holdUntil: offeredAt + HOLD_MINUTES * MINUTE }), ...others];
  if (index === 3) return [waiter(OLIVIA, { status: 'PROMOTED', payment: 'CREDIT' }), ...others.slice(0, 2)];
  return others;
}

/**
 * How a customer pays for a place of `session` from its waitlist: from account credit that covers
 * its price, else by the card on file, else not at all.
 * @param {World} world
 * @param {Item} session
 * @returns {import('../waitlist.mjs').Pay}
 */
const payOf = (world, session) => (customerId) =>
  paymentFrom({
    credit: (world.credit.get(customerId) ?? 0) >= world.classes.get(session.classId).price.amount,
    card: world.cardsOnFile.has(customerId),
  });

/**
 * The places of a session that are taken: booked, or held for the customer offered one (the booked
 * count is the bookings', see `asHeld` in timetable.mjs).
 * @param {Item} session
 * @param {{ line: Line }} waitlist
 */
export const placesTaken = (session, waitlist) =>
  Math.min(session.capacity, session.bookedCount + waitlist.line.filter(({ status }) => status === 'OFFERED').length);
/**
 * The places of a session that are taken (`placesTaken`), its waitlist read only when it can hold an
 * offer (Shadowbox's seeded lines, or a line the world has written): a list of many classes reads no
 * line it does not need.
 * @param {World} world
 * @param {Item} session
 * @param {number} days
 * @param {number} now
 */
export const takenPlaces = (world, session, days, now) =>
  session.classId === FULL_CLASS || world.waitlists.has(session.id)
    ? placesTaken(session, waitlistOf(world, session, days, now))
    : Math.min(session.capacity, session.bookedCount);
/**
 * Whether a session has no place left.
 * @param {Item} session
 * @param {{ line: Line }} waitlist
 */
export const isFull = (session, waitlist) => placesTaken(session, waitlist) >= session.capacity;

/**
 * A session's waitlist at `now`: as written, else as seeded, with the offers that ran out passed on.
 * The first time the world sees an offer run out it writes the line down as it now is, books whoever
 * the place went to (before the cut-off) and owes them a push message, as a cancellation does: the
 * place booked (`WAITLIST_PLACE_BOOKED`), or offered (`WAITLIST_PLACE_OFFERED`) to whoever holds
 * the offer now.
 * @param {World} world
 * @param {Item} session
 * @param {number} days
 * @param {number} now
 * @returns {Waitlist}
 */
export function waitlistOf(world, session, days, now) {
  const index = classSessions(world, session.classId, days, now)
    .filter(({ endDate }) => Date.parse(endDate) > now)
    .findIndex(({ id }) => id === session.id);
  const waitlist = world.waitlists.get(session.id) ?? {
    line: seededLine(session, index, now),
    open: true,
    cap: null,
  };
  const passed = expireOffers({ line: waitlist.line, cutoff: cutoffOf(session), now, pay: payOf(world, session) });
  if (!passed.expired.length) return waitlist;
  const written = write(world, { ...waitlist, line: passed.line });
  world.waitlists.set(session.id, written);
  const entryOf = (/** @type {string} */ customerId) => passed.line.find((entry) => entry.customerId === customerId);
  for (const customerId of passed.promoted) {
    promote(world, customerId, session, entryOf(customerId)?.payment, days, now);
    world.outbox.push({ type: 'WAITLIST_PLACE_BOOKED', to: customerId });
  }
  // An offer passed on that ran out in turn is no longer anyone's to claim.
  for (const customerId of passed.offered.filter((id) => entryOf(id)?.status === 'OFFERED'))
    world.outbox.push({ type: 'WAITLIST_PLACE_OFFERED', to: customerId });
  return written;
}

/**
 * `customerId`'s place on a session's waitlist as the contract gives it, or null.
 * @param {Item} session
 * @param {{ line: Line }} waitlist
 * @param {string | undefined} customerId
 * @param {number} now
 */
function placeOf(session, waitlist, customerId, now) {
  const entry = waitlist.line.find((candidate) => candidate.customerId === customerId);
  if (!entry) return null;
  return {
    id: `wl_${session.id.slice(3)}`,
    ...pick(session, ['classId', 'title', 'startDate', 'endDate']),
    classInstanceId: session.id,
    status: entry.status,
    position: positionOf(waitlist.line, entry.customerId),
    promotion: promotionKind(cutoffOf(session), now),
    cutoff: iso(cutoffOf(session)),
    holdUntil: entry.holdUntil === null ? null : iso(entry.holdUntil),
    bookingId: entry.status === 'PROMOTED' ? `bk_${session.id.slice(3)}` : null,
    promoteOvernight: entry.promoteOvernight,
  };
}

/**
 * A session's waitlist as the contract gives it, with the customer's own place.
 * @param {Item} session
 * @param {Waitlist} waitlist
 * @param {Someone | undefined} who
 * @param {number} now
 */
const waitlistSummary = (session, waitlist, who, now) => ({
  classInstanceId: session.id,
  open: waitlist.open,
  length: lengthOf(waitlist.line),
  cap: waitlist.cap,
  cutoff: iso(cutoffOf(session)),
  holdMinutes: HOLD_MINUTES,
  place: who?.role === 'CUSTOMER' ? placeOf(session, waitlist, who.id, now) : null,
});

/**
 * The upcoming sessions with a waitlist: Shadowbox's and those written to.
 * @param {World} world
 * @param {number} days
 * @param {number} now
 * @returns {Item[]}
 */
const waitlistedSessions = (world, days, now) =>
  [...new Set([...classSessions(world, FULL_CLASS, days, now).map(({ id }) => id), ...world.waitlists.keys()])]
    .map((id) => sessionById(world, id, days, now))
    .filter((session) => session && Date.parse(session.endDate) > now)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

/**
 * `who` joining a session's waitlist (nothing written): the line they would make, or why not.
 * @param {World} world
 * @param {Someone | undefined} who
 * @param {string} id
 * @param {Item | undefined} input
 * @param {number} days
 * @param {number} now
 */
function joinWaitlist(world, who, id, input, days, now) {
  const session = sessionById(world, id, days, now);
  const waitlist = waitlistOf(world, session, days, now);
  const customer = world.customers.get(who?.id ?? '');
  const entry = {
    customerId: who?.id ?? OLIVIA,
    timeZone: customer?.timeZone ?? 'Europe/London',
    promoteOvernight: input?.promoteOvernight === true,
  };
  return { waitlist, ...join(waitlist.line, entry, { ...waitlist, full: isFull(session, waitlist) }) };
}

/**
 * `who` claiming their offered place on a session (nothing written): the line it makes, or why not.
 * @param {World} world
 * @param {Someone | undefined} who
 * @param {string} id
 * @param {number} days
 * @param {number} now
 */
function claimPlace(world, who, id, days, now) {
  const session = sessionById(world, id, days, now);
  const waitlist = waitlistOf(world, session, days, now);
  return { waitlist, ...claim(waitlist.line, who?.id ?? OLIVIA, now, payOf(world, session)) };
}

/**
 * `customerId` promoted to `session` from its waitlist (the line already says so): booked, paying
 * with `payment`, and out of their other waitlists for the same hour. Answers their place.
 * @param {World} world
 * @param {string} customerId
 * @param {Item} session
 * @param {import('../waitlist.mjs').Payment | undefined} payment
 * @param {number} days
 * @param {number} now
 */
function promote(world, customerId, session, payment, days, now) {
  const who = { role: 'CUSTOMER', id: customerId };
  const template = example('BookingWithCredit').booking;
  const booking = bookSession(world, who, session, { ...template, paymentMethod: payment }, days, now);
  payInMoney(world, customerId, payment, {
    id: booking.id,
    invoiceType: 'CLASS_BOOKING',
    amount: booking.amountPaid,
    discount: null,
    title: session.title,
    trainerId: world.classes.get(session.classId).trainer.id,
    startDate: session.startDate,
    now,
  });
  const promoted = placeOf(session, waitlistOf(world, session, days, now), customerId, now);
  for (const place of sameHourPlaces(customerPlaces(world, who, days, now), promoted)) {
    const other = sessionById(world, place.classInstanceId, days, now);
    const waitlist = waitlistOf(world, other, days, now);
    world.waitlists.set(other.id, write(world, { ...waitlist, line: leave(waitlist.line, customerId) }));
  }
  return promoted;
}

/**
 * A booking of `session` was cancelled (`session` as it is since): if the session was full, the
 * place goes to its waitlist by the rules (booked and paid before the cut-off, offered after it,
 * nobody woken in their quiet hours), or stays free for anyone to book.
 * @param {World} world
 * @param {Item} session
 * @param {number} days
 * @param {number} now
 */
export function placeFreed(world, session, days, now) {
  const waitlist = waitlistOf(world, session, days, now);
  if (!isFull({ ...session, bookedCount: session.bookedCount + 1 }, waitlist)) return;
  const freed = freePlace({ line: waitlist.line, cutoff: cutoffOf(session), now, pay: payOf(world, session) });
  world.waitlists.set(session.id, write(world, { ...waitlist, line: freed.line }));
  if (freed.promoted) {
    promote(world, freed.promoted, session, freed.payment, days, now);
    world.outbox.push({ type: 'WAITLIST_PLACE_BOOKED', to: freed.promoted });
  }
  if (freed.offered) world.outbox.push({ type: 'WAITLIST_PLACE_OFFERED', to: freed.offered });
}

/**
 * The customer's places on upcoming sessions' waitlists, soonest first.
 * @param {World} world
 * @param {Someone | undefined} who
 * @param {number} days
 * @param {number} now
 */
const customerPlaces = (world, who, days, now) =>
  who?.role === 'CUSTOMER'
    ? waitlistedSessions(world, days, now)
        .map((session) => placeOf(session, waitlistOf(world, session, days, now), who.id, now))
        .filter(Boolean)
    : [];

/** An area's records: the lines users wrote to, and how each customer can pay for a place. */
export const waitlists = () => ({
  /**
   * The waitlists users wrote to, by session id: `{ line, open, cap }` (the others are as seeded).
   */
  waitlists: new Map(),
  /**
   * The customers with a card on file, which pays for a place from a waitlist when their account
   * credit does not cover it: Olivia, and the third of the others waiting on Shadowbox (the first
   * has neither, the second credit). A newcomer has none until they pay by card.
   */
  cardsOnFile: new Set([OLIVIA, 'cu_3103']),
});

/**
 * Shadowbox Conditioning is booked out: all twelve places taken, a waitlist on every session.
 * @param {World} world
 */
export function bookOut(world) {
  const full = world.classes.get(FULL_CLASS);
  if (!full) return;
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
  world.bookedBefore.push(booking);
  world.owners.set(booking, AMARA);
}

/** @type {Route[]} */
export const routes = [
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
      return promote(world, who?.id ?? OLIVIA, session, claimed.payment, days, now);
    },
  },
];
