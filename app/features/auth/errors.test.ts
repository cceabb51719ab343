import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/sdk';
import { failureWords } from '@/app/lib/queries/failure';
import { AuthFlowError, signInFailures } from './errors';
import { authFlowErrorName } from './google';

const intl = createIntl({ locale: 'en', onError: () => undefined });
const said = (code: string) => intl.formatMessage(failureWords(new AuthFlowError(code), signInFailures));

const configuration = 'Signing in is not available right now because of a problem on our side. Please try again later.';
const unknown = 'Something went wrong while signing in. Please try again.';

describe('the login page’s words for a sign-in the auth client did not complete', () => {
  it.each([
    ['OAuthCallbackError', 'Google did not complete the sign-in. Please try again.'],
    ['AccountNotLinkedError', 'This email already has an account. Log in with your email and password.'],
    ['InvalidCallbackUrl', 'That sign-in link points outside Kinetic, so we won’t follow it. You can log in here.'],
    ['SessionRequired', 'Please log in to see that page.'],
    ['CredentialsSignin', 'Email or Password is not correct, try again.'],
    ['ProviderUnavailable', 'Signing in with Google is not available right now. Log in with your email and password.'],
    ['MissingSecretError', configuration],
    ['NO_SECRET', configuration],
    ['MissingAPIRouteError', configuration],
    ['MissingAuthorizeError', configuration],
    ['MissingAdapterError', configuration],
    ['MissingAdapterMethodsError', configuration],
    ['UnsupportedStrategyError', configuration],
    ['UnknownError', unknown],
    ['SomethingNew', unknown],
    ['toString', unknown],
    ['Configuration', unknown],
  ])('%s says “%s”', (code, words) => {
    expect(said(code)).toBe(words);
  });
});

describe('authFlowErrorName', () => {
  it('keeps the auth client’s name for a flow it did not complete', () => {
    expect(authFlowErrorName(new AuthFlowError('ProviderUnavailable'))).toBe('ProviderUnavailable');
  });

  it('passes on the code of a server failure, which the login page words', () => {
    const failed = new ApiRequestError({ status: 500, code: 'MissingSecretError', message: 'No secret.' });
    expect(authFlowErrorName(failed)).toBe('MissingSecretError');
  });

  it('says the callback failed for a refusal, no answer or anything else', () => {
    const refused = new ApiRequestError({ status: 403, code: 'FORBIDDEN', message: 'No.' });
    expect(authFlowErrorName(refused)).toBe('OAuthCallbackError');
    expect(authFlowErrorName(new TypeError('Failed to fetch'))).toBe('OAuthCallbackError');
  });
});
