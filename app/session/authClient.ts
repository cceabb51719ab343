import { authClient } from '../../sdk';
import { unwrap } from './identity';

/** The auth client's calls (spec section 7): form posts carry a CSRF token and ask for JSON answers. */
const form = {
  bodySerializer: (body: Record<string, string>) => new URLSearchParams(body),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
};

export const AUTH_SESSION_KEY = ['auth', 'session'] as const;

export const getAuthSession = () => unwrap(authClient.GET('/session'));
export const getProviders = () => unwrap(authClient.GET('/providers'));
const getCsrfToken = async () => (await unwrap(authClient.GET('/csrf'))).csrfToken;

/** Starts signing in with a provider: where the browser goes next. */
export async function startProviderSignIn(provider: 'google', callbackUrl: string) {
  const csrfToken = await getCsrfToken();
  const { url } = await unwrap(
    authClient.POST('/signin/{provider}', {
      params: { path: { provider } },
      body: { csrfToken, callbackUrl, json: 'true' },
      ...form,
    }),
  );
  return { csrfToken, url };
}

/** Completes a provider sign-in at the auth client's callback (with the fields the provider sent back). */
export const completeProviderSignIn = (
  provider: 'google',
  fields: { csrfToken: string; callbackUrl: string } & Record<string, string>,
) =>
  unwrap(
    authClient.POST('/callback/{provider}', {
      params: { path: { provider } },
      body: { ...fields, json: 'true' },
      ...form,
    }),
  );

/** Ends the auth client's session. */
export async function signOutOfAuthClient(callbackUrl: string) {
  const csrfToken = await getCsrfToken();
  return unwrap(authClient.POST('/signout', { body: { csrfToken, callbackUrl, json: 'true' }, ...form }));
}
