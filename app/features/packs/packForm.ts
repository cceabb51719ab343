import type { Schema } from '@/sdk';
import { toPence } from '@/app/lib/format/priceRule';
import type { FieldErrors } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';

/** A pack has from 2 to 50 credits, costs from £1 to £2,000 and lasts from 7 to 365 days (the contract's `ClassPackInput`). */
export const CREDITS = { min: 2, max: 50 };
export const PRICE = { min: 1, max: 2000 };
export const VALIDITY = { min: 7, max: 365 };

/** What a credit pays for: any session of some kinds, or only chosen classes. */
export type Coverage = 'KINDS' | 'CLASSES';

export interface PackValues extends Record<string, unknown> {
  name: string;
  /** NaN while a number field is empty; the price in pounds. */
  credits: number;
  price: number;
  validityDays: number;
  coverage: Coverage;
  kinds: Schema<'PackUse'>[];
  classIds: string[];
  onSale: boolean;
}

export const emptyPack = (): PackValues => ({
  name: '',
  credits: 10,
  price: Number.NaN,
  validityDays: 90,
  coverage: 'KINDS',
  kinds: ['LIVE_CLASSES'],
  classIds: [],
  onSale: true,
});

/** A pack's values in the form, to edit it. */
export const fromPack = (pack: Schema<'ClassPack'>): PackValues => ({
  name: pack.name,
  credits: pack.credits,
  price: pack.price.amount / 100,
  validityDays: pack.validityDays,
  coverage: pack.paysFor.classIds.length > 0 ? 'CLASSES' : 'KINDS',
  kinds: pack.paysFor.kinds,
  classIds: pack.paysFor.classIds,
  onSale: pack.status === 'ON_SALE',
});

const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

/** A name, whole credits and days in range, a price in range, and at least one kind or class a credit pays for. */
export function validatePack(values: PackValues): FieldErrors<PackValues> {
  const { credits, price, validityDays } = values;
  const chosen = values.coverage === 'KINDS' ? values.kinds : values.classIds;
  return {
    name: !values.name.trim() && messages.nameRequired,
    credits: !(Number.isInteger(credits) && within(credits, CREDITS)) && messages.creditsRange,
    price: Number.isNaN(price) ? messages.priceRequired : !within(price, PRICE) && messages.priceRange,
    validityDays: !(Number.isInteger(validityDays) && within(validityDays, VALIDITY)) && messages.validityRange,
    [values.coverage === 'KINDS' ? 'kinds' : 'classIds']: chosen.length === 0 && messages.paysForRequired,
  };
}

/** The values as the API takes them: the name trimmed, the price in pence, only the chosen coverage's list. */
export const toPackInput = (values: PackValues): Schema<'ClassPackInput'> => ({
  name: values.name.trim(),
  credits: values.credits,
  price: { amount: toPence(values.price), currency: 'GBP' },
  validityDays: values.validityDays,
  paysFor:
    values.coverage === 'KINDS' ? { kinds: values.kinds, classIds: [] } : { kinds: [], classIds: values.classIds },
  onSale: values.onSale,
});
