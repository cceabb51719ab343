import { apiClient, dataOrThrow, failureKind } from '@/sdk';
import { clearSession, signedIn, signInFailed, signInStarted, type Role, type Tokens } from '@/app/session/session';
import { WrongDoorError } from './errors';

const otherRole = { customer: 'trainer', trainer: 'customer' } as const;

/**
 * The wrong door: an email that has no account of `role` belongs to the other kind of account
 * (the identity service has just accepted it), so WrongDoorError says where to log in instead.
 */
export async function checkAccountKind(role: Role, email: string): Promise<void> {
  const path = role === 'customer' ? '/customer/email-verification/customer' : '/customer/email-verification/trainer';
  const { registered } = await dataOrThrow(apiClient.GET(path, { params: { query: { email } } }));
  if (!registered) throw new WrongDoorError(otherRole[role]);
}

/** What the identity service said about who signed in, besides the tokens. */
export type Identity = Tokens & { email?: string; displayName?: string; firstName?: string };

/**
 * The signed-in user's profile (the product API's id, first name, onboarding). Against an API
 * that does not offer the profile read yet, the identity's own: its id, the first name it knows
 * (else the email's first word), and onboarding not asked for, since its answers cannot be kept.
 */
export async function readProfile(identity: Identity) {
  try {
    return await dataOrThrow(apiClient.GET('/user/profile', { params: { query: { localId: identity.localId } } }));
  } catch (error) {
    if (failureKind(error) !== 'unavailable') throw error;
    const named = identity.firstName || identity.displayName?.split(' ')[0];
    return {
      id: identity.localId,
      firstName: named || (identity.email?.split(/[@._+-]/)[0] ?? ''),
      onboardingDone: true,
    };
  }
}

/** Fills the names of a new account's profile; its id, and whether onboarding is done (never, unless the API cannot keep it). */
export async function saveNames(role: Role, tokens: Identity, names: { firstName: string; lastName: string }) {
  const { id, onboardingDone } = await readProfile(tokens);
  if (role === 'customer') {
    await dataOrThrow(apiClient.PUT('/customer/{customerId}', { params: { path: { customerId: id } }, body: names }));
  } else {
    await dataOrThrow(apiClient.PUT('/trainer/{trainerId}', { params: { path: { trainerId: id } }, body: names }));
  }
  return { id, onboardingDone };
}

/**
 * Runs a sign-in or sign-up with the session's flags: in progress, then signed in, or failed (and
 * rethrown). `afterSignIn` runs with the new session in place (the product API needs its token)
 * and undoes it by throwing.
 */
export async function withSessionFlags<T extends Tokens>(
  role: Role,
  signIn: () => Promise<T>,
  afterSignIn: (tokens: T) => Promise<void>,
) {
  signInStarted(role);
  try {
    const tokens = await signIn();
    signedIn(role, tokens);
    try {
      await afterSignIn(tokens);
    } catch (error) {
      clearSession(role);
      throw error;
    }
    return tokens;
  } catch (error) {
    signInFailed(role);
    throw error;
  }
}
