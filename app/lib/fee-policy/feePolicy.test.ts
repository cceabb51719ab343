import { describe, expect, it } from 'vitest';
import { feeValues, NO_FEES, toFeePolicy, validateFees } from './feePolicy';
import { messages } from './messages';

const invalid = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

describe('a fee policy as a trainer sets it', () => {
  it('starts from the saved policy and sends it back as the API takes it: pence, an empty or £0 fee as none', () => {
    const policy = { lateCancelWindowHours: 12, lateCancelFee: gbp(1000), noShowFee: gbp(1550) };
    expect(feeValues(policy)).toEqual({ lateCancelWindowHours: 12, lateCancelFee: 10, noShowFee: 15.5 });
    expect(toFeePolicy(feeValues(policy))).toEqual(policy);
    expect(toFeePolicy({ lateCancelWindowHours: 0, lateCancelFee: Number.NaN, noShowFee: 0 })).toEqual(NO_FEES);
    expect(feeValues(NO_FEES)).toEqual({ lateCancelWindowHours: 0, lateCancelFee: Number.NaN, noShowFee: Number.NaN });
  });

  it('keeps the contract’s limits: whole hours from 0 (no window) to 72, a window for a late-cancel fee, no fee below zero', () => {
    expect(invalid(validateFees({ lateCancelWindowHours: 24, lateCancelFee: 15, noShowFee: 20 }))).toEqual({});
    expect(invalid(validateFees({ lateCancelWindowHours: 0, lateCancelFee: Number.NaN, noShowFee: 5 }))).toEqual({});
    expect(invalid(validateFees({ lateCancelWindowHours: 73, lateCancelFee: -1, noShowFee: Number.NaN }))).toEqual({
      lateCancelWindowHours: messages.windowRange,
      lateCancelFee: messages.feeNegative,
    });
    expect(invalid(validateFees({ lateCancelWindowHours: 1.5, lateCancelFee: 5, noShowFee: 5 }))).toEqual({
      lateCancelWindowHours: messages.windowRange,
    });
    expect(invalid(validateFees({ lateCancelWindowHours: Number.NaN, lateCancelFee: 5, noShowFee: 5 }))).toEqual({
      lateCancelWindowHours: messages.windowRange,
    });
    expect(invalid(validateFees({ lateCancelWindowHours: 0, lateCancelFee: 5, noShowFee: 5 }))).toEqual({
      lateCancelWindowHours: messages.windowNeeded,
    });
    // 0 is no window: a £0 late-cancel fee is no fee, so it needs none.
    expect(invalid(validateFees({ lateCancelWindowHours: 0, lateCancelFee: 0, noShowFee: 5 }))).toEqual({});
  });

  it('refuses a class’s own fee above its price, with the words the form gives, and takes one at the price', () => {
    const limit = { price: gbp(3000), abovePrice: 'Enter a fee no higher than the class’s price (£30)' };
    expect(invalid(validateFees({ lateCancelWindowHours: 24, lateCancelFee: 30, noShowFee: 30.01 }, limit))).toEqual({
      noShowFee: limit.abovePrice,
    });
    expect(invalid(validateFees({ lateCancelWindowHours: 24, lateCancelFee: 30, noShowFee: 30 }, limit))).toEqual({});
  });
});
