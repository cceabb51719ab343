import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { failureKind, isApiError, isRefusal, type ApiError, type FailureKind } from '../../sdk';
import { defineMessages } from '../i18n';
import type { SubmitFailure } from './useFormFields';

/**
 * The one way from a failed call to words. Every SDK call fails with an `ApiError` (status, code,
 * message, field details; status 0 when no answer came). A form turns it into words with
 * `formFailure`, a page of server data with `pageFailure`; no screen reads `status` itself.
 */

const messageOf = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * What a form's summary says: `failed` with the API's message (or `unanswered`) as `{reason}`; or,
 * for a form whose words are fixed, `{ otherwise }`: when the API refused what was sent (4xx), its
 * own message (or the form's `refused` words), else, when it failed on its side or no answer came,
 * the fixed words.
 */
export type FormFailureWords = MessageDescriptor | { otherwise: MessageDescriptor; refused?: MessageDescriptor };

/**
 * A failed save on a form: the API's field details go onto the fields they name (a detail for a
 * field the form does not have joins the summary), and the summary is worded as `words` says.
 */
export function formFailure(
  intl: IntlShape,
  error: unknown,
  words: FormFailureWords,
  unanswered?: MessageDescriptor,
): SubmitFailure & { form: string } {
  const fields = isApiError(error)
    ? { fields: Object.fromEntries((error.details ?? []).map((detail) => [detail.field, detail.message])) }
    : {};
  if ('otherwise' in words) {
    if (!isApiError(error) || !isRefusal(error)) return { ...fields, form: intl.formatMessage(words.otherwise) };
    return { ...fields, form: words.refused ? intl.formatMessage(words.refused) : error.message };
  }
  const answered = isApiError(error) && failureKind(error) !== 'offline';
  const reason = answered || !unanswered ? messageOf(error) : intl.formatMessage(unanswered);
  return { ...fields, form: intl.formatMessage(words, { reason }) };
}

const messages = defineMessages({
  offline: { id: 'failure.page.offline', defaultMessage: 'Check your connection and try again.' },
  server: { id: 'failure.page.server', defaultMessage: 'Something went wrong on our side. Try again in a moment.' },
  missingTitle: { id: 'failure.page.missingTitle', defaultMessage: 'This is no longer here' },
  missing: { id: 'failure.page.missing', defaultMessage: 'It may have been removed, or the link may be wrong.' },
  forbiddenTitle: { id: 'failure.page.forbiddenTitle', defaultMessage: 'This is not open to you' },
  forbidden: { id: 'failure.page.forbidden', defaultMessage: 'Your account cannot see this page.' },
});

export interface PageFailure {
  kind: FailureKind;
  /** The page's own title ("We could not load your balance"), or one that says why when that is clearer. */
  title: string;
  description: string;
  /** Whether Try again can help: after no answer, a server failure or a refusal, not for a missing or closed page. */
  canRetry: boolean;
}

/**
 * A failed load of a page (or a region of one) in words: `title` is what failed to load, kept unless
 * the page is missing or not open to this account; the description and whether to offer Try again
 * follow the kind (a refusal shows the API's own message).
 */
export function pageFailure(intl: IntlShape, error: unknown, title: string): PageFailure {
  const kind = failureKind(error);
  switch (kind) {
    case 'missing':
      return {
        kind,
        title: intl.formatMessage(messages.missingTitle),
        description: intl.formatMessage(messages.missing),
        canRetry: false,
      };
    case 'forbidden':
      return {
        kind,
        title: intl.formatMessage(messages.forbiddenTitle),
        description: intl.formatMessage(messages.forbidden),
        canRetry: false,
      };
    case 'refused':
      return { kind, title, description: (error as ApiError).message, canRetry: true };
    default:
      return { kind, title, description: intl.formatMessage(messages[kind]), canRetry: true };
  }
}
