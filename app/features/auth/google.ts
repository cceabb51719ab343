import { authClient, dataOrThrow, getCsrf, failureKind, isApiError, type Session } from '@/sdk';
import { getProviders, signIn, signInWithIdp } from '@/sdk/signIn';
import { profileLoaded } from '@/app/session/session';
import { readProfile, withSessionFlags } from './account';
import { AuthFlowError } from './errors';

/** The auth client's error name for any failure of the Google flow: its own, a server's code, else OAuthCallbackError. */
export function authFlowErrorName(error: unknown): string {
  if (error instanceof AuthFlowError || (isApiError(error) && failureKind(error) === 'server')) return error.code;
  return 'OAuthCallbackError';
}

/** After the auth client's callback: the session's Google credential signs in at the identity service. */
export async function finishGoogleSignIn(session: Session) {
  const googleIdToken = session.idToken;
  if (!session.user || !googleIdToken) throw new AuthFlowError('OAuthCallbackError');
  await withSessionFlags(
    'customer',
    () => signInWithIdp(googleIdToken, window.location.origin),
    async (tokens) => {
      profileLoaded('customer', await readProfile(tokens));
    },
  );
}

/**
 * Google sign-in through the auth client: csrf, providers, signin/google; the
 * browser goes to Google, whose answer comes back to the auth client's callback, which then
 * sends the browser to `returnTo`. When the callback is the auth client's own (same origin), the
 * answer is posted to it from here. Returns true when the browser is leaving for Google.
 */
export async function startGoogleSignIn(returnTo: string): Promise<boolean> {
  const providers = await getProviders();
  if (!providers.google) throw new AuthFlowError('ProviderUnavailable');
  const { url } = await signIn('google', { callbackUrl: returnTo });
  const next = new URL(url ?? '', window.location.origin);
  if (next.origin !== window.location.origin) {
    window.location.assign(next.href);
    return true;
  }
  const result = await dataOrThrow(
    authClient.POST('/callback/{provider}', {
      params: { path: { provider: 'google' } },
      body: {
        ...Object.fromEntries(next.searchParams),
        csrfToken: await getCsrf(),
        callbackUrl: returnTo,
        json: 'true',
      },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
  if (!result.ok) throw new AuthFlowError(result.error ?? 'OAuthCallbackError');
  return false;
}
