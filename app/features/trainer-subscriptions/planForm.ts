import type { Schema } from '@/sdk';
import { toPence } from '@/app/lib/format/priceRule';
import type { FieldErrors } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';

/** A plan costs from £1 to £500 a month, in pounds as the price field holds it. */
export const MIN_PRICE = 1;
export const MAX_PRICE = 500;
/** The most benefits a plan lists, and the longest one. */
export const MAX_BENEFITS = 10;
export const MAX_BENEFIT_LENGTH = 80;

/** A benefit as the form edits it: its text, and a key that stays with it while others are removed. */
export interface Benefit {
  key: string;
  text: string;
}

export interface PlanValues extends Record<string, unknown> {
  name: string;
  description: string;
  /** Pounds; NaN while the field is empty. */
  price: number;
  benefits: Benefit[];
}

export const benefit = (text = ''): Benefit => ({ key: crypto.randomUUID(), text });

export const emptyPlan = (): PlanValues => ({ name: '', description: '', price: Number.NaN, benefits: [] });

/** A plan's values in the form, to edit it. */
export const fromPlan = (plan: Schema<'SubscriptionPlan'>): PlanValues => ({
  name: plan.name,
  description: plan.description,
  price: plan.price.amount / 100,
  benefits: plan.benefits.map((text) => benefit(text)),
});

/** A name, a description and a price from £1 to £500 (to the penny) are needed; benefits are optional. */
export function validatePlan(values: PlanValues): FieldErrors<PlanValues> {
  const { price } = values;
  return {
    name: !values.name.trim() && messages.nameRequired,
    description: !values.description.trim() && messages.descriptionRequired,
    price: Number.isNaN(price)
      ? messages.priceRequired
      : !(price >= MIN_PRICE && price <= MAX_PRICE) && messages.priceRange,
  };
}

/** The values as the API takes them: text trimmed, empty and repeated benefits left out, the price in pence. */
export function toPlanInput(values: PlanValues): Schema<'SubscriptionPlanInput'> {
  const benefits = values.benefits.map(({ text }) => text.trim()).filter(Boolean);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: { amount: toPence(values.price), currency: 'GBP' },
    benefits: [...new Set(benefits)],
  };
}
