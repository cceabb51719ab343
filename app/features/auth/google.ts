import { isApiError } from '../../../sdk';
import { completeProviderSignIn, getAuthSession, getProviders, startProviderSignIn } from '../../session/authClient';
import { signInWithGoogle } from '../../session/identity';
import { profileLoaded } from '../../session/session';
import { readProfile, withSessionFlags } from './account';

/** A Google sign-in failed with one of the auth client's error names (shown from `?error=`). */
export class AuthFlowError extends Error {
  override readonly name = 'AuthFlowError';
  constructor(readonly code: string) {
    super(code);
  }
}

/** The auth error name for any failure of the Google flow. */
export function authFlowErrorName(error: unknown): string {
  if (error instanceof AuthFlowError) return error.code;
  if (isApiError(error) && error.status >= 500) return error.code;
  return 'OAuthCallbackError';
}

/** After the auth client's callback: the session's Google credential signs in at the identity service. */
export async function finishGoogleSignIn() {
  const session = await getAuthSession();
  const googleIdToken = 'idToken' in session && typeof session.idToken === 'string' ? session.idToken : null;
  if (!session.user || !googleIdToken) throw new AuthFlowError('OAuthCallbackError');
  await withSessionFlags(
    'customer',
    async () => {
      const { idToken, refreshToken, localId, expiresIn } = await signInWithGoogle(
        googleIdToken,
        window.location.origin,
      );
      return { idToken, refreshToken, localId, expiresIn };
    },
    async (tokens) => {
      const profile = await readProfile(tokens);
      profileLoaded('customer', profile.firstName, profile.onboardingDone);
    },
  );
}

/**
 * Google sign-in through the auth client (spec section 7): csrf, providers, signin/google; the
 * browser goes to Google, whose answer comes back to the auth client's callback. When the
 * callback is the auth client's own (same origin), the answer is posted to it from here. Returns
 * true when the browser is leaving for Google (the return lands on `returnTo`).
 */
export async function startGoogleSignIn(returnTo: string): Promise<boolean> {
  const providers = await getProviders();
  if (!providers.google) throw new AuthFlowError('ProviderUnavailable');
  const { csrfToken, url } = await startProviderSignIn('google', returnTo);
  const next = new URL(url, window.location.origin);
  if (next.origin !== window.location.origin) {
    window.location.assign(next.href);
    return true;
  }
  const result = await completeProviderSignIn('google', {
    ...Object.fromEntries(next.searchParams),
    csrfToken,
    callbackUrl: returnTo,
  });
  if (!result.ok) throw new AuthFlowError(result.error ?? 'OAuthCallbackError');
  await finishGoogleSignIn();
  return false;
}
