import { $api, type OneToOneBooking } from '@/sdk';
import { toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { CancelConfirmDialog } from '@/app/lib/forms/ConfirmDialog';
import { focusRowTitle } from '@/app/lib/forms/ListDialog';
import { formatMoney, fullName } from '@/app/lib/format/format';
import { dateFormats } from '@/app/lib/time/format';
import { messages } from './messages';

interface CancelOneToOneDialogProps {
  booking: OneToOneBooking;
  /** After the one-to-one is cancelled, before the dialog closes. */
  onCancelled: () => void;
  onClose: () => void;
  /** The row's Cancel that opened it. */
  opener: Element;
}

/**
 * The trainer cancels a booked one-to-one (its list's one dialog): which session, with whom, and
 * that the customer gets everything back, before anything is sent. A failure keeps the dialog open
 * with the reason; success closes it and a toast says what went back.
 */
export function CancelOneToOneDialog({ booking, onCancelled, onClose, opener }: CancelOneToOneDialogProps) {
  const intl = useIntl();
  const cancel = $api.useMutation('post', '/class/one-to-one/{bookingId}/cancel');
  const customer = fullName(booking.customer);
  const confirm = (close: () => void) =>
    cancel.mutate(
      { params: { path: { bookingId: booking.id } } },
      {
        onSuccess: (result) => {
          onCancelled();
          close();
          focusRowTitle(opener);
          toast.show({
            tone: 'positive',
            title: intl.formatMessage(messages.cancelledToast, { customer }),
            description: intl.formatMessage(messages.cancelledRefund, { amount: formatMoney(intl, result.refund) }),
          });
        },
      },
    );
  return (
    <CancelConfirmDialog words={messages} request={cancel} onConfirm={confirm} onClose={onClose}>
      <span>
        {intl.formatMessage(messages.cancelWhat, {
          title: booking.title,
          customer,
          date: intl.formatDate(booking.startDate, dateFormats.weekdayLong),
          time: intl.formatTime(booking.startDate, dateFormats.clock),
        })}
      </span>
      <span>{intl.formatMessage(messages.cancelWho, { customer: booking.customer.firstName })}</span>
    </CancelConfirmDialog>
  );
}
