import { subscribeKey } from 'valtio/utils';
import { sessions, TOKEN_REFRESH_MARGIN_MS, TOKEN_REFRESH_MS, whenUnheld, type Role } from './session';

export interface SessionTimerDeps {
  /** Renews the session's token (the token keeper: one renewal at a time, refusals end the session). */
  renew: () => Promise<unknown>;
  /** Ends the session (the customer's 1-hour logout). */
  logout: () => void;
}

/**
 * The timers of a signed-in session: the token is renewed when less than 5 minutes of it are left
 * (at once when that is already so), and every 30 minutes; a customer session ends at its logout
 * deadline, but not while something holds it (a live class, a checkout): then when the last hold
 * is released. Returns the function that stops every timer.
 */
export function startSessionTimers(role: Role, { renew, logout }: SessionTimerDeps): () => void {
  const session = sessions[role];
  let beforeExpiry: ReturnType<typeof setTimeout> | undefined;

  /** A timer for the moment 5 minutes before the token expires, moved whenever the token changes. */
  const scheduleRenewal = () => {
    clearTimeout(beforeExpiry);
    if (session.expiresAt === null) return;
    beforeExpiry = setTimeout(
      () => void renew(),
      Math.max(0, session.expiresAt - TOKEN_REFRESH_MARGIN_MS - Date.now()),
    );
  };
  scheduleRenewal();
  const stopFollowingExpiry = subscribeKey(session, 'expiresAt', scheduleRenewal);
  const interval = setInterval(() => void renew(), TOKEN_REFRESH_MS);

  let cancelLogout = () => undefined as unknown;
  const logoutTimer =
    session.logoutAt === null
      ? undefined
      : setTimeout(
          () => {
            cancelLogout = whenUnheld(logout);
          },
          Math.max(0, session.logoutAt - Date.now()),
        );

  return () => {
    clearTimeout(beforeExpiry);
    stopFollowingExpiry();
    clearInterval(interval);
    clearTimeout(logoutTimer);
    cancelLogout();
  };
}
