import {
  customerSession,
  sessionNotice,
  initialCustomerSession,
  initialTrainerSession,
  trainerSession,
  type CurrentUser,
  type CustomerSession,
} from './stores';
import { paths } from '../routing/paths';

/** The two kinds of account; each has its own session, login page and endpoints. */
export type Role = 'customer' | 'trainer';

/** A customer session ends 1 hour after login or sign-up. */
export const SESSION_LOGOUT_MS = 3_600_000;
/** The access token is refreshed every 30 minutes. */
export const TOKEN_REFRESH_MS = 1_800_000;
/** It is also refreshed when less than 5 minutes of it are left: an API call then waits for the new one. */
export const TOKEN_REFRESH_MARGIN_MS = 300_000;

export const sessions: Record<Role, CustomerSession> = { customer: customerSession, trainer: trainerSession };

export const loginPath: Record<Role, string> = { customer: paths.logIn(), trainer: paths.trainerLogIn() };
/** The role's login page, coming back to `path` (a same-origin path with its query) after sign-in. */
export function loginHref(role: Role, path: string): string {
  return `${loginPath[role]}?${new URLSearchParams({ callbackUrl: path }).toString()}`;
}

export const dashboardPath: Record<Role, string> = { customer: paths.dashboard(), trainer: paths.trainerDashboard() };

const otherRole = (role: Role): Role => (role === 'customer' ? 'trainer' : 'customer');

/** What a sign-in, sign-up or refresh hands back: the tokens and their lifetime in seconds. */
export type Tokens = CurrentUser;

/** Only the token fields of an identity answer are kept. */
const tokensOf = ({ idToken, refreshToken, localId, expiresIn }: Tokens): Tokens => ({
  idToken,
  refreshToken,
  localId,
  expiresIn,
});

/** A sign-in or sign-up is on its way. */
export function signInStarted(role: Role) {
  Object.assign(sessions[role], { isFetching: true, error: false });
}

/** A sign-in or sign-up failed: the error flag is set and the caller rethrows, so the form shows why. */
export function signInFailed(role: Role) {
  Object.assign(sessions[role], { isFetching: false, error: true });
}

/**
 * Signed in: expiresAt = now + expiresIn seconds; a customer session ends 1 hour from now. One
 * kind of account at a time: signing in as one signs the other out.
 */
export function signedIn(role: Role, tokens: Tokens, now = Date.now()) {
  clearSession(otherRole(role));
  sessionNotice.ended = null;
  Object.assign(sessions[role], {
    currentUser: tokensOf(tokens),
    isAuthenticated: true,
    isFetching: false,
    error: false,
    expiresAt: now + Number(tokens.expiresIn) * 1000,
    logoutAt: role === 'customer' ? now + SESSION_LOGOUT_MS : null,
  });
}

/**
 * The profile read after sign-in: the product API's id for the person, the first name for the
 * header, and whether onboarding is done.
 */
export function profileLoaded(role: Role, profile: { id: string; firstName: string; onboardingDone: boolean }) {
  Object.assign(sessions[role], {
    profileId: profile.id,
    firstName: profile.firstName,
    onboardingDone: profile.onboardingDone,
  });
  // A trainer's profile says whether they have finished getting ready to sell.
  if (role === 'trainer') trainerSession.onboardingDoneTrainer = profile.onboardingDone;
}

/** New tokens from a refresh or an account update; the session keeps its logout deadline. */
export function tokensRefreshed(role: Role, tokens: Tokens, now = Date.now()) {
  const session = sessions[role];
  if (!session.isAuthenticated) return;
  session.currentUser = tokensOf(tokens);
  session.expiresAt = now + Number(tokens.expiresIn) * 1000;
}

/** `idToken` is the session's last id token (it can still sign a goodbye call), when it had one. */
type SignedOutListener = (role: Role, idToken?: string) => Promise<void> | void;
const signedOutListeners = new Set<SignedOutListener>();

/**
 * Hears every sign-out on this browser, after the session is cleared: what keeps something for the
 * person (the push token) forgets it. Returns the way to stop listening.
 */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Tells every listener that `role` signed out; each answer settles on its own. */
export function announceSignedOut(role: Role, idToken?: string): Promise<void>[] {
  return [...signedOutListeners].map(async (listener) => listener(role, idToken));
}

/**
 * Logout: clears currentUser, the push token, the authenticated flag, the
 * onboarding flag and the expiry. Other tabs follow through the persisted state.
 */
export function clearSession(role: Role) {
  Object.assign(sessions[role], role === 'customer' ? initialCustomerSession() : initialTrainerSession());
}

const holds = new Set<object>();
const waiting = new Set<() => void>();

/**
 * Something the session must outlast is under way (a live class, a checkout): the customer's
 * 1-hour logout waits until every hold is released. Returns the release.
 */
export function holdSession(): () => void {
  const hold = {};
  holds.add(hold);
  return () => {
    holds.delete(hold);
    if (holds.size > 0) return;
    const ready = [...waiting];
    waiting.clear();
    for (const run of ready) run();
  };
}

/** Runs `run` now when nothing holds the session, else when the last hold is released. Returns the way to cancel it. */
export function whenUnheld(run: () => void): () => void {
  if (holds.size === 0) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
