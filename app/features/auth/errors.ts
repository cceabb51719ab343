import type { MessageDescriptor } from '@formatjs/intl';
import { isApiError } from '../../../sdk';
import type { SubmitFailure } from '../../lib/useFormFields';
import type { Role } from '../../session/session';
import { messages } from './messages';

/** The email belongs to the other kind of account (a trainer at the customer door, or the reverse). */
export class WrongDoorError extends Error {
  override readonly name = 'WrongDoorError';
  constructor(readonly belongsTo: Role) {
    super(`This email belongs to a ${belongsTo} account.`);
  }
}

/**
 * The identity provider's codes, as the forms say them, with the field a code is about (the
 * forms name their fields `email`, `password` and `code`); a code without one is about the form.
 */
const byCode: Record<string, { message: MessageDescriptor; field?: 'email' | 'password' | 'code' }> = {
  EMAIL_EXISTS: { message: messages.emailExists, field: 'email' },
  INVALID_LOGIN_CREDENTIALS: { message: messages.invalidCredentials },
  INVALID_PASSWORD: { message: messages.invalidCredentials },
  EMAIL_NOT_FOUND: { message: messages.emailNotFound, field: 'email' },
  TOO_MANY_ATTEMPTS_TRY_LATER: { message: messages.tooManyAttempts },
  WEAK_PASSWORD: { message: messages.passwordRule, field: 'password' },
  INVALID_OOB_CODE: { message: messages.invalidCode, field: 'code' },
  EXPIRED_OOB_CODE: { message: messages.invalidCode, field: 'code' },
  TOKEN_EXPIRED: { message: messages.sessionExpired },
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: { message: messages.sessionExpired },
};

/**
 * What to tell the user about a failed auth call: on the field it concerns, or about the whole
 * form. `overrides` are codes a form says differently, about the whole form (a login does not
 * tell whether an email has an account).
 */
export function authFailure(error: unknown, overrides: Record<string, MessageDescriptor> = {}): SubmitFailure {
  if (error instanceof WrongDoorError)
    return { form: error.belongsTo === 'trainer' ? messages.wrongDoorTrainer : messages.wrongDoorCustomer };
  if (!isApiError(error)) return { form: messages.unexpected };
  const override = overrides[error.code];
  if (override) return { form: override };
  const known = byCode[error.code];
  if (!known) return { form: messages.unexpected };
  return known.field ? { fields: { [known.field]: known.message } } : { form: known.message };
}
