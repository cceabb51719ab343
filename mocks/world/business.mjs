// @ts-check
// The trainer's business: payout account, certificates, sales and payouts, pack sales and the
// pack credits customers hold, subscription plans, one-to-one offers and weekly availability.
import { fromAbsolute, toCalendarDate, toZoned } from '@internationalized/date';
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

/** @typedef {import('./records.mjs').Context} Context @typedef {import('./records.mjs').Route} Route */
/** @typedef {import('./records.mjs').Item} Item */

/**
 * Whether the examples' sales, subscribers, payouts and business counts are `who`'s: they are
 * Priya's. Every other trainer's business is her own, and has sold and paid out nothing yet.
 * @param {Context} context
 */
const noExampleBusiness = ({ who }) => who?.id !== PRIYA;

/**
 * A daily series of `who`'s sold packs over the request's window, a point each of its days on
 * London's calendar: `valueOf(packs, dayStart, dayEnd)`, the total their sum or (`last`) the last day's.
 * @param {Context} context
 * @param {'PACK_SALES' | 'CREDITS_OUTSTANDING'} metric
 * @param {(packs: Item[], dayStart: number, dayEnd: number) => number} valueOf
 */
function packSeries({ world, who, query, days }, metric, valueOf) {
  const start = Date.parse(query.get('startDate') ?? '');
  const end = Date.parse(query.get('endDate') ?? '');
  const sold = [...world.customerPacks.values()]
    .map(at(world, days))
    .filter((pack) => pack.pack.trainer.id === who?.id && pack.status !== 'PENDING_PAYMENT');
  const first = toCalendarDate(fromAbsolute(start, 'Europe/London'));
  const midnight = (/** @type {import('@internationalized/date').CalendarDate} */ day) =>
    toZoned(day, 'Europe/London').toDate().getTime();
  const points = [];
  for (let day = first; midnight(day) < end; day = day.add({ days: 1 }))
    points.push({ date: day.toString(), value: valueOf(sold, midnight(day), midnight(day.add({ days: 1 }))) });
  const money = metric === 'PACK_SALES';
  return {
    metric,
    unit: money ? 'MINOR_UNITS' : 'COUNT',
    currency: money ? 'GBP' : null,
    startDate: points[0]?.date ?? first.toString(),
    endDate: points.at(-1)?.date ?? first.toString(),
    total: money ? points.reduce((sum, { value }) => sum + value, 0) : (points.at(-1)?.value ?? 0),
    points,
  };
}

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
  // The examples' figures are Priya's: any other trainer has sold nothing and been paid nothing yet.
  {
    operations: ['getSubscriptionSalesStats', 'getSubscriberStats', 'getSalesStats', 'listPayouts'],
    prefer: (context) => (noExampleBusiness(context) ? 'example=empty' : undefined),
  },
  // Pack figures count the packs the world sold: what they were paid on their day, and the credits held at each day's end.
  {
    operations: ['getPackSalesStats'],
    answer: (context) =>
      packSeries(context, 'PACK_SALES', (sold, from, to) =>
        sold
          .filter(({ purchasedAt }) => from <= Date.parse(purchasedAt) && Date.parse(purchasedAt) < to)
          .reduce((sum, { amountPaid }) => sum + amountPaid.amount, 0),
      ),
  },
  {
    operations: ['getCreditsOutstandingStats'],
    answer: (context) =>
      packSeries(context, 'CREDITS_OUTSTANDING', (sold, _, to) =>
        sold
          .filter(({ expiresAt }) => Date.parse(expiresAt) >= to - 1000)
          .reduce((sum, { credits }) => sum + credits.filter((/** @type {Item} */ c) => heldAt(c, to)).length, 0),
      ),
  },
  {
    operations: ['countOneToOneSessions', 'countFollowers', 'countBookedClasses'],
    answer: (context, body) => (noExampleBusiness(context) ? { ...body, count: 0 } : body),
  },
  {
    operations: ['getPayoutBalance'],
    answer: (context, body) =>
      noExampleBusiness(context)
        ? { ...body, available: { ...body.available, amount: 0 }, onTheWay: { ...body.onTheWay, amount: 0 } }
        : body,
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
