import { defineMessages } from '@/app/i18n';

/** The payout account form (trainer dashboard and onboarding). */
export const messages = defineMessages({
  dismiss: { id: 'trainerDashboard.dismiss', defaultMessage: 'Back' },
  bankName: { id: 'trainerDashboard.bank.bankName', defaultMessage: 'Bank name' },
  holderName: { id: 'trainerDashboard.bank.holderName', defaultMessage: 'Name on the account' },
  accountNumber: { id: 'trainerDashboard.bank.accountNumber', defaultMessage: 'Account number' },
  accountNumberHint: { id: 'trainerDashboard.bank.accountNumberHint', defaultMessage: '8 digits' },
  sortCode: { id: 'trainerDashboard.bank.sortCode', defaultMessage: 'Sort code' },
  sortCodeHint: { id: 'trainerDashboard.bank.sortCodeHint', defaultMessage: '6 digits, like 12-34-56' },
  bankNameRequired: { id: 'trainerDashboard.bank.bankNameRequired', defaultMessage: 'Enter your bank’s name.' },
  holderRequired: { id: 'trainerDashboard.bank.holderRequired', defaultMessage: 'Enter the name on the account.' },
  accountNumberInvalid: {
    id: 'trainerDashboard.bank.accountNumberInvalid',
    defaultMessage: 'An account number is exactly 8 digits.',
  },
  sortCodeInvalid: {
    id: 'trainerDashboard.bank.sortCodeInvalid',
    defaultMessage: 'A sort code is 6 digits, with or without dashes.',
  },
  bankSave: { id: 'trainerDashboard.bank.save', defaultMessage: 'Save account' },
  bankSaving: { id: 'trainerDashboard.bank.saving', defaultMessage: 'Saving' },
  bankSaved: { id: 'trainerDashboard.bank.saved', defaultMessage: 'Your bank account is saved' },
  bankSaveFailed: {
    id: 'trainerDashboard.bank.saveFailed',
    defaultMessage: 'Your bank account was not saved: {reason}',
  },
});
