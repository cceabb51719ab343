import { defineMessages } from '@/app/i18n';

/** Cancelling a session for everyone booked on it (the trainer's dashboard and class list). */
export const messages = defineMessages({
  cancel: { id: 'trainerDashboard.cancel.action', defaultMessage: 'Cancel' },
  cancelLabel: { id: 'trainerDashboard.cancel.label', defaultMessage: 'Cancel {title} for everyone booked' },
  cancelTitle: { id: 'trainerDashboard.cancel.title', defaultMessage: 'Cancel this session for everyone?' },
  cancelWhat: {
    id: 'trainerDashboard.cancel.what',
    defaultMessage: '{title} on {date} at {time} will not take place.',
  },
  cancelWho: {
    id: 'trainerDashboard.cancel.who',
    defaultMessage:
      '{count, plural, =0 {Nobody has booked it yet.} one {The one customer booked loses their place and is told at once.} other {All # customers booked lose their place and are told at once.}}',
  },
  cancelKeep: { id: 'trainerDashboard.cancel.keep', defaultMessage: 'Keep session' },
  cancelConfirm: { id: 'trainerDashboard.cancel.confirm', defaultMessage: 'Cancel for everyone' },
  cancelPending: { id: 'trainerDashboard.cancel.pending', defaultMessage: 'Cancelling' },
  cancelFailed: {
    id: 'trainerDashboard.cancel.failed',
    defaultMessage: 'The session was not cancelled: {reason}',
  },
  cancelledToast: { id: 'trainerDashboard.cancel.toast', defaultMessage: '{title} is cancelled' },
  cancelledToCredit: {
    id: 'trainerDashboard.cancel.toCredit',
    defaultMessage:
      '{count, plural, =0 {Nobody was booked.} one {One booking was refunded to account credit.} other {# bookings were refunded to account credit.}}',
  },
  cancelledToCard: {
    id: 'trainerDashboard.cancel.toCard',
    defaultMessage:
      '{count, plural, =0 {Nobody was booked.} one {One booking was refunded to its card.} other {# bookings were refunded to their cards.}}',
  },
  cancelledNoRefund: {
    id: 'trainerDashboard.cancel.noRefund',
    defaultMessage:
      '{count, plural, =0 {Nobody was booked.} one {One booking was cancelled.} other {# bookings were cancelled.}}',
  },
});
