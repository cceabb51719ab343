import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  payWith: { id: 'booking.payWith', defaultMessage: 'Pay with' },
  payCredit: { id: 'booking.pay.credit', defaultMessage: 'Account credit' },
  payCreditAvailable: { id: 'booking.pay.credit.available', defaultMessage: '{balance} available' },
  payCreditShort: {
    id: 'booking.pay.credit.short',
    defaultMessage: '{balance} available — not enough for this booking',
  },
  payCard: { id: 'booking.pay.card', defaultMessage: 'Card' },
  creditLoading: { id: 'booking.credit.loading', defaultMessage: 'Loading your account credit' },
  creditError: { id: 'booking.credit.error', defaultMessage: 'We couldn’t load your account credit' },
  payPack: { id: 'booking.pay.pack', defaultMessage: 'A credit of {name}' },
  payPackHint: {
    id: 'booking.pay.pack.hint',
    defaultMessage: '{left, plural, one {# credit left} other {# credits left}}, until {date}',
  },
  payCardHint: { id: 'booking.pay.card.hint', defaultMessage: 'You’ll pay on our payment provider’s secure page.' },
  policy: {
    id: 'booking.policy',
    defaultMessage:
      'Cancel at least 24 hours before the start for a full refund to your account credit. <link>Cancellation terms</link>',
  },
  terms: { id: 'booking.terms', defaultMessage: '<link>Cancellation terms</link>' },
  bookCredit: { id: 'booking.book.credit', defaultMessage: 'Book and pay {price} from credit' },
  bookCard: { id: 'booking.book.card', defaultMessage: 'Book and pay {price} by card' },
  bookPack: { id: 'booking.book.pack', defaultMessage: 'Book with a credit of {pack}' },
  booking: { id: 'booking.pending', defaultMessage: 'Booking' },
  cancel: { id: 'booking.cancel', defaultMessage: 'Cancel' },
  close: { id: 'booking.close', defaultMessage: 'Close' },
  done: { id: 'booking.done', defaultMessage: 'Done' },
  failedTitle: { id: 'booking.failed.title', defaultMessage: 'Not booked' },
  failedFull: {
    id: 'booking.failed.full',
    defaultMessage: 'Nothing was booked or charged. Close this and pick another session.',
  },
  failedTaken: { id: 'booking.failed.taken', defaultMessage: 'This time has just been taken.' },
  failedTakenNext: {
    id: 'booking.failed.taken.next',
    defaultMessage: 'Nothing was booked or charged. Close this and pick another time.',
  },
  failedCredit: {
    id: 'booking.failed.credit',
    defaultMessage: 'Nothing was booked or charged. Choose Card to pay the rest, or top up from your dashboard.',
  },
  failedRetry: {
    id: 'booking.failed.retry',
    defaultMessage: 'Something went wrong on our side. Try again: you won’t be booked or charged twice.',
  },
  failedCheckout: {
    id: 'booking.failed.checkout',
    defaultMessage:
      'The payment page could not be opened, and nothing was charged. Try again, or pay from your account credit.',
  },
  failedOffline: {
    id: 'booking.failed.offline',
    defaultMessage: 'You’re offline: nothing was booked or charged. Try again once you’re connected.',
  },
  offline: {
    id: 'booking.offline',
    defaultMessage: 'You’re offline. Booking and paying need a connection.',
  },
  buyCredit: { id: 'booking.buy.credit', defaultMessage: 'Buy for {price} from credit' },
  buyCard: { id: 'booking.buy.card', defaultMessage: 'Buy for {price} by card' },
  buyPack: { id: 'booking.buy.pack', defaultMessage: 'Buy with a credit of {pack}' },
  buying: { id: 'booking.buy.pending', defaultMessage: 'Buying' },
  buyFailedTitle: { id: 'booking.buy.failed.title', defaultMessage: 'Not bought' },
  buyFailedCredit: {
    id: 'booking.buy.failed.credit',
    defaultMessage: 'Nothing was charged. Choose Card to pay the rest, or top up from your dashboard.',
  },
  buyFailedRetry: {
    id: 'booking.buy.failed.retry',
    defaultMessage: 'Something went wrong on our side. Try again: you won’t be charged twice.',
  },
  buyFailedOffline: {
    id: 'booking.buy.failed.offline',
    defaultMessage: 'You’re offline: nothing was charged. Try again once you’re connected.',
  },
  buyOffline: { id: 'booking.buy.offline', defaultMessage: 'You’re offline. Buying needs a connection.' },
  buyCreditShort: {
    id: 'booking.buy.credit.short',
    defaultMessage: '{balance} available — not enough for this class',
  },
  bookedTitle: { id: 'booking.booked.title', defaultMessage: 'You’re booked' },
  bookedWithPack: {
    id: 'booking.booked.pack',
    defaultMessage: '{what}, {when}. A credit of {pack} paid for it.',
  },
  bookedBody: {
    id: 'booking.booked.body',
    defaultMessage: '{what}, {when}. We’ve taken {price} from your account credit.',
  },
  bookedDashboard: {
    id: 'booking.booked.dashboard',
    defaultMessage: 'It’s in your upcoming classes, where you’ll join it when it starts.',
  },
  toDashboard: { id: 'booking.toDashboard', defaultMessage: 'Go to your dashboard' },
  sessionTime: { id: 'booking.sessionTime', defaultMessage: '{date}, {start} – {end}' },
  priceWasNow: { id: 'booking.price.wasNow', defaultMessage: '{after}, was {before}' },
  codeOpen: { id: 'booking.code.open', defaultMessage: 'Have a code?' },
  codeLabel: { id: 'booking.code.label', defaultMessage: 'Code' },
  codeApply: { id: 'booking.code.apply', defaultMessage: 'Apply' },
  codeApplying: { id: 'booking.code.applying', defaultMessage: 'Checking the code' },
  codeRemove: { id: 'booking.code.remove', defaultMessage: 'Remove' },
  codeRemoveLabel: { id: 'booking.code.removeLabel', defaultMessage: 'Remove code {code}' },
  codeApplied: { id: 'booking.code.applied', defaultMessage: 'Code {code} applied: {off} off' },
  codeRepeats: {
    id: 'booking.code.repeats',
    defaultMessage: 'The discount repeats on every renewal while you stay subscribed.',
  },
  codeFirstOnly: {
    id: 'booking.code.firstOnly',
    defaultMessage: 'The discount is for the first month only; renewals are at the full price.',
  },
  introClass: { id: 'booking.intro.class', defaultMessage: 'First class with {name}: {price}' },
  introPack: { id: 'booking.intro.pack', defaultMessage: 'First pack with {name}: {price}' },
  introBeatsCode: {
    id: 'booking.intro.beatsCode',
    defaultMessage:
      'Your intro price of {price} is lower than code {code} gives, so the intro price applies: a code and an intro price don’t combine.',
  },
  codeUnknown: { id: 'booking.code.unknown', defaultMessage: 'We don’t recognise this code. Check it and try again.' },
  codeExpired: { id: 'booking.code.expired', defaultMessage: 'This code has expired.' },
  codeUsedUp: { id: 'booking.code.usedUp', defaultMessage: 'This code has been used as many times as it can be.' },
  codeNotApplicable: { id: 'booking.code.notApplicable', defaultMessage: 'This code can’t be used for this purchase.' },
  codeFailed: {
    id: 'booking.code.failed',
    defaultMessage: 'We couldn’t check the code just now. Try again, or book at the price shown.',
  },
});
