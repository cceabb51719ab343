import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { failureKind, failureMessage, isApiError, isRefusal, type FailureKind } from '@/sdk';
import { defineMessages } from '@/app/i18n';
import type { SubmitFailure } from '../forms/useFormFields';

const messages = defineMessages({
  unavailable: {
    id: 'failure.form.unavailable',
    defaultMessage: 'This is not available yet. Nothing was changed; everything else works as usual.',
  },
});

/**
 * The one way from a failed call to words. Every SDK call fails with an `ApiError` (status, code,
 * message, field details; status 0 when no answer came). A form turns it into words with
 * `formFailure`, a page of server data with `pageFailure` (`QueryView.tsx`, which every first
 * paint carries, so this module stays with the forms); no screen reads `status` itself.
 */

/**
 * The failure map: what to say for a failure, by its code (a service's own name for it, such as
 * `CLASS_FULL` or the auth client's `OAuthCallbackError`), else by its kind (`failureKind`), else
 * `otherwise`.
 */
export interface FailureMap<Words> {
  codes?: Readonly<Record<string, Words>>;
  kinds?: Readonly<Partial<Record<FailureKind, Words>>>;
  otherwise: Words;
}

/** A failure's entry in `map`: its code's, else its kind's, else the map's `otherwise`. */
export function failureWords<Words>(error: unknown, map: FailureMap<Words>): Words {
  if (isApiError(error) && map.codes && Object.hasOwn(map.codes, error.code)) return map.codes[error.code]!;
  return map.kinds?.[failureKind(error)] ?? map.otherwise;
}

/** How a form says one failure code: on `field` when it names one of the form's fields, else in the summary. */
export interface CodeWords {
  message: MessageDescriptor;
  field?: string;
}

/** What an action says when its call is one the API does not offer yet (else undefined). */
export const unavailableWords = (intl: IntlShape, error: unknown): string | undefined =>
  failureKind(error) === 'unavailable' ? intl.formatMessage(messages.unavailable) : undefined;

/**
 * What a form's summary says: `failed` with the API's message (or `unanswered`) as `{reason}`; or,
 * for a form whose words are fixed, `{ otherwise }`: a code the form words itself (`codes`, e.g.
 * the identity service's) as it says; else when the API refused what was sent (4xx), its own
 * message (or the form's `refused` words); else, when it failed on its side or no answer came, the
 * fixed words (or `unanswered`, when given, for no answer).
 */
export type FormFailureWords =
  | MessageDescriptor
  | { otherwise: MessageDescriptor; refused?: MessageDescriptor; codes?: Readonly<Record<string, CodeWords>> };

/**
 * A failed save on a form: the API's field details go onto the fields they name (a detail for a
 * field the form does not have joins the summary), and the summary is worded as `words` says. A
 * call the API does not offer yet says the action is not available yet, whatever the form's words.
 */
export function formFailure(
  intl: IntlShape,
  error: unknown,
  words: FormFailureWords,
  unanswered?: MessageDescriptor,
): SubmitFailure & { form?: string } {
  const unavailable = unavailableWords(intl, error);
  if (unavailable) return { form: unavailable };
  const fields = isApiError(error)
    ? { fields: Object.fromEntries((error.details ?? []).map((detail) => [detail.field, detail.message])) }
    : {};
  if ('otherwise' in words) {
    const known = failureWords(error, { codes: words.codes, otherwise: undefined });
    if (known) {
      const said = intl.formatMessage(known.message);
      return known.field ? { fields: { [known.field]: said } } : { form: said };
    }
    if (!isApiError(error) || !isRefusal(error)) {
      const fixed = unanswered && failureKind(error) === 'offline' ? unanswered : words.otherwise;
      return { ...fields, form: intl.formatMessage(fixed) };
    }
    return { ...fields, form: words.refused ? intl.formatMessage(words.refused) : error.message };
  }
  const answered = isApiError(error) && failureKind(error) !== 'offline';
  const reason = answered || !unanswered ? failureMessage(error) : intl.formatMessage(unanswered);
  return { ...fields, form: intl.formatMessage(words, { reason }) };
}
