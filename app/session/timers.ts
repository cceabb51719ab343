import { sessions, tokensRefreshed, TOKEN_REFRESH_MS, type Role, type Tokens } from './session';

export interface SessionTimerDeps {
  /** Exchanges a refresh token for fresh tokens (the identity service's token refresh). */
  refresh: (refreshToken: string) => Promise<Tokens>;
  /** Ends the session (the customer's 1-hour logout). */
  logout: () => void;
}

/**
 * The timers of a signed-in session: an expired access token with a refresh token
 * is refreshed at once, then every 30 minutes; a customer session ends at its logout deadline.
 * Refresh failures are only logged. Returns the function that stops every timer.
 */
export function startSessionTimers(role: Role, { refresh, logout }: SessionTimerDeps): () => void {
  const session = sessions[role];
  let stopped = false;

  const refreshNow = async () => {
    const refreshToken = session.currentUser?.refreshToken;
    if (!refreshToken) return;
    try {
      const tokens = await refresh(refreshToken);
      if (!stopped) tokensRefreshed(role, tokens);
    } catch (error) {
      console.warn('The session token could not be refreshed.', error);
    }
  };

  if (session.expiresAt !== null && session.expiresAt <= Date.now()) void refreshNow();
  const interval = setInterval(() => void refreshNow(), TOKEN_REFRESH_MS);
  const logoutTimer =
    session.logoutAt === null ? undefined : setTimeout(logout, Math.max(0, session.logoutAt - Date.now()));

  return () => {
    stopped = true;
    clearInterval(interval);
    clearTimeout(logoutTimer);
  };
}
