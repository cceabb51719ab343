import type { Schema } from '@/sdk';
import { parseDate, type CalendarDate } from '@/design-system';
import { toPence } from '@/app/lib/format/priceRule';
import type { FieldErrors } from '@/app/lib/forms/useFormFields';
import { messages } from './messages';

export interface CodeValues extends Record<string, unknown> {
  code: string;
  discountType: Schema<'PromoCode'>['discountType'];
  /** NaN while a number field is empty; the amount in pounds. */
  percentOff: number;
  amountOff: number;
  appliesTo: Schema<'PromoTarget'>[];
  startsOn: CalendarDate | null;
  endsOn: CalendarDate | null;
  maxUses: number;
  maxUsesPerCustomer: number;
  repeatsOnRenewal: boolean;
  active: boolean;
}

export const emptyCode = (today: CalendarDate): CodeValues => ({
  code: '',
  discountType: 'PERCENT',
  percentOff: Number.NaN,
  amountOff: Number.NaN,
  appliesTo: ['CLASSES', 'PACKS'],
  startsOn: today,
  endsOn: null,
  maxUses: Number.NaN,
  maxUsesPerCustomer: 1,
  repeatsOnRenewal: false,
  active: true,
});

const number = (value: number | null | undefined) => value ?? Number.NaN;

/** A code's values in the form, to edit it. */
export const fromCode = (code: Schema<'PromoCode'>): CodeValues => ({
  code: code.code,
  discountType: code.discountType,
  percentOff: number(code.percentOff),
  amountOff: code.amountOff ? code.amountOff.amount / 100 : Number.NaN,
  appliesTo: code.appliesTo,
  startsOn: parseDate(code.startsOn),
  endsOn: code.endsOn ? parseDate(code.endsOn) : null,
  maxUses: number(code.maxUses),
  maxUsesPerCustomer: number(code.maxUsesPerCustomer),
  repeatsOnRenewal: code.repeatsOnRenewal,
  active: code.active,
});

const CODE = /^[A-Za-z0-9]{3,20}$/;
const noLimitOrAtLeastOne = (value: number) => Number.isNaN(value) || (Number.isInteger(value) && value >= 1);

/**
 * The checks the API makes too, said on the field they concern: letters and digits, 1 to 100
 * percent or an amount, something to apply to, a start, an end not before it, whole limits.
 */
export function validateCode(values: CodeValues): FieldErrors<CodeValues> {
  const { percentOff, amountOff, startsOn, endsOn } = values;
  const percent = values.discountType === 'PERCENT';
  return {
    code: !CODE.test(values.code.trim()) && messages.codeFormat,
    percentOff:
      percent && !(Number.isInteger(percentOff) && percentOff >= 1 && percentOff <= 100) && messages.percentRange,
    amountOff: !percent && !(amountOff > 0) && messages.amountRequired,
    appliesTo: values.appliesTo.length === 0 && messages.appliesToRequired,
    startsOn: !startsOn && messages.startRequired,
    endsOn: startsOn !== null && endsOn !== null && endsOn.compare(startsOn) < 0 && messages.endBeforeStart,
    maxUses: !noLimitOrAtLeastOne(values.maxUses) && messages.usesRange,
    maxUsesPerCustomer: !noLimitOrAtLeastOne(values.maxUsesPerCustomer) && messages.usesRange,
  };
}

const limit = (value: number) => (Number.isNaN(value) ? null : value);

/** The values as the API takes them: the code in capitals, only the chosen discount, empty limits as none. */
export const toCodeInput = (values: CodeValues): Schema<'PromoCodeInput'> => ({
  code: values.code.trim().toUpperCase(),
  discountType: values.discountType,
  percentOff: values.discountType === 'PERCENT' ? values.percentOff : null,
  amountOff: values.discountType === 'AMOUNT' ? { amount: toPence(values.amountOff), currency: 'GBP' } : null,
  appliesTo: values.appliesTo,
  startsOn: String(values.startsOn),
  endsOn: values.endsOn ? String(values.endsOn) : null,
  maxUses: limit(values.maxUses),
  maxUsesPerCustomer: limit(values.maxUsesPerCustomer),
  repeatsOnRenewal: values.appliesTo.includes('SUBSCRIPTIONS') && values.repeatsOnRenewal,
  active: values.active,
});
