import { $api, type OneToOneBooking, type Schema } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { CancelConfirmDialog } from '@/app/lib/forms/ConfirmDialog';
import { focusRowTitle } from '@/app/lib/forms/ListDialog';
import { fullName } from '@/app/lib/format/format';
import { dateFormats } from '@/app/lib/time/format';
import { PolicyText, toastCancelled } from './CancelDialog';
import { messages } from './messages';

type OneToOneCancellation = Schema<'OneToOneCancellation'>;

interface CancelOneToOneDialogProps {
  /** The one-to-one, with the cancellation policy its customer's list gives. */
  session: OneToOneBooking;
  onCancelled: (result: OneToOneCancellation) => void;
  onClose: () => void;
  /** The row's Cancel button that opened it. */
  opener: Element;
}

/**
 * Cancel a one-to-one (its list's one dialog): what it is and what cancelling now gives back, as
 * the API states it, before anything is sent; only Confirm calls the API. A failure keeps the
 * dialog open with the reason; success closes it and a toast says what went back and where.
 */
export function CancelOneToOneDialog({ session, onCancelled, onClose, opener }: CancelOneToOneDialogProps) {
  const intl = useIntl();
  const cancel = $api.useMutation('post', '/class/one-to-one/{bookingId}/cancel');
  const confirm = (close: () => void) =>
    cancel.mutate(
      { params: { path: { bookingId: session.id } } },
      {
        onSuccess: (result) => {
          onCancelled(result);
          close();
          focusRowTitle(opener);
          toastCancelled(intl, session.title, result);
        },
      },
    );
  return (
    <CancelConfirmDialog words={messages} request={cancel} onConfirm={confirm} onClose={onClose}>
      <span>
        {intl.formatMessage(messages.cancelWhat, {
          title: session.title,
          trainer: fullName(session.trainer),
          date: intl.formatDate(session.startDate, dateFormats.weekdayLong),
          time: intl.formatTime(session.startDate, dateFormats.clock),
        })}
      </span>
      {session.cancellationPolicy && <PolicyText policy={session.cancellationPolicy} />}
    </CancelConfirmDialog>
  );
}
