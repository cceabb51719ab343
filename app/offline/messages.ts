import { defineMessages } from '../i18n';

export const messages = defineMessages({
  offlineAsOf: { id: 'offline.asOf', defaultMessage: 'Offline — shown as of {time}' },
  offlineNeeds: {
    id: 'offline.needsConnection',
    defaultMessage: 'This is your last visit’s copy. Joining, booking and paying need a connection.',
  },
  updateTitle: { id: 'offline.update.title', defaultMessage: 'Update available' },
  updateBody: { id: 'offline.update.body', defaultMessage: 'A new version of Kinetic is ready.' },
  updateRegion: { id: 'offline.update.region', defaultMessage: 'App update' },
  reload: { id: 'offline.update.reload', defaultMessage: 'Reload' },
  notNow: { id: 'offline.update.notNow', defaultMessage: 'Not now' },
});
