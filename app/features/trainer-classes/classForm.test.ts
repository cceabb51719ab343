import { CalendarDateTime } from '@/design-system';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { messages as feeMessages } from '@/app/lib/fee-policy/messages';
import {
  emptyClass,
  fromClass,
  ownFeesPolicy,
  toClassInput,
  validateClass,
  validateOwnFees,
  type ClassValues,
} from './classForm';
import { messages } from './messages';

const NOW = new Date('2026-11-24T10:00:00Z');
const ZONE = 'Europe/London';

const valid = (changes: Partial<ClassValues> = {}): ClassValues => ({
  ...emptyClass(),
  title: ' Evening Slow Flow ',
  description: 'A slow flow.',
  category: 'Yoga',
  difficulty: 'BEGINNER',
  startDate: new CalendarDateTime(2026, 12, 7, 19, 0),
  ...changes,
});

const errors = (values: ClassValues) =>
  Object.fromEntries(Object.entries(validateClass(values, NOW, ZONE)).filter(([, message]) => message));

describe('the class form', () => {
  it('starts live, an hour long, at the least price for an hour', () => {
    expect(emptyClass()).toMatchObject({ kind: 'live', durationMinutes: 60, price: 26.67 });
  });

  it('needs a title, description, category, difficulty and start, and says so in the summary', () => {
    expect(errors(emptyClass())).toEqual({
      form: messages.requiredFields,
      title: messages.titleRequired,
      description: messages.descriptionRequired,
      category: messages.categoryRequired,
      difficulty: messages.difficultyRequired,
      startDate: messages.startRequired,
    });
    expect(errors(valid())).toEqual({});
  });

  it('refuses a start in the past, in the trainer’s time zone', () => {
    expect(errors(valid({ startDate: new CalendarDateTime(2026, 11, 24, 9, 59) }))).toEqual({
      startDate: messages.startInPast,
    });
    expect(errors(valid({ startDate: new CalendarDateTime(2026, 11, 24, 10, 0) }))).toEqual({});
  });

  it('keeps the price at £20 per 45 minutes or more', () => {
    expect(errors(valid({ durationMinutes: 90, price: 39.99 }))).toEqual({ price: messages.priceTooLow });
    expect(errors(valid({ durationMinutes: 90, price: 40 }))).toEqual({});
    expect(errors(valid({ durationMinutes: 300 }))).toEqual({ durationMinutes: messages.durationInvalid });
    expect(errors(valid({ price: NaN }))).toEqual({ form: messages.requiredFields, price: messages.priceTooLow });
  });

  it('needs places for a live class only', () => {
    expect(errors(valid({ capacity: NaN }))).toEqual({
      form: messages.requiredFields,
      capacity: messages.capacityInvalid,
    });
    expect(errors(valid({ kind: 'recorded', capacity: NaN }))).toEqual({});
  });

  it('sends the class as the API takes it: pence, an offset, repeat days making it recurring', () => {
    expect(toClassInput(valid({ repeatDays: ['MONDAY', 'THURSDAY'], equipment: ['Yoga mat'] }), ZONE)).toEqual({
      title: 'Evening Slow Flow',
      description: 'A slow flow.',
      category: 'Yoga',
      difficulty: 'BEGINNER',
      isLive: true,
      startDate: '2026-12-07T19:00:00.000Z',
      durationMinutes: 60,
      price: 2667,
      capacity: 20,
      sessionType: 'RECURRING',
      repeatDays: ['MONDAY', 'THURSDAY'],
      equipment: ['Yoga mat'],
    });
    const recorded = toClassInput(valid({ kind: 'recorded', repeatDays: ['MONDAY'] }), ZONE);
    expect(recorded).toMatchObject({ isLive: false, sessionType: 'SINGLE', repeatDays: [] });
    expect(recorded).not.toHaveProperty('capacity');
  });

  it('edits the pictures it is given: kept ones by URL, new ones in their place, the rest left out', () => {
    const detail = {
      ...toClassInput(valid(), ZONE),
      id: 'cl_1',
      imageUrls: ['/media/classes/sunrise.svg', '/media/classes/yoga.svg', '/media/classes/mat.svg'],
      price: { amount: 2667, currency: 'GBP' },
      capacity: 20,
    } as unknown as Schema<'ClassDetail'>;
    const start = fromClass(detail, ZONE);
    expect(start.images).toEqual([
      { name: 'sunrise.svg', url: '/media/classes/sunrise.svg' },
      { name: 'yoga.svg', url: '/media/classes/yoga.svg' },
      { name: 'mat.svg', url: '/media/classes/mat.svg' },
    ]);
    // Untouched: every picture kept as it is, and no file sent.
    const untouched = toClassInput(start, ZONE, true);
    expect(untouched.imageOrder).toEqual(detail.imageUrls);
    expect(untouched).not.toHaveProperty('images');
    // One added before the others, one removed, two swapped.
    const added = new File(['x'], 'new.png', { type: 'image/png' });
    const [sunrise, yoga] = start.images;
    const edited = toClassInput({ ...start, images: [added, yoga!, sunrise!] }, ZONE, true);
    expect(edited.images).toEqual([added]);
    expect(edited.imageOrder).toEqual(['new', '/media/classes/yoga.svg', '/media/classes/sunrise.svg']);
    // A new class sends its files alone.
    expect(toClassInput(valid({ images: [added] }), ZONE)).not.toHaveProperty('imageOrder');
  });

  it('creates a live class on the trainer’s default fees, or with its own once it exists', () => {
    expect(emptyClass()).toMatchObject({ fees: 'default' });
    expect(ownFeesPolicy(valid())).toBeUndefined();
    const own = valid({ fees: 'own', lateCancelWindowHours: 24, lateCancelFee: 10, noShowFee: 15.5 });
    expect(ownFeesPolicy(own)).toEqual({
      usesDefault: false,
      fees: {
        lateCancelWindowHours: 24,
        lateCancelFee: { amount: 1000, currency: 'GBP' },
        noShowFee: { amount: 1550, currency: 'GBP' },
      },
      recorded: false,
      replaysForSale: false,
    });
    // A recorded class has no sessions to miss: no fees of its own.
    expect(ownFeesPolicy({ ...own, kind: 'recorded' })).toBeUndefined();
  });

  it('checks a new class’s own fees against the price typed, and the default not at all', () => {
    const above = 'Enter a fee no higher than the class’s price (£26.67)';
    const fees = (changes: Partial<ClassValues>) =>
      Object.fromEntries(Object.entries(validateOwnFees(valid(changes), above)).filter(([, message]) => message));
    const own = { fees: 'own' as const, lateCancelWindowHours: 24, lateCancelFee: 10, noShowFee: 26.67 };
    expect(fees(own)).toEqual({});
    expect(fees({ ...own, noShowFee: 26.68 })).toEqual({ noShowFee: above });
    expect(fees({ ...own, price: 40, noShowFee: 40 })).toEqual({});
    expect(fees({ ...own, lateCancelWindowHours: 0 })).toEqual({ lateCancelWindowHours: feeMessages.windowNeeded });
    expect(fees({ ...own, fees: 'default', noShowFee: 99 })).toEqual({});
    expect(fees({ ...own, kind: 'recorded', noShowFee: 99 })).toEqual({});
  });
});
