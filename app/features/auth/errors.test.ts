import { describe, expect, it } from 'vitest';
import { authErrorKey } from './messages';

describe('auth error catalogue', () => {
  it.each([
    ['OAuthCallbackError', 'OAuthCallbackError'],
    ['AccountNotLinkedError', 'AccountNotLinkedError'],
    ['InvalidCallbackUrl', 'InvalidCallbackUrl'],
    ['SessionRequired', 'SessionRequired'],
    ['CredentialsSignin', 'CredentialsSignin'],
    ['MissingSecretError', 'Configuration'],
    ['NO_SECRET', 'Configuration'],
    ['MissingAPIRouteError', 'Configuration'],
    ['MissingAuthorizeError', 'Configuration'],
    ['MissingAdapterError', 'Configuration'],
    ['MissingAdapterMethodsError', 'Configuration'],
    ['UnsupportedStrategyError', 'Configuration'],
    ['UnknownError', 'UnknownError'],
    ['SomethingNew', 'UnknownError'],
    ['toString', 'UnknownError'],
  ])('%s shows the %s message', (error, key) => {
    expect(authErrorKey(error)).toBe(key);
  });
});
