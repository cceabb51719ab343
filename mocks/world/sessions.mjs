// @ts-check
// Sessions and bookings: the customers' bookings of the classes' sessions (the timetable's), one-to-ones
// and the trainers' availability they fit in, the trainers' schedules, and the rooms the sessions are held in.
import { londonDate, londonTime, londonWeekday } from '../clock.mjs';
import { lengthOf, positionOf } from '../waitlist.mjs';
import {
  OLIVIA,
  DAY,
  HOUR,
  MINUTE,
  addToLibrary,
  at,
  byId,
  example,
  hourOf,
  inWindow,
  iso,
  libraryOf,
  newId,
  owns,
  pick,
  trainerRef,
  write,
} from './records.mjs';
import { classCard, videoDetail } from './catalogue.mjs';
import { chargeLateCancel, oneToOneFeesBooked, recordJoin, withCame, withFeePolicy } from './attendance.mjs';
import { bookSession } from './bookings.mjs';
import { addCredit, addInvoice, checkoutThrough, dayWords, payInMoney } from './ledger.mjs';
import { creditBack, forSale, packPays, payBooking, priced, promoRefusal, refused, withPackPolicy } from './packs.mjs';
import { classSessions, openStudio, scheduledSessions } from './timetable.mjs';
import { isFull, placeFreed, placesTaken, waitlistOf } from './waitlists.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/** @typedef {import('./records.mjs').Route} Route */
/** @typedef {import('./bookings.mjs').Someone} Someone */

/**
 * The customer's booking of the Open Studio session that is live at `now`.
 * @param {World} world
 * @param {number} now
 */
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

/**
 * Priya's one-to-one with the customer this hour: live at any moment, like Open Studio.
 * @param {World} world
 * @param {number} now
 */
function liveOneToOne(world, now) {
  const offer = world.offers.get('of_1003_60');
  const template = example('OneToOneBookingsCustomer').find(
    (/** @type {Item} */ session) => session.trainer.id === offer?.trainerId,
  );
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

/**
 * @param {string} time
 */
const minutesOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a one-to-one of `offer` may start at `start` in the trainer's availability: in the future,
 * inside one of her weekly windows (in her time zone), on a day that is not blocked.
 * @param {World} world
 * @param {Item} offer
 * @param {number} start
 * @param {number} days
 * @param {number} now
 */
function inAvailability(world, offer, start, days, now) {
  const availability = world.availability.get(offer.trainerId);
  if (!availability || !(start > now)) return false;
  const { weeklySlots, blockedDates, timezone } = at(world, days)(availability);
  const from = minutesOf(londonTime(start, timezone));
  return (
    !blockedDates.includes(londonDate(start, timezone)) &&
    weeklySlots.some(
      (/** @type {Item} */ slot) =>
        slot.dayOfWeek === londonWeekday(start, timezone) &&
        minutesOf(slot.startTime) <= from &&
        from + offer.durationMinutes <= minutesOf(slot.endTime),
    )
  );
}

/**
 * The times `trainerId` is taken, as `listTrainerBusyTimes` gives them: her one-to-ones that are not
 * cancelled or refunded and her classes' sessions in her schedule that are not cancelled, only
 * their start and end, soonest first.
 * @param {World} world
 * @param {string} trainerId
 * @param {number} days
 * @param {number} now
 * @returns {{ startDate: string, endDate: string }[]}
 */
export const busyTimes = (world, trainerId, days, now) =>
  [
    ...oneToOnes(world, days, now).filter(
      ({ trainer, status }) => trainer.id === trainerId && !status.startsWith('CANCELLED') && status !== 'REFUNDED',
    ),
    ...scheduledSessions(world, days, now).filter(
      ({ classId, status }) => world.classes.get(classId)?.trainer.id === trainerId && status !== 'CANCELLED',
    ),
  ]
    .map(({ startDate, endDate }) => ({ startDate, endDate }))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

/**
 * `times` (soonest first) with those that overlap or touch made one, as `{ start, end }`.
 * @param {{ startDate: string, endDate: string }[]} times
 */
export function merged(times) {
  /** @type {{ start: number, end: number }[]} */
  const spans = [];
  for (const { startDate, endDate } of times) {
    const [start, end] = [Date.parse(startDate), Date.parse(endDate)];
    const last = spans.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else spans.push({ start, end });
  }
  return spans.map(({ start, end }) => ({ start: iso(start), end: iso(end) }));
}

/** The longest range `listTrainerBusyTimes` answers. */
const BUSY_RANGE = 31 * DAY;

/**
 * Why a busy-times request's range is refused (the contract's 400), if it is: longer than 31 days,
 * or ending before it starts.
 * @param {URLSearchParams} query
 */
const busyRangeRefusal = (query) => {
  const start = Date.parse(query.get('startDate') ?? '');
  const end = Date.parse(query.get('endDate') ?? '');
  if (!(end > start)) return { field: 'endDate', message: 'must be after startDate' };
  return end - start > BUSY_RANGE
    ? { field: 'endDate', message: 'must be at most 31 days after startDate' }
    : undefined;
};

/**
 * Why a one-to-one of `offer` for `customerId` may not start at `start`, as the contract's 409 names
 * it, if it may not: not in the trainer's availability (SLOT_UNAVAILABLE), across one of her busy
 * times (SLOT_TAKEN), or across another of the customer's bookings that is not cancelled (BOOKING_CLASH).
 * @param {World} world
 * @param {Item} offer
 * @param {string} customerId
 * @param {number} start
 * @param {number} days
 * @param {number} now
 * @returns {'slotUnavailable' | 'slotTaken' | 'bookingClash' | undefined}
 */
function oneToOneMisfit(world, offer, customerId, start, days, now) {
  if (!inAvailability(world, offer, start, days, now)) return 'slotUnavailable';
  const end = start + offer.durationMinutes * MINUTE;
  if (busyTimes(world, offer.trainerId, days, now).some((taken) => overlaps(taken, start, end))) return 'slotTaken';
  return busy(world, customerId, start, end, days, now) ? 'bookingClash' : undefined;
}

/** How each refusal of a one-to-one booking is worded: its example in the contract, its code and message. */
const ONE_TO_ONE_REFUSALS = {
  slotUnavailable: { code: 'SLOT_UNAVAILABLE', message: 'This time is not in the trainer’s availability.' },
  slotTaken: { code: 'SLOT_TAKEN', message: 'This time has just been taken.' },
  bookingClash: { code: 'BOOKING_CLASH', message: 'This time overlaps another of your bookings.' },
  packCreditUnavailable: { code: 'PACK_CREDIT_UNAVAILABLE', message: 'Your pack can’t pay for this one-to-one.' },
  insufficientCredit: { code: 'INSUFFICIENT_CREDIT', message: 'Your account credit is too low for this booking.' },
};

/**
 * Whether a booking or session lies across any of `start`–`end`.
 * @param {Item} booking
 * @param {number} start
 * @param {number} end
 */
const overlaps = (booking, start, end) => Date.parse(booking.startDate) < end && start < Date.parse(booking.endDate);

/**
 * Whether `customerId` has a booking across any of `start`–`end`: a class session booked (but
 * `except`, the session being booked), or a one-to-one, not cancelled.
 * @param {World} world
 * @param {string} customerId
 * @param {number} start
 * @param {number} end
 * @param {number} days
 * @param {number} now
 * @param {string} [except]
 */
function busy(world, customerId, start, end, days, now, except) {
  const classes = [
    ...[...world.bookings.values()].filter(owns(world, customerId)).map(at(world, days)),
    ...(customerId === OLIVIA ? liveBooking(world, now) : []),
  ].filter(({ status, classInstanceId }) => status === 'CONFIRMED' && classInstanceId !== except);
  const sessions = oneToOnes(world, days, now).filter(
    ({ customer, status }) => customer.id === customerId && !status.startsWith('CANCELLED'),
  );
  return [...classes, ...sessions].some((booking) => overlaps(booking, start, end));
}

/**
 * Every one-to-one at `now`: the records' and this hour's.
 * @param {World} world
 * @param {number} days
 * @param {number} now
 * @returns {Item[]}
 */
export const oneToOnes = (world, days, now) => [
  ...[...world.oneToOnes.values()].map(at(world, days)),
  ...liveOneToOne(world, now),
];

/**
 * One-to-one `one` (as it is today) as a class booking is paid, for the policies, refunds and pack
 * credits they share: from account credit, unless the world booked it by card or with a pack credit.
 * @param {World} world
 * @param {Item} one
 * @returns {Item}
 */
const asPaid = (world, one) => ({
  ...one,
  paymentMethod: 'CREDIT',
  ...world.oneToOnesPaid.get(one.id),
  amountPaid: one.price,
  class: { title: one.title },
});

/** Where a refund goes, by how it was paid. @type {Record<string, string>} */
const REFUNDED_TO = { CREDIT: 'ACCOUNT_CREDIT', CARD: 'CARD', PACK_CREDIT: 'NONE' };

/**
 * What cancelling one-to-one `one` (as it is today) at `now` gives its customer back, while it can
 * be cancelled (confirmed, not started): everything until the trainer's late-cancel window, the
 * refund less her fee inside it; with a pack credit, the credit back until the day before.
 * @param {World} world
 * @param {Item} one
 * @param {number} days
 * @param {number} now
 * @returns {Item | undefined}
 */
export function oneToOnePolicy(world, one, days, now) {
  if (one.status !== 'CONFIRMED' || Date.parse(one.startDate) <= now) return undefined;
  const paid = asPaid(world, one);
  const whole = {
    refundTo: REFUNDED_TO[paid.paymentMethod],
    refund: paid.amountPaid,
    fee: { ...paid.amountPaid, amount: 0 },
    fullRefundUntil: paid.startDate,
  };
  return withPackPolicy(world, days, now)(withFeePolicy(world, days, now)({ ...paid, cancellationPolicy: whole }))
    .cancellationPolicy;
}

/** The policy each request to cancel a one-to-one found, by the request (`cancelling`). @type {WeakMap<import('./records.mjs').Context, Item | undefined>} */
const policies = new WeakMap();

/**
 * What cancelling the request's one-to-one gives back (`oneToOnePolicy`), worked out once for the
 * request: its `prefer` refuses without one, its `answer` refunds by it.
 * @param {import('./records.mjs').Context} context
 */
function cancelling(context) {
  if (!policies.has(context)) {
    const {
      world,
      params: [id],
      days,
      now,
    } = context;
    policies.set(context, oneToOnePolicy(world, at(world, days)(world.oneToOnes.get(id)), days, now));
  }
  return policies.get(context);
}

/**
 * A class's next session that has not started and is not cancelled (as its trainer's schedule has it), if it has one.
 * @param {World} world
 * @param {string} id
 * @param {number} days
 * @param {number} now
 * @returns {Item | undefined}
 */
const nextSession = (world, id, days, now) =>
  world.classes.has(id)
    ? [...scheduledSessions(world, days, now), ...classSessions(world, id, days, now)]
        .filter(
          (session) => session.classId === id && Date.parse(session.startDate) > now && session.status !== 'CANCELLED',
        )
        .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))[0]
    : undefined;

/**
 * The session a room opens for: the class's live one, else its next, else its last.
 * @param {World} world
 * @param {string} id
 * @param {number} days
 * @param {number} now
 */
function roomFor(world, id, days, now) {
  const oneToOne = oneToOnes(world, days, now).find((session) => session.id === id);
  if (oneToOne) return { ...pick(oneToOne, ['id', 'title', 'trainer', 'startDate', 'endDate']), kind: 'ONE_TO_ONE' };
  const item = world.classes.get(id);
  const all = classSessions(world, id, days, now).sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  const session = all.find((candidate) => Date.parse(candidate.endDate) > now) ??
    all.at(-1) ?? { startDate: at(world, days)(item).startDate };
  const endDate = session.endDate ?? iso(Date.parse(session.startDate) + item.durationMinutes * MINUTE);
  const recorded = world.classPolicies.get(id)?.recorded ?? false;
  return {
    id,
    kind: 'CLASS',
    title: item.title,
    trainer: item.trainer,
    startDate: session.startDate,
    endDate,
    recorded,
  };
}

/**
 * Why paying for a purchase as its request asks is refused, if it is, by the name of the contract's
 * 409 example for it (the same for a class session, a one-to-one and a recorded class): a pack that
 * cannot pay for `paidFor`, a code refused, or account credit below the price after the code.
 * @param {import('./records.mjs').Context} context
 * @param {Item} item What is bought (the contract's PurchaseItem).
 * @param {Item} paidFor The class or one-to-one offer it is of.
 * @returns {'packCreditUnavailable' | 'codeNotApplicable' | 'insufficientCredit' | undefined}
 */
function paymentRefusal(context, item, paidFor) {
  const { world, who, body, days, now } = context;
  const customerId = who?.id ?? OLIVIA;
  if (body?.paymentMethod === 'PACK_CREDIT')
    return packPays(world, customerId, body.customerPackId, paidFor, days, now) ? undefined : 'packCreditUnavailable';
  if (promoRefusal(context, item)) return 'codeNotApplicable';
  if (body?.paymentMethod !== 'CREDIT') return undefined;
  const price = priced(world, customerId, item, body.promoCode, days, now);
  return (world.credit.get(customerId) ?? 0) < (price?.check.priceAfter.amount ?? paidFor.price?.amount ?? 0)
    ? 'insufficientCredit'
    : undefined;
}

/**
 * A refusal of Prism's for a refused code (the contract's example gives one reason for all), worded
 * by the code's own reason; undefined for another refusal.
 * @param {import('./records.mjs').Context} context
 * @param {Item} item What is bought (the contract's PurchaseItem).
 * @param {Item} body Prism's 409.
 */
const codeRefused = (context, item, body) => {
  const code = promoRefusal(context, item);
  return code && body.code === 'PROMO_CODE_NOT_APPLICABLE' ? refused(body, code, 'promoCode') : undefined;
};

/** The addresses a card payment returns to, which a request paying by card must give. */
const CARD_URLS = ['returnUrl', 'successUrl', 'failureUrl'];

/**
 * The addresses a request paying by card leaves out, as the contract's 400 names them.
 * @param {Item} body The request.
 */
const missingUrls = (body) =>
  body?.paymentMethod === 'CARD'
    ? CARD_URLS.filter((field) => typeof body[field] !== 'string').map((field) => ({
        field,
        message: 'is required when paying by CARD',
      }))
    : [];

/**
 * Why a one-to-one cannot be booked as asked, if it cannot: the contract's 409 example that names it
 * and the world's words for it (a time that does not fit, a pack that cannot pay for it, a code
 * refused, or account credit below the price after the code, as a class booking is refused).
 * @param {import('./records.mjs').Context} context
 * @returns {{ example: string, words: Item } | undefined}
 */
function oneToOneRefusal(context) {
  const { world, who, body, days, now } = context;
  const offer = world.offers.get(body?.offerId);
  if (!offer) return undefined;
  const customerId = who?.id ?? OLIVIA;
  const misfit = oneToOneMisfit(world, offer, customerId, Date.parse(body.startDate), days, now);
  if (misfit) return { example: misfit, words: { ...ONE_TO_ONE_REFUSALS[misfit], details: [] } };
  const item = { type: 'ONE_TO_ONE', id: offer.id };
  const refusal = paymentRefusal(context, item, offer);
  if (refusal !== 'codeNotApplicable')
    return refusal && { example: refusal, words: { ...ONE_TO_ONE_REFUSALS[refusal], details: [] } };
  const code = /** @type {import('./packs.mjs').Refusal} */ (promoRefusal(context, item));
  return { example: refusal, words: refused({}, code, 'promoCode') };
}

/**
 * A cancellation at `now` of booking (or one-to-one) `id`, `trainerId`'s sale: `amount` taken back
 * from her sales on its day (her earlier days' sales stay as they were).
 * @param {World} world @param {string} id @param {string} trainerId @param {number} amount @param {number} now
 */
const unsell = (world, id, trainerId, amount, now) => world.unsold.set(id, { trainerId, at: now, amount });

/**
 * A cancelled booking's refund into the customer's account credit: on her credit, and a line in her
 * credit history naming the session.
 * @param {World} world
 * @param {string} customerId
 * @param {Item} booking as it is today
 * @param {number} amount in minor units
 * @param {number} now
 */
function refundToCredit(world, customerId, booking, amount, now) {
  if (amount <= 0) return;
  addCredit(world, customerId, amount, now);
  const description = `Refund to credit: ${booking.class.title} — ${dayWords(booking.startDate)}`;
  addInvoice(
    world,
    customerId,
    {
      invoiceType: 'CREDIT_REFUND',
      amount: { ...booking.amountPaid, amount },
      description,
      vat: null,
      discount: null,
      session: null,
    },
    now,
  );
}

/**
 * A one-to-one `id` of `offer` paid as its request says: a credit of the pack spent, else the price
 * after a code or the intro price, that discount used; paid from account credit, the price taken off
 * it and a paid invoice in the customer's credit history. What it cost the customer.
 * @param {World} world
 * @param {string} customerId
 * @param {Item} offer
 * @param {string} id
 * @param {Item} input The booking request.
 * @param {number} days
 * @param {number} now
 */
function payOneToOne(world, customerId, offer, id, input, days, now) {
  oneToOneFeesBooked(world, id, offer.trainerId);
  // Paid as a class booking is, a pack credit's history naming the one-to-one.
  /** @type {Item} */
  const paid = { id, amountPaid: offer.price, class: { title: offer.title } };
  const discount = payBooking(world, customerId, paid, input, days, now, { type: 'ONE_TO_ONE', id: offer.id });
  world.oneToOnesPaid.set(
    id,
    input.paymentMethod === 'PACK_CREDIT'
      ? { paymentMethod: 'PACK_CREDIT', customerPackId: paid.customerPackId, bookedAt: iso(now) }
      : { paymentMethod: input.paymentMethod, bookedAt: iso(now) },
  );
  payInMoney(world, customerId, input.paymentMethod, {
    id,
    invoiceType: 'ONE_TO_ONE',
    amount: paid.amountPaid,
    discount,
    title: offer.title,
    trainerId: offer.trainerId,
    startDate: input.startDate,
    now,
  });
  return paid.amountPaid;
}

/** An area's records: the sessions the examples hold, and the bookings and one-to-ones of them. */
export const sessionsAndBookings = () => {
  const bookings = byId(example('Bookings'));
  return {
    bookings,
    /** The bookings the examples' booked counts already count (theirs, and Amara's on Shadowbox): see `asHeld`. */
    bookedBefore: [...bookings.values()],
    schedule: byId([...example('ScheduledToday'), ...example('ScheduledClasses')]),
    /** The sessions a class offers for booking. */
    instances: byId(example('ClassInstances')),
    oneToOnes: byId([...example('OneToOneBookingsCustomer'), ...example('OneToOneBookingsTrainer')]),
    /** How and when each one-to-one booked in the world was paid, by id (the examples' from account credit, on a day they do not say). */
    oneToOnesPaid: /** @type {Map<string, { paymentMethod: string, customerPackId?: string, bookedAt: string }>} */ (
      new Map()
    ),
    /**
     * What each cancellation took back from its trainer's sales, by the booking's or one-to-one's id:
     * whose sale, when, and how much (pence): what was paid, less a fee kept from a one-to-one's
     * refund (a class's late-cancel fee is a charged fee of its own, and sold on its day).
     */
    unsold: /** @type {Map<string, { trainerId: string, at: number, amount: number }>} */ (new Map()),
    /** The class sessions their trainer cancelled, by session id. */
    cancelledSessions: /** @type {Set<string>} */ (new Set()),
    /** The bookings made to be paid by card, by id: their checkout goes through, unless the app releases them first. */
    byCard: /** @type {Set<string>} */ (new Set()),
    /** The people in each video channel, by channel name. */
    viewers: /** @type {Map<string, Set<string>>} */ (new Map()),
    /** Each booking's or purchase's answer, by its customer and Idempotency-Key, with the request it answered (`once`). */
    answered: /** @type {Map<string, { request: string, answer: Item }>} */ (new Map()),
    /** The recorded classes customers bought to watch, by purchase id (a card purchase's checkout goes through). */
    videoPurchases: /** @type {Map<string, Item>} */ (new Map()),
  };
};

/**
 * What a booking or purchase request is remembered by: its customer and Idempotency-Key.
 * @param {import('./records.mjs').Context} context
 */
const bookingKey = ({ who, headers }) => `${who?.id ?? OLIVIA} ${String(headers['idempotency-key'])}`;

/**
 * A request as its Idempotency-Key is compared: the operation, what its path names and its body.
 * @param {import('./records.mjs').Context} context
 */
const requestOf = ({ operationId, params, body }) => JSON.stringify([operationId, params, body]);

/**
 * The booking or purchase a request's Idempotency-Key made before, if it made one, and whether this
 * request is the one it was made for.
 * @param {import('./records.mjs').Context} context
 */
function madeBefore(context) {
  const made = context.world.answered.get(bookingKey(context));
  return made && { answer: made.answer, same: made.request === requestOf(context) };
}

/**
 * A booking (or purchase, `what`) route that honours the Idempotency-Key: the same key with the
 * same request answers the first booking again and books nothing; the same key with another
 * request (another operation, path or body) is refused (409), one key making one booking.
 * @param {Route} route
 * @param {string} [what] What the route makes, as its answers name it.
 * @returns {Route}
 */
const once = ({ prefer, refusal, answer, ...route }, what = 'booking') => ({
  ...route,
  remembers: `${route.remembers}; the same Idempotency-Key and request answer the first ${what} again, with another request it is refused (409)`,
  prefer: (context) => {
    const made = madeBefore(context);
    return made ? (made.same ? 'code=201' : 'code=409') : prefer?.(context);
  },
  refusal: (context, body) =>
    madeBefore(context)
      ? { ...body, code: 'IDEMPOTENCY_KEY_REUSED', message: `This Idempotency-Key was sent with another ${what}.` }
      : (refusal?.(context, body) ?? body),
  answer: (context, body) => {
    const made = madeBefore(context);
    if (made) return made.answer;
    const answered = answer?.(context, body) ?? body;
    context.world.answered.set(bookingKey(context), { request: requestOf(context), answer: answered });
    return answered;
  },
});

/**
 * Whether booking `session` would put `who` in two places at once: another of her bookings (a
 * class's or a one-to-one) lies across it.
 * @param {World} world
 * @param {Someone | undefined} who
 * @param {Item} session
 * @param {number} days
 * @param {number} now
 */
const clashes = (world, who, session, days, now) =>
  busy(world, who?.id ?? OLIVIA, Date.parse(session.startDate), Date.parse(session.endDate), days, now, session.id);

/** @type {Route[]} */
export const routes = [
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
            bookedCount: placesTaken(session, waitlist),
            waitlistCount: lengthOf(waitlist.line),
            waitlistOpen: waitlist.open,
            waitlistPosition: who?.role === 'CUSTOMER' ? positionOf(waitlist.line, who.id) : null,
          };
        }),
  },
  // Dated lists hold the records inside the window asked for.
  {
    operations: ['listCustomerBookings'],
    answer: ({ world, params: [id], query, days, now }) =>
      inWindow(
        [
          ...[...world.bookings.values()]
            .filter(owns(world, id))
            .map(at(world, days))
            .map(withPackPolicy(world, days, now))
            .map(withFeePolicy(world, days, now)),
          ...(id === OLIVIA ? liveBooking(world, now) : []),
        ],
        query,
      ),
  },
  // The customer's own list says what cancelling each one gives back, while it can be cancelled.
  {
    operations: ['listCustomerOneToOnes', 'listTrainerOneToOnes'],
    answer: ({ world, operationId, params: [id], query, days, now }) =>
      inWindow(
        oneToOnes(world, days, now)
          .filter((session) => session[operationId === 'listTrainerOneToOnes' ? 'trainer' : 'customer'].id === id)
          .map(({ cancellationPolicy: _, ...session }) => {
            const policy = operationId === 'listCustomerOneToOnes' && oneToOnePolicy(world, session, days, now);
            return policy ? { ...session, cancellationPolicy: policy } : session;
          }),
        query,
      ),
  },
  // Only when the trainer is taken, never with whom or at what: overlapping or touching times made one.
  {
    operations: ['listTrainerBusyTimes'],
    exists: (world, [id]) => world.trainers.has(id),
    prefer: ({ query }) => (busyRangeRefusal(query) ? 'code=400' : undefined),
    refusal: ({ query }, body) => {
      const refusal = busyRangeRefusal(query);
      return refusal ? { ...body, details: [refusal] } : body;
    },
    answer: ({ world, params: [id], query, days, now }) => merged(inWindow(busyTimes(world, id, days, now), query)),
  },
  {
    operations: ['listTrainerSchedule'],
    answer: ({ world, params: [id], query, days, now }) =>
      inWindow(
        scheduledSessions(world, days, now)
          .filter((session) => world.classes.get(session.classId)?.trainer.id === id)
          .map(withCame(world, days, now)),
        query,
      ),
  },
  // What booking a session involves comes from the class, the session, the customer's credit and their booking of it.
  {
    operations: ['getBookingDetails'],
    exists: (world, _, { query, days, now }) =>
      world.classes.has(query.get('classId') ?? '') &&
      classSessions(world, query.get('classId') ?? '', days, now).some(({ id }) => id === query.get('classInstanceId')),
    answer: ({ world, who, query, days, now }, body) => {
      const item = at(world, days)(world.classes.get(query.get('classId')));
      const session = classSessions(world, item.id, days, now).find(({ id }) => id === query.get('classInstanceId'));
      const customerId = who?.id ?? OLIVIA;
      const booking = [...world.bookings.values()]
        .filter(owns(world, customerId))
        .map(at(world, days))
        .map(withPackPolicy(world, days, now))
        .map(withFeePolicy(world, days, now))
        .find(({ classInstanceId, status }) => classInstanceId === session.id && status === 'CONFIRMED');
      const spotsLeft = session.capacity - placesTaken(session, waitlistOf(world, session, days, now));
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
  once({
    operations: ['bookClass'],
    exists: (world, [id]) => world.classes.has(id),
    remembers:
      'the booking, in the customer’s bookings, and a place less on the session; a pack credit spent, or paid in money with a paid invoice in the credit history: account credit spent, or the card kept on file; a code’s use or the intro price had; a session across another of her bookings is refused (409)',
    prefer: (context) => {
      const {
        world,
        who,
        params: [id],
        body,
        days,
        now,
      } = context;
      const session = classSessions(world, id, days, now).find(
        ({ id: instance }) => instance === body?.classInstanceId,
      );
      if (session && isFull(session, waitlistOf(world, session, days, now))) return 'code=409, example=classFull';
      if (session && clashes(world, who, session, days, now)) return 'code=409, example=classFull';
      const item = { type: 'CLASS_SESSION', id: String(body?.classInstanceId) };
      const refusal = paymentRefusal(context, item, world.classes.get(id));
      if (refusal) return `code=409, example=${refusal}`;
      if (body?.paymentMethod === 'PACK_CREDIT') return 'example=paidWithPackCredit';
      return body?.paymentMethod === 'CARD' ? 'example=checkout' : 'example=paidWithCredit';
    },
    // A clash is worded as one, a refused code by its reason (the contract's 409 examples word the other refusals).
    refusal: (context, body) => {
      const {
        world,
        who,
        params: [id],
        body: input,
        days,
        now,
      } = context;
      if (!world.classes.has(id)) return body;
      const code = codeRefused(context, { type: 'CLASS_SESSION', id: String(input?.classInstanceId) }, body);
      if (code) return code;
      const session = classSessions(world, id, days, now).find(
        ({ id: instance }) => instance === input?.classInstanceId,
      );
      return session &&
        !isFull(session, waitlistOf(world, session, days, now)) &&
        clashes(world, who, session, days, now)
        ? { ...body, code: 'BOOKING_CLASH', message: 'This session overlaps another of your bookings.' }
        : body;
    },
    answer: ({ world, who, params: [id], body: input, days, now }, body) => {
      const session = classSessions(world, id, days, now).find(
        ({ id: instance }) => instance === input?.classInstanceId,
      );
      if (!body.booking || !session) return body;
      const customerId = who?.id ?? OLIVIA;
      // The answer says a card booking waits for the card; the world keeps it paid (the checkout goes through).
      const booking = bookSession(world, who, session, { ...body.booking, status: 'CONFIRMED' }, days, now);
      const discount = payBooking(world, customerId, booking, input, days, now);
      if (input?.paymentMethod === 'CARD') world.byCard.add(booking.id);
      payInMoney(world, customerId, input.paymentMethod, {
        id: booking.id,
        invoiceType: 'CLASS_BOOKING',
        amount: booking.amountPaid,
        discount,
        title: session.title,
        trainerId: world.classes.get(id).trainer.id,
        startDate: session.startDate,
        now,
      });
      return checkoutThrough(input, { ...body, booking: { ...booking, status: body.booking.status } });
    },
  }),
  // A booked one-to-one is in the customer's and the trainer's lists (a card payment goes through),
  // paid like a class: with a pack credit, or at the price after a code.
  once({
    operations: ['bookOneToOne'],
    remembers:
      'the one-to-one, in the customer’s and the trainer’s lists and her busy times (a card payment goes through); a pack credit spent, or a code’s use; paid in money, a paid invoice in the credit history: from account credit the price off the credit, by card the card kept on file; a time outside the trainer’s availability (SLOT_UNAVAILABLE), across her busy times (SLOT_TAKEN) or across another of the customer’s bookings (BOOKING_CLASH), a pack that cannot pay for it, a code refused or too little credit (INSUFFICIENT_CREDIT), is refused (409)',
    prefer: (context) => {
      const refusal = oneToOneRefusal(context);
      if (refusal) return `code=409, example=${refusal.example}`;
      return context.body?.paymentMethod === 'CARD' ? 'example=checkout' : 'example=paidWithCredit';
    },
    refusal: (context, body) => {
      const refusal = oneToOneRefusal(context);
      return refusal ? { ...body, ...refusal.words } : body;
    },
    answer: ({ world, who, body: input, days, now }, body) => {
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
        price: payOneToOne(world, customer.id, offer, id, input, days, now),
        channelName: `oo-${id.slice(3)}`,
      };
      world.oneToOnes.set(id, write(world, { ...booking, status: 'CONFIRMED' }));
      if (input?.paymentMethod === 'CARD') world.byCard.add(id);
      return checkoutThrough(input, { ...body, booking });
    },
  }),
  // A recorded class bought to watch, once: paid as a class session is, then first in the customer's
  // library. A card payment goes through at once (the answer says it waits for the card).
  once(
    {
      operations: ['buyRecordedClass'],
      exists: (world, [id]) => forSale(world, id) !== undefined,
      remembers:
        'the purchase, and the video first in the customer’s library (`getVideo` answers it bought, with its playback address; a card payment goes through); counted in the class’s purchases; a pack credit spent, or paid in money with a paid invoice in the credit history: account credit spent, or the card kept on file; a code’s use or the intro price had; a video in the library already (ALREADY_PURCHASED), a pack that cannot pay for it, a code refused or too little credit (INSUFFICIENT_CREDIT) is refused (409), a card payment without its addresses (400)',
      prefer: (context) => {
        const {
          world,
          who,
          params: [id],
          body,
        } = context;
        if (missingUrls(body).length > 0) return 'code=400';
        if (libraryOf(world, who?.id).has(id)) return 'code=409, example=alreadyPurchased';
        const refusal = paymentRefusal(context, { type: 'RECORDED_CLASS', id }, world.classes.get(id));
        if (refusal) return `code=409, example=${refusal}`;
        return body?.paymentMethod === 'CARD' ? 'example=checkout' : 'example=paidWithCredit';
      },
      // A card payment's missing addresses are named, a refused code worded by its reason.
      refusal: (context, body) => {
        const missing = missingUrls(context.body);
        if (missing.length > 0) return { ...body, details: missing };
        return codeRefused(context, { type: 'RECORDED_CLASS', id: context.params[0] }, body) ?? body;
      },
      answer: ({ world, who, params: [id], body: input, days, now }, body) => {
        const customerId = who?.id ?? OLIVIA;
        const item = world.classes.get(id);
        const purchaseId = newId(world, world.videoPurchases, `vp_${id.slice(3)}_${customerId.slice(3)}`);
        /** @type {Item} */
        const paid = { id: purchaseId, amountPaid: item.price, class: { title: item.title } };
        const discount = payBooking(world, customerId, paid, input, days, now, { type: 'RECORDED_CLASS', id });
        payInMoney(world, customerId, input.paymentMethod, {
          id: purchaseId,
          invoiceType: 'CLASS_BOOKING',
          amount: paid.amountPaid,
          discount,
          title: item.title,
          trainerId: item.trainer.id,
          startDate: null,
          now,
        });
        const purchase = write(
          world,
          {
            ...body.purchase,
            id: purchaseId,
            status: 'PAID',
            customerId,
            classId: id,
            amountPaid: paid.amountPaid,
            paymentMethod: input.paymentMethod,
            customerPackId: paid.customerPackId ?? null,
            discount,
            purchasedAt: iso(now),
          },
          customerId,
        );
        world.videoPurchases.set(purchaseId, purchase);
        // The video as the customer sees it before the card payment goes through, and once paid.
        const watch = () => videoDetail(world, id, example('VideoDetail'), days, customerId);
        const unpaid = watch();
        // In the library as the library lists it: its card, moving with the calendar as its class does.
        const card = classCard(world, item, days, now);
        addToLibrary(world, customerId, world.written.has(item) ? write(world, card) : card);
        const byCard = input.paymentMethod === 'CARD';
        return checkoutThrough(
          input,
          {
            purchase: byCard ? { ...purchase, status: 'PENDING_PAYMENT' } : purchase,
            video: byCard ? unpaid : watch(),
            checkoutUrl: byCard ? body.checkoutUrl : null,
          },
          `cs_test_${purchaseId}`,
        );
      },
    },
    'purchase',
  ),
  {
    operations: ['cancelClassByCustomer'],
    remembers:
      'the booking cancelled by the customer, what it was paid taken back from the trainer’s sales on the day of the cancellation; a full session’s place goes to its waitlist; a pack credit back in its pack within the policy, else forfeited; inside the late-cancel window its fee charged (in their fees and invoices) and the refund less it; a refund of a booking paid from account credit back on the credit, with its line in the credit history',
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
      const packCreditReturned = creditBack(world, customer, booking, { days, now });
      const fee = chargeLateCancel(world, customer, booking, days, now);
      unsell(world, booking.id, booking.class.trainer.id, booking.amountPaid.amount, now);
      const refund = booking.amountPaid.amount - (fee?.amount ?? 0);
      // Paid from credit, the refund goes back to it; paid by card, to the card.
      if (booking.paymentMethod === 'CREDIT') refundToCredit(world, customer, booking, refund, now);
      return {
        ...body,
        classId: booking.classId,
        refund: { ...booking.amountPaid, amount: refund },
        refundedTo: booking.paymentMethod === 'CARD' ? 'CARD' : 'ACCOUNT_CREDIT',
        cancelledAt: iso(now),
        ...(fee && { fee }),
        ...(packCreditReturned !== undefined && { refundedTo: 'NONE', packCreditReturned }),
      };
    },
  },
  // A card booking the app would not send to its checkout: forgotten, and its class place freed.
  {
    operations: ['releaseUnpaidBooking'],
    remembers:
      'the booking forgotten (it was never paid) with its invoice, its class place free again, and its Idempotency-Key free for a new booking',
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
      world.invoices.delete(`inv_${id}`);
      world.bookings.delete(id);
      world.oneToOnes.delete(id);
      for (const [key, { answer }] of world.answered) if (answer.booking?.id === id) world.answered.delete(key);
      const session =
        booking &&
        classSessions(world, booking.classId, days, now).find(
          ({ id: instance }) => instance === booking.classInstanceId,
        );
      if (session) placeFreed(world, session, days, now);
      return { id, status: 'CANCELLED_BY_CUSTOMER', releasedAt: iso(now) };
    },
  },
  // A one-to-one cancelled by its customer, under its policy, or by its trainer: its time free again.
  {
    operations: ['cancelOneToOne'],
    remembers:
      'the one-to-one cancelled in the customer’s and the trainer’s lists, its time no longer busy, and what it gave back taken from the trainer’s sales on that day; by the customer, inside the trainer’s late-cancel window her fee kept and the rest back where it was paid from (account credit, with its line in the credit history, or the card), a pack credit back within the policy, else forfeited; by the trainer, all of it back on the account credit and a pack credit back; once started or cancelled, refused (409)',
    exists: (world, [id]) => world.oneToOnes.has(id),
    forbidden: ({ world, who, params: [id] }) => {
      const { customer, trainer } = world.oneToOnes.get(id);
      return ![customer.id, trainer.id].includes(who?.id ?? OLIVIA);
    },
    prefer: (context) => (cancelling(context) ? undefined : 'code=409, example=notCancellable'),
    answer: (context) => {
      const {
        world,
        who,
        params: [id],
        days,
        now,
      } = context;
      const { cancellationPolicy: _, ...one } = at(world, days)(world.oneToOnes.get(id));
      const policy = /** @type {Item} */ (cancelling(context));
      const byTrainer = who?.id === one.trainer.id;
      const status = byTrainer ? 'CANCELLED_BY_TRAINER' : 'CANCELLED_BY_CUSTOMER';
      world.oneToOnes.set(id, write(world, { ...one, status }));
      const paid = asPaid(world, one);
      const packCreditReturned = creditBack(world, one.customer.id, paid, { byTrainer, days, now });
      const fee = byTrainer ? 0 : policy.fee.amount;
      const refund = { ...paid.amountPaid, amount: paid.amountPaid.amount - fee };
      const refundedTo = byTrainer && packCreditReturned === undefined ? 'ACCOUNT_CREDIT' : policy.refundTo;
      unsell(world, id, one.trainer.id, refund.amount, now);
      if (refundedTo === 'ACCOUNT_CREDIT') refundToCredit(world, one.customer.id, paid, refund.amount, now);
      return {
        id,
        status,
        refund,
        refundedTo,
        ...(packCreditReturned !== undefined && { packCreditReturned }),
        ...(fee > 0 && { fee: { ...refund, amount: fee } }),
        cancelledAt: iso(now),
      };
    },
  },
  // The trainer cancels a class's next session: it is cancelled in every list, and so is every booking of it.
  {
    operations: ['cancelClassByTrainer'],
    exists: (world, _, { query }) => world.classes.has(query.get('classId') ?? ''),
    forbidden: ({ world, query, who }) => world.classes.get(query.get('classId') ?? '')?.trainer.id !== who?.id,
    remembers:
      'the session cancelled in the trainer’s schedule and the class’s sessions, and its bookings cancelled by the trainer, what they were paid taken back from her sales on that day (a pack credit always back in its pack, money paid back to the customer’s account credit with its line in the credit history)',
    prefer: ({ world, query, days, now }) =>
      nextSession(world, query.get('classId') ?? '', days, now) ? undefined : 'code=409',
    answer: ({ world, query, days, now }, body) => {
      const session = nextSession(world, query.get('classId') ?? '', days, now);
      world.cancelledSessions.add(session.id);
      const booked = [...world.bookings.values()].filter(
        (booking) => booking.classInstanceId === session.id && at(world, days)(booking).status === 'CONFIRMED',
      );
      for (const booking of booked) {
        const customer = world.owners.get(booking) ?? OLIVIA;
        const cancelled = write(world, { ...at(world, days)(booking), status: 'CANCELLED_BY_TRAINER' }, customer);
        world.bookings.set(booking.id, cancelled);
        unsell(world, booking.id, cancelled.class.trainer.id, cancelled.amountPaid.amount, now);
        // A pack credit goes back to its pack; money paid, by credit or card, to the account credit.
        if (creditBack(world, customer, cancelled, { byTrainer: true, days, now }) === undefined)
          refundToCredit(world, customer, cancelled, cancelled.amountPaid.amount, now);
      }
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
      viewers: world.viewers.get(query.get('channelName') ?? '')?.size ?? 0,
    }),
  },
  {
    operations: ['reportViewer'],
    remembers:
      'the viewer in the channel’s count (each person once), and their first join of the live session for its attendance',
    answer: ({ world, who, query, days, now }) => {
      const channel = query.get('channelName') ?? '';
      recordJoin(world, who?.id ?? OLIVIA, channel, days, now);
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
];
