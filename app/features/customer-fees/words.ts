import type { IntlShape } from '@formatjs/intl';
import type { Schema } from '@/sdk';
import { feeStanding } from '@/app/lib/attendance/rules';
import { formatMoney } from '@/app/lib/format/format';
import { dateFormats } from '@/app/lib/time/format';
import { messages } from './messages';

type Fee = Schema<'Fee'>;

/** What a fee's row says under its status at `now`: its grace's end, the dispute sent, or that it was waived. */
export function feeNote(intl: IntlShape, fee: Fee, now: Date): string | undefined {
  const standing = feeStanding(fee, now);
  if (standing === 'IN_GRACE' && fee.graceEndsAt)
    return intl.formatMessage(messages.graceEnds, {
      deadline: intl.formatDate(fee.graceEndsAt, dateFormats.weekdayLongClock),
    });
  if (fee.dispute && standing !== 'WAIVED')
    return intl.formatMessage(messages.disputedWhat, {
      date: intl.formatDate(fee.dispute.disputedAt, dateFormats.weekdayLongClock),
      reason: fee.dispute.reason,
    });
  return standing === 'WAIVED' ? intl.formatMessage(messages.waivedWhat) : undefined;
}

/** What the dispute dialog says before anything is sent: the fee, its session, and who decides. */
export const disputeWords = (intl: IntlShape, fee: Fee): string =>
  intl.formatMessage(messages.disputeWhat, {
    fee: formatMoney(intl, fee.amount),
    title: fee.session.title,
    date: intl.formatDate(fee.session.startDate, dateFormats.weekdayLong),
  });
