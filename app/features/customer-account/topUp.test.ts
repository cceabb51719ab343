import { describe, expect, it } from 'vitest';
import { parsePounds, topUpProblem } from './topUp';

describe('top-up amount', () => {
  it('takes £5 to £500 in pounds and pence', () => {
    expect(topUpProblem(5)).toBeNull();
    expect(topUpProblem(500)).toBeNull();
    expect(topUpProblem(12.5)).toBeNull();
    expect(topUpProblem(19.99)).toBeNull();
  });

  it('refuses nothing, less than £5, more than £500, and fractions of a penny', () => {
    expect(topUpProblem(Number.NaN)).toBe('missing');
    expect(topUpProblem(4.99)).toBe('outOfRange');
    expect(topUpProblem(500.01)).toBe('outOfRange');
    expect(topUpProblem(10.005)).toBe('pence');
  });

  it('reads pounds as typed, with or without the pound sign', () => {
    expect(parsePounds(' 20 ', 'en-GB')).toBe(20);
    expect(parsePounds('£12.50', 'en-GB')).toBe(12.5);
    expect(parsePounds('', 'en-GB')).toBeNaN();
    expect(parsePounds('ten', 'en-GB')).toBeNaN();
    expect(parsePounds('-5', 'en-GB')).toBeNaN();
  });

  it('reads a decimal comma where the language writes one', () => {
    expect(parsePounds('12,50', 'es-ES')).toBe(12.5);
    expect(parsePounds('12,50 £', 'es')).toBe(12.5);
    expect(parsePounds('12.50', 'es-ES')).toBe(12.5);
    expect(parsePounds('12,50', 'en-GB')).toBeNaN();
  });
});
