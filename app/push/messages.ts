import { defineMessages } from '../i18n';

export const messages = defineMessages({
  offerTitle: { id: 'push.offer.title', defaultMessage: 'Never miss a session' },
  offerCustomer: {
    id: 'push.offer.customer',
    defaultMessage:
      'Get a notification when a class you booked is about to start, a trainer you follow goes live or has a new class, or a place you waited for is yours.',
  },
  offerTrainer: {
    id: 'push.offer.trainer',
    defaultMessage:
      'Get a notification before your live classes and one-to-one sessions start, and when a customer books a one-to-one.',
  },
  turnOn: { id: 'push.turnOn', defaultMessage: 'Turn on notifications' },
  turningOn: { id: 'push.turningOn', defaultMessage: 'Turning on notifications' },
  notNow: { id: 'push.notNow', defaultMessage: 'Not now' },
  switchLabel: { id: 'push.switch.label', defaultMessage: 'Notifications on this browser' },
  switchOn: { id: 'push.switch.on', defaultMessage: 'On: this browser shows Kinetic notifications.' },
  switchOff: { id: 'push.switch.off', defaultMessage: 'Off: turn on to be told about your sessions here.' },
  settingsTitle: { id: 'push.settings.title', defaultMessage: 'Notifications' },
  turnedOn: { id: 'push.turnedOn', defaultMessage: 'Notifications are on for this browser.' },
  open: { id: 'push.toast.open', defaultMessage: 'Open' },

  'permission-default': {
    id: 'push.problem.permissionDefault',
    defaultMessage: 'Your browser did not get an answer. Select Turn on notifications and choose Allow.',
  },
  'permission-blocked': {
    id: 'push.problem.permissionBlocked',
    defaultMessage: 'Notifications are blocked in your browser settings',
  },
  blockedHelp: {
    id: 'push.problem.blockedHelp',
    defaultMessage:
      'To allow them, open the site settings from the icon at the start of the address bar, set Notifications to Allow, then reload this page.',
  },
  'unsupported-browser': {
    id: 'push.problem.unsupported',
    defaultMessage:
      'This browser cannot show notifications. Use a recent Chrome, Edge, Firefox or Safari (on iPhone and iPad, add Kinetic to your Home Screen first).',
  },
  'worker-registration-failed': {
    id: 'push.problem.workerRegistrationFailed',
    defaultMessage:
      'This browser could not start Kinetic’s notification service, so notifications are not on. Reload the page and try again.',
  },
  offHere: {
    id: 'push.offHere',
    defaultMessage: 'Kinetic does not send notifications to browsers yet. Your sessions are always on your dashboard.',
  },
  'token-subscribe-failed': {
    id: 'push.problem.subscribeFailed',
    defaultMessage: 'Notifications could not be turned on. Please try again.',
  },
  'token-update-failed': {
    id: 'push.problem.updateFailed',
    defaultMessage: 'Notifications on this browser could not be renewed. We will try again on your next visit.',
  },
  'token-unsubscribe-failed': {
    id: 'push.problem.unsubscribeFailed',
    defaultMessage: 'Notifications could not be turned off. Please try again.',
  },
});
