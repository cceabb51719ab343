import { defineMessages } from '@/app/i18n';

/** The customer's late-cancel and no-show fees (`/dashboard/fees`). */
export const messages = defineMessages({
  title: { id: 'customerFees.title', defaultMessage: 'Your fees' },
  intro: {
    id: 'customerFees.intro',
    defaultMessage:
      'A late cancellation is charged when you cancel. A no-show fee is charged 24 hours after the class, unless you dispute it by then or the trainer waives it.',
  },
  listLabel: { id: 'customerFees.listLabel', defaultMessage: 'Your fees' },
  loading: { id: 'customerFees.loading', defaultMessage: 'Loading your fees' },
  loadFailed: { id: 'customerFees.loadFailed', defaultMessage: 'Your fees could not load' },
  emptyTitle: { id: 'customerFees.emptyTitle', defaultMessage: 'No fees' },
  emptyBody: {
    id: 'customerFees.emptyBody',
    defaultMessage: 'You have no cancellation or no-show fees. A class’s fees are stated before you book it.',
  },
  kindLATE_CANCEL: { id: 'customerFees.kind.lateCancel', defaultMessage: 'Late cancellation' },
  kindNO_SHOW: { id: 'customerFees.kind.noShow', defaultMessage: 'No-show' },
  kindAmount: { id: 'customerFees.kindAmount', defaultMessage: '{kind} · {amount}' },
  session: { id: 'customerFees.session', defaultMessage: '{date} at {time}, with {trainer}' },
  IN_GRACE: { id: 'customerFees.status.inGrace', defaultMessage: 'Not charged yet' },
  DISPUTED: { id: 'customerFees.status.disputed', defaultMessage: 'Disputed' },
  WAIVED: { id: 'customerFees.status.waived', defaultMessage: 'Waived' },
  CHARGED: { id: 'customerFees.status.charged', defaultMessage: 'Charged' },
  graceEnds: {
    id: 'customerFees.graceEnds',
    defaultMessage: 'Charged on {deadline} unless you dispute it before then or the trainer waives it.',
  },
  disputedWhat: {
    id: 'customerFees.disputedWhat',
    defaultMessage: 'You disputed it on {date}: “{reason}” It is not charged unless the trainer keeps it.',
  },
  waivedWhat: { id: 'customerFees.waivedWhat', defaultMessage: 'The trainer waived it: you are not charged.' },
  invoice: { id: 'customerFees.invoice', defaultMessage: 'Invoice' },
  invoiceLabel: { id: 'customerFees.invoiceLabel', defaultMessage: 'Invoice for {title}' },
  dispute: { id: 'customerFees.dispute', defaultMessage: 'Dispute' },
  disputeLabel: { id: 'customerFees.disputeLabel', defaultMessage: 'Dispute the fee for {title}' },
  disputeTitle: { id: 'customerFees.disputeTitle', defaultMessage: 'Dispute this fee?' },
  disputeWhat: {
    id: 'customerFees.disputeWhat',
    defaultMessage:
      'The {fee} no-show fee for {title} on {date} is not charged while your trainer reads your reason and decides whether to waive or keep it.',
  },
  reason: { id: 'customerFees.reason', defaultMessage: 'Why you should not be charged' },
  reasonHint: {
    id: 'customerFees.reasonHint',
    defaultMessage: 'Your trainer reads this on the class’s roster. Up to 500 characters.',
  },
  reasonRequired: { id: 'customerFees.reasonRequired', defaultMessage: 'Say why you dispute the fee' },
  send: { id: 'customerFees.send', defaultMessage: 'Dispute fee' },
  sending: { id: 'customerFees.sending', defaultMessage: 'Sending your dispute' },
  back: { id: 'customerFees.back', defaultMessage: 'Back' },
  close: { id: 'customerFees.close', defaultMessage: 'Close' },
  failed: { id: 'customerFees.failed', defaultMessage: 'Your dispute was not sent: {reason}' },
  notSent: { id: 'customerFees.notSent', defaultMessage: 'Check your connection and try again.' },
  disputed: { id: 'customerFees.disputed', defaultMessage: 'Fee disputed' },
  disputedToast: {
    id: 'customerFees.disputedToast',
    defaultMessage: 'It is not charged while your trainer reads your reason.',
  },
});
