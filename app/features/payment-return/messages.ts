import { defineMessages } from '../../i18n';

export const messages = defineMessages({
  successPageTitle: { id: 'payment.success.pageTitle', defaultMessage: 'Payment successful' },
  successEyebrow: { id: 'payment.success.eyebrow', defaultMessage: 'Thank you' },
  successTitle: { id: 'payment.success.title', defaultMessage: 'Payment successful' },
  successBody: {
    id: 'payment.success.body',
    defaultMessage:
      'Your payment went through and you’re all set. Whether you booked a class, started a subscription or topped up your credit, you’ll find it in your dashboard.',
  },
  nextTitle: { id: 'payment.success.next.title', defaultMessage: 'What happens next' },
  nextClass: {
    id: 'payment.success.next.class',
    defaultMessage:
      'Booked a class or a one-to-one session? It’s in your upcoming classes, and the Join button appears there shortly before it starts.',
  },
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
  toHome: { id: 'payment.toHome', defaultMessage: 'Back to home' },

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
  failedBookingBody: {
    id: 'payment.failure.booking.body',
    defaultMessage:
      'Your booking of {class} wasn’t completed and no money has been taken. If your bank shows a pending charge, it’s only a temporary hold and will be released automatically.',
  },
  bookAgain: { id: 'payment.failure.bookAgain', defaultMessage: 'Try booking again' },
});
