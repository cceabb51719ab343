import type { Booking } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { CancelDialog, type CancellationResult } from './CancelDialog';
import { FormDialog } from './FormDialog';
import { messages } from './messages';
import { RefundForm } from './RefundForm';
import { ReviewForm } from './ReviewForm';

/** What a booking's row asks for: to cancel it, to request a refund, or to review the class. */
export interface BookingAction {
  action: 'cancel' | 'refund' | 'review';
  booking: Booking;
}

interface BookingDialogProps extends BookingAction {
  customerId: string;
  onCancelled: (result: CancellationResult) => void;
  onClose: () => void;
  /** The row's button that opened it. */
  opener: Element;
}

/** A bookings list's one dialog, for the action its row asked for; its code loads with the first one opened. */
export function BookingDialog({ action, booking, customerId, onCancelled, onClose, opener }: BookingDialogProps) {
  const intl = useIntl();
  if (action === 'cancel')
    return (
      <CancelDialog
        booking={booking}
        customerId={customerId}
        onCancelled={onCancelled}
        onClose={onClose}
        opener={opener}
      />
    );
  return (
    <FormDialog
      title={
        action === 'refund'
          ? intl.formatMessage(messages.refundTitle)
          : intl.formatMessage(messages.reviewTitle, { title: booking.class.title })
      }
      onClose={onClose}
    >
      {(close) =>
        action === 'refund' ? (
          <RefundForm booking={booking} close={close} />
        ) : (
          <ReviewForm booking={booking} close={close} />
        )
      }
    </FormDialog>
  );
}
