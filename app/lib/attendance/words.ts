import type { IntlShape } from '@formatjs/intl';
import type { Schema } from '@/sdk';
import { formatMoney } from '../format/format';
import { messages } from './messages';
import { feeCharged, isLateCancel } from './rules';

type Mark = Schema<'AttendanceMark'>;

/** A mark's name. */
export const markName = (intl: IntlShape, mark: Mark): string => intl.formatMessage(messages[`mark${mark}`]);

/**
 * A class's fees in plain words, for the booking dialog and the class page, before anyone books:
 * the late-cancel window and fee, then the no-show fee, each at most the price paid.
 */
export function policyWords(intl: IntlShape, { fees, price }: Pick<Schema<'ClassPolicy'>, 'fees' | 'price'>): string[] {
  const lateFee = feeCharged(fees.lateCancelFee, price);
  const noShowFee = feeCharged(fees.noShowFee, price);
  if (!noShowFee && (!lateFee || fees.lateCancelWindowHours === 0)) return [intl.formatMessage(messages.policyNone)];
  return [
    lateFee && fees.lateCancelWindowHours > 0
      ? intl.formatMessage(messages.policyLateCancel, {
          hours: fees.lateCancelWindowHours,
          fee: formatMoney(intl, lateFee),
        })
      : intl.formatMessage(messages.policyLateCancelFree),
    ...(noShowFee ? [intl.formatMessage(messages.policyNoShow, { fee: formatMoney(intl, noShowFee) })] : []),
  ];
}

/** What cancelling a booking at `now` costs, said in the cancel dialog before the customer confirms. */
export function cancelWords(
  intl: IntlShape,
  fees: Schema<'FeePolicy'>,
  booking: { startDate: string; amountPaid: Schema<'Money'> },
  now: Date,
): string {
  const fee = feeCharged(fees.lateCancelFee, booking.amountPaid);
  return fee && isLateCancel(fees, booking.startDate, now)
    ? intl.formatMessage(messages.cancelLate, { hours: fees.lateCancelWindowHours, fee: formatMoney(intl, fee) })
    : intl.formatMessage(messages.cancelFree);
}

/** What correcting a customer's mark does, said in the correction dialog. */
export function correctWords(intl: IntlShape, name: string, roomMark: Mark, hasFee: boolean): string[] {
  return [
    intl.formatMessage(messages.correctWhat, { name, mark: roomMark }),
    ...(hasFee ? [intl.formatMessage(messages.correctFee)] : []),
  ];
}

/** What waiving a no-show fee does, said in the waive dialog. */
export const waiveWords = (intl: IntlShape, name: string, fee: Schema<'Money'>): string =>
  intl.formatMessage(messages.waiveWhat, { name, fee: formatMoney(intl, fee) });
