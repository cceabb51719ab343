import { describe, expect, it } from 'vitest';
import { meetsPriceRule, minimumPrice, toPence } from './priceRule';

describe('the price rule', () => {
  it('asks at least £20 per 45 minutes, pro rata', () => {
    expect(minimumPrice(45)).toBe(2000);
    expect(minimumPrice(90)).toBe(4000);
    expect(minimumPrice(30)).toBe(1334);
    expect(minimumPrice(60)).toBe(2667);
    expect(minimumPrice(120)).toBe(5334);
  });

  it('accepts the minimum and anything above, refuses a penny less', () => {
    expect(meetsPriceRule(4000, 90)).toBe(true);
    expect(meetsPriceRule(3999, 90)).toBe(false);
    expect(meetsPriceRule(2667, 60)).toBe(true);
    expect(meetsPriceRule(2666, 60)).toBe(false);
  });

  it('turns typed pounds into pence without floating-point drift', () => {
    expect(toPence(26.67)).toBe(2667);
    expect(toPence(19.99)).toBe(1999);
  });
});
