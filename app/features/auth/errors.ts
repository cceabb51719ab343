import type { MessageDescriptor } from '@formatjs/intl';
import { isApiError } from '../../../sdk';
import type { Role } from '../../session/session';
import { messages } from './messages';

/** The email belongs to the other kind of account (a trainer at the customer door, or the reverse). */
export class WrongDoorError extends Error {
  override readonly name = 'WrongDoorError';
  constructor(readonly belongsTo: Role) {
    super(`This email belongs to a ${belongsTo} account.`);
  }
}

/** The identity provider's codes, as the forms say them (spec section 8 for the first two). */
const byCode: Record<string, MessageDescriptor> = {
  EMAIL_EXISTS: messages.emailExists,
  INVALID_LOGIN_CREDENTIALS: messages.invalidCredentials,
  INVALID_PASSWORD: messages.invalidCredentials,
  EMAIL_NOT_FOUND: messages.emailNotFound,
  TOO_MANY_ATTEMPTS_TRY_LATER: messages.tooManyAttempts,
  WEAK_PASSWORD: messages.passwordRule,
  INVALID_OOB_CODE: messages.invalidCode,
  EXPIRED_OOB_CODE: messages.invalidCode,
  TOKEN_EXPIRED: messages.sessionExpired,
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: messages.sessionExpired,
};

/** What to tell the user about a failed auth call. */
export function authFailureMessage(
  error: unknown,
  overrides: Record<string, MessageDescriptor> = {},
): MessageDescriptor {
  if (error instanceof WrongDoorError)
    return error.belongsTo === 'trainer' ? messages.wrongDoorTrainer : messages.wrongDoorCustomer;
  if (isApiError(error)) return overrides[error.code] ?? byCode[error.code] ?? messages.unexpected;
  return messages.unexpected;
}
