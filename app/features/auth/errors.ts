import type { MessageDescriptor } from '@formatjs/intl';
import { ApiRequestError } from '@/sdk';
import type { CodeWords, FailureMap, FormFailureWords } from '@/app/lib/queries/failure';
import type { Role } from '@/app/session/session';
import { authErrorMessages, messages } from './messages';

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

/**
 * A sign-in the auth client did not complete (Google's, or a refused `callbackUrl`), under the auth
 * client's error name as its code: the name the login page is sent with in `?error=`.
 */
export class AuthFlowError extends ApiRequestError {
  constructor(code: string) {
    super({ status: 400, code, message: `The sign-in was not completed: ${code}.` });
  }
}

/** The auth client's names for a problem in its own set-up: the person can only try later. */
const configurationErrors = [
  'MissingAPIRouteError',
  'MissingSecretError',
  'NO_SECRET',
  'MissingAuthorizeError',
  'MissingAdapterError',
  'MissingAdapterMethodsError',
  'UnsupportedStrategyError',
];

const { Configuration, UnknownError, ...named } = authErrorMessages;

/** How the login page says an `AuthFlowError`: the auth client's names it knows, else that something went wrong. */
export const signInFailures: FailureMap<MessageDescriptor> = {
  codes: { ...named, ...Object.fromEntries(configurationErrors.map((code) => [code, Configuration])) },
  otherwise: UnknownError,
};
