import { $api, IDEMPOTENCY_KEY, type Booking } from '@/sdk';
import { Text, TextArea, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { DialogForm } from '@/app/lib/forms/DialogForm';
import { useDialogSubmission } from './FormDialog';
import { messages } from './messages';
import { useSubmitted } from './useSubmitted';
import { dateFormats } from '@/app/lib/time/format';

/** A refund reason is 10 to 500 characters. */
const REASON_MIN = 10;
const REASON_MAX = 500;

/** Request a refund for a live class: a reason of 10–500 characters, sent once with an Idempotency-Key. */
export function RefundForm({ booking, close }: { booking: Booking; close: () => void }) {
  const intl = useIntl();
  const { record } = useSubmitted();
  const { keyFor, failure } = useDialogSubmission();
  const request = $api.useMutation('post', '/class/refund');
  const form = useFormFields({
    initialValues: { reason: '' },
    validate: ({ reason }) => ({
      reason:
        (reason.trim().length < REASON_MIN && messages.refundReasonShort) ||
        (reason.trim().length > REASON_MAX && messages.refundReasonLong),
    }),
    failure,
  });
  const send = form.handleSubmit(async ({ reason }) => {
    const body = { refundType: 'LIVE_CLASS' as const, refundTypeValue: booking.id, refundReason: reason.trim() };
    const refund = await request.mutateAsync({ params: { header: { [IDEMPOTENCY_KEY]: keyFor(body) } }, body });
    record('refunds', booking.id, refund);
    close();
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.refundToast, { title: booking.class.title }) });
  });
  const reason = form.field('reason');

  return (
    <DialogForm
      form={form}
      onSend={send}
      close={close}
      words={{ submit: messages.refundSubmit, pending: messages.refundSending, back: messages.dismiss }}
    >
      <Text as="p" tone="muted">
        {intl.formatMessage(messages.refundIntro, {
          title: booking.class.title,
          date: intl.formatDate(booking.startDate, dateFormats.weekdayLong),
        })}
      </Text>
      <TextArea
        {...reason}
        label={intl.formatMessage(messages.refundReason)}
        description={intl.formatMessage(messages.refundCount, {
          count: reason.value.length,
          max: REASON_MAX,
          min: REASON_MIN,
        })}
        isRequired
        rows={5}
      />
    </DialogForm>
  );
}
