import { $api } from '@/sdk';
import { toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { CancelConfirmDialog } from '../forms/ConfirmDialog';
import { focusRowTitle } from '../forms/ListDialog';
import { messages } from './messages';
import { dateFormats } from '../time/format';

const refundedTo = {
  ACCOUNT_CREDIT: messages.cancelledToCredit,
  CARD: messages.cancelledToCard,
  NONE: messages.cancelledNoRefund,
} as const;

/** What the dialog needs to know of the session: its class, its title, when it starts and who booked it. */
export interface CancellableSession {
  classId: string;
  title: string;
  startDate: string;
  bookedCount: number;
}

interface CancelSessionDialogProps {
  session: CancellableSession;
  /** After the session is cancelled, before the dialog closes. */
  onCancelled: () => void;
  onClose: () => void;
  /** The row's Cancel that opened the dialog: focus moves to the row's title once it has gone. */
  opener: Element;
}

/**
 * Cancel a session for everyone booked on it: the dialog (a list's one `ListDialog`, opened by the
 * session's `CancelButton`) says which session and how many customers it affects before anything
 * is sent. A failure keeps the dialog open with the reason; success closes it and a toast says how
 * many bookings were cancelled and where refunds went.
 */
export function CancelSessionDialog({ session, onCancelled, onClose, opener }: CancelSessionDialogProps) {
  const intl = useIntl();
  const cancel = $api.useMutation('get', '/customer/cancel-class-trainer');
  const { title } = session;

  const confirm = (close: () => void) =>
    cancel.mutate(
      { params: { query: { classId: session.classId } } },
      {
        onSuccess: (result) => {
          onCancelled();
          close();
          focusRowTitle(opener);
          toast.show({
            tone: 'positive',
            title: intl.formatMessage(messages.cancelledToast, { title }),
            description: intl.formatMessage(refundedTo[result.refundedTo], { count: result.cancelledBookings }),
          });
        },
      },
    );

  return (
    <CancelConfirmDialog words={messages} request={cancel} onConfirm={confirm} onClose={onClose}>
      <span>
        {intl.formatMessage(messages.cancelWhat, {
          title,
          date: intl.formatDate(session.startDate, dateFormats.weekdayLong),
          time: intl.formatTime(session.startDate, dateFormats.clock),
        })}
      </span>
      <span>{intl.formatMessage(messages.cancelWho, { count: session.bookedCount })}</span>
    </CancelConfirmDialog>
  );
}
