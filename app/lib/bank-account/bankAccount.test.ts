import { describe, expect, it } from 'vitest';
import { formatSortCode, isAccountNumber, isSortCode, toUpdate } from './bankAccount';

describe('bank account', () => {
  it('takes an account number of exactly 8 digits', () => {
    expect(isAccountNumber('12345678')).toBe(true);
    expect(isAccountNumber('1234 5678')).toBe(true);
    expect(isAccountNumber('1234567')).toBe(false);
    expect(isAccountNumber('123456789')).toBe(false);
    expect(isAccountNumber('1234567a')).toBe(false);
  });

  it('takes a sort code of 6 digits with or without dashes', () => {
    for (const code of ['123456', '12-34-56', '12 34 56', ' 12-34-56 ']) expect(isSortCode(code)).toBe(true);
    for (const code of ['12345', '12-34-5a', '12--34-56', '1234567']) expect(isSortCode(code)).toBe(false);
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(formatSortCode('12 34 56')).toBe('12-34-56');
  });

  it('sends trimmed names, the number as digits and the sort code with dashes', () => {
    expect(
      toUpdate({
        bankName: ' Monzo ',
        accountHolderName: 'Priya Sharma ',
        accountNumber: '1234 5678',
        sortCode: '040004',
      }),
    ).toEqual({
      bankName: 'Monzo',
      accountHolderName: 'Priya Sharma',
      accountNumber: '12345678',
      sortCode: '04-00-04',
    });
  });
});
