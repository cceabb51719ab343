import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { capitalizeName, formatMoney, fullName } from './format';

const intl = createIntl({ locale: 'en-GB', messages: {} });

describe('formatMoney', () => {
  it('shows a whole price without decimals', () => {
    expect(formatMoney(intl, { amount: 2000, currency: 'GBP' })).toBe('£20');
  });

  it('shows a price with a fraction with two decimals', () => {
    expect(formatMoney(intl, { amount: 2250, currency: 'GBP' })).toBe('£22.50');
    expect(formatMoney(intl, { amount: 2205, currency: 'GBP' })).toBe('£22.05');
  });

  it('writes a price the way the language does, with the pound’s sign', () => {
    const spanish = createIntl({ locale: 'es-ES', messages: {} });
    expect(formatMoney(spanish, { amount: 2000, currency: 'GBP' })).toBe('20\u00a0£');
    expect(formatMoney(spanish, { amount: 125050, currency: 'GBP' })).toBe('1250,50\u00a0£');
  });
});

describe('names', () => {
  it('capitalises the first letter and lowercases the rest', () => {
    expect(capitalizeName('mAYA')).toBe('Maya');
    expect(capitalizeName('  élodie ')).toBe('Élodie');
    expect(capitalizeName('')).toBe('');
  });

  it('joins first and last names, each capitalised', () => {
    expect(fullName({ firstName: 'SAM', lastName: 'rivera' })).toBe('Sam Rivera');
  });
});
