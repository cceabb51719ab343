// @ts-check
// The trainer's business: payout account, certificates, sales and payouts, pack sales and the
// pack credits customers hold, subscription plans, one-to-one offers and weekly availability.
import { fromAbsolute, getDayOfWeek, toCalendarDate, toZoned } from '@internationalized/date';
import { later } from '../clock.mjs';
import {
  AMARA_OKAFOR,
  PRIYA,
  at,
  byId,
  edit,
  example,
  iso,
  newId,
  notTheTrainer,
  notTrainer,
  overlay,
  trainerRef,
  write,
} from './records.mjs';
import { chargedFees } from './attendance.mjs';

/** @typedef {import('./records.mjs').Context} Context @typedef {import('./records.mjs').Route} Route */
/** @typedef {import('./records.mjs').Item} Item */

const LONDON = 'Europe/London';
const GBP = 'GBP';

/**
 * The London days the request's startDate–endDate window touches, each its date and its start and
 * end; `first` the first day's date, which an empty window (ending where it starts) is dated by.
 * @param {URLSearchParams} query
 */
function daysOf(query) {
  const start = Date.parse(query.get('startDate') ?? '');
  const end = Date.parse(query.get('endDate') ?? '');
  const first = toCalendarDate(fromAbsolute(start, LONDON));
  const midnight = (/** @type {import('@internationalized/date').CalendarDate} */ day) =>
    toZoned(day, LONDON).toDate().getTime();
  const days = [];
  for (let day = first; midnight(day) < end; day = day.add({ days: 1 }))
    days.push({ date: day.toString(), from: midnight(day), to: midnight(day.add({ days: 1 })) });
  return { first: first.toString(), days };
}

/** The figures that are a level (the last day's, counted), not a sum of money. */
const LEVELS = ['SUBSCRIBERS', 'CREDITS_OUTSTANDING'];

/**
 * A daily series over the request's window, a point each of its days on London's calendar:
 * `valueOf(dayStart, dayEnd)`; the total their sum, or for a level the last day's.
 * @param {URLSearchParams} query
 * @param {'SALES' | 'SUBSCRIPTION_SALES' | 'SUBSCRIBERS' | 'PACK_SALES' | 'CREDITS_OUTSTANDING'} metric
 * @param {(dayStart: number, dayEnd: number) => number} valueOf
 */
function series(query, metric, valueOf) {
  const { first, days } = daysOf(query);
  const points = days.map(({ date, from, to }) => ({ date, value: valueOf(from, to) }));
  const money = !LEVELS.includes(metric);
  return {
    metric,
    unit: money ? 'MINOR_UNITS' : 'COUNT',
    currency: money ? GBP : null,
    startDate: points[0]?.date ?? first,
    endDate: points.at(-1)?.date ?? first,
    total: money ? points.reduce((sum, { value }) => sum + value, 0) : (points.at(-1)?.value ?? 0),
    points,
  };
}

/**
 * The packs of `trainerId`'s that customers bought (paid: not waiting for a card), as they are today.
 * @param {import('./records.mjs').World} world
 * @param {string | undefined} trainerId
 * @param {number} days
 * @returns {Item[]}
 */
const packsSold = (world, trainerId, days) =>
  [...world.customerPacks.values()]
    .map(at(world, days))
    .filter((pack) => pack.pack.trainer.id === trainerId && pack.status !== 'PENDING_PAYMENT');

/** The statuses of a booking (a class's or a one-to-one's) that stands sold: paid and not given back. */
const STANDS = ['CONFIRMED', 'ATTENDED'];

/**
 * The ids of the examples' bookings, one-to-ones, subscriptions and packs: the examples' figures,
 * which are Priya's, count them already.
 */
const IN_EXAMPLES = new Set(
  ['Bookings', 'OneToOneBookingsCustomer', 'OneToOneBookingsTrainer', 'CustomerSubscriptions', 'CustomerPacks'].flatMap(
    (name) => example(name).map((/** @type {Item} */ { id }) => id),
  ),
);

/** @typedef {{ id: string, time: number, amount: number }} Sale A record sold, when, and what it was paid (pence). */

/**
 * What the signed-in trainer sold and who came to her, from the world's records, as her figures
 * count them. `sales`: her classes' bookings on the day they were booked, her one-to-ones on the day
 * they were booked (the examples', which do not say, on their own day), her recorded classes bought
 * and the fees her customers were charged (late-cancel and no-show) on the day they were charged, a
 * booking that stands (confirmed or attended) or that the world cancelled, which stays sold on its
 * day; `refunds`: what each cancellation took back, on its day; `months`: each month her plans'
 * subscriptions paid; `packs`: her packs bought; all of them paid by now. `classes` and
 * `oneToOnes` (`held` their start) are her bookings that stand, `subscriptions` those of her plans,
 * `follows` when each follower the world saw began to follow her. Priya's figures are the
 * examples', which count the examples' records: hers are only the records the world added.
 * @param {Context} context
 */
function booksOf({ world, who, days, now }) {
  const trainerId = who?.id;
  const ours = (/** @type {Item} */ { id }) => trainerId !== PRIYA || !IN_EXAMPLES.has(id);
  const moved = at(world, days);
  const paid = (/** @type {Sale} */ { time }) => time <= now;
  // Sold: standing, or cancelled by the world (taken back on the day of its cancellation, `unsold`).
  const sold = (/** @type {Item} */ { id, status }) => STANDS.includes(status) || world.unsold.has(id);
  const standing = (/** @type {Sale} */ { id }) => !world.unsold.has(id);
  const classesSold = [...world.bookings.values()]
    .map(moved)
    .filter((booking) => booking.class.trainer.id === trainerId && sold(booking) && ours(booking))
    .map(({ id, bookedAt, amountPaid }) => ({ id, time: Date.parse(bookedAt), amount: amountPaid.amount }));
  const oneToOnesSold = [...world.oneToOnes.values()]
    .map(moved)
    .filter((one) => one.trainer.id === trainerId && sold(one) && ours(one))
    .map(({ id, startDate, price }) => ({
      id,
      time: Date.parse(world.oneToOnesPaid.get(id)?.bookedAt ?? startDate),
      held: Date.parse(startDate),
      amount: price.amount,
    }));
  const videos = [...world.videoPurchases.values()]
    .filter(({ status, classId }) => status === 'PAID' && world.classes.get(classId)?.trainer.id === trainerId)
    .map(({ id, purchasedAt, amountPaid }) => ({ id, time: Date.parse(purchasedAt), amount: amountPaid.amount }));
  const subscriptions = [...world.subscriptions.values()]
    .map(moved)
    .filter((subscription) => subscription.plan.trainer.id === trainerId && ours(subscription));
  return {
    sales: [...classesSold, ...oneToOnesSold, ...videos, ...chargedFees(world, trainerId, days, now)].filter(paid),
    refunds: [...world.unsold]
      .filter(([, { trainerId: whose }]) => whose === trainerId)
      .map(([id, { at: time, amount }]) => ({ id, time, amount }))
      .filter(paid),
    months: subscriptions.flatMap(monthsPaid).filter(paid),
    packs: packsSold(world, trainerId, days)
      .filter(ours)
      .map(({ id, purchasedAt, amountPaid }) => ({ id, time: Date.parse(purchasedAt), amount: amountPaid.amount }))
      .filter(paid),
    classes: classesSold.filter(standing),
    oneToOnes: oneToOnesSold.filter(standing),
    subscriptions,
    follows: [...world.follows]
      .filter(([, trainerIds]) => trainerIds.includes(trainerId ?? ''))
      .flatMap(([customerId]) => world.followedAt.get(`${customerId} ${trainerId}`) ?? []),
  };
}

/**
 * The months a subscription paid, as sales: the first at its start, less the code it was joined
 * with, then one a month on (less the code too when it repeats on renewal) until the period paid for ends.
 * @param {Item} subscription as it is today
 * @returns {Sale[]}
 */
function monthsPaid({ id, plan, startedAt, currentPeriodEnd, discount, repeatsOnRenewal }) {
  const start = Date.parse(startedAt);
  const off = discount?.amount.amount ?? 0;
  const months = [];
  for (let month = 0, time = start; time < Date.parse(currentPeriodEnd); time = later(start, { months: ++month }))
    months.push({ id, time, amount: Math.max(0, plan.price.amount - (month === 0 || repeatsOnRenewal ? off : 0)) });
  return months;
}

/**
 * Whether a subscription was held at `time`: started before it, and not cancelled (or, expired,
 * past its period) by then.
 * @param {Item} subscription as it is today
 * @param {number} time
 */
function subscribedAt({ startedAt, cancelledAt, status, currentPeriodEnd }, time) {
  const end = cancelledAt ?? (status === 'EXPIRED' ? currentPeriodEnd : null);
  return Date.parse(startedAt) < time && (end === null || Date.parse(end) >= time);
}

/**
 * What `sales` were paid from `from` to `to`, in pence.
 * @param {{ time: number, amount: number }[]} sales @param {number} from @param {number} to
 */
const paidIn = (sales, from, to) =>
  sales.filter(({ time }) => from <= time && time < to).reduce((sum, { amount }) => sum + amount, 0);

/**
 * Priya's series: the examples' (`past`, as the contract's example for the window gives it) with
 * her world's own (`own`) on top, on the days it has any: a sum adds the day's, a level (her
 * subscribers) adds its count to the examples' figure for that day, or their last one before it.
 * Without any, the examples' as they are.
 * @param {Item} past
 * @param {ReturnType<typeof series>} own
 */
function onTop(past, own) {
  const added = new Map(own.points.filter(({ value }) => value > 0).map(({ date, value }) => [date, value]));
  if (added.size === 0) return past;
  const level = LEVELS.includes(past.metric);
  const before = new Map(past.points.map((/** @type {{ date: string, value: number }} */ p) => [p.date, p.value]));
  let last = 0;
  const points = [...new Set([...before.keys(), ...added.keys()])].sort().map((date) => {
    last = before.get(date) ?? (level ? last : 0);
    return { date, value: last + (added.get(date) ?? 0) };
  });
  const sum = [...added.values()].reduce((total, value) => total + value, 0);
  return {
    ...past,
    startDate: points[0]?.date ?? past.startDate,
    endDate: points.at(-1)?.date ?? past.endDate,
    total: level ? (points.at(-1)?.value ?? 0) : past.total + sum,
    points,
  };
}

/**
 * A trainer's daily figure `metric` over the request's window, `valueOf` a day of her books
 * (`booksOf`); Priya's on top of the examples' (`past`, Prism's answer).
 * @param {Context} context
 * @param {Item} past
 * @param {Parameters<typeof series>[1]} metric
 * @param {(books: ReturnType<typeof booksOf>, dayStart: number, dayEnd: number) => number} valueOf
 */
function figure(context, past, metric, valueOf) {
  const books = booksOf(context);
  const own = series(context.query, metric, (from, to) => valueOf(books, from, to));
  return context.who?.id === PRIYA ? onTop(past, own) : own;
}

/**
 * A trainer's count over the London days of the request's window, of `times` (each counted
 * record's moment in her books); Priya's on top of the examples' (`past`, Prism's answer).
 * @param {Context} context
 * @param {Item} past
 * @param {(books: ReturnType<typeof booksOf>) => number[]} times
 */
function countOf(context, past, times) {
  const { first, days } = daysOf(context.query);
  const [from, to] = [days[0]?.from ?? 0, days.at(-1)?.to ?? 0];
  const count = times(booksOf(context)).filter((time) => from <= time && time < to).length;
  if (context.who?.id === PRIYA) return { ...past, count: past.count + count };
  return { count, startDate: days[0]?.date ?? first, endDate: days.at(-1)?.date ?? first };
}

/**
 * The Monday after `now`'s day on London's calendar: the examples' payouts are weekly, each on the
 * Monday after its week.
 * @param {number} now
 */
const nextMonday = (now) => {
  const today = toCalendarDate(fromAbsolute(now, LONDON));
  return today.add({ days: 7 - ((getDayOfWeek(today, 'en-US') + 6) % 7) }).toString();
};

/**
 * Whether a pack's credit was held at `time`: its last event by then bought it or gave it back.
 * @param {Item} credit
 * @param {number} time
 */
const heldAt = (credit, time) =>
  ['BOUGHT', 'RETURNED'].includes(
    credit.history.filter((/** @type {Item} */ event) => Date.parse(event.at) < time).at(-1)?.type,
  );

/** @param {Context} context */
const notTheirPlan = ({ world, who, params: [planId] }) => world.plans.get(planId)?.trainer.id !== who?.id;

/** An area's records: each trainer's business. */
export const business = () => ({
  // Priya's plans and those of the other trainers Olivia subscribes to.
  plans: byId([
    ...example('CustomerSubscriptions').map((/** @type {Item} */ { plan }) => plan),
    ...example('SubscriptionPlans'),
  ]),
  /** The trainers' one-to-one offers: Priya's and Amara Okafor's are the examples'; others have none. */
  offers: byId([...example('OneToOneOffers'), ...example('OneToOneOffersAmara')]),
  /** Each trainer's weekly availability, by trainer id (Priya's and Amara Okafor's are the examples'; others have set none). */
  availability: new Map([
    [PRIYA, example('Availability')],
    [AMARA_OKAFOR, example('AvailabilityAmara')],
  ]),
  /** Each trainer's payout account, by trainer id: the examples' trainers have one, a newcomer none until they write it. */
  bankAccounts: new Map(
    example('TrainerPage').content.map((/** @type {Item} */ trainer) => [
      trainer.id,
      { ...example('BankAccount'), accountHolderName: `${trainer.firstName} ${trainer.lastName}` },
    ]),
  ),
  /** Each trainer's certificates, by trainer id: Priya's are the examples', the other example trainers' validated ones of their own. */
  certificates: new Map(
    /** @type {[string, Item[]][]} */ ([
      ...Object.entries(QUALIFICATIONS).map(([trainerId, held]) => [trainerId, validated(trainerId, held)]),
      [PRIYA, example('Certificates')],
    ]),
  ),
});

/**
 * What each example trainer but Priya (whose certificates the examples hold) is qualified in, by
 * their discipline: each a validated certificate of hers, and on her public profile.
 * @type {Record<string, [name: string, issuer: string][]>}
 */
const QUALIFICATIONS = {
  tr_1001: [
    ['Level 3 Diploma in Personal Training', 'Active IQ'],
    ['Level 2 Certificate in Fitness Instructing', 'YMCA Awards'],
  ],
  tr_1002: [
    ['Level 3 Diploma in Personal Training', 'Active IQ'],
    ['Kettlebell Instructor (SFG I)', 'StrongFirst'],
  ],
  tr_1004: [
    ['Level 2 Boxing Coach', 'England Boxing'],
    ['Level 3 Diploma in Personal Training', 'YMCA Awards'],
  ],
  tr_1005: [
    ['Mat Pilates Instructor', 'Body Control Pilates'],
    ['Barre Instructor Training', 'Barrecore'],
  ],
  tr_1006: [['Level 2 Certificate in Exercise to Music', 'YMCA Awards']],
  tr_1007: [['Coach in Running Fitness', 'England Athletics']],
  tr_1008: [['Level 2 Indoor Cycling Instructor', 'YMCA Awards']],
  tr_1009: [['200-hour Yoga Teacher Training (RYT-200)', 'Yoga Alliance']],
  tr_1010: [
    ['Certified Strength and Conditioning Specialist', 'NSCA'],
    ['Level 3 Diploma in Personal Training', 'Active IQ'],
  ],
  tr_1011: [
    ['Level 3 Pre and Postnatal Exercise', 'Active IQ'],
    ['Mat Pilates Instructor', 'Body Control Pilates'],
  ],
  tr_1012: [
    ['Mindfulness Teacher Training', 'Breathworks'],
    ['200-hour Yoga Teacher Training (RYT-200)', 'Yoga Alliance'],
  ],
  tr_1013: [
    ['Coach in Running Fitness', 'England Athletics'],
    ['Level 2 Cycling Coach', 'British Cycling'],
  ],
  tr_1014: [['Barre Instructor Training', 'Barrecore']],
};

/**
 * A trainer's qualifications as the certificates she uploaded, each validated two days later.
 * @param {string} trainerId
 * @param {[name: string, issuer: string][]} held
 * @returns {Item[]}
 */
const validated = (trainerId, held) =>
  held.map(([name, issuer], index) => ({
    id: `ce_${trainerId.slice(3)}_${index + 1}`,
    name,
    issuer,
    fileName: `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.pdf`,
    status: 'VALIDATED',
    uploadedAt: '2026-02-10T10:00:00+00:00',
    reviewedAt: '2026-02-12T15:00:00+00:00',
    rejectionReason: null,
  }));

/** @type {Route[]} */
export const routes = [
  // A trainer's payout account: none for one who has just signed up, until they write it.
  {
    operations: ['getBankAccount'],
    prefer: ({ world, who }) => (world.bankAccounts.has(who?.id) ? undefined : 'code=404'),
    answer: ({ world, who, days }) => at(world, days)(world.bankAccounts.get(who?.id ?? '')),
  },
  {
    operations: ['saveBankAccount'],
    remembers: 'the trainer’s payout account (the last four digits of the number), pending verification',
    answer: ({ world, who, body: input, now }, body) => {
      if (!who || !world.trainers.has(who.id)) return body;
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
  // A trainer's figures are counted from her books (`booksOf`): Priya's are the examples' (her past)
  // with what her world adds on top, any other trainer's her own. The world pays nothing out: the
  // examples' payouts are Priya's, and what any other trainer sold is her balance.
  {
    operations: ['getSalesStats'],
    answer: (context, body) => figure(context, body, 'SALES', ({ sales }, from, to) => paidIn(sales, from, to)),
  },
  {
    operations: ['getSubscriptionSalesStats'],
    answer: (context, body) =>
      figure(context, body, 'SUBSCRIPTION_SALES', ({ months }, from, to) => paidIn(months, from, to)),
  },
  {
    operations: ['getSubscriberStats'],
    answer: (context, body) =>
      figure(
        context,
        body,
        'SUBSCRIBERS',
        ({ subscriptions }, _, to) => subscriptions.filter((subscription) => subscribedAt(subscription, to)).length,
      ),
  },
  {
    operations: ['countBookedClasses'],
    answer: (context, body) => countOf(context, body, ({ classes }) => classes.map(({ time }) => time)),
  },
  {
    operations: ['countOneToOneSessions'],
    answer: (context, body) => countOf(context, body, ({ oneToOnes }) => oneToOnes.map(({ held }) => held)),
  },
  {
    operations: ['countFollowers'],
    answer: (context, body) => countOf(context, body, ({ follows }) => follows),
  },
  {
    operations: ['listPayouts'],
    prefer: ({ who }) => (who?.id === PRIYA ? undefined : 'example=empty'),
  },
  // The balance is what she sold (classes, one-to-ones, recorded classes, subscriptions' months and
  // packs) up to now, whole: no platform fee is stated, and none of it is paid out yet.
  {
    operations: ['getPayoutBalance'],
    answer: (context, body) => {
      const { sales, months, packs, refunds } = booksOf(context);
      const total = (/** @type {Sale[]} */ list) => list.reduce((sum, { amount }) => sum + amount, 0);
      const sold = total([...sales, ...months, ...packs]) - total(refunds);
      if (context.who?.id === PRIYA)
        return { ...body, available: { ...body.available, amount: body.available.amount + sold } };
      return {
        available: { amount: sold, currency: GBP },
        onTheWay: { amount: 0, currency: GBP },
        nextPayoutDate: sold > 0 ? nextMonday(context.now) : null,
      };
    },
  },
  // Pack figures count the packs the world sold: what they were paid on their day, and the credits held at each day's end.
  {
    operations: ['getPackSalesStats'],
    answer: ({ world, who, query, days }) => {
      const sold = packsSold(world, who?.id, days).map(({ purchasedAt, amountPaid }) => ({
        time: Date.parse(purchasedAt),
        amount: amountPaid.amount,
      }));
      return series(query, 'PACK_SALES', (from, to) => paidIn(sold, from, to));
    },
  },
  {
    operations: ['getCreditsOutstandingStats'],
    answer: ({ world, who, query, days }) => {
      const sold = packsSold(world, who?.id, days);
      return series(query, 'CREDITS_OUTSTANDING', (_, to) =>
        sold
          .filter(({ expiresAt }) => Date.parse(expiresAt) >= to - 1000)
          .reduce((sum, { credits }) => sum + credits.filter((/** @type {Item} */ c) => heldAt(c, to)).length, 0),
      );
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
];
