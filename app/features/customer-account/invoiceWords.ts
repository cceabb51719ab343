import type { IntlShape } from '@formatjs/intl';
import type { Schema } from '@/sdk';
import { formatMoney } from '@/app/lib/format/format';
import { messages } from './messages';

/** "Code WINTER20: £50 off" or "Intro price: £51 off": the discount a purchase had, as its invoice says it. */
export const discountWords = (intl: IntlShape, discount: Schema<'AppliedDiscount'>) =>
  intl.formatMessage(messages.invoiceDiscount, {
    source: discount.source,
    code: discount.code,
    off: formatMoney(intl, discount.amount),
  });
