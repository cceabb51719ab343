import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { isApiError } from '../../sdk';
import type { SubmitFailure } from './useFormFields';

/**
 * The one way from a failed call to words on a form: the API's field details go onto the fields
 * they name (a detail for a field the form does not have joins the summary), and the summary is
 * `failed` with its `{reason}`: the API's message, or `unanswered` when no answer came.
 */
export function formFailure(
  intl: IntlShape,
  error: unknown,
  failed: MessageDescriptor,
  unanswered?: MessageDescriptor,
): SubmitFailure & { form: string } {
  if (!isApiError(error)) {
    return {
      form: intl.formatMessage(failed, { reason: unanswered ? intl.formatMessage(unanswered) : String(error) }),
    };
  }
  return {
    fields: Object.fromEntries((error.details ?? []).map((detail) => [detail.field, detail.message])),
    form: intl.formatMessage(failed, { reason: error.message }),
  };
}
