/** The identity service calls the sign-in screens need; each throws an `ApiRequestError` whose `code` is the provider's (e.g. EMAIL_EXISTS). */
import { identityClient } from './clients';
import { dataOrThrow } from './errors';
import type { components } from './generated/identity';

type Schemas = components['schemas'];
export type SignInResult = Schemas['SignInResult'];
export type SignUpResult = Schemas['SignUpResult'];
export type OobCodeRequest = Schemas['OobCodeRequest'];
export type OobCodeResult = Schemas['OobCodeResult'];
export type AccountUpdate = Schemas['AccountUpdate'];
export type AccountUpdateResult = Schemas['AccountUpdateResult'];
export type TokenRefreshResult = Schemas['TokenRefreshResult'];
export type IdpSignInResult = Schemas['IdpSignInResult'];

export function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  return dataOrThrow(
    identityClient.POST('/v1/accounts:signInWithPassword', { body: { email, password, returnSecureToken: true } }),
  );
}

export function signUp(email: string, password: string): Promise<SignUpResult> {
  return dataOrThrow(
    identityClient.POST('/v1/accounts:signUp', { body: { email, password, returnSecureToken: true } }),
  );
}

/** Sends a verification email (`VERIFY_EMAIL` with idToken) or a password reset (`PASSWORD_RESET` with email). */
export function sendOobCode(request: OobCodeRequest): Promise<OobCodeResult> {
  return dataOrThrow(identityClient.POST('/v1/accounts:sendOobCode', { body: request }));
}

/** Changes password or email (with idToken), or confirms an emailed one-time code (with oobCode). */
export function updateAccount(update: AccountUpdate): Promise<AccountUpdateResult> {
  return dataOrThrow(identityClient.POST('/v1/accounts:update', { body: update }));
}

export function refreshToken(refreshToken: string): Promise<TokenRefreshResult> {
  return dataOrThrow(
    identityClient.POST('/v1/token', {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
      bodySerializer: (body) => new URLSearchParams(body),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
}

/** Signs in with a Google id token; `requestUri` is the page the sign-in started from. */
export function signInWithIdp(googleIdToken: string, requestUri: string): Promise<IdpSignInResult> {
  const postBody = new URLSearchParams({ id_token: googleIdToken, providerId: 'google.com' }).toString();
  return dataOrThrow(
    identityClient.POST('/v1/accounts:signInWithIdp', {
      body: { postBody, requestUri, returnSecureToken: true, returnIdpCredential: true },
    }),
  );
}
