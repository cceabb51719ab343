import { $api, IDEMPOTENCY_KEY, type Booking } from '@/sdk';
import { RatingInput, TextArea, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { firstName } from '@/app/lib/format/format';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { DialogForm } from '@/app/lib/forms/DialogForm';
import { useDialogSubmission } from './FormDialog';
import { messages } from './messages';
import { useSubmitted } from './useSubmitted';

/** A review's text is at most 2,000 characters. */
const COMMENT_MAX = 2000;

/** Review a class taken in the last month: 1–5 stars and a few words, published once with an Idempotency-Key. */
export function ReviewForm({ booking, close }: { booking: Booking; close: () => void }) {
  const intl = useIntl();
  const { record } = useSubmitted();
  const { keyFor, failure } = useDialogSubmission();
  const publish = $api.useMutation('post', '/customer/add-reviews');
  const form = useFormFields({
    initialValues: { rating: null as number | null, comment: '' },
    validate: ({ rating, comment }) => ({
      rating: rating === null && messages.reviewRatingMissing,
      comment:
        (comment.trim() === '' && messages.reviewCommentMissing) ||
        (comment.trim().length > COMMENT_MAX && messages.reviewCommentLong),
    }),
    failure,
  });
  const send = form.handleSubmit(async ({ rating, comment }) => {
    // Validation has already marked a missing rating on its field.
    if (rating === null) return;
    const review = { trainerId: booking.class.trainer.id, classId: booking.classId, rating, comment: comment.trim() };
    await publish.mutateAsync({ params: { header: { [IDEMPOTENCY_KEY]: keyFor(review) } }, body: review });
    record('reviews', booking.id, review);
    close();
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.reviewToast) });
  });

  return (
    <DialogForm
      form={form}
      onSend={send}
      close={close}
      words={{ submit: messages.reviewSubmit, pending: messages.reviewSending, back: messages.dismiss }}
    >
      <RatingInput
        {...form.field('rating')}
        label={intl.formatMessage(messages.reviewRating)}
        starLabel={(count) => intl.formatMessage(messages.reviewStar, { count })}
        isRequired
      />
      <TextArea
        {...form.field('comment')}
        label={intl.formatMessage(messages.reviewComment)}
        description={intl.formatMessage(messages.reviewCommentHint, { trainer: firstName(booking.class.trainer) })}
        isRequired
        rows={5}
      />
    </DialogForm>
  );
}
