import type { Booking } from '@/sdk';
import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  pageTitle: { id: 'customerDashboard.pageTitle', defaultMessage: 'Your dashboard' },
  greeting: { id: 'customerDashboard.greeting', defaultMessage: 'Hi {name}, ready to train?' },
  greetingNoName: { id: 'customerDashboard.greetingNoName', defaultMessage: 'Ready to train?' },
  intro: {
    id: 'customerDashboard.home.intro',
    defaultMessage: 'Your classes, one-to-one sessions and subscription classes, all in one place.',
  },
  settingsAction: { id: 'customerDashboard.settings.action', defaultMessage: 'Account settings' },
  discoverAction: { id: 'customerDashboard.discover.action', defaultMessage: 'Browse classes' },

  tabsLabel: { id: 'customerDashboard.tabs.label', defaultMessage: 'Your sessions' },
  tabUpcoming: { id: 'customerDashboard.tabs.upcoming', defaultMessage: 'Upcoming' },
  tabPrevious: { id: 'customerDashboard.tabs.previous', defaultMessage: 'Previous' },
  tabOneToOne: { id: 'customerDashboard.tabs.oneToOne', defaultMessage: 'One-to-one' },
  tabSubscriptions: { id: 'customerDashboard.tabs.subscriptions', defaultMessage: 'Subscription classes' },

  loading: { id: 'customerDashboard.list.loading', defaultMessage: 'Loading your sessions' },
  upcomingError: { id: 'customerDashboard.upcoming.error', defaultMessage: 'We couldn’t load your upcoming classes' },
  previousError: { id: 'customerDashboard.previous.error', defaultMessage: 'We couldn’t load your previous classes' },
  oneToOneError: {
    id: 'customerDashboard.oneToOne.error',
    defaultMessage: 'We couldn’t load your one-to-one sessions',
  },
  subscriptionsError: {
    id: 'customerDashboard.subscriptions.error',
    defaultMessage: 'We couldn’t load your subscription classes',
  },
  upcomingEmptyTitle: { id: 'customerDashboard.upcoming.empty.title', defaultMessage: 'No classes booked yet' },
  upcomingEmptyBody: {
    id: 'customerDashboard.upcoming.empty.body',
    defaultMessage: 'Book a live class and it will show here, ready to join.',
  },
  previousEmptyTitle: { id: 'customerDashboard.previous.empty.title', defaultMessage: 'No classes in the last month' },
  previousEmptyBody: {
    id: 'customerDashboard.previous.empty.body',
    defaultMessage: 'The classes you take show here, so you can review them.',
  },
  oneToOneEmptyTitle: { id: 'customerDashboard.oneToOne.empty.title', defaultMessage: 'No one-to-one sessions' },
  oneToOneEmptyBody: {
    id: 'customerDashboard.oneToOne.empty.body',
    defaultMessage: 'Train one to one with a trainer you like: find one and book a session.',
  },
  subscriptionsEmptyTitle: {
    id: 'customerDashboard.subscriptions.empty.title',
    defaultMessage: 'No subscription classes coming up',
  },
  subscriptionsEmptyBody: {
    id: 'customerDashboard.subscriptions.empty.body',
    defaultMessage: 'Subscribe to a trainer and the classes it includes show here.',
  },
  findTrainer: { id: 'customerDashboard.empty.findTrainer', defaultMessage: 'Find a trainer' },

  withTrainer: { id: 'customerDashboard.row.trainer', defaultMessage: 'with {trainer}' },
  dateTime: { id: 'customerDashboard.row.dateTime', defaultMessage: '{date}, {time}' },
  when: { id: 'customerDashboard.row.when', defaultMessage: '{when} · {duration}' },
  timeRange: { id: 'customerDashboard.row.time', defaultMessage: '{start}–{end}' },
  trainerTime: { id: 'customerDashboard.row.trainerTime', defaultMessage: '{time} for {trainer}' },
  oneToOneKind: { id: 'customerDashboard.row.oneToOne', defaultMessage: 'One-to-one' },
  join: { id: 'customerDashboard.row.join', defaultMessage: 'Join' },
  joinLabel: { id: 'customerDashboard.row.join.label', defaultMessage: 'Join {title}' },
  statusCONFIRMED: { id: 'customerDashboard.status.confirmed', defaultMessage: 'Booked' },
  statusPENDING_PAYMENT: { id: 'customerDashboard.status.pendingPayment', defaultMessage: 'Awaiting payment' },
  statusATTENDED: { id: 'customerDashboard.status.attended', defaultMessage: 'Attended' },
  statusCANCELLED_BY_CUSTOMER: { id: 'customerDashboard.status.cancelledByCustomer', defaultMessage: 'Cancelled' },
  statusCANCELLED_BY_TRAINER: {
    id: 'customerDashboard.status.cancelledByTrainer',
    defaultMessage: 'Cancelled by trainer',
  },
  statusREFUNDED: { id: 'customerDashboard.status.refunded', defaultMessage: 'Refunded' },
  statusIncluded: { id: 'customerDashboard.status.included', defaultMessage: 'In your subscription' },
  refundRequested: { id: 'customerDashboard.refund.requested', defaultMessage: 'Refund requested' },

  addToCalendar: { id: 'customerDashboard.calendar.add', defaultMessage: 'Add to calendar' },
  addToCalendarLabel: { id: 'customerDashboard.calendar.add.label', defaultMessage: 'Add to calendar: {title}' },
  addAllToCalendar: { id: 'customerDashboard.calendar.addAll', defaultMessage: 'Add all upcoming to calendar' },
  calendarDescription: {
    id: 'customerDashboard.calendar.description',
    defaultMessage: '{title} with {trainer} on Kinetic. {link}',
  },

  cancel: { id: 'customerDashboard.cancel.action', defaultMessage: 'Cancel' },
  cancelLabel: { id: 'customerDashboard.cancel.label', defaultMessage: 'Cancel {title}' },
  cancelTitle: { id: 'customerDashboard.cancel.title', defaultMessage: 'Cancel this booking?' },
  cancelWhat: {
    id: 'customerDashboard.cancel.what',
    defaultMessage: '{title} with {trainer}, {date} at {time}.',
  },
  cancelPendingPayment: {
    id: 'customerDashboard.cancel.pending',
    defaultMessage: 'The payment has not gone through yet, so nothing has been charged.',
  },
  cancelPolicy: {
    id: 'customerDashboard.cancel.policy',
    defaultMessage:
      'Any refund, and whether it goes to your account credit or your card, is confirmed as soon as you cancel. Your place goes to someone else.',
  },
  policyRefundCredit: {
    id: 'customerDashboard.cancel.policy.credit',
    defaultMessage: 'Cancel now and {refund} goes back to your account credit.',
  },
  policyRefundCard: {
    id: 'customerDashboard.cancel.policy.card',
    defaultMessage: 'Cancel now and {refund} goes back to your card.',
  },
  policyNoRefund: {
    id: 'customerDashboard.cancel.policy.none',
    defaultMessage: 'Cancelling now gives nothing back.',
  },
  policyFee: {
    id: 'customerDashboard.cancel.policy.fee',
    defaultMessage: 'A cancellation fee of {fee} is kept.',
  },
  cancelledPackReturned: {
    id: 'customerDashboard.cancel.packReturned',
    defaultMessage: 'Your pack credit is back in its pack.',
  },
  cancelledPackForfeited: {
    id: 'customerDashboard.cancel.packForfeited',
    defaultMessage: 'The pack credit was forfeited.',
  },
  policyPackReturned: {
    id: 'customerDashboard.cancel.policy.packReturned',
    defaultMessage: 'Cancelling now gives your pack credit back, still valid until {date}.',
  },
  policyPackForfeited: {
    id: 'customerDashboard.cancel.policy.packForfeited',
    defaultMessage: 'It is too late to get the pack credit back: cancelling now forfeits it.',
  },
  policyDeadlineAhead: {
    id: 'customerDashboard.cancel.policy.deadlineAhead',
    defaultMessage: 'Cancel by {deadline} for everything back; after that a fee may apply.',
  },
  policyDeadlinePassed: {
    id: 'customerDashboard.cancel.policy.deadlinePassed',
    defaultMessage: 'The free cancellation window closed on {deadline}.',
  },
  cancelKeep: { id: 'customerDashboard.cancel.keep', defaultMessage: 'Keep booking' },
  cancelConfirm: { id: 'customerDashboard.cancel.confirm', defaultMessage: 'Cancel booking' },
  cancelPending: { id: 'customerDashboard.cancel.pendingLabel', defaultMessage: 'Cancelling' },
  cancelFailed: {
    id: 'customerDashboard.cancel.failed',
    defaultMessage: 'We couldn’t cancel this booking: {reason}',
  },
  cancelledToastTitle: { id: 'customerDashboard.cancel.toast.title', defaultMessage: '{title} cancelled' },
  cancelledToCredit: {
    id: 'customerDashboard.cancel.toast.credit',
    defaultMessage: '{amount} is back in your account credit.',
  },
  cancelledToCard: {
    id: 'customerDashboard.cancel.toast.card',
    defaultMessage: '{amount} is on its way back to your card.',
  },
  cancelledFee: {
    id: 'customerDashboard.cancel.toast.fee',
    defaultMessage: 'A late-cancel fee of {fee} was charged.',
  },
  cancelledNoRefund: {
    id: 'customerDashboard.cancel.toast.none',
    defaultMessage: 'There was nothing to refund.',
  },

  refund: { id: 'customerDashboard.refund.action', defaultMessage: 'Request refund' },
  refundLabel: { id: 'customerDashboard.refund.label', defaultMessage: 'Request refund: {title}' },
  refundTitle: { id: 'customerDashboard.refund.title', defaultMessage: 'Request a refund' },
  refundIntro: {
    id: 'customerDashboard.refund.intro',
    defaultMessage: '{title} on {date}. Tell us what went wrong; the team replies within two working days.',
  },
  refundReason: { id: 'customerDashboard.refund.reason', defaultMessage: 'Reason' },
  refundCount: {
    id: 'customerDashboard.refund.count',
    defaultMessage: '{count} of {max} characters (at least {min})',
  },
  refundReasonShort: {
    id: 'customerDashboard.refund.reason.short',
    defaultMessage: 'Tell us a little more: at least 10 characters.',
  },
  refundReasonLong: {
    id: 'customerDashboard.refund.reason.long',
    defaultMessage: 'Keep it to 500 characters.',
  },
  refundSubmit: { id: 'customerDashboard.refund.submit', defaultMessage: 'Send request' },
  refundSending: { id: 'customerDashboard.refund.sending', defaultMessage: 'Sending' },
  refundToast: { id: 'customerDashboard.refund.toast', defaultMessage: 'Refund requested for {title}' },

  review: { id: 'customerDashboard.review.action', defaultMessage: 'Write a review' },
  reviewLabel: { id: 'customerDashboard.review.label', defaultMessage: 'Write a review: {title}' },
  reviewTitle: { id: 'customerDashboard.review.title', defaultMessage: 'How was {title}?' },
  reviewRating: { id: 'customerDashboard.review.rating', defaultMessage: 'Your rating' },
  reviewStar: {
    id: 'customerDashboard.review.star',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
  },
  reviewRatingMissing: { id: 'customerDashboard.review.rating.missing', defaultMessage: 'Choose 1 to 5 stars.' },
  reviewComment: { id: 'customerDashboard.review.comment', defaultMessage: 'Your review' },
  reviewCommentHint: {
    id: 'customerDashboard.review.comment.hint',
    defaultMessage: 'What did you like? Other customers read this on {trainer}’s profile.',
  },
  reviewCommentMissing: { id: 'customerDashboard.review.comment.missing', defaultMessage: 'Write a few words.' },
  reviewCommentLong: {
    id: 'customerDashboard.review.comment.long',
    defaultMessage: 'Keep it to 2,000 characters.',
  },
  reviewSubmit: { id: 'customerDashboard.review.submit', defaultMessage: 'Publish review' },
  reviewSending: { id: 'customerDashboard.review.sending', defaultMessage: 'Publishing' },
  reviewToast: { id: 'customerDashboard.review.toast', defaultMessage: 'Thanks! Your review is published.' },
  yourReview: { id: 'customerDashboard.review.yours', defaultMessage: 'Your review' },
  ratingValue: {
    id: 'customerDashboard.review.ratingValue',
    defaultMessage: 'Rated {rating, plural, one {# star} other {# stars}} out of 5',
  },

  close: { id: 'customerDashboard.dialog.close', defaultMessage: 'Close' },
  dismiss: { id: 'customerDashboard.dialog.back', defaultMessage: 'Back' },
  failed: { id: 'customerDashboard.failed', defaultMessage: 'That didn’t work: {reason}' },

  pagination: { id: 'customerDashboard.pagination.label', defaultMessage: 'Subscription classes pages' },
  previousPage: { id: 'customerDashboard.pagination.previous', defaultMessage: 'Previous' },
  nextPage: { id: 'customerDashboard.pagination.next', defaultMessage: 'Next' },
  pageN: { id: 'customerDashboard.pagination.page', defaultMessage: 'Page {page}' },
  waitlistTitle: { id: 'customerDashboard.waitlist.title', defaultMessage: 'Your waitlists' },
  waitlistSubtitle: {
    id: 'customerDashboard.waitlist.subtitle',
    defaultMessage: 'Full sessions you’re waiting for. Nothing is charged for waiting.',
  },
  waitlistErrorTitle: {
    id: 'customerDashboard.waitlist.error.title',
    defaultMessage: 'We couldn’t load your waitlists',
  },
  waitlistLeave: { id: 'customerDashboard.waitlist.leave', defaultMessage: 'Leave' },
  waitlistLeaveLabel: { id: 'customerDashboard.waitlist.leaveLabel', defaultMessage: 'Leave the waitlist for {title}' },
  waitlistLeaving: { id: 'customerDashboard.waitlist.leaving', defaultMessage: 'Leaving the waitlist' },
});

/** How a booking was paid, by its payment method, as the cancel dialog says it. */
export const paidMessages = defineMessages({
  CREDIT: { id: 'customerDashboard.cancel.paid.credit', defaultMessage: 'You paid {amount} from your account credit.' },
  CARD: { id: 'customerDashboard.cancel.paid.card', defaultMessage: 'You paid {amount} by card.' },
  SUBSCRIPTION: {
    id: 'customerDashboard.cancel.paid.subscription',
    defaultMessage: 'This class is part of your subscription.',
  },
  PACK_CREDIT: {
    id: 'customerDashboard.cancel.paid.packCredit',
    defaultMessage: 'You paid with a credit from your class pack.',
  },
}) satisfies Record<Booking['paymentMethod'], unknown>;
