import { ApiRequestError } from '@/sdk';
import type { CodeWords, FormFailureWords } from '@/app/lib/queries/failure';
import type { Role } from '@/app/session/session';
import { messages } from './messages';

/** The email belongs to the other kind of account (a trainer at the customer door, or the reverse): code `TRAINER_ACCOUNT` or `CUSTOMER_ACCOUNT`. */
export class WrongDoorError extends ApiRequestError {
  constructor(belongsTo: Role) {
    super({
      status: 403,
      code: belongsTo === 'trainer' ? 'TRAINER_ACCOUNT' : 'CUSTOMER_ACCOUNT',
      message: `This email belongs to a ${belongsTo} account.`,
    });
  }
}

/**
 * The identity provider's codes, as the forms say them, with the field a code is about (the
 * forms name their fields `email`, `password` and `code`); a code without one is about the form.
 */
const byCode: Record<string, CodeWords> = {
  TRAINER_ACCOUNT: { message: messages.wrongDoorTrainer },
  CUSTOMER_ACCOUNT: { message: messages.wrongDoorCustomer },
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
 * How the auth forms word a failed call through `formFailure`: a known code on the field it
 * concerns or about the whole form; any other failure is unexpected.
 */
export const authWords: FormFailureWords = {
  codes: byCode,
  otherwise: messages.unexpected,
  refused: messages.unexpected,
};

/** The login's words: an unknown email is said like a wrong password (a login does not tell whether an email has an account). */
export const loginWords: FormFailureWords = {
  ...authWords,
  codes: { ...byCode, EMAIL_NOT_FOUND: { message: messages.invalidCredentials } },
};
