import { ApiRequestError, identityClient, toApiError } from '../../sdk';
import type { Tokens } from './session';

/**
 * The identity and auth-client calls the session needs, each resolving with its data or throwing
 * an ApiRequestError whose `code` is the provider's (EMAIL_EXISTS, INVALID_LOGIN_CREDENTIALS, …).
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw new ApiRequestError(toApiError(response.status, error));
  return data;
}

const tokensOf = ({ idToken, refreshToken, localId, expiresIn }: Tokens): Tokens => ({
  idToken,
  refreshToken,
  localId,
  expiresIn,
});

export interface Credentials {
  email: string;
  password: string;
}

export const signInWithPassword = async (body: Credentials) =>
  tokensOf(
    await unwrap(
      identityClient.POST('/v1/accounts:signInWithPassword', { body: { ...body, returnSecureToken: true } }),
    ),
  );

export const signUpWithPassword = async (body: Credentials) =>
  tokensOf(await unwrap(identityClient.POST('/v1/accounts:signUp', { body: { ...body, returnSecureToken: true } })));

/** Emails a one-time code: to verify the signed-in account's email, or to reset a password. */
export const sendOobCode = (
  body: { requestType: 'VERIFY_EMAIL'; idToken: string } | { requestType: 'PASSWORD_RESET'; email: string },
) => unwrap(identityClient.POST('/v1/accounts:sendOobCode', { body }));

/** Confirms an emailed code (with a new password for a reset). */
export const confirmOobCode = (body: { oobCode: string; password?: string }) =>
  unwrap(identityClient.POST('/v1/accounts:update', { body }));

/** Changes the signed-in account's password or email; answers with the account and, usually, fresh tokens. */
export const updateAccount = (body: { idToken: string; password: string } | { idToken: string; email: string }) =>
  unwrap(identityClient.POST('/v1/accounts:update', { body: { ...body, returnSecureToken: true } }));

/** Exchanges a refresh token for fresh tokens. */
export async function refreshTokens(refreshToken: string): Promise<Tokens> {
  const result = await unwrap(
    identityClient.POST('/v1/token', {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
      bodySerializer: (body) => new URLSearchParams(body),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
  return {
    idToken: result.id_token,
    refreshToken: result.refresh_token,
    localId: result.user_id,
    expiresIn: result.expires_in,
  };
}

/** Signs in with a Google id token. */
export const signInWithGoogle = async (googleIdToken: string, requestUri: string) =>
  unwrap(
    identityClient.POST('/v1/accounts:signInWithIdp', {
      body: {
        postBody: new URLSearchParams({ id_token: googleIdToken, providerId: 'google.com' }).toString(),
        requestUri,
        returnSecureToken: true,
        returnIdpCredential: true,
      },
    }),
  );
