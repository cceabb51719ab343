/** The auth client calls (under the auth base path) a session makes from its first paint; each throws an `ApiRequestError` on failure. The sign-in screens' calls are `sdk/signIn`. */
import { authClient } from './clients';
import { dataOrThrow } from './errors';
import type { components } from './generated/auth';

export type Session = components['schemas']['Session'];

/** A form post to the auth client. */
export const form = {
  bodySerializer: (body: Record<string, string>) => new URLSearchParams(body),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
};

export async function getCsrf(): Promise<string> {
  return (await dataOrThrow(authClient.GET('/csrf'))).csrfToken;
}

/** The session; `{}` (no user) when signed out. */
export function getSession(): Promise<Session> {
  return dataOrThrow(authClient.GET('/session'));
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
