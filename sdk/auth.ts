/** The auth client calls (under the auth base path); each throws an `ApiRequestError` on failure. */
import { authClient } from './clients';
import { dataOrThrow } from './errors';
import type { components } from './generated/auth';

type Schemas = components['schemas'];
export type Session = Schemas['Session'];
export type Provider = Schemas['Provider'];
export type AuthSignInResult = Schemas['SignInResult'];

const form = {
  bodySerializer: (body: Record<string, string>) => new URLSearchParams(body),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
};

export async function getCsrf(): Promise<string> {
  return (await dataOrThrow(authClient.GET('/csrf'))).csrfToken;
}

export function getProviders(): Promise<Record<string, Provider>> {
  return dataOrThrow(authClient.GET('/providers'));
}

/** The session; `{}` (no user) when signed out. */
export function getSession(): Promise<Session> {
  return dataOrThrow(authClient.GET('/session'));
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

/** Signs out and answers with the URL to go to. */
export async function signOut(callbackUrl: string): Promise<string> {
  const csrfToken = await getCsrf();
  return (await dataOrThrow(authClient.POST('/signout', { body: { csrfToken, callbackUrl, json: 'true' }, ...form })))
    .url;
}

/** Reports a client-side auth error (e.g. CLIENT_FETCH_ERROR) to the server log. */
export async function log(level: 'error' | 'warn' | 'debug', code: string, message: string): Promise<void> {
  await dataOrThrow(authClient.POST('/_log', { body: { level, code, message }, ...form }));
}
