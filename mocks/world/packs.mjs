// @ts-check
// Class packs, intro offers and promo codes: what a trainer sells besides single classes, and the
// packs a customer holds.
import { fromAbsolute, toCalendarDate, toZoned } from '@internationalized/date';
import { later, londonDate } from '../clock.mjs';
import { OLIVIA, PRIYA, at, byId, example, iso, newId, overlay, owns, trainerRef, write } from './records.mjs';
import { charge, checkoutThrough } from './ledger.mjs';

/** @typedef {import('./records.mjs').Context} Context @typedef {import('./records.mjs').Route} Route */
/** @typedef {import('./records.mjs').Item} Item */

/** An area's records: each trainer's packs, intro offer and codes, and the packs customers bought. */
export const packs = () => ({
  packs: byId(example('ClassPacks')),
  /** Each trainer's intro offer, by trainer id (Priya's is the example's; others have none). */
  introOffers: new Map([[PRIYA, example('IntroOffer')]]),
  promoCodes: byId(example('PromoCodes')),
  /** The packs customers hold, by their id (Olivia's are the examples'; a bought one is its buyer's, `owners`). */
  customerPacks: byId(example('CustomerPacks')),
  /** Each pack purchase's answer, by its buyer and Idempotency-Key: a retry gets the same pack. */
  purchases: /** @type {Map<string, Item>} */ (new Map()),
  /** The packs bought by card, by the checkout session the payment return names them by. */
  checkouts: /** @type {Map<string, string>} */ (new Map()),
  /** Who used each code, by code id: one entry a use (the examples' earlier uses are only counted). */
  codeUses: /** @type {Map<string, string[]>} */ (new Map()),
  /** The customers who had a trainer's intro price, as `trainerId customerId`. */
  introUsed: /** @type {Set<string>} */ (new Set()),
});

const LONDON = 'Europe/London';
const ZERO = { amount: 0, currency: 'GBP' };

/**
 * When a pack bought at `time` expires: the end (23:59:59) of its last day in the trainer's time
 * zone, the purchase day there plus `validityDays`, with its offset.
 * @param {number} time @param {number} validityDays @param {string} timeZone
 */
export function expiryOf(time, validityDays, timeZone) {
  const next = toCalendarDate(fromAbsolute(time, timeZone)).add({ days: validityDays + 1 });
  return toZoned(next, timeZone)
    .subtract({ seconds: 1 })
    .toString()
    .replace(/\[.*\]$/, '');
}

/** The refusals of a code, by the contract's example names: its error code and words. */
const REFUSALS = {
  unknown: ['PROMO_CODE_UNKNOWN', 'We don’t recognise this code.'],
  expired: ['PROMO_CODE_EXPIRED', 'This code has expired.'],
  usedUp: ['PROMO_CODE_USED_UP', 'This code has been used as many times as it can be.'],
  notApplicable: ['PROMO_CODE_NOT_APPLICABLE', 'This code can’t be used for this purchase.'],
};
/** @typedef {keyof typeof REFUSALS} Refusal */

/**
 * The recorded class `id` while it is for sale to watch (published: not a draft, not cancelled), if it is one.
 * @param {import('./records.mjs').World} world
 * @param {string} id
 * @returns {Item | undefined}
 */
export function forSale(world, id) {
  const item = world.classes.get(id);
  return item?.isLive === false && !['DRAFT', 'CANCELLED'].includes(item.status) ? item : undefined;
}

/**
 * What a purchase is: whose, its price, what a code must apply to, and the class it is of. A
 * recorded class bought to watch is a class purchase, as a session of it is.
 * @param {import('./records.mjs').World} world
 * @param {Item} item The contract's PurchaseItem.
 * @returns {{ trainerId: string, price: Item, target: string, classItem?: Item } | undefined}
 */
function purchaseOf(world, item) {
  const id = String(item?.id);
  const classItem =
    item?.type === 'CLASS_SESSION'
      ? world.classes.get(`cl_${id.split('_')[1]}`)
      : item?.type === 'RECORDED_CLASS'
        ? forSale(world, id)
        : undefined;
  if (classItem) return { trainerId: classItem.trainer.id, price: classItem.price, target: 'CLASSES', classItem };
  if (item?.type === 'PACK') {
    const pack = world.packs.get(id);
    return pack && { trainerId: pack.trainer.id, price: pack.price, target: 'PACKS' };
  }
  if (item?.type === 'SUBSCRIPTION') {
    const plan = world.plans.get(id);
    return plan && { trainerId: plan.trainer.id, price: plan.price, target: 'SUBSCRIPTIONS' };
  }
  const offer = item?.type === 'ONE_TO_ONE' ? world.offers.get(id) : undefined;
  return offer && { trainerId: offer.trainerId, price: offer.price, target: 'ONE_TO_ONES' };
}

/**
 * The trainer's code a customer typed (any case), as it is today.
 * @param {import('./records.mjs').World} world @param {string} trainerId @param {unknown} text @param {number} days
 */
const codeOf = (world, trainerId, text, days) =>
  at(
    world,
    days,
  )(
    [...world.promoCodes.values()].find(
      (code) => code.trainerId === trainerId && code.code === String(text).toUpperCase(),
    ),
  );

/**
 * Why a code cannot take money off a purchase for `customerId` today, if it cannot.
 * @param {import('./records.mjs').World} world @param {string} customerId @param {Item} item
 * @param {unknown} text @param {number} days @param {number} now
 * @returns {Refusal | undefined}
 */
function codeRefusal(world, customerId, item, text, days, now) {
  const purchase = purchaseOf(world, item);
  const code = purchase && codeOf(world, purchase.trainerId, text, days);
  if (!purchase || !code) return 'unknown';
  const today = londonDate(now, world.trainers.get(purchase.trainerId)?.timeZone ?? LONDON);
  if (!code.active || today < code.startsOn || (code.endsOn !== null && today > code.endsOn)) return 'expired';
  const uses = world.codeUses.get(code.id) ?? [];
  if (
    (code.maxUses !== null && code.timesUsed >= code.maxUses) ||
    (code.maxUsesPerCustomer !== null &&
      uses.filter((customer) => customer === customerId).length >= code.maxUsesPerCustomer)
  )
    return 'usedUp';
  return code.appliesTo.includes(purchase.target) ? undefined : 'notApplicable';
}

/**
 * Whether a customer has bought nothing from the trainer yet (no class, recorded class, one-to-one,
 * pack or subscription) and has not had her intro price.
 * @param {import('./records.mjs').World} world @param {string} customerId @param {string} trainerId
 */
const newToTrainer = (world, customerId, trainerId) =>
  !world.introUsed.has(`${trainerId} ${customerId}`) &&
  ![...world.bookings.values()].some(
    (booking) => owns(world, customerId)(booking) && booking.class.trainer.id === trainerId,
  ) &&
  ![...world.oneToOnes.values()].some((one) => one.customer.id === customerId && one.trainer.id === trainerId) &&
  ![...world.videoPurchases.values()].some(
    (purchase) => purchase.customerId === customerId && world.classes.get(purchase.classId)?.trainer.id === trainerId,
  ) &&
  ![...world.customerPacks.values()].some(
    (pack) => owns(world, customerId)(pack) && pack.pack.trainer.id === trainerId,
  ) &&
  ![...world.subscriptions.values()].some((sub) => owns(world, customerId)(sub) && sub.plan.trainer.id === trainerId);

/**
 * A purchase's price for a customer: before and after the one discount that applies (a valid code,
 * or the intro price when lower; never both, a tie goes to the code), and the code it used.
 * @param {import('./records.mjs').World} world @param {string} customerId @param {Item} item
 * @param {unknown} text A code the customer typed, if any (one refused takes nothing off).
 * @param {number} days @param {number} now
 */
export function priced(world, customerId, item, text, days, now) {
  const purchase = purchaseOf(world, item);
  if (!purchase) return undefined;
  const before = purchase.price;
  const code =
    text && !codeRefusal(world, customerId, item, text, days, now)
      ? codeOf(world, purchase.trainerId, text, days)
      : undefined;
  const off = !code
    ? 0
    : code.amountOff
      ? Math.min(code.amountOff.amount, before.amount)
      : Math.round((before.amount * code.percentOff) / 100);
  const offer = at(world, days)(world.introOffers.get(purchase.trainerId));
  const intro =
    offer?.active && newToTrainer(world, customerId, purchase.trainerId)
      ? item.type === 'CLASS_SESSION' || item.type === 'RECORDED_CLASS'
        ? offer.firstClassPrice
        : item.type === 'PACK' && offer.firstPackId === item.id
          ? offer.firstPackPrice
          : null
      : null;
  const source = intro && intro.amount < before.amount - off ? 'INTRO_OFFER' : off > 0 ? 'PROMO_CODE' : null;
  const after = source === 'INTRO_OFFER' ? intro.amount : before.amount - off;
  return {
    trainerId: purchase.trainerId,
    code: source === 'PROMO_CODE' ? code : undefined,
    check: {
      item: { type: item.type, id: item.id },
      priceBefore: before,
      priceAfter: { amount: after, currency: before.currency },
      discount: source && {
        source,
        code: source === 'PROMO_CODE' ? code.code : null,
        amount: { amount: before.amount - after, currency: before.currency },
      },
      repeatsOnRenewal: source === 'PROMO_CODE' && item.type === 'SUBSCRIPTION' ? code.repeatsOnRenewal : null,
    },
  };
}

/**
 * The discount a purchase had, used: one more use of its code (by this customer), or her intro price had.
 * @param {import('./records.mjs').World} world @param {string} customerId
 * @param {NonNullable<ReturnType<typeof priced>>} price @param {number} days
 */
export function spendDiscount(world, customerId, price, days) {
  const { code, check, trainerId } = price;
  if (code) {
    world.promoCodes.set(code.id, write(world, { ...code, timesUsed: code.timesUsed + 1 }));
    world.codeUses.set(code.id, [...(world.codeUses.get(code.id) ?? []), customerId]);
  }
  if (check.discount?.source === 'INTRO_OFFER') {
    const offer = at(world, days)(world.introOffers.get(trainerId));
    world.introOffers.set(trainerId, write(world, { ...offer, timesUsed: offer.timesUsed + 1 }));
    world.introUsed.add(`${trainerId} ${customerId}`);
  }
}

/**
 * A code's refusal as the contract's 409 says it, the field named `field`.
 * @param {Item} body Prism's 409 @param {Refusal} refusal @param {string} field
 */
export const refused = (body, refusal, field) => {
  const [code, message] = REFUSALS[refusal];
  return { ...body, code, message, details: [{ field, message }] };
};
/**
 * Why the code a booking or purchase sends is refused, if it is.
 * @param {import('./records.mjs').Context} context @param {Item} item
 */
export const promoRefusal = ({ world, who, body, days, now }, item) =>
  body?.promoCode ? codeRefusal(world, who?.id ?? OLIVIA, item, body.promoCode, days, now) : undefined;

/**
 * A customer's pack as it is at `now`: its credits counted, unused ones expired after its last day.
 * @param {Item} pack @param {number} now
 */
function asHeld(pack, now) {
  if (pack.status === 'PENDING_PAYMENT') return pack;
  const expired = Date.parse(pack.expiresAt) < now;
  const credits = pack.credits.map((/** @type {Item} */ credit) =>
    expired && credit.status === 'AVAILABLE'
      ? {
          ...credit,
          status: 'EXPIRED',
          history: [...credit.history, { type: 'EXPIRED', at: pack.expiresAt, bookingId: null, title: null }],
        }
      : credit,
  );
  const creditsLeft = credits.filter((/** @type {Item} */ credit) => credit.status === 'AVAILABLE').length;
  return { ...pack, credits, creditsLeft, status: expired ? 'EXPIRED' : creditsLeft > 0 ? 'ACTIVE' : 'USED_UP' };
}

/** The packs the examples' customers hold, as the examples' sold and holders figures count them. */
const heldInExamples = /** @type {Item[]} */ (example('CustomerPacks'));
/** The ids of the packs held in the examples, which the examples' figures count already. */
const heldInExampleIds = new Set(heldInExamples.map(({ id }) => id));

/**
 * How many customers hold credits of the pack `packId` among `held`, at `now`.
 * @param {import('./records.mjs').World} world @param {Item[]} held @param {string} packId
 * @param {number} days @param {number} now
 */
const holdersAmong = (world, held, packId, days, now) =>
  new Set(
    held
      .filter((record) => record.pack.id === packId && asHeld(at(world, days)(record), now).status === 'ACTIVE')
      .map((record) => world.owners.get(record) ?? OLIVIA),
  ).size;

/**
 * A trainer's pack with its figures counted from the packs customers hold, beside the examples'
 * figures (which count the examples' held packs as they were): every pack bought in this world is
 * one more sold, and its holders are those who hold credits of it now.
 * @param {import('./records.mjs').World} world @param {number} days @param {number} now
 */
const withFigures = (world, days, now) => /** @param {Item} record */ (record) => {
  const pack = at(world, days)(record);
  const held = [...world.customerPacks.values()];
  const bought = held.filter((each) => each.pack.id === pack.id && !heldInExampleIds.has(each.id)).length;
  const holders =
    pack.holders -
    holdersAmong(world, heldInExamples, pack.id, days, now) +
    holdersAmong(world, held, pack.id, days, now);
  return { ...pack, sold: pack.sold + bought, holders: Math.max(0, holders) };
};

/**
 * The customer's pack `customerPackId` as it is at `now`, if it is hers.
 * @param {import('./records.mjs').World} world @param {string} customerId @param {unknown} customerPackId
 * @param {number} days @param {number} now
 */
const heldPack = (world, customerId, customerPackId, days, now) => {
  const pack = world.customerPacks.get(String(customerPackId));
  return pack && owns(world, customerId)(pack) ? asHeld(at(world, days)(pack), now) : undefined;
};

/**
 * Whether a credit of the customer's pack can pay for a session of `item` (a class, or a one-to-one
 * offer), or for a recorded class to watch, at `now`: active, a credit left, and paying for it (a
 * class among its chosen classes, else its kind).
 * @param {import('./records.mjs').World} world @param {string} customerId @param {unknown} customerPackId
 * @param {Item} item @param {number} days @param {number} now
 */
export function packPays(world, customerId, customerPackId, item, days, now) {
  const pack = heldPack(world, customerId, customerPackId, days, now);
  const oneToOne = !item.trainer; // an offer names its trainer by id
  if (pack?.status !== 'ACTIVE' || pack.pack.trainer.id !== (oneToOne ? item.trainerId : item.trainer.id)) return false;
  const { kinds, classIds } = pack.pack.paysFor;
  if (oneToOne) return kinds.includes('ONE_TO_ONES');
  if (classIds.length > 0) return classIds.includes(item.id);
  return kinds.includes(item.isLive ? 'LIVE_CLASSES' : 'RECORDED_CLASSES');
}

/**
 * `booking` paid as its request says: one credit of the pack spent (nothing in money), else the
 * price of `item` after a code or the intro price, that discount used. The booking record is
 * changed in place; the answer is the discount it had (null for none), which a paid invoice names.
 * @param {import('./records.mjs').World} world @param {string} customerId @param {Item} booking
 * @param {Item} input The booking request. @param {number} days @param {number} now
 * @param {Item} [item] What is bought (the contract's PurchaseItem): the booking's session unless named.
 * @returns {Item | null}
 */
export function payBooking(
  world,
  customerId,
  booking,
  input,
  days,
  now,
  item = { type: 'CLASS_SESSION', id: booking.classInstanceId },
) {
  if (input?.paymentMethod === 'PACK_CREDIT') {
    const pack = heldPack(world, customerId, input.customerPackId, days, now);
    const index = pack.credits.findIndex((/** @type {Item} */ credit) => credit.status === 'AVAILABLE');
    Object.assign(booking, { amountPaid: { ...ZERO, currency: booking.amountPaid.currency }, customerPackId: pack.id });
    const event = { type: 'USED', at: iso(now), bookingId: booking.id, title: booking.class.title };
    changeCredit(world, customerId, pack, index, 'SPENT', event);
    return null;
  }
  const price = priced(world, customerId, item, input?.promoCode, days, now);
  if (!price) return null;
  spendDiscount(world, customerId, price, days);
  booking.amountPaid = price.check.priceAfter;
  return price.check.discount;
}

/**
 * The customer's pack with its credit at `index` turned to `status` by `event`, kept as written.
 * @param {import('./records.mjs').World} world @param {string} customerId @param {Item} pack
 * @param {number} index @param {string} status @param {Item} event
 */
function changeCredit(world, customerId, pack, index, status, event) {
  const credits = pack.credits.map((/** @type {Item} */ credit, /** @type {number} */ at) =>
    at === index ? { ...credit, status, history: [...credit.history, event] } : credit,
  );
  world.customerPacks.set(pack.id, write(world, { ...pack, credits }, customerId));
}

/** The moment cancelling a booking stops giving everything back: a day before it starts. @param {Item} booking */
const refundableUntil = (booking) => later(Date.parse(booking.startDate), { days: -1 });

/**
 * A cancelled booking's pack credit: back in its pack (its expiry unchanged) when cancelled within
 * the policy or by the trainer, else forfeited. Whether it came back; undefined for a booking paid otherwise.
 * @param {import('./records.mjs').World} world @param {string} customerId @param {Item} booking
 * @param {{ byTrainer?: boolean, days: number, now: number }} when
 */
export function creditBack(world, customerId, booking, { byTrainer = false, days, now }) {
  if (booking.paymentMethod !== 'PACK_CREDIT') return undefined;
  const pack = heldPack(world, customerId, booking.customerPackId, days, now);
  if (!pack) return undefined;
  const returned = byTrainer || now < refundableUntil(booking);
  const index = pack.credits.findIndex(
    (/** @type {Item} */ credit) => credit.status === 'SPENT' && credit.history.at(-1).bookingId === booking.id,
  );
  const event = {
    type: returned ? 'RETURNED' : 'FORFEITED',
    at: iso(now),
    bookingId: booking.id,
    title: booking.class.title,
  };
  if (index >= 0) changeCredit(world, customerId, pack, index, returned ? 'AVAILABLE' : 'FORFEITED', event);
  return returned;
}

/**
 * A booking paid with a pack credit, with what cancelling it now does to the credit (while it can
 * still be cancelled): nothing in money, and the credit back before the day before it, else forfeited.
 * @param {import('./records.mjs').World} world @param {number} days @param {number} now
 */
export const withPackPolicy = (world, days, now) => /** @param {Item} booking */ (booking) => {
  if (booking.paymentMethod !== 'PACK_CREDIT' || booking.status !== 'CONFIRMED' || Date.parse(booking.startDate) <= now)
    return booking;
  const pack = world.customerPacks.get(booking.customerPackId);
  const until = refundableUntil(booking);
  return {
    ...booking,
    cancellationPolicy: {
      refundTo: 'NONE',
      refund: { ...ZERO, currency: booking.amountPaid.currency },
      fee: { ...ZERO, currency: booking.amountPaid.currency },
      fullRefundUntil: iso(until),
      packCredit: {
        customerPackId: booking.customerPackId,
        returned: now < until,
        expiresAt: pack ? at(world, days)(pack).expiresAt : booking.startDate,
      },
    },
  };
};

/** @param {Context} context */
const notTheirPack = ({ world, who, params: [packId] }) => world.packs.get(packId)?.trainer.id !== who?.id;
/** @param {Context} context */
const notTheirCode = ({ world, who, params: [codeId] }) => world.promoCodes.get(codeId)?.trainerId !== who?.id;
/**
 * Whether the code a trainer writes is another of her codes' (codes are kept in capitals).
 * @param {Context} context
 */
const codeTaken = ({ world, who, body, params: [codeId] }) =>
  [...world.promoCodes.values()].some(
    (code) => code.trainerId === who?.id && code.id !== codeId && code.code === String(body?.code).toUpperCase(),
  );

/**
 * A pack as the trainer wrote it: `input`'s fields over `pack`, its status from "on sale".
 * @param {Item} pack @param {Item} input
 */
const asWritten = (pack, { onSale, ...input }) => ({
  ...overlay(pack, input),
  status: pack.status === 'WITHDRAWN' ? 'WITHDRAWN' : onSale ? 'ON_SALE' : 'NOT_ON_SALE',
});

/**
 * What a pack purchase is remembered by: its buyer and Idempotency-Key (none without a key).
 * @param {import('./records.mjs').Context} context
 */
const purchaseKey = ({ who, headers }) =>
  headers['idempotency-key'] ? `${who?.id ?? OLIVIA} ${String(headers['idempotency-key'])}` : '';

/**
 * The pack a card checkout paid for, by its checkout session.
 * @param {import('./records.mjs').World} world @param {string} session
 */
const checkoutPack = (world, session) => world.customerPacks.get(world.checkouts.get(session) ?? '');

/** @type {Route[]} */
export const routes = [
  {
    operations: ['listClassPacks'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days, now }) =>
      [...world.packs.values()].filter((pack) => pack.trainer.id === id).map(withFigures(world, days, now)),
  },
  {
    operations: ['createClassPack'],
    forbidden: ({ who, params: [trainerId] }) => who?.id !== trainerId,
    remembers: 'the pack, in the trainer’s packs, with nothing sold yet',
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], body: input, now }, body) => {
      const pack = write(world, {
        ...asWritten({ ...body, status: 'ON_SALE' }, input),
        id: newId(world, world.packs, body.id),
        trainer: trainerRef(world.trainers.get(id)),
        sold: 0,
        holders: 0,
        createdAt: iso(now),
        withdrawnAt: null,
      });
      world.packs.set(pack.id, pack);
      return pack;
    },
  },
  {
    operations: ['getClassPack'],
    exists: (world, [id]) => world.packs.has(id),
    answer: ({ world, params: [id], days, now }) => withFigures(world, days, now)(world.packs.get(id)),
  },
  {
    operations: ['updateClassPack'],
    forbidden: notTheirPack,
    remembers: 'the pack as edited (what holders bought stays as it was)',
    exists: (world, [id]) => world.packs.has(id),
    answer: ({ world, params: [id], body: input, days, now }) => {
      const pack = write(world, asWritten(at(world, days)(world.packs.get(id)), input));
      world.packs.set(id, pack);
      return withFigures(world, days, now)(pack);
    },
  },
  {
    operations: ['withdrawClassPack'],
    forbidden: notTheirPack,
    remembers: 'the pack withdrawn for good; its holders keep their credits',
    exists: (world, [id]) => world.packs.has(id),
    answer: ({ world, params: [id], days, now }) => {
      const pack = write(world, {
        ...at(world, days)(world.packs.get(id)),
        status: 'WITHDRAWN',
        withdrawnAt: iso(now),
      });
      world.packs.set(id, pack);
      return withFigures(world, days, now)(pack);
    },
  },
  // Paid from credit the pack is the customer's at once; by card the checkout goes through (the
  // answer says it waits for the card, the world keeps it paid). One Idempotency-Key, one pack.
  {
    operations: ['buyClassPack'],
    remembers:
      'the pack bought, in the customer’s packs, with all its credits and the discount it had (the code’s use, or the intro price); counted in the pack’s sold and holders; its paid invoice, naming the pack and the discount, in the customer’s credit invoices; account credit spent, or the card kept on file; the same Idempotency-Key answers the same pack',
    exists: (world, [id]) => world.packs.has(id),
    prefer: (context) => {
      const {
        world,
        who,
        params: [id],
        body,
      } = context;
      if (context.world.purchases.has(purchaseKey(context))) return undefined;
      if (world.packs.get(id)?.status !== 'ON_SALE') return 'code=409, example=notOnSale';
      if (promoRefusal(context, { type: 'PACK', id })) return 'code=409, example=codeExpired';
      if (body?.paymentMethod === 'CARD') return 'example=checkout';
      const price = priced(world, who?.id ?? OLIVIA, { type: 'PACK', id }, body?.promoCode, context.days, context.now);
      return (world.credit.get(who?.id ?? OLIVIA) ?? 0) < (price?.check.priceAfter.amount ?? 0)
        ? 'code=409, example=insufficientCredit'
        : 'example=paidWithCredit';
    },
    refusal: (context, body) => {
      const refusal = promoRefusal(context, { type: 'PACK', id: context.params[0] });
      return body.code === 'PROMO_CODE_EXPIRED' && refusal ? refused(body, refusal, 'promoCode') : body;
    },
    answer: (context, body) => {
      const {
        world,
        who,
        params: [id],
        body: input,
        now,
        days,
      } = context;
      const key = purchaseKey(context);
      if (world.purchases.has(key)) return world.purchases.get(key);
      const customerId = who?.id ?? OLIVIA;
      const pack = at(world, days)(world.packs.get(id));
      const price = priced(world, customerId, { type: 'PACK', id }, input?.promoCode, days, now);
      if (!price) return body;
      spendDiscount(world, customerId, price, days);
      const bought = newId(world, world.customerPacks, body.pack.id);
      const record = write(
        world,
        {
          ...body.pack,
          id: bought,
          pack: { id: pack.id, name: pack.name, trainer: pack.trainer, paysFor: pack.paysFor },
          status: 'ACTIVE',
          creditsTotal: pack.credits,
          creditsLeft: pack.credits,
          amountPaid: price.check.priceAfter,
          discount: price.check.discount,
          paymentMethod: input.paymentMethod,
          invoiceId: `inv_${bought.slice(3)}`,
          purchasedAt: iso(now),
          expiresAt: expiryOf(now, pack.validityDays, pack.trainer.timeZone ?? LONDON),
          credits: Array.from({ length: pack.credits }, (_, index) => ({
            id: `cr_${bought.slice(3)}_${index + 1}`,
            status: 'AVAILABLE',
            history: [{ type: 'BOUGHT', at: iso(now), bookingId: null, title: null }],
          })),
        },
        customerId,
      );
      world.customerPacks.set(bought, record);
      charge(
        world,
        customerId,
        input.paymentMethod,
        {
          invoiceType: 'CLASS_PACK',
          amount: record.amountPaid,
          description: `Class pack: ${pack.name}`,
          vat: null,
          discount: record.discount,
          session: null,
        },
        now,
        record.invoiceId,
      );
      // Each card purchase has a checkout session of its own, by which the return page reads the pack.
      const session = `cs_test_${bought}`;
      if (input.paymentMethod === 'CARD') world.checkouts.set(session, bought);
      const answered = checkoutThrough(
        input,
        {
          ...body,
          pack:
            input.paymentMethod === 'CARD'
              ? { ...record, status: 'PENDING_PAYMENT', creditsLeft: 0, invoiceId: null, credits: [] }
              : record,
        },
        session,
      );
      if (key) world.purchases.set(key, answered);
      return answered;
    },
  },
  {
    operations: ['listCustomerPacks'],
    answer: ({ world, who, days, now }) =>
      [...world.customerPacks.values()]
        .filter(owns(world, who?.id))
        .map((pack) => asHeld(at(world, days)(pack), now))
        .sort(
          (a, b) =>
            Number(a.status !== 'ACTIVE') - Number(b.status !== 'ACTIVE') ||
            Date.parse(a.expiresAt) - Date.parse(b.expiresAt),
        ),
  },
  {
    operations: ['getPackByCheckout'],
    exists: (world, [session]) => world.checkouts.has(session),
    // Another customer's checkout session is not found, as one no pack was bought with.
    prefer: ({ world, who, params: [session] }) =>
      owns(world, who?.id ?? OLIVIA)(checkoutPack(world, session)) ? undefined : 'code=404',
    answer: ({ world, params: [session], days, now }) => asHeld(at(world, days)(checkoutPack(world, session)), now),
  },
  {
    operations: ['checkPrice'],
    remembers: 'nothing: a price check only reads the code and the offer, and uses neither',
    exists: (world, _, { body }) => purchaseOf(world, body?.item) !== undefined,
    prefer: ({ world, who, body, days, now }) => {
      const refusal = body?.code ? codeRefusal(world, who?.id ?? OLIVIA, body.item, body.code, days, now) : undefined;
      return refusal ? `code=409, example=${refusal}` : undefined;
    },
    answer: ({ world, who, body: input, days, now }, body) =>
      priced(world, who?.id ?? OLIVIA, input.item, input.code, days, now)?.check ?? body,
  },
  {
    operations: ['getIntroOffer'],
    prefer: ({ world, params: [id] }) => (world.introOffers.has(id) ? undefined : 'code=404'),
    answer: ({ world, params: [id], days }) => at(world, days)(world.introOffers.get(id)),
  },
  {
    operations: ['saveIntroOffer'],
    forbidden: ({ who, params: [trainerId] }) => who?.id !== trainerId,
    remembers: 'the trainer’s intro offer as she saved it, with the uses it had',
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], body: input, days, now }) => {
      const saved = world.introOffers.get(id);
      const { firstClassPrice, firstPackId, firstPackPrice, active } = input;
      const offer = write(world, {
        trainerId: id,
        firstClassPrice,
        firstPackId,
        firstPackPrice,
        active,
        timesUsed: saved ? at(world, days)(saved).timesUsed : 0,
        updatedAt: iso(now),
      });
      world.introOffers.set(id, offer);
      return offer;
    },
  },
  {
    operations: ['listPromoCodes'],
    exists: (world, [id]) => world.trainers.has(id),
    answer: ({ world, params: [id], days }) =>
      [...world.promoCodes.values()].filter((code) => code.trainerId === id).map(at(world, days)),
  },
  {
    operations: ['createPromoCode'],
    forbidden: ({ who, params: [trainerId] }) => who?.id !== trainerId,
    remembers: 'the code, in the trainer’s codes, used by no one yet',
    exists: (world, [id]) => world.trainers.has(id),
    prefer: (context) => (codeTaken(context) ? 'code=409' : undefined),
    answer: ({ world, params: [id], body: input, now }, body) => {
      const code = write(world, {
        ...overlay(body, input),
        code: String(input.code).toUpperCase(),
        id: newId(world, world.promoCodes, body.id),
        trainerId: id,
        timesUsed: 0,
        createdAt: iso(now),
      });
      world.promoCodes.set(code.id, code);
      return code;
    },
  },
  {
    operations: ['getPromoCode'],
    exists: (world, [id]) => world.promoCodes.has(id),
    answer: ({ world, params: [id], days }) => at(world, days)(world.promoCodes.get(id)),
  },
  {
    operations: ['updatePromoCode'],
    forbidden: notTheirCode,
    remembers: 'the code as edited, or paused',
    exists: (world, [id]) => world.promoCodes.has(id),
    prefer: (context) => (codeTaken(context) ? 'code=409' : undefined),
    answer: ({ world, params: [id], body: input, days }) => {
      const code = write(world, {
        ...overlay(at(world, days)(world.promoCodes.get(id)), input),
        code: String(input.code).toUpperCase(),
      });
      world.promoCodes.set(id, code);
      return code;
    },
  },
];
