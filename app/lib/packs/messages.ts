import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  label: { id: 'packOffers.label', defaultMessage: 'Class packs' },
  subtitle: { id: 'packOffers.subtitle', defaultMessage: 'Buy classes together, for less a class.' },
  offer: {
    id: 'packOffers.offer',
    defaultMessage: 'or use a pack: {credits} for {price}, {perCredit} a class',
  },
  validity: {
    id: 'packOffers.validity',
    defaultMessage: '{name}, valid for {days, plural, one {# day} other {# days}}',
  },
  buy: { id: 'packOffers.buy', defaultMessage: 'Buy' },
  buyLabel: { id: 'packOffers.buyLabel', defaultMessage: 'Buy {name}' },
  title: { id: 'packOffers.title', defaultMessage: 'Buy {name}?' },
  body: {
    id: 'packOffers.body',
    defaultMessage:
      '{credits} credits for {price}, each paying for one class, valid for {days, plural, one {# day} other {# days}} from today.',
  },
  confirm: { id: 'packOffers.confirm', defaultMessage: 'Go to payment' },
  confirmCredit: { id: 'packOffers.confirm.credit', defaultMessage: 'Pay {price} from credit' },
  keep: { id: 'packOffers.keep', defaultMessage: 'Not now' },
  pending: { id: 'packOffers.pending', defaultMessage: 'Going to payment…' },
  pendingCredit: { id: 'packOffers.pending.credit', defaultMessage: 'Paying…' },
  bought: {
    id: 'packOffers.bought',
    defaultMessage: '{name} is yours: {credits, plural, one {# credit} other {# credits}}, until {date}.',
  },
  toPacks: { id: 'packOffers.toPacks', defaultMessage: 'See your packs' },
  creditShort: { id: 'packOffers.creditShort', defaultMessage: '{balance} available — not enough for this pack' },
  failed: { id: 'packOffers.failed', defaultMessage: 'We could not start the payment for {name}. Try again.' },
});
