/**
 * The calls of the sign-in, sign-up and account screens: the identity service's (each throws an
 * `ApiRequestError` whose `code` is the provider's, e.g. EMAIL_EXISTS) and the auth client's.
 * Imported as `sdk/signIn`, not through the sdk's index, so only those screens carry them (the
 * index is part of every page's first paint).
 */
import { authClient, identityClient } from './clients';
import { dataOrThrow } from './errors';
import { form, getCsrf, type Session } from './auth';
import type { components as AuthComponents } from './generated/auth';
import type { components as IdentityComponents } from './generated/identity';

type Schemas = IdentityComponents['schemas'];
export type SignInResult = Schemas['SignInResult'];
export type SignUpResult = Schemas['SignUpResult'];
export type OobCodeRequest = Schemas['OobCodeRequest'];
export type OobCodeResult = Schemas['OobCodeResult'];
export type AccountUpdate = Schemas['AccountUpdate'];
export type AccountUpdateResult = Schemas['AccountUpdateResult'];
export type PasswordResetResult = Schemas['PasswordResetResult'];
export type IdpSignInResult = Schemas['IdpSignInResult'];
export type Provider = AuthComponents['schemas']['Provider'];
export type AuthSignInResult = AuthComponents['schemas']['SignInResult'];

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

/** Sets a new password with an emailed password-reset code. */
export function resetPassword(oobCode: string, newPassword: string): Promise<PasswordResetResult> {
  return dataOrThrow(identityClient.POST('/v1/accounts:resetPassword', { body: { oobCode, newPassword } }));
}

/** Changes password or email (with idToken), or confirms an emailed email-verification code (with oobCode). */
export function updateAccount(update: AccountUpdate): Promise<AccountUpdateResult> {
  return dataOrThrow(identityClient.POST('/v1/accounts:update', { body: update }));
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

export function getProviders(): Promise<Record<string, Provider>> {
  return dataOrThrow(authClient.GET('/providers'));
}

/** Merges `data` into the session. */
export async function updateSession(data: Record<string, unknown>): Promise<Session> {
  const csrfToken = await getCsrf();
  return dataOrThrow(authClient.POST('/session', { body: { csrfToken, data: JSON.stringify(data) }, ...form }));
}

/**
 * Signs in: the credentials provider posts to its callback and answers with the sign-in result;
 * other providers answer with the URL to continue at (reported as an ok result with that url).
 */
export async function signIn(
  provider: 'credentials' | 'google',
  fields: { callbackUrl?: string } & Record<string, string> = {},
): Promise<AuthSignInResult> {
  const body = { ...fields, csrfToken: await getCsrf(), json: 'true' as const };
  const params = { path: { provider } };
  if (provider === 'credentials')
    return dataOrThrow(authClient.POST('/callback/{provider}', { params, body, ...form }));
  const { url } = await dataOrThrow(authClient.POST('/signin/{provider}', { params, body, ...form }));
  return { error: null, status: 200, ok: true, url };
}
