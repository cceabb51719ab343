import { afterEach, beforeEach } from 'vitest';
import { clearSession, profileLoaded, signedIn, type Role } from './session';

/**
 * For a test file's screens seen by someone signed in: `role` signs in as `profile` (tokens that no
 * request checks, and an onboarded account unless it says otherwise) before each test, and is
 * signed out after it.
 */
export function signedInForEachTest(role: Role, profile: { id: string; firstName: string; onboardingDone?: boolean }) {
  beforeEach(() => {
    signedIn(role, { idToken: 'id', refreshToken: 'refresh', localId: `uid_${profile.id}`, expiresIn: '3600' });
    profileLoaded(role, { onboardingDone: true, ...profile });
  });
  afterEach(() => clearSession(role));
}
