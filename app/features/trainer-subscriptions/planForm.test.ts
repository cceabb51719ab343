import { describe, expect, it } from 'vitest';
import { benefit, emptyPlan, fromPlan, toPlanInput, validatePlan, type PlanValues } from './planForm';
import { messages } from './messages';

const valid = (changes: Partial<PlanValues> = {}): PlanValues => ({
  ...emptyPlan(),
  name: ' Morning Mobility Club ',
  description: ' Three short classes a week. ',
  price: 12,
  ...changes,
});

const errors = (values: PlanValues) =>
  Object.fromEntries(Object.entries(validatePlan(values)).filter(([, message]) => message));

describe('the subscription plan form', () => {
  it('needs a name, a description and a price', () => {
    expect(errors(emptyPlan())).toEqual({
      name: messages.nameRequired,
      description: messages.descriptionRequired,
      price: messages.priceRequired,
    });
    expect(errors(valid({ name: '   ', description: '\n' }))).toEqual({
      name: messages.nameRequired,
      description: messages.descriptionRequired,
    });
  });

  it('takes a price from £1 to £500 a month', () => {
    expect(errors(valid({ price: 0.99 }))).toEqual({ price: messages.priceRange });
    expect(errors(valid({ price: 500.01 }))).toEqual({ price: messages.priceRange });
    expect(errors(valid({ price: 1 }))).toEqual({});
    expect(errors(valid({ price: 500 }))).toEqual({});
  });

  it('sends trimmed text, the price in pence, and only the benefits that say something, once each', () => {
    const values = valid({
      price: 12.5,
      benefits: [benefit(' Replays '), benefit(''), benefit('Live classes'), benefit('Replays'), benefit('  ')],
    });
    expect(toPlanInput(values)).toEqual({
      name: 'Morning Mobility Club',
      description: 'Three short classes a week.',
      price: { amount: 1250, currency: 'GBP' },
      benefits: ['Replays', 'Live classes'],
    });
  });

  it('starts an edit with the plan, its price in pounds', () => {
    const values = fromPlan({
      id: 'sp_1',
      trainer: { id: 'tr_1', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/a.svg' },
      name: 'Weekend Flow',
      description: 'Weekends only.',
      price: { amount: 1499, currency: 'GBP' },
      interval: 'MONTH',
      benefits: ['Weekend live classes'],
      subscriberCount: 87,
      status: 'ACTIVE',
      createdAt: '2026-06-15T09:00:00+00:00',
    });
    expect(values).toMatchObject({ name: 'Weekend Flow', description: 'Weekends only.', price: 14.99 });
    expect(values.benefits.map(({ text }) => text)).toEqual(['Weekend live classes']);
  });
});
