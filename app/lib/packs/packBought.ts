import type { IntlShape } from '@formatjs/intl';
import type { Schema } from '@/sdk';
import { dateFormats } from '../time/format';
import { messages } from './messages';

/** "Ten live classes is yours: 10 credits, until 27 February 2027." */
export const packBoughtWords = (intl: IntlShape, held: Schema<'CustomerPack'>) =>
  intl.formatMessage(messages.bought, {
    name: held.pack.name,
    credits: held.creditsLeft,
    date: intl.formatDate(held.expiresAt, dateFormats.dayMonthLong),
  });
