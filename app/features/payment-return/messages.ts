import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  successPageTitle: { id: 'payment.success.pageTitle', defaultMessage: 'Payment successful' },
  successEyebrow: { id: 'payment.success.eyebrow', defaultMessage: 'Thank you' },
  successTitle: { id: 'payment.success.title', defaultMessage: 'Payment successful' },
  nextTitle: { id: 'payment.success.next.title', defaultMessage: 'What happens next' },
  nextSubscription: {
    id: 'payment.success.next.subscription',
    defaultMessage:
      'Started a subscription? The classes it includes are in your dashboard. It renews monthly, and you can leave it at any time.',
  },
  nextCredit: {
    id: 'payment.success.next.credit',
    defaultMessage: 'Topped up your credit? Your new balance is ready to spend on your next booking.',
  },
  nextReceipt: {
    id: 'payment.success.next.receipt',
    defaultMessage:
      'We’ve emailed a receipt to the address on your account. It can take a few minutes to arrive — if you can’t find it, check your spam folder.',
  },
  toDashboard: { id: 'payment.toDashboard', defaultMessage: 'Go to your dashboard' },

  failurePageTitle: { id: 'payment.failure.pageTitle', defaultMessage: 'Payment not completed' },
  failureEyebrow: { id: 'payment.failure.eyebrow', defaultMessage: 'Payment not completed' },
  failureTitle: { id: 'payment.failure.title', defaultMessage: 'Your payment didn’t go through' },
  failureBody: {
    id: 'payment.failure.body',
    defaultMessage:
      'Don’t worry — no money has been taken and nothing has been booked. If your bank shows a pending charge, it’s only a temporary hold and will be released automatically, usually within a few working days.',
  },
  causesTitle: { id: 'payment.failure.causes.title', defaultMessage: 'What might have happened' },
  causeDeclined: {
    id: 'payment.failure.causes.declined',
    defaultMessage: 'Your bank declined the payment, or asked for a security check that wasn’t completed.',
  },
  causeDetails: {
    id: 'payment.failure.causes.details',
    defaultMessage: 'The card details didn’t match, or the card has expired.',
  },
  causeClosed: {
    id: 'payment.failure.causes.closed',
    defaultMessage: 'The payment page was closed or timed out before it finished.',
  },
  causesAdvice: {
    id: 'payment.failure.causes.advice',
    defaultMessage: 'You can safely try again, use another card, or pay with your account credit.',
  },
  tryAgain: { id: 'payment.failure.tryAgain', defaultMessage: 'Try again' },
  help: {
    id: 'payment.failure.help',
    defaultMessage: 'Still not working? Email us at {email} and we’ll help you sort it out.',
  },
  yourClass: { id: 'payment.class.fallback', defaultMessage: 'your class' },
  bookedBody: {
    id: 'payment.success.booked.body',
    defaultMessage: 'Your payment went through and your place in {class} is booked. It’s in your dashboard.',
  },
  bookedNext: {
    id: 'payment.success.booked.next',
    defaultMessage: 'The Join button appears in your upcoming classes shortly before the session starts.',
  },
  viewClass: { id: 'payment.viewClass', defaultMessage: 'View the class' },
  videoBody: {
    id: 'payment.success.video.body',
    defaultMessage: 'Your payment went through and {class} is in your library, yours to keep.',
  },
  videoNext: {
    id: 'payment.success.video.next',
    defaultMessage: 'Watch it whenever you like: your library remembers where you stopped.',
  },
  watchNow: { id: 'payment.watchNow', defaultMessage: 'Watch now' },
  toLibrary: { id: 'payment.toLibrary', defaultMessage: 'Go to your library' },
  failedBookingBody: {
    id: 'payment.failure.booking.body',
    defaultMessage:
      'Your booking of {class} wasn’t completed and no money has been taken. If your bank shows a pending charge, it’s only a temporary hold and will be released automatically.',
  },
  bookAgain: { id: 'payment.failure.bookAgain', defaultMessage: 'Try booking again' },
  confirmingPageTitle: { id: 'payment.confirming.pageTitle', defaultMessage: 'Confirming your payment' },
  confirmingEyebrow: { id: 'payment.confirming.eyebrow', defaultMessage: 'One moment' },
  confirmingTitle: { id: 'payment.confirming.title', defaultMessage: 'Confirming your payment' },
  confirmingBody: {
    id: 'payment.confirming.body',
    defaultMessage: 'We’re checking that what you paid for is in place on your account. This takes a few seconds.',
  },
  unconfirmedPageTitle: { id: 'payment.unconfirmed.pageTitle', defaultMessage: 'Payment not confirmed yet' },
  unconfirmedEyebrow: { id: 'payment.unconfirmed.eyebrow', defaultMessage: 'Not confirmed yet' },
  unconfirmedTitle: { id: 'payment.unconfirmed.title', defaultMessage: 'We couldn’t confirm your payment yet' },
  unconfirmedBody: {
    id: 'payment.unconfirmed.body',
    defaultMessage:
      'If you paid, it can take a few minutes to reach your account. Please don’t pay again before you’ve checked your dashboard.',
  },
  whatToDoTitle: { id: 'payment.unconfirmed.todo.title', defaultMessage: 'What to do' },
  todoDashboard: {
    id: 'payment.unconfirmed.todo.dashboard',
    defaultMessage:
      'Look on your dashboard in a few minutes: classes and one-to-ones are under Upcoming and One-to-one, subscriptions under Subscriptions.',
  },
  todoSignIn: {
    id: 'payment.unconfirmed.todo.signIn',
    defaultMessage: 'Make sure you’re logged in with the account you paid with.',
  },
  todoSupport: {
    id: 'payment.unconfirmed.todo.support',
    defaultMessage:
      'Still not there after 15 minutes? Email us at {email} with the time you paid and we’ll sort it out.',
  },
  contactSupport: { id: 'payment.unconfirmed.contact', defaultMessage: 'Contact support' },
  oneToOneBody: {
    id: 'payment.success.oneToOne.body',
    defaultMessage: 'Your payment went through and your one-to-one session is booked. It’s in your dashboard.',
  },
  oneToOneNext: {
    id: 'payment.success.oneToOne.next',
    defaultMessage: 'The Join button appears under One-to-one on your dashboard shortly before the session starts.',
  },
  subscriptionBody: {
    id: 'payment.success.subscription.body',
    defaultMessage: 'Your payment went through and your subscription is active.',
  },
  toSubscriptions: { id: 'payment.toSubscriptions', defaultMessage: 'See your subscriptions' },
  nextPack: {
    id: 'payment.success.next.pack',
    defaultMessage:
      'Book a class the pack pays for and a credit pays for it. Your packs shows what is left and when it expires.',
  },
  toPacks: { id: 'payment.toPacks', defaultMessage: 'See your packs' },
  creditPageTitle: { id: 'payment.credit.pageTitle', defaultMessage: 'Top-up on its way' },
  creditTitle: { id: 'payment.credit.title', defaultMessage: 'Your top-up is on its way' },
  creditBody: {
    id: 'payment.credit.body',
    defaultMessage:
      'Your new balance shows on your credit page as soon as the payment provider confirms the payment, usually within a minute.',
  },
  toCredit: { id: 'payment.toCredit', defaultMessage: 'See your credit' },
});
