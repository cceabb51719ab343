// @ts-check
// Attendance: who joined each class session's room and when (the room's join, and a failed join it
// reported), the roster a trainer reads after a session with each booked customer's mark, the
// trainer's corrections, and the no-show fees with their grace, waivers, disputes and charges; the
// late-cancel fees charged when a customer cancels inside the window, each charged fee's invoice;
// the trainers' default fees and each class's own policy.
import {
  DAY,
  HOUR,
  MINUTE,
  OLIVIA,
  PRIYA,
  at,
  example,
  iso,
  newId,
  notTrainer,
  pick,
  trainerRef,
  write,
} from './records.mjs';
import { classSessions } from './timetable.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/** @typedef {import('./records.mjs').Route} Route @typedef {import('./records.mjs').Context} Context */

/** A join counts for a session from this long before its start. */
const EARLY = 15 * MINUTE;
/** A join after the first 10 minutes is late. */
const LATE_AFTER = 10 * MINUTE;
/** Marks can be corrected for 48 hours after the session's end. */
const CORRECTABLE = 48 * HOUR;
/** A no-show fee can be waived or disputed for 24 hours after the session's end (or the correction that made it). */
const GRACE = DAY;

/** An area's records. */
export const attendance = () => ({
  /** Each session's joins by customer id (`{ joinedAt, failedAt }`, the first of each), by session id. */
  joins: /** @type {Map<string, Map<string, { joinedAt?: number, failedAt?: number }>>} */ (new Map()),
  /** The trainers' corrections (`{ mark, from, by, at }`), by `<session id>/<customer id>`. */
  corrections: /** @type {Map<string, Item>} */ (new Map()),
  /** What became of a no-show fee (`{ status, dispute }`), by `<session id>/<customer id>`. */
  feeDecisions: /** @type {Map<string, Item>} */ (new Map()),
  /** Each trainer's default fees, by trainer id (Priya's are the example's). */
  feePolicies: new Map([[PRIYA, /** @type {Item} */ (example('FeePolicy'))]]),
  /** Each class's own policy as saved (`ClassPolicyInput`), by class id. */
  classPolicies: /** @type {Map<string, Item>} */ (new Map()),
  /** The fees a booking was made under (a policy change applies to bookings made after it), by booking id. */
  bookingFees: /** @type {Map<string, Item>} */ (new Map()),
  /** The late-cancel fees charged (`Fee`), by customer id. */
  lateFees: /** @type {Map<string, Item[]>} */ (new Map()),
  /** The SESSION_FEE invoice of each charged fee, by fee id. */
  feeInvoices: /** @type {Map<string, string>} */ (new Map()),
});

/**
 * The session of the class whose room `channel` is (`class-<class id>`) that a join at `now` counts for.
 * @param {World} world
 * @param {string} channel
 * @param {number} days
 * @param {number} now
 */
const sessionJoined = (world, channel, days, now) => {
  const classId = channel.replace(/^class-/, '');
  if (!world.classes.has(classId)) return undefined;
  return classSessions(world, classId, days, now).find(
    ({ startDate, endDate }) => Date.parse(startDate) - EARLY <= now && now < Date.parse(endDate),
  );
};

/**
 * Records `who` joining (or failing to join, `failed`) the room of `channel` at `now`: the first of each counts.
 * @param {World} world
 * @param {string} customerId
 * @param {string} channel
 * @param {number} days
 * @param {number} now
 * @param {boolean} [failed]
 */
export function recordJoin(world, customerId, channel, days, now, failed = false) {
  const session = sessionJoined(world, channel, days, now);
  if (!session) return;
  const joins = world.joins.get(session.id) ?? new Map();
  const own = joins.get(customerId) ?? {};
  joins.set(customerId, failed ? { failedAt: now, ...own } : { joinedAt: now, ...own });
  world.joins.set(session.id, joins);
}

/**
 * A class's policy: its own, else its trainer's default fees.
 * @param {World} world
 * @param {string} classId
 * @param {number} days
 */
function classPolicy(world, classId, days) {
  const item = at(world, days)(world.classes.get(classId));
  const own = world.classPolicies.get(classId);
  const usesDefault = own?.usesDefault ?? true;
  return {
    classId,
    usesDefault,
    fees: (usesDefault ? undefined : own?.fees) ?? defaultFees(world, item.trainer.id),
    price: item.price ?? { amount: 0, currency: 'GBP' },
    recorded: own?.recorded ?? false,
    replaysForSale: own?.replaysForSale ?? false,
  };
}

/**
 * A trainer's default fees, or none if she set none.
 * @param {World} world
 * @param {string} trainerId
 */
const defaultFees = (world, trainerId) =>
  world.feePolicies.get(trainerId) ?? { lateCancelWindowHours: 0, lateCancelFee: null, noShowFee: null };

/**
 * The fees a booking was made under: its class's policy, or for a one-to-one its trainer's default
 * fees, when it was booked (else as they are now).
 * @param {World} world
 * @param {Item} booking
 * @param {number} days
 */
const feesOfBooking = (world, booking, days) =>
  world.bookingFees.get(booking.id) ??
  (booking.classId ? classPolicy(world, booking.classId, days).fees : defaultFees(world, booking.trainer.id));

/**
 * Keeps the fees one-to-one `id` with `trainerId` is booked under (her default fees), for its cancellation.
 * @param {World} world
 * @param {string} id
 * @param {string} trainerId
 */
export const oneToOneFeesBooked = (world, id, trainerId) => world.bookingFees.set(id, defaultFees(world, trainerId));

/**
 * Keeps the fees `booking` is made under, for its cancellation.
 * @param {World} world
 * @param {Item} booking
 * @param {number} days
 */
export const feesBooked = (world, booking, days) =>
  world.bookingFees.set(booking.id, classPolicy(world, booking.classId, days).fees);

/**
 * The late-cancel window's start of `booking` and the fee cancelling it at `now` costs (never above
 * what was paid; nothing before the window), or undefined when its class has no late-cancel fee.
 * @param {World} world
 * @param {Item} booking
 * @param {number} days
 * @param {number} now
 */
function lateCancel(world, booking, days, now) {
  const { lateCancelWindowHours: hours, lateCancelFee } = feesOfBooking(world, booking, days);
  const paid = booking.amountPaid?.amount ?? 0;
  if (!hours || !lateCancelFee?.amount || !paid) return undefined;
  const windowStart = Date.parse(booking.startDate) - hours * HOUR;
  return { windowStart, amount: now < windowStart ? 0 : Math.min(lateCancelFee.amount, paid) };
}

/** Where a cancelled booking's refund goes, by how it was paid. @type {Record<string, string>} */
const REFUND_TO = { CREDIT: 'ACCOUNT_CREDIT', CARD: 'CARD' };

/**
 * A booking (not paid with a pack credit) with its cancellation policy stated from its late-cancel
 * fee, while it can still be cancelled: the fee inside the window, the refund less it, and the
 * window's start as `fullRefundUntil`. A class without a late-cancel fee keeps the policy it has.
 * @param {World} world @param {number} days @param {number} now
 */
export const withFeePolicy = (world, days, now) => /** @param {Item} booking */ (booking) => {
  const late = lateCancel(world, booking, days, now);
  if (!late || booking.paymentMethod === 'PACK_CREDIT' || booking.status !== 'CONFIRMED') return booking;
  if (Date.parse(booking.startDate) <= now) return booking;
  const { currency } = booking.amountPaid;
  return {
    ...booking,
    cancellationPolicy: {
      refundTo: REFUND_TO[booking.paymentMethod] ?? 'NONE',
      ...booking.cancellationPolicy,
      refund: { amount: booking.amountPaid.amount - late.amount, currency },
      fee: { amount: late.amount, currency },
      fullRefundUntil: iso(late.windowStart),
    },
  };
};

/**
 * The trainer of class `classId`, as a fee names them.
 * @param {World} world
 * @param {string} classId
 */
const feeTrainer = (world, classId) =>
  pick(world.classes.get(classId)?.trainer ?? {}, ['id', 'firstName', 'lastName', 'avatarUrl']);

/**
 * Charges `customerId` the late-cancel fee of cancelling `booking` at `now`, if inside its window:
 * a CHARGED fee in their fees and its invoice. The fee charged, if any.
 * @param {World} world
 * @param {string} customerId
 * @param {Item} booking
 * @param {number} days
 * @param {number} now
 */
export function chargeLateCancel(world, customerId, booking, days, now) {
  const late = lateCancel(world, booking, days, now);
  if (!late?.amount || booking.paymentMethod === 'PACK_CREDIT') return undefined;
  const fee = {
    id: `fe_${booking.id.slice(3)}_late`,
    kind: 'LATE_CANCEL',
    status: 'CHARGED',
    amount: { amount: late.amount, currency: booking.amountPaid.currency },
    session: {
      ...pick(booking, ['classId', 'startDate', 'endDate']),
      instanceId: booking.classInstanceId,
      title: booking.class.title,
    },
    trainer: feeTrainer(world, booking.classId),
    graceEndsAt: null,
    dispute: null,
    invoiceId: null,
  };
  fee.invoiceId = feeInvoice(world, customerId, fee, now);
  world.lateFees.set(customerId, [...(world.lateFees.get(customerId) ?? []), fee]);
  return fee.amount;
}

/**
 * The paid SESSION_FEE invoice of a charged fee, naming its session: made once, the first time
 * the fee is charged.
 * @param {World} world
 * @param {string} customerId
 * @param {Item} fee
 * @param {number} chargedAt
 */
function feeInvoice(world, customerId, fee, chargedAt) {
  const known = world.feeInvoices.get(fee.id);
  if (known) return known;
  const template = example('FeeInvoice');
  const trainer = world.classes.get(fee.session.classId)?.trainer;
  const what = fee.kind === 'LATE_CANCEL' ? 'Late cancellation' : 'No-show';
  const invoice = write(
    world,
    {
      ...template,
      id: newId(world, world.invoices, template.id),
      number: `KIN-${new Date(chargedAt).getUTCFullYear()}-${String(world.next++).padStart(5, '0')}`,
      amount: fee.amount,
      description: `${what} — ${fee.session.title}${trainer ? ` with ${trainer.firstName} ${trainer.lastName}` : ''}`,
      issuedAt: iso(chargedAt),
      paidAt: iso(chargedAt),
      session: fee.session,
    },
    customerId,
  );
  world.invoices.set(invoice.id, invoice);
  world.feeInvoices.set(fee.id, invoice.id);
  return invoice.id;
}

/**
 * The session `instanceId` of class `classId`, if the world holds it: a class's session, one in
 * its trainer's schedule, or one a booking holds (a past hour of Open Studio).
 * @param {World} world
 * @param {string} classId
 * @param {string} instanceId
 * @param {number} days
 * @param {number} now
 * @returns {Item | undefined}
 */
export const sessionOf = (world, classId, instanceId, days, now) =>
  world.classes.has(classId)
    ? [...classSessions(world, classId, days, now), ...heldSessions(world, days)].find(
        (session) => session.id === instanceId && session.classId === classId,
      )
    : undefined;

/**
 * The sessions in the trainers' schedule and those a booking holds (one a session).
 * @param {World} world
 * @param {number} days
 * @returns {Item[]}
 */
const heldSessions = (world, days) => [
  ...new Map(
    [
      ...[...world.schedule.values()].map(at(world, days)),
      ...[...world.bookings.values()].map(at(world, days)).map((booking) => ({
        ...pick(booking, ['classId', 'startDate', 'endDate']),
        id: booking.classInstanceId,
        title: booking.class.title,
      })),
    ].map((session) => [session.id, session]),
  ).values(),
];

/**
 * A customer as the roster names them.
 * @param {World} world
 * @param {string} id
 */
const personRef = (world, id) =>
  world.customers.has(id)
    ? pick(world.customers.get(id), ['id', 'firstName', 'lastName', 'avatarUrl'])
    : { id, firstName: 'Customer', lastName: id, avatarUrl: null };

/**
 * The customers' confirmed bookings of `session`, by customer id.
 * @param {World} world
 * @param {Item} session
 * @param {number} days
 * @returns {Map<string, Item>}
 */
export const bookingsOf = (world, session, days) =>
  new Map(
    [...world.bookings.values()]
      .map((record) => /** @type {[string, Item]} */ ([world.owners.get(record) ?? OLIVIA, at(world, days)(record)]))
      .filter(([, booking]) => booking.classInstanceId === session.id && booking.status === 'CONFIRMED'),
  );

/**
 * One customer's entry on `session`'s roster at `now`.
 * @param {World} world
 * @param {Item} session
 * @param {string} customerId
 * @param {Item | undefined} booking
 * @param {number} days
 * @param {number} now
 */
function entryOf(world, session, customerId, booking, days, now) {
  const key = `${session.id}/${customerId}`;
  const { joinedAt, failedAt } = world.joins.get(session.id)?.get(customerId) ?? {};
  const start = Date.parse(session.startDate);
  const end = Date.parse(session.endDate);
  const correction = world.corrections.get(key);
  const roomMark =
    joinedAt !== undefined
      ? joinedAt - start <= LATE_AFTER
        ? 'ATTENDED'
        : 'LATE'
      : failedAt !== undefined
        ? 'JOIN_FAILED'
        : 'NO_SHOW';
  const mark = booking && now >= end ? (correction?.mark ?? roomMark) : null;
  const policy = classPolicy(world, session.classId, days);
  const noShowFee = policy.fees.noShowFee;
  const decision = world.feeDecisions.get(key);
  const graceEnds = (correction?.mark === 'NO_SHOW' ? Date.parse(correction.at) : end) + GRACE;
  const amount = Math.min(noShowFee?.amount ?? 0, booking?.amountPaid?.amount ?? 0);
  const status = decision?.status ?? (now >= graceEnds ? 'CHARGED' : 'PENDING');
  const fee =
    mark === 'NO_SHOW' && amount > 0
      ? {
          id: `fe_${session.id.slice(3)}_${customerId}`,
          kind: 'NO_SHOW',
          status,
          amount: { amount, currency: 'GBP' },
          session: { ...pick(session, ['classId', 'title', 'startDate', 'endDate']), instanceId: session.id },
          trainer: feeTrainer(world, session.classId),
          graceEndsAt: iso(graceEnds),
          dispute: decision?.dispute ?? null,
          invoiceId: null,
        }
      : null;
  // A no-show fee is charged (with its invoice) once its grace ends undisputed, or the trainer keeps it.
  if (fee && status === 'CHARGED') fee.invoiceId = feeInvoice(world, customerId, fee, decision?.at ?? graceEnds);
  return {
    customer: personRef(world, customerId),
    booked: booking !== undefined,
    mark,
    joinedAt: joinedAt === undefined ? null : iso(joinedAt),
    joinFailedAt: failedAt === undefined ? null : iso(failedAt),
    correction: correction ? pick(correction, ['from', 'by', 'at']) : null,
    fee,
  };
}

/**
 * `session`'s roster at `now`: the booked by name, then those who joined without a booking.
 * @param {World} world
 * @param {Item} session
 * @param {number} days
 * @param {number} now
 */
function rosterOf(world, session, days, now) {
  const booked = bookingsOf(world, session, days);
  const joinedOnly = [...(world.joins.get(session.id)?.entries() ?? [])]
    .filter(([id, { joinedAt }]) => !booked.has(id) && joinedAt !== undefined)
    .map(([id]) => id);
  const byName = (/** @type {Item} */ a, /** @type {Item} */ b) =>
    `${a.customer.firstName} ${a.customer.lastName}`.localeCompare(`${b.customer.firstName} ${b.customer.lastName}`);
  const end = Date.parse(session.endDate);
  return {
    sessionId: session.id,
    ...pick(session, ['classId', 'title', 'startDate', 'endDate']),
    ended: now >= end,
    correctableUntil: iso(end + CORRECTABLE),
    entries: [
      ...[...booked].map(([id, booking]) => entryOf(world, session, id, booking, days, now)).sort(byName),
      ...(now >= end ? joinedOnly.map((id) => entryOf(world, session, id, undefined, days, now)).sort(byName) : []),
    ],
  };
}

/**
 * The roster's session of the request's path (class, session), and the customer's entry on it.
 * @param {Context} context
 */
function rosterEntry({ world, params: [classId, instanceId, customerId], days, now }) {
  const session = sessionOf(world, classId, instanceId, days, now);
  const booking = session && bookingsOf(world, session, days).get(customerId);
  return { session, booking, entry: session && entryOf(world, session, customerId, booking, days, now) };
}

/**
 * The marks of `session`'s booked customers at `now` (none before it ends).
 * @param {World} world
 * @param {Item} session
 * @param {number} days
 * @param {number} now
 */
const marksOf = (world, session, days, now) =>
  [...bookingsOf(world, session, days)].map(([id, booking]) => entryOf(world, session, id, booking, days, now).mark);

/** Whether a mark counts as having come. @param {string | null} mark */
const came = (mark) => mark === 'ATTENDED' || mark === 'LATE';

/**
 * A session of a trainer's schedule with how many of the booked came, once it has ended (`came`).
 * @param {World} world
 * @param {number} days
 * @param {number} now
 */
export const withCame = (world, days, now) => /** @param {Item} session */ (session) => ({
  ...session,
  came:
    session.status === 'CANCELLED' || now < Date.parse(session.endDate)
      ? null
      : marksOf(world, session, days, now).filter(came).length,
});

/**
 * `trainerId`'s attendance over the sessions that started from `startDate` to before `endDate` and
 * ended by `now`: came (attended or late) and no-shows over the booked places, failed joins left out.
 * @param {World} world
 * @param {string} trainerId
 * @param {string} startDate
 * @param {string} endDate
 * @param {number} days
 * @param {number} now
 */
function attendanceStats(world, trainerId, startDate, endDate, days, now) {
  const ended = heldSessions(world, days).filter(
    (session) =>
      world.classes.get(session.classId)?.trainer.id === trainerId &&
      !world.cancelledSessions.has(session.id) &&
      Date.parse(startDate) <= Date.parse(session.startDate) &&
      Date.parse(session.startDate) < Date.parse(endDate) &&
      Date.parse(session.endDate) <= now,
  );
  const marks = ended.flatMap((session) => marksOf(world, session, days, now)).filter((m) => m !== 'JOIN_FAILED');
  const count = (/** @type {(mark: string | null) => boolean} */ test) => marks.filter(test).length;
  const booked = marks.length;
  const rate = (/** @type {number} */ part) => (booked ? Math.round((part / booked) * 1000) / 1000 : null);
  const comes = count(came);
  const noShows = count((mark) => mark === 'NO_SHOW');
  return {
    startDate,
    endDate,
    sessions: ended.length,
    booked,
    came: comes,
    late: count((mark) => mark === 'LATE'),
    noShows,
    attendanceRate: rate(comes),
    noShowRate: rate(noShows),
  };
}

/**
 * Whether the signed-in person is not the trainer of the path's class.
 * @param {Context} context
 */
const notItsTrainer = ({ world, params: [classId], who }) => world.classes.get(classId)?.trainer.id !== who?.id;

/**
 * Why a fee cannot be waived or kept (the contract's 409 example), if it cannot.
 * @param {Context} context
 * @param {boolean} keeping
 */
function feeRefusal(context, keeping) {
  const { fee } = rosterEntry(context).entry ?? {};
  if (!fee) return 'code=409, example=noFee';
  if (fee.status === 'WAIVED' || fee.status === 'CHARGED') return 'code=409, example=settled';
  if (keeping && fee.status !== 'DISPUTED') return 'code=409, example=notDisputed';
  return undefined;
}

/**
 * The trainer's decision on a no-show fee (`WAIVED`, or `CHARGED` for keeping a disputed one), as a route of `operationId`.
 * @param {string} operationId
 * @param {'WAIVED' | 'CHARGED'} status
 * @param {string} remembers
 * @returns {Route}
 */
const feeDecision = (operationId, status, remembers) => ({
  operations: [operationId],
  remembers,
  forbidden: notItsTrainer,
  prefer: (context) => feeRefusal(context, status === 'CHARGED'),
  answer: (context) => {
    const {
      world,
      params: [, instanceId, customerId],
    } = context;
    const { fee } = rosterEntry(context).entry ?? {};
    world.feeDecisions.set(`${instanceId}/${customerId}`, { status, dispute: fee?.dispute ?? null, at: context.now });
    return rosterEntry(context).entry;
  },
});

/**
 * `customerId`'s fees, newest session first: the late-cancel fees charged when they cancelled, and
 * the no-show fees of the ended sessions they booked.
 * @param {World} world
 * @param {string} customerId
 * @param {number} days
 * @param {number} now
 */
const feesOf = (world, customerId, days, now) =>
  [...world.bookings.values()]
    .filter((record) => (world.owners.get(record) ?? OLIVIA) === customerId)
    .map((record) => sessionOf(world, record.classId, at(world, days)(record).classInstanceId, days, now))
    .filter((session) => session !== undefined)
    .flatMap((session) => {
      const booking = bookingsOf(world, session, days).get(customerId);
      return entryOf(world, session, customerId, booking, days, now).fee ?? [];
    })
    .concat(world.lateFees.get(customerId) ?? [])
    .sort((a, b) => Date.parse(b.session.startDate) - Date.parse(a.session.startDate));

/**
 * The fees `trainerId`'s customers were charged (late-cancel and no-show), each with the moment it
 * was charged (its invoice's), as sales of hers.
 * @param {World} world
 * @param {string | undefined} trainerId
 * @param {number} days
 * @param {number} now
 * @returns {{ id: string, time: number, amount: number }[]}
 */
export const chargedFees = (world, trainerId, days, now) =>
  [
    ...new Set([
      ...[...world.bookings.values()].map((record) => world.owners.get(record) ?? OLIVIA),
      ...world.lateFees.keys(),
    ]),
  ]
    .flatMap((customerId) => feesOf(world, customerId, days, now))
    .filter((fee) => fee.status === 'CHARGED' && fee.trainer.id === trainerId)
    .map(({ id, amount, invoiceId }) => ({
      id,
      time: Date.parse(world.invoices.get(String(invoiceId)).issuedAt),
      amount: amount.amount,
    }));

/**
 * A fee of `customerId`'s by its id (`fe_<session>_<customer>`), if they have it.
 * @param {Context} context
 */
const feeById = ({ world, who, params: [feeId], days, now }) =>
  feesOf(world, who?.id ?? OLIVIA, days, now).find((fee) => fee.id === feeId);

/**
 * Whether a class's own fee is above its price.
 * @param {Item} policy The class's policy as it would be saved.
 */
const aboveItsPrice = (policy) =>
  !policy.usesDefault &&
  [policy.fees.lateCancelFee, policy.fees.noShowFee].some((fee) => (fee?.amount ?? 0) > policy.price.amount);

/** @type {Route[]} */
export const routes = [
  {
    operations: ['getSessionRoster'],
    exists: (world, [classId, instanceId], { days, now }) =>
      sessionOf(world, classId, instanceId, days, now) !== undefined,
    forbidden: notItsTrainer,
    answer: ({ world, params: [classId, instanceId], days, now }) =>
      rosterOf(world, /** @type {Item} */ (sessionOf(world, classId, instanceId, days, now)), days, now),
  },
  {
    operations: ['correctAttendance'],
    remembers: 'the corrected mark, with the room’s mark and who changed it; a no-show’s fee follows the mark',
    exists: (world, [classId, instanceId], { days, now }) =>
      sessionOf(world, classId, instanceId, days, now) !== undefined,
    forbidden: notItsTrainer,
    prefer: (context) => {
      const { session, booking } = rosterEntry(context);
      const end = Date.parse(session?.endDate);
      if (!booking) return 'code=404';
      if (context.now < end) return 'code=409, example=notEnded';
      return context.now > end + CORRECTABLE ? 'code=409, example=correctionClosed' : undefined;
    },
    answer: (context) => {
      const {
        world,
        params: [, instanceId, customerId],
        body,
        who,
        now,
      } = context;
      const key = `${instanceId}/${customerId}`;
      const before = world.corrections.get(key);
      const from = before?.from ?? rosterEntry(context).entry?.mark;
      const trainer = world.trainers.get(who?.id ?? PRIYA);
      world.corrections.set(key, { mark: body.mark, from, by: trainerRef(trainer), at: iso(now) });
      world.feeDecisions.delete(key);
      return rosterEntry(context).entry;
    },
  },
  feeDecision('waiveNoShowFee', 'WAIVED', 'the no-show fee waived (never charged)'),
  feeDecision('keepNoShowFee', 'CHARGED', 'the disputed no-show fee kept, and charged'),
  {
    operations: ['listCustomerFees'],
    answer: ({ world, who, days, now }) => feesOf(world, who?.id ?? OLIVIA, days, now),
  },
  {
    operations: ['disputeFee'],
    remembers: 'the dispute and its reason on the fee, which waits for the trainer (on the roster) to waive or keep it',
    exists: (world, _, context) => feeById(context) !== undefined,
    prefer: (context) => {
      const fee = feeById(context);
      if (fee?.kind === 'LATE_CANCEL') return 'code=409, example=notDisputable';
      return fee?.status === 'PENDING' ? undefined : 'code=409, example=graceOver';
    },
    answer: (context) => {
      const { world, who, body, now } = context;
      const fee = /** @type {Item} */ (feeById(context));
      const dispute = { reason: body.reason, disputedAt: iso(now) };
      world.feeDecisions.set(`${fee.session.instanceId}/${who?.id ?? OLIVIA}`, { status: 'DISPUTED', dispute });
      return { ...fee, status: 'DISPUTED', dispute };
    },
  },
  {
    operations: ['getAttendanceStats'],
    forbidden: notTrainer,
    answer: ({ world, who, query, days, now }) =>
      attendanceStats(world, who?.id ?? PRIYA, query.get('startDate') ?? '', query.get('endDate') ?? '', days, now),
  },
  {
    operations: ['reportJoinFailure'],
    remembers: 'the failed join on the channel’s live session, so it never counts as a no-show',
    answer: ({ world, who, query, body, days, now }) => {
      const channel = query.get('channelName') ?? '';
      recordJoin(world, who?.id ?? OLIVIA, channel, days, now, true);
      return { channelName: channel, reason: body.reason, recordedAt: iso(now) };
    },
  },
  {
    operations: ['getFeePolicy'],
    answer: ({ world, params: [trainerId] }, body) =>
      world.feePolicies.get(trainerId) ?? { ...body, lateCancelWindowHours: 0, lateCancelFee: null, noShowFee: null },
  },
  {
    operations: ['saveFeePolicy'],
    remembers: 'the trainer’s default fees, for every class without its own',
    forbidden: ({ who, params: [trainerId] }) => who?.id !== trainerId,
    answer: ({ world, params: [trainerId], body }) => {
      world.feePolicies.set(trainerId, body);
      return body;
    },
  },
  {
    operations: ['getClassPolicy'],
    exists: (world, [classId]) => world.classes.has(classId),
    answer: ({ world, params: [classId], days }) => classPolicy(world, classId, days),
  },
  {
    operations: ['saveClassPolicy'],
    remembers:
      'the class’s own fees (or the trainer’s default again) and its recording; a fee above its price is refused (400)',
    exists: (world, [classId]) => world.classes.has(classId),
    forbidden: notItsTrainer,
    prefer: ({ world, params: [classId], body, days }) =>
      aboveItsPrice({ ...classPolicy(world, classId, days), ...body }) ? 'code=400, example=feeAbovePrice' : undefined,
    answer: ({ world, params: [classId], body, days }) => {
      world.classPolicies.set(classId, body);
      return classPolicy(world, classId, days);
    },
  },
];
