import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import {
  amountOff,
  bestPrice,
  choosePayment,
  codeDiscount,
  packCovers,
  packExpiry,
  pricePerCredit,
  type Purchase,
} from './pricing';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

describe('price per credit', () => {
  it('shares the price by the credits, to the penny', () => {
    expect(pricePerCredit(gbp(25000), 10)).toEqual(gbp(2500));
    expect(pricePerCredit(gbp(10000), 3)).toEqual(gbp(3333));
    expect(pricePerCredit(gbp(10000), 6)).toEqual(gbp(1667));
  });
});

describe('a promo code’s discount', () => {
  it('takes a percentage off, rounded to the penny', () => {
    expect(amountOff(gbp(2999), { type: 'PERCENT', percent: 20 })).toEqual(gbp(600));
    expect(amountOff(gbp(2999), { type: 'PERCENT', percent: 15 })).toEqual(gbp(450));
    expect(amountOff(gbp(2999), { type: 'PERCENT', percent: 100 })).toEqual(gbp(2999));
  });

  it('takes an amount off, never more than the price', () => {
    expect(amountOff(gbp(2700), { type: 'AMOUNT', amount: gbp(1000) })).toEqual(gbp(1000));
    expect(amountOff(gbp(900), { type: 'AMOUNT', amount: gbp(1000) })).toEqual(gbp(900));
  });

  it('reads the contract’s code: an amount when it has one, else its percentage', () => {
    expect(codeDiscount({ percentOff: null, amountOff: gbp(500) })).toEqual({ type: 'AMOUNT', amount: gbp(500) });
    expect(codeDiscount({ percentOff: 20, amountOff: null })).toEqual({ type: 'PERCENT', percent: 20 });
  });
});

describe('intro offer or code: the lower price wins, never both', () => {
  const twentyOff = { type: 'PERCENT', percent: 20 } as const;

  it('gives the intro price when it is lower than the code’s', () => {
    expect(bestPrice(gbp(25000), { introPrice: gbp(19900), code: twentyOff })).toEqual({
      price: gbp(19900),
      source: 'INTRO_OFFER',
    });
  });

  it('gives the code’s price when it is lower than the intro price, without stacking the two', () => {
    expect(bestPrice(gbp(25000), { introPrice: gbp(21000), code: twentyOff })).toEqual({
      price: gbp(20000),
      source: 'PROMO_CODE',
    });
  });

  it('keeps the intro offer for later on a tie', () => {
    expect(bestPrice(gbp(25000), { introPrice: gbp(20000), code: twentyOff }).source).toBe('PROMO_CODE');
  });

  it('gives the price itself when neither lowers it', () => {
    expect(bestPrice(gbp(3000), { introPrice: gbp(3500), code: null })).toEqual({ price: gbp(3000), source: null });
    expect(bestPrice(gbp(3000), {})).toEqual({ price: gbp(3000), source: null });
  });

  it('takes a code’s amount off down to nothing at most', () => {
    expect(bestPrice(gbp(900), { code: { type: 'AMOUNT', amount: gbp(1000) } })).toEqual({
      price: gbp(0),
      source: 'PROMO_CODE',
    });
  });
});

describe('a pack’s expiry', () => {
  it('is the end of the last day in the trainer’s time zone', () => {
    expect(packExpiry('2026-11-09T19:20:00Z', 90, 'Europe/London').toAbsoluteString()).toBe('2027-02-07T23:59:59.000Z');
  });

  it('counts from the purchase day on the trainer’s calendar, not the customer’s', () => {
    // 23:30 on 30 November in New York is already 1 December in London.
    expect(packExpiry('2026-12-01T04:30:00Z', 7, 'Europe/London').toString()).toBe(
      '2026-12-08T23:59:59+00:00[Europe/London]',
    );
    expect(packExpiry('2026-12-01T04:30:00Z', 7, 'America/New_York').toString()).toBe(
      '2026-12-07T23:59:59-05:00[America/New_York]',
    );
  });

  it('ends at the last day’s midnight across a clock change', () => {
    // Bought before London's clocks go forward on 28 March 2027: it ends on summer time.
    expect(packExpiry('2027-03-20T10:00:00Z', 10, 'Europe/London').toAbsoluteString()).toBe('2027-03-30T22:59:59.000Z');
  });
});

const priya = { id: 'tr_1003', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/media/trainers/priya-sharma.svg' };

const pack = (id: string, overrides: Partial<Schema<'CustomerPack'>> & { paysFor?: Schema<'PackCoverage'> } = {}) => {
  const { paysFor = { kinds: ['LIVE_CLASSES'], classIds: [] }, ...rest } = overrides;
  return {
    id,
    pack: { id: `pk_${id}`, name: 'Ten live classes', trainer: priya, paysFor },
    status: 'ACTIVE',
    creditsTotal: 10,
    creditsLeft: 4,
    amountPaid: gbp(25000),
    discount: null,
    paymentMethod: 'CARD',
    invoiceId: 'inv_1',
    purchasedAt: '2026-11-01T10:00:00Z',
    expiresAt: '2027-01-30T23:59:59Z',
    credits: [],
    ...rest,
  } satisfies Schema<'CustomerPack'>;
};

describe('which payment a booking uses', () => {
  const sunrise: Purchase = { kind: 'LIVE_CLASS', trainerId: 'tr_1003', classId: 'cl_2007' };
  const now = new Date('2026-11-24T05:00:00Z');
  const pay = (packs: Schema<'CustomerPack'>[], creditBalance = gbp(0), purchase = sunrise) =>
    choosePayment(purchase, { price: gbp(3000), creditBalance, packs, now });

  it('uses a valid pack credit first, even with enough account credit', () => {
    expect(pay([pack('cp_1')], gbp(10000))).toEqual({ method: 'PACK_CREDIT', customerPackId: 'cp_1' });
  });

  it('uses the pack that expires soonest', () => {
    const later = pack('cp_later', { expiresAt: '2027-02-01T23:59:59Z' });
    const sooner = pack('cp_sooner', { expiresAt: '2026-11-26T23:59:59Z' });
    expect(pay([later, sooner])).toEqual({ method: 'PACK_CREDIT', customerPackId: 'cp_sooner' });
  });

  it('passes over a pack that cannot pay: used up, expired, unpaid, another trainer’s, or not for this session', () => {
    const cannot = [
      pack('used', { creditsLeft: 0, status: 'USED_UP' }),
      pack('expired', { expiresAt: '2026-11-23T23:59:59Z' }),
      pack('unpaid', { status: 'PENDING_PAYMENT' }),
      pack('other', {
        pack: {
          id: 'pk_9',
          name: 'Other',
          trainer: { ...priya, id: 'tr_1001' },
          paysFor: { kinds: ['LIVE_CLASSES'], classIds: [] },
        },
      }),
      pack('recorded', { paysFor: { kinds: ['RECORDED_CLASSES'], classIds: [] } }),
      pack('chosen', { paysFor: { kinds: [], classIds: ['cl_2008'] } }),
    ];
    expect(pay(cannot, gbp(3000))).toEqual({ method: 'CREDIT' });
  });

  it('uses a credit up to the end of its last day', () => {
    expect(pay([pack('cp_1', { expiresAt: '2026-11-24T05:00:00Z' })])).toEqual({
      method: 'PACK_CREDIT',
      customerPackId: 'cp_1',
    });
  });

  it('then account credit when it covers the price, else the card', () => {
    expect(pay([], gbp(3000))).toEqual({ method: 'CREDIT' });
    expect(pay([], gbp(2999))).toEqual({ method: 'CARD' });
  });
});

describe('what a pack credit pays for', () => {
  it('pays for sessions of its kinds', () => {
    const live = { kinds: ['LIVE_CLASSES', 'ONE_TO_ONES'], classIds: [] } satisfies Schema<'PackCoverage'>;
    expect(packCovers(live, { kind: 'LIVE_CLASS', trainerId: 'tr_1003', classId: 'cl_2007' })).toBe(true);
    expect(packCovers(live, { kind: 'ONE_TO_ONE', trainerId: 'tr_1003' })).toBe(true);
    expect(packCovers(live, { kind: 'RECORDED_CLASS', trainerId: 'tr_1003', classId: 'cl_2009' })).toBe(false);
  });

  it('pays only for its chosen classes when it has some', () => {
    const chosen = { kinds: [], classIds: ['cl_2007', 'cl_2037'] } satisfies Schema<'PackCoverage'>;
    expect(packCovers(chosen, { kind: 'LIVE_CLASS', trainerId: 'tr_1003', classId: 'cl_2037' })).toBe(true);
    expect(packCovers(chosen, { kind: 'LIVE_CLASS', trainerId: 'tr_1003', classId: 'cl_2008' })).toBe(false);
    expect(packCovers(chosen, { kind: 'ONE_TO_ONE', trainerId: 'tr_1003' })).toBe(false);
  });
});
