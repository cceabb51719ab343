/** The signed-in trainer's bank account (read, and saved by the form). */
export const BANK_ACCOUNT = '/trainer/bank-account';

/** What the bank-account form holds, as typed. */
export type BankAccountValues = {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  sortCode: string;
};

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** A UK account number is exactly 8 digits (spaces allowed while typing). */
export const isAccountNumber = (value: string) => /^\d{8}$/.test(value.replace(/\s/g, ''));

/** A sort code is 6 digits, typed with or without dashes or spaces: 123456, 12-34-56, 12 34 56. */
export const isSortCode = (value: string) => /^\d{2}[\s-]?\d{2}[\s-]?\d{2}$/.test(value.trim());

/** A sort code as it is shown and sent: 12-34-56. */
export const formatSortCode = (value: string) => digits(value).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/** The form's values as the API takes them: trimmed, the number as digits, the sort code with dashes. */
export const toUpdate = (values: BankAccountValues) => ({
  bankName: values.bankName.trim(),
  accountHolderName: values.accountHolderName.trim(),
  accountNumber: digits(values.accountNumber),
  sortCode: formatSortCode(values.sortCode),
});
