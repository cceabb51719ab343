import { afterEach, describe, expect, it } from 'vitest';
import {
  announceSignedOut,
  clearSession,
  onSignedOut,
  profileLoaded,
  SESSION_LOGOUT_MS,
  sessions,
  signedIn,
  signInFailed,
  signInStarted,
  tokensRefreshed,
} from './session';
import { trainerSession } from './stores';

const tokens = { idToken: 'id-1', refreshToken: 'refresh-1', localId: 'uid_olivia01', expiresIn: '3600' };
const now = Date.parse('2026-11-22T10:00:00Z');

describe('session verbs', () => {
  afterEach(() => {
    clearSession('customer');
    clearSession('trainer');
  });

  it('sets expiresAt to now plus expiresIn and a customer logout deadline 1 hour on', () => {
    signInStarted('customer');
    expect(sessions.customer.isFetching).toBe(true);
    signedIn('customer', tokens, now);
    expect(sessions.customer).toMatchObject({
      currentUser: tokens,
      isAuthenticated: true,
      isFetching: false,
      error: false,
      expiresAt: now + 3_600_000,
      logoutAt: now + SESSION_LOGOUT_MS,
    });
  });

  it('keeps the profile’s product id, first name and onboarding flag, and logout forgets them', () => {
    signedIn('customer', tokens, now);
    profileLoaded('customer', { id: 'cu_3001', firstName: 'Olivia', onboardingDone: true });
    expect(sessions.customer).toMatchObject({ profileId: 'cu_3001', firstName: 'Olivia', onboardingDone: true });
    clearSession('customer');
    expect(sessions.customer).toMatchObject({ profileId: null, firstName: null, onboardingDone: false });
  });

  it('marks a failed sign-in', () => {
    signInStarted('trainer');
    signInFailed('trainer');
    expect(sessions.trainer).toMatchObject({ isFetching: false, error: true, isAuthenticated: false });
  });

  it('keeps one kind of account signed in at a time; a trainer session has no logout deadline', () => {
    signedIn('customer', tokens, now);
    signedIn('trainer', tokens, now);
    expect(sessions.customer.isAuthenticated).toBe(false);
    expect(sessions.trainer.logoutAt).toBeNull();
  });

  it('takes refreshed tokens and a new expiry, but never revives a signed-out session', () => {
    signedIn('customer', tokens, now);
    tokensRefreshed('customer', { ...tokens, idToken: 'id-2' }, now + 1000);
    expect(sessions.customer.currentUser?.idToken).toBe('id-2');
    expect(sessions.customer.expiresAt).toBe(now + 1000 + 3_600_000);
    clearSession('customer');
    tokensRefreshed('customer', tokens, now);
    expect(sessions.customer.currentUser).toBeNull();
  });

  it('logout clears the user, the tokens, the flags and the expiry', () => {
    signedIn('trainer', tokens, now);
    Object.assign(trainerSession, {
      firebaseToken: 'push',
      onboardingDone: true,
      onboardingDoneTrainer: true,
      firstName: 'Priya',
    });
    clearSession('trainer');
    expect(trainerSession).toMatchObject({
      currentUser: null,
      firebaseToken: null,
      isAuthenticated: false,
      onboardingDone: false,
      onboardingDoneTrainer: false,
      expiresAt: null,
      firstName: null,
    });
  });
});

describe('sign-out listeners', () => {
  it('tells each listener who signed out, keeps a failing one apart, and stops telling one that left', async () => {
    const heard: string[] = [];
    const stopHearing = onSignedOut((role) => void heard.push(role));
    const stopFailing = onSignedOut(() => Promise.reject(new Error('token not deleted')));
    const answers = await Promise.allSettled(announceSignedOut('customer'));
    expect(heard).toEqual(['customer']);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected']);
    stopHearing();
    stopFailing();
    expect(announceSignedOut('trainer')).toEqual([]);
    expect(heard).toEqual(['customer']);
  });
});
