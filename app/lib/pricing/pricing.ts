import type { Schema } from '@/sdk';
import { parseAbsolute, toCalendarDate, toZoned, type ZonedDateTime } from '@/design-system';
import type { MoneyValue } from '../format/format';

// The price rules of class packs, intro offers and promo codes, as the API keeps them
// (docs/backend.md, "Rules"): the trainer's page shows them, and a checkout says them before
// anything is sent.

/** What one credit of a pack costs: its price shared by its credits, to the penny. */
export const pricePerCredit = (price: MoneyValue, credits: number): MoneyValue => ({
  amount: Math.round(price.amount / credits),
  currency: price.currency,
});

/** A promo code's discount: a percentage (1 to 100) or an amount of money off. */
export type Discount = { type: 'PERCENT'; percent: number } | { type: 'AMOUNT'; amount: MoneyValue };

/** The discount a promo code gives, as the contract writes it. */
export const codeDiscount = (code: Pick<Schema<'PromoCode'>, 'percentOff' | 'amountOff'>): Discount =>
  code.amountOff ? { type: 'AMOUNT', amount: code.amountOff } : { type: 'PERCENT', percent: code.percentOff ?? 0 };

/** What a discount takes off `price`: a percentage rounded to the penny, an amount never more than the price. */
export function amountOff(price: MoneyValue, discount: Discount): MoneyValue {
  const off =
    discount.type === 'PERCENT'
      ? Math.round((price.amount * Math.min(Math.max(discount.percent, 0), 100)) / 100)
      : Math.min(Math.max(discount.amount.amount, 0), price.amount);
  return { amount: off, currency: price.currency };
}

/** Where a lower price came from. */
export type PriceSource = 'PROMO_CODE' | 'INTRO_OFFER';

export interface BestPrice {
  price: MoneyValue;
  /** The one discount that applies, or null when neither makes the price lower. */
  source: PriceSource | null;
}

/**
 * The price to pay when a customer may have the intro price and/or a promo code: they never stack,
 * the lower price wins, and on a tie the code applies (the intro offer, once per customer, stays
 * for later). An intro price at or above the price gives nothing.
 */
export function bestPrice(
  price: MoneyValue,
  offers: { introPrice?: MoneyValue | null; code?: Discount | null },
): BestPrice {
  const withCode = offers.code ? price.amount - amountOff(price, offers.code).amount : price.amount;
  const intro = offers.introPrice ? Math.min(offers.introPrice.amount, price.amount) : price.amount;
  if (intro < withCode) return { price: { amount: intro, currency: price.currency }, source: 'INTRO_OFFER' };
  if (withCode < price.amount) return { price: { amount: withCode, currency: price.currency }, source: 'PROMO_CODE' };
  return { price, source: null };
}

/**
 * When a pack's credits expire: the end of its last day (23:59:59) in the trainer's time zone, the
 * last day being the purchase day there plus `validityDays`, whatever the customer's own zone.
 */
export function packExpiry(purchasedAt: string, validityDays: number, timeZone: string): ZonedDateTime {
  const lastDay = toCalendarDate(parseAbsolute(purchasedAt, timeZone)).add({ days: validityDays });
  return toZoned(lastDay.add({ days: 1 }), timeZone).subtract({ seconds: 1 });
}

/** What a session to pay for is: its kind, and the class it belongs to (none for a one-to-one). */
export interface Purchase {
  kind: 'LIVE_CLASS' | 'RECORDED_CLASS' | 'ONE_TO_ONE';
  trainerId: string;
  classId?: string;
}

const kindUse = {
  LIVE_CLASS: 'LIVE_CLASSES',
  RECORDED_CLASS: 'RECORDED_CLASSES',
  ONE_TO_ONE: 'ONE_TO_ONES',
} as const satisfies Record<Purchase['kind'], Schema<'PackUse'>>;

/** Whether a credit of a pack that pays for `paysFor` pays for `purchase`: one of its chosen classes, else its kind. */
export function packCovers(paysFor: Schema<'PackCoverage'>, purchase: Purchase): boolean {
  if (paysFor.classIds.length > 0) return purchase.classId !== undefined && paysFor.classIds.includes(purchase.classId);
  return paysFor.kinds.includes(kindUse[purchase.kind]);
}

/** Whether one of the customer's packs can pay for `purchase` at `now`: paid, a credit left, not expired, this trainer's and covering it. */
export const packPays = (pack: Schema<'CustomerPack'>, purchase: Purchase, now: Date): boolean =>
  pack.status === 'ACTIVE' &&
  pack.creditsLeft > 0 &&
  now.getTime() <= Date.parse(pack.expiresAt) &&
  pack.pack.trainer.id === purchase.trainerId &&
  packCovers(pack.pack.paysFor, purchase);

/** How a booking is paid: a credit of one of the customer's packs, account credit, or the card. */
export type Payment = { method: 'PACK_CREDIT'; customerPackId: string } | { method: 'CREDIT' } | { method: 'CARD' };

/**
 * Which payment a booking uses, in this order: a credit of a pack that can pay for it (the one
 * expiring soonest), then account credit when it covers the price, then the card.
 */
export function choosePayment(
  purchase: Purchase,
  {
    price,
    creditBalance,
    packs,
    now,
  }: { price: MoneyValue; creditBalance: MoneyValue; packs: readonly Schema<'CustomerPack'>[]; now: Date },
): Payment {
  const [pack] = packs
    .filter((each) => packPays(each, purchase, now))
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
  if (pack) return { method: 'PACK_CREDIT', customerPackId: pack.id };
  return creditBalance.amount >= price.amount ? { method: 'CREDIT' } : { method: 'CARD' };
}
