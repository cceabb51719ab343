import { describe, expect, it } from 'vitest';
import { parseDate } from '@/design-system';
import { emptyCode, toCodeInput, validateCode } from './codeForm';
import { messages } from './messages';
import { emptyPack, toPackInput, validatePack } from './packForm';

const invalid = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

describe('the pack form', () => {
  const pack = { ...emptyPack(), name: ' Ten live classes ', price: 250 };

  it('sends the pack as the API takes it: the name trimmed, the price in pence, the chosen coverage only', () => {
    expect(invalid(validatePack(pack))).toEqual({});
    expect(toPackInput({ ...pack, classIds: ['cl_2007'] })).toEqual({
      name: 'Ten live classes',
      credits: 10,
      price: { amount: 25000, currency: 'GBP' },
      validityDays: 90,
      paysFor: { kinds: ['LIVE_CLASSES'], classIds: [] },
      onSale: true,
    });
    expect(toPackInput({ ...pack, coverage: 'CLASSES', classIds: ['cl_2007'] }).paysFor).toEqual({
      kinds: [],
      classIds: ['cl_2007'],
    });
  });

  it('says what is wrong on each field', () => {
    const errors = invalid(
      validatePack({ ...emptyPack(), credits: 1, validityDays: 400.5, price: 2500, coverage: 'CLASSES' }),
    );
    expect(errors).toEqual({
      name: messages.nameRequired,
      credits: messages.creditsRange,
      price: messages.priceRange,
      validityDays: messages.validityRange,
      classIds: messages.paysForRequired,
    });
    expect(invalid(validatePack({ ...pack, kinds: [] }))).toEqual({ kinds: messages.paysForRequired });
    expect(invalid(validatePack({ ...pack, price: Number.NaN }))).toEqual({ price: messages.priceRequired });
  });
});

describe('the promo code form', () => {
  const code = {
    ...emptyCode(parseDate('2026-11-24')),
    code: ' winter20 ',
    percentOff: 20,
    appliesTo: ['PACKS', 'SUBSCRIPTIONS'] as const,
    endsOn: parseDate('2026-12-31'),
    repeatsOnRenewal: true,
  };

  it('sends the code in capitals with only its discount, its days, and no limit for an empty one', () => {
    const values = { ...code, appliesTo: [...code.appliesTo] };
    expect(invalid(validateCode(values))).toEqual({});
    expect(toCodeInput(values)).toEqual({
      code: 'WINTER20',
      discountType: 'PERCENT',
      percentOff: 20,
      amountOff: null,
      appliesTo: ['PACKS', 'SUBSCRIPTIONS'],
      startsOn: '2026-11-24',
      endsOn: '2026-12-31',
      maxUses: null,
      maxUsesPerCustomer: 1,
      repeatsOnRenewal: true,
      active: true,
    });
    expect(toCodeInput({ ...values, discountType: 'AMOUNT', amountOff: 10, appliesTo: ['PACKS'] })).toMatchObject({
      percentOff: null,
      amountOff: { amount: 1000, currency: 'GBP' },
      repeatsOnRenewal: false,
    });
  });

  it('refuses what the API refuses, on the field: the code’s letters, over 100 percent, an end before the start', () => {
    const errors = invalid(
      validateCode({
        ...code,
        code: 'W-20',
        percentOff: 120,
        appliesTo: [],
        endsOn: parseDate('2026-11-23'),
        maxUses: 0,
      }),
    );
    expect(errors).toEqual({
      code: messages.codeFormat,
      percentOff: messages.percentRange,
      appliesTo: messages.appliesToRequired,
      endsOn: messages.endBeforeStart,
      maxUses: messages.usesRange,
    });
    expect(invalid(validateCode({ ...code, appliesTo: ['PACKS'], discountType: 'AMOUNT' }))).toEqual({
      amountOff: messages.amountRequired,
    });
  });
});
