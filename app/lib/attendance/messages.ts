import { defineMessages } from '@/app/i18n';

/** Attendance and fees in the same plain words wherever they show (the roster, the booking, class and cancel dialogs). */
export const messages = defineMessages({
  markATTENDED: { id: 'attendance.mark.attended', defaultMessage: 'Attended' },
  markLATE: { id: 'attendance.mark.late', defaultMessage: 'Late' },
  markNO_SHOW: { id: 'attendance.mark.noShow', defaultMessage: 'No-show' },
  markJOIN_FAILED: { id: 'attendance.mark.joinFailed', defaultMessage: 'Could not join' },
  policyNone: { id: 'attendance.policy.none', defaultMessage: 'No fees: you can cancel until the class starts.' },
  policyLateCancel: {
    id: 'attendance.policy.lateCancel',
    defaultMessage:
      'Cancel at least {hours, plural, one {# hour} other {# hours}} before the start for a full refund; later, a {fee} fee is kept.',
  },
  policyLateCancelFree: {
    id: 'attendance.policy.lateCancelFree',
    defaultMessage: 'You can cancel free of charge until the class starts.',
  },
  policyNoShow: {
    id: 'attendance.policy.noShow',
    defaultMessage:
      'Booking and not joining costs a {fee} no-show fee, charged a day later unless you dispute it or the trainer waives it.',
  },
  cancelLate: {
    id: 'attendance.cancel.late',
    defaultMessage:
      'It starts in less than {hours, plural, one {# hour} other {# hours}}: cancelling now costs a {fee} fee.',
  },
  cancelFree: { id: 'attendance.cancel.free', defaultMessage: 'Cancelling now is free of charge.' },
  correctWhat: {
    id: 'attendance.correct.what',
    defaultMessage:
      'The room marked {name} as {mark, select, ATTENDED {attended} LATE {late} NO_SHOW {a no-show} other {unable to join}}. Your correction is kept with your name.',
  },
  correctFee: {
    id: 'attendance.correct.fee',
    defaultMessage: 'Marking them as attended or late drops their no-show fee.',
  },
  roster: { id: 'attendance.roster', defaultMessage: 'Roster' },
  rosterLabel: { id: 'attendance.rosterLabel', defaultMessage: 'Roster of {title} on {date}' },
  waiveWhat: {
    id: 'attendance.waive.what',
    defaultMessage: '{name} will not be charged the {fee} no-show fee for this session.',
  },
});
