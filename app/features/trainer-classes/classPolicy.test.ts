import { describe, expect, it } from 'vitest';
import { fromClassPolicy, policyField, toClassPolicyInput } from './classPolicy';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const fees = { lateCancelWindowHours: 12, lateCancelFee: gbp(1000), noShowFee: gbp(1500) };
const policy = {
  classId: 'cl_2008',
  usesDefault: true,
  fees,
  price: gbp(4000),
  recorded: false,
  replaysForSale: false,
};

describe('a class’s fees and recording', () => {
  it('starts from the trainer’s default and sends no fees of its own while it keeps it', () => {
    const values = fromClassPolicy(policy);
    expect(values).toEqual({
      fees: 'default',
      lateCancelWindowHours: 12,
      lateCancelFee: 10,
      noShowFee: 15,
      recorded: false,
      replaysForSale: false,
    });
    expect(toClassPolicyInput(values)).toEqual({ usesDefault: true, recorded: false, replaysForSale: false });
  });

  it('sends its own fees in pence, and sells replays only of a recorded class', () => {
    const own = { ...fromClassPolicy(policy), fees: 'own' as const, noShowFee: 20, replaysForSale: true };
    expect(toClassPolicyInput(own)).toEqual({
      usesDefault: false,
      fees: { ...fees, noShowFee: gbp(2000) },
      recorded: false,
      replaysForSale: false,
    });
    expect(toClassPolicyInput({ ...own, recorded: true })).toMatchObject({ recorded: true, replaysForSale: true });
    expect(fromClassPolicy({ ...policy, recorded: false, replaysForSale: true }).replaysForSale).toBe(false);
  });

  it('puts the API’s refusal of a class’s own fee on the form’s field', () => {
    expect(policyField('fees.noShowFee')).toBe('noShowFee');
    expect(policyField('recorded')).toBe('recorded');
  });
});
