import { defineMessages } from '@/app/i18n';

export const messages = defineMessages({
  rating: {
    id: 'cards.trainer.rating',
    defaultMessage: '{rating, number, ::.0} out of 5 from {count, plural, one {# review} other {# reviews}}',
  },
  pricePerSession: { id: 'cards.trainer.price', defaultMessage: 'From {price} a session' },
  liveMeta: { id: 'cards.class.liveMeta', defaultMessage: '{date} · {minutes} min' },
  recordedMeta: { id: 'cards.class.recordedMeta', defaultMessage: 'Added {date} · {minutes} min' },
  classWith: { id: 'cards.class.with', defaultMessage: 'with {name}' },
  spotsLeft: {
    id: 'cards.class.spotsLeft',
    defaultMessage: '{count, plural, =0 {Fully booked} one {# spot left} other {# spots left}}',
  },
  live: { id: 'cards.class.live', defaultMessage: 'Live' },
  onDemand: { id: 'cards.class.onDemand', defaultMessage: 'On demand' },
  replay: { id: 'cards.class.replay', defaultMessage: 'Replay' },
  replayMeta: { id: 'cards.class.replayMeta', defaultMessage: 'Replay of {date} · {minutes} min' },
});
