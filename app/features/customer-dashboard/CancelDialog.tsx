import { $api, type Booking, type Schema } from '@/sdk';
import { toast } from '@/design-system';
import type { IntlShape } from '@formatjs/intl';
import { useIntl } from '@/app/i18n';
import { CancelConfirmDialog } from '@/app/lib/forms/ConfirmDialog';
import { focusRowTitle } from '@/app/lib/forms/ListDialog';
import { formatMoney, fullName } from '@/app/lib/format/format';
import { messages, paidMessages } from './messages';
import { dateFormats } from '@/app/lib/time/format';
import { useNow } from '@/app/lib/time/useNow';

export type CancellationResult = Schema<'CancellationResult'>;
type CancellationPolicy = Schema<'CancellationPolicy'>;

const policyRefund = {
  ACCOUNT_CREDIT: messages.policyRefundCredit,
  CARD: messages.policyRefundCard,
  NONE: messages.policyNoRefund,
} satisfies Record<CancellationPolicy['refundTo'], unknown>;

const refundedMessage = {
  ACCOUNT_CREDIT: messages.cancelledToCredit,
  CARD: messages.cancelledToCard,
  NONE: messages.cancelledNoRefund,
} satisfies Record<CancellationResult['refundedTo'], unknown>;

/** What a cancellation gave back, a class booking's or a one-to-one's. */
type Cancelled = Pick<CancellationResult, 'refund' | 'refundedTo' | 'packCreditReturned' | 'fee'>;

/** Says a cancellation of `title` was made, with what went back and where, and any fee kept. */
export function toastCancelled(intl: IntlShape, title: string, result: Cancelled) {
  toast.show({
    tone: 'positive',
    title: intl.formatMessage(messages.cancelledToastTitle, { title }),
    description: [
      result.packCreditReturned === undefined
        ? intl.formatMessage(refundedMessage[result.refundedTo], {
            amount: result.refund ? formatMoney(intl, result.refund) : '',
          })
        : intl.formatMessage(
            result.packCreditReturned ? messages.cancelledPackReturned : messages.cancelledPackForfeited,
          ),
      result.fee && intl.formatMessage(messages.cancelledFee, { fee: formatMoney(intl, result.fee) }),
    ]
      .filter(Boolean)
      .join(' '),
  });
}

interface CancelDialogProps {
  booking: Booking;
  customerId: string;
  onCancelled: (result: CancellationResult) => void;
  onClose: () => void;
  /** The row's Cancel button that opened it. */
  opener: Element;
}

/** The policy the API gives for a booking or a one-to-one, in sentences: the refund and where it goes, any fee, the deadline. */
export function PolicyText({ policy }: { policy: CancellationPolicy }) {
  const intl = useIntl();
  const now = useNow();
  const deadline = intl.formatDate(policy.fullRefundUntil, dateFormats.weekdayLongClock);
  const refund = policy.refundTo === 'NONE' || policy.refund.amount === 0 ? 'NONE' : policy.refundTo;
  return (
    <>
      {policy.packCredit ? (
        <span>
          {intl.formatMessage(policy.packCredit.returned ? messages.policyPackReturned : messages.policyPackForfeited, {
            date: intl.formatDate(policy.packCredit.expiresAt, dateFormats.dayMonthLong),
          })}
        </span>
      ) : (
        <span>{intl.formatMessage(policyRefund[refund], { refund: formatMoney(intl, policy.refund) })}</span>
      )}
      {policy.fee.amount > 0 && (
        <span>{intl.formatMessage(messages.policyFee, { fee: formatMoney(intl, policy.fee) })}</span>
      )}
      <span>
        {intl.formatMessage(
          Date.parse(policy.fullRefundUntil) > now.getTime()
            ? messages.policyDeadlineAhead
            : messages.policyDeadlinePassed,
          { deadline },
        )}
      </span>
    </>
  );
}

/**
 * Cancel a booking (the list's one dialog, opened by the booking's `CancelButton`): the dialog states the cancellation policy the API gives (or, without one,
 * what was paid and how) before anything is sent; only Confirm
 * calls the API. A failure keeps the dialog open with the reason; success closes it and a toast
 * says what was refunded and where, and the late-cancel fee charged, if any.
 */
export function CancelDialog({ booking, customerId, onCancelled, onClose, opener }: CancelDialogProps) {
  const intl = useIntl();
  const cancel = $api.useMutation('get', '/customer/cancel-class-customer');
  const { title } = booking.class;

  const confirm = (close: () => void) =>
    cancel.mutate(
      { params: { query: { classId: booking.classId, customerId } } },
      {
        onSuccess: (result) => {
          // The Cancel button goes away with the booking's new status.
          onCancelled(result);
          close();
          focusRowTitle(opener);
          toastCancelled(intl, title, result);
        },
      },
    );

  const paid =
    booking.status === 'PENDING_PAYMENT' ? messages.cancelPendingPayment : paidMessages[booking.paymentMethod];
  return (
    <CancelConfirmDialog words={messages} request={cancel} onConfirm={confirm} onClose={onClose}>
      <span>
        {intl.formatMessage(messages.cancelWhat, {
          title,
          trainer: fullName(booking.class.trainer),
          date: intl.formatDate(booking.startDate, dateFormats.weekdayLong),
          time: intl.formatTime(booking.startDate, dateFormats.clock),
        })}
      </span>
      <span>{intl.formatMessage(paid, { amount: formatMoney(intl, booking.amountPaid) })}</span>
      {booking.cancellationPolicy ? (
        <PolicyText policy={booking.cancellationPolicy} />
      ) : (
        <span>{intl.formatMessage(messages.cancelPolicy)}</span>
      )}
    </CancelConfirmDialog>
  );
}
