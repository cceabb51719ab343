import type { Schema } from '@/sdk';
import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  title: { id: 'customerPacks.page.title', defaultMessage: 'Your packs' },
  listLabel: { id: 'customerPacks.list.label', defaultMessage: 'Your class packs' },
  loading: { id: 'customerPacks.list.loading', defaultMessage: 'Loading your packs' },
  loadFailed: { id: 'customerPacks.list.loadFailed', defaultMessage: 'We could not load your packs' },
  emptyTitle: { id: 'customerPacks.list.emptyTitle', defaultMessage: 'No packs yet' },
  emptyBody: {
    id: 'customerPacks.list.emptyBody',
    defaultMessage:
      'A pack of classes costs less a class than booking one at a time. Trainers sell them on their pages.',
  },
  findPack: { id: 'customerPacks.list.findPack', defaultMessage: 'Find a trainer’s pack' },
  withTrainer: { id: 'customerPacks.pack.withTrainer', defaultMessage: 'with {name}' },
  creditsLeft: {
    id: 'customerPacks.pack.creditsLeft',
    defaultMessage: '{left, plural, =0 {No credits left} one {# credit left} other {# credits left}} of {total}',
  },
  paysForKinds: { id: 'customerPacks.pack.paysForKinds', defaultMessage: 'Pays for: {kinds}' },
  paysForClasses: {
    id: 'customerPacks.pack.paysForClasses',
    defaultMessage: 'Pays for {count, plural, one {# chosen class} other {any of # chosen classes}}',
  },
  expires: { id: 'customerPacks.pack.expires', defaultMessage: 'Expires at the end of {date}' },
  expiresSoon: {
    id: 'customerPacks.pack.expiresSoon',
    defaultMessage:
      '{days, plural, =0 {Expires at the end of today} one {Expires tomorrow} other {Expires in # days}}: use your credits before {date} ends',
  },
  expired: { id: 'customerPacks.pack.expired', defaultMessage: 'Expired on {date}' },
  usedUp: { id: 'customerPacks.pack.usedUp', defaultMessage: 'Every credit used' },
  pending: { id: 'customerPacks.pack.pending', defaultMessage: 'Waiting for your payment' },
  statusActive: { id: 'customerPacks.status.active', defaultMessage: 'Active' },
  statusPending: { id: 'customerPacks.status.pending', defaultMessage: 'Payment due' },
  statusUsedUp: { id: 'customerPacks.status.usedUp', defaultMessage: 'Used up' },
  statusExpired: { id: 'customerPacks.status.expired', defaultMessage: 'Expired' },
  paid: { id: 'customerPacks.pack.paid', defaultMessage: 'Paid {amount} on {date}' },
  paidWithCode: {
    id: 'customerPacks.pack.paidWithCode',
    defaultMessage: 'Paid {amount} on {date}, {saved} off with {code}',
  },
  paidWithIntro: { id: 'customerPacks.pack.paidWithIntro', defaultMessage: 'Paid {amount} on {date}, the intro price' },
  history: { id: 'customerPacks.history.summary', defaultMessage: 'History of each credit' },
  historyLabel: { id: 'customerPacks.history.label', defaultMessage: 'Credits of {name}' },
  credit: { id: 'customerPacks.history.credit', defaultMessage: 'Credit {number}' },
  aSession: { id: 'customerPacks.history.aSession', defaultMessage: 'a session' },
});

/** What a pack credit pays for, by the API's name for it, as a sentence lists them. */
export const kindMessages = defineMessages({
  LIVE_CLASSES: { id: 'customerPacks.kind.live', defaultMessage: 'live classes' },
  RECORDED_CLASSES: { id: 'customerPacks.kind.recorded', defaultMessage: 'recorded classes' },
  ONE_TO_ONES: { id: 'customerPacks.kind.oneToOne', defaultMessage: 'one-to-ones' },
}) satisfies Record<Schema<'PackUse'>, unknown>;

/** A credit's history, by the API's name for each event. */
export const eventMessages = defineMessages({
  BOUGHT: { id: 'customerPacks.history.bought', defaultMessage: 'Bought {date}' },
  USED: { id: 'customerPacks.history.used', defaultMessage: 'Used for {title} {date}' },
  RETURNED: { id: 'customerPacks.history.returned', defaultMessage: 'Returned from {title} {date}' },
  FORFEITED: { id: 'customerPacks.history.forfeited', defaultMessage: 'Forfeited: {title} cancelled late {date}' },
  EXPIRED: { id: 'customerPacks.history.expired', defaultMessage: 'Expired {date}' },
}) satisfies Record<Schema<'PackCreditEvent'>['type'], unknown>;
