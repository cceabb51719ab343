import type { IntlShape } from '@formatjs/intl';

/** Money as the API gives it: minor units and an ISO currency. */
export interface MoneyValue {
  amount: number;
  currency: string;
}

/**
 * A price is shown whole when it has no fraction (£20), otherwise with two decimals (£22.50), where
 * and with which separators the language puts them (Spanish writes 22,50 £). The pound is its sign
 * in every language: Spanish would otherwise name it by its code (22,50 GBP).
 */
export function formatMoney(intl: IntlShape, money: MoneyValue): string {
  const major = money.amount / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  return intl.formatNumber(major, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** How a price field writes pounds: the language's way, with the pound's sign as `formatMoney` does. */
export const poundsField: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'GBP',
  currencyDisplay: 'narrowSymbol',
};

/** A name with its first letter capitalised and the rest lowercase, as names are shown everywhere. */
export function capitalizeName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1).toLocaleLowerCase();
}

/** "Maya" from a person's first name, capitalised: how a page speaks of someone. */
export function firstName(person: { firstName: string }): string {
  return capitalizeName(person.firstName);
}

/** "Maya Okafor" from first and last names, each capitalised. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${capitalizeName(person.firstName)} ${capitalizeName(person.lastName)}`.trim();
}
