import type { Schema } from '@/sdk';
import { toPence } from '../format/priceRule';
import type { FieldErrors, FormMessage } from '../forms/useFormFields';
import { feeProblem } from '../attendance/rules';
import { messages } from './messages';

type FeePolicy = Schema<'FeePolicy'>;
type Money = Schema<'Money'>;

/** The longest late-cancel window the API takes, in hours. */
export const MAX_WINDOW_HOURS = 72;

/** A fee policy as typed: the window in hours, each fee in pounds (NaN while empty: no fee). */
export interface FeeValues extends Record<string, unknown> {
  lateCancelWindowHours: number;
  lateCancelFee: number;
  noShowFee: number;
}

/** The names of a fee policy's fields. */
export type FeeName = 'lateCancelWindowHours' | 'lateCancelFee' | 'noShowFee';

/** No fees: no window, no late-cancel fee, no no-show fee. */
export const NO_FEES: FeePolicy = { lateCancelWindowHours: 0, lateCancelFee: null, noShowFee: null };

const pounds = (fee: Money | null) => (fee ? fee.amount / 100 : Number.NaN);
const money = (value: number): Money | null =>
  Number.isNaN(value) || toPence(value) === 0 ? null : { amount: toPence(value), currency: 'GBP' };

/** A saved policy as the form starts with it. */
export const feeValues = (policy: FeePolicy): FeeValues => ({
  lateCancelWindowHours: policy.lateCancelWindowHours,
  lateCancelFee: pounds(policy.lateCancelFee),
  noShowFee: pounds(policy.noShowFee),
});

/** The form's values as the API takes them: an empty or £0 fee is no fee. */
export const toFeePolicy = (values: FeeValues): FeePolicy => ({
  lateCancelWindowHours: values.lateCancelWindowHours,
  lateCancelFee: money(values.lateCancelFee),
  noShowFee: money(values.noShowFee),
});

/**
 * What is wrong with each field, by the contract's limits: whole hours from 0 to 72, a
 * late-cancel fee only with a window, no fee below zero, and (for a class's own fees, given its
 * price and the words for it) none above the class's price.
 */
export function validateFees(
  values: FeeValues,
  limit?: { price: Money; abovePrice: FormMessage },
): FieldErrors<FeeValues> {
  const hours = values.lateCancelWindowHours;
  const policy = toFeePolicy(values);
  const feeError = (value: number, fee: Money | null) => {
    if (value < 0) return messages.feeNegative;
    return limit !== undefined && feeProblem(fee, limit.price) === 'ABOVE_PRICE' && limit.abovePrice;
  };
  return {
    lateCancelWindowHours: !(Number.isInteger(hours) && hours >= 0 && hours <= MAX_WINDOW_HOURS)
      ? messages.windowRange
      : hours === 0 && policy.lateCancelFee !== null && messages.windowNeeded,
    lateCancelFee: feeError(values.lateCancelFee, policy.lateCancelFee),
    noShowFee: feeError(values.noShowFee, policy.noShowFee),
  };
}
