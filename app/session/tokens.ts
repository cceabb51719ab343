/**
 * The signed-in session's access token, kept fresh: the token service renews it (before it expires,
 * every 30 minutes, and after an API 401), one renewal at a time in this browser, and the API is
 * never sent a token that has expired. A renewal the token service refuses (the account disabled or
 * deleted, its tokens revoked) ends the session through Logout's own path, saying so on the login
 * page; one that cannot reach it keeps the session and tries again at the next occasion.
 */
import { failureKind, refreshToken } from '@/sdk';
import { sessions, TOKEN_REFRESH_MARGIN_MS, tokensRefreshed, type Role, type Tokens } from './session';
import { sessionNotice, storedTokens } from './stores';
import { signOut } from './signOut';

export interface TokenKeeperDeps {
  /** Exchanges a refresh token for the next tokens (the token service). */
  refresh: (refreshToken: string) => Promise<Tokens>;
  /** Ends a session the token service or the API no longer accepts. */
  end: (role: Role) => void;
  /** Runs `task` holding the browser-wide lock `name` (one tab at a time). */
  lock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  now: () => number;
}

const hasTimeLeft = (expiresAt: number | null, now: number, margin: number) =>
  expiresAt === null || expiresAt - now > margin;

/** The signed-in role, a customer first (one kind of account at a time). */
const signedInRole = (): Role | undefined =>
  sessions.customer.isAuthenticated ? 'customer' : sessions.trainer.isAuthenticated ? 'trainer' : undefined;

export function createTokenKeeper({ refresh, end, lock, now }: TokenKeeperDeps) {
  const running = new Map<Role, Promise<string | undefined>>();

  /**
   * What a renewal does once it holds the lock: take a fresh token another tab has renewed since
   * `stale` (this tab may not have heard of it yet), else ask the token service.
   */
  async function renewHolding(role: Role, stale: string | undefined): Promise<string | undefined> {
    const session = sessions[role];
    for (const latest of [session, storedTokens(role)]) {
      const idToken = latest?.currentUser?.idToken;
      if (!session.isAuthenticated || !latest || !idToken || idToken === stale) continue;
      if (!hasTimeLeft(latest.expiresAt, now(), TOKEN_REFRESH_MARGIN_MS)) continue;
      Object.assign(session, { currentUser: latest.currentUser, expiresAt: latest.expiresAt });
      return idToken;
    }
    const refreshWith = session.currentUser?.refreshToken;
    if (!session.isAuthenticated || !refreshWith) return undefined;
    try {
      const tokens = await refresh(refreshWith);
      tokensRefreshed(role, tokens, now());
      return sessions[role].currentUser?.idToken;
    } catch (error) {
      if (failureKind(error) === 'refused' || failureKind(error) === 'forbidden') {
        console.warn('The identity service no longer accepts this session.', error);
        end(role);
      } else {
        console.warn('The session token could not be refreshed; it is tried again later.', error);
      }
      return undefined;
    }
  }

  /**
   * Renews `role`'s token, unless another tab already has since `stale` was read. One renewal at a
   * time: callers in this tab share the one under way; tabs take turns under a lock. Answers the
   * token to use now, or undefined when there is none (signed out, or not renewed).
   */
  function renew(role: Role, stale = sessions[role].currentUser?.idToken): Promise<string | undefined> {
    const underWay = running.get(role);
    if (underWay) return underWay;
    const renewal = lock(`kinetic-token-${role}`, () => renewHolding(role, stale)).finally(() => running.delete(role));
    running.set(role, renewal);
    return renewal;
  }

  return {
    renew,

    /** The bearer token for the product API: renewed first when less than 5 minutes are left; never an expired one. */
    async accessToken(): Promise<string | undefined> {
      const role = signedInRole();
      if (!role) return undefined;
      const session = sessions[role];
      if (!hasTimeLeft(session.expiresAt, now(), TOKEN_REFRESH_MARGIN_MS)) await renew(role);
      if (!session.isAuthenticated || !hasTimeLeft(session.expiresAt, now(), 0)) return undefined;
      return session.currentUser?.idToken;
    },

    /** After an API 401: a renewed token to send the request with once more, or undefined. */
    renewAfterRefusal(): Promise<string | undefined> {
      const role = signedInRole();
      return role ? renew(role) : Promise.resolve(undefined);
    },

    /** The API refused even a renewed token: the session is over. */
    endRefusedSession() {
      const role = signedInRole();
      if (role) end(role);
    },
  };
}

/** Web Locks where the browser has them (every current one); elsewhere this tab's turn is enough. */
const browserLock = <T>(name: string, task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && 'locks' in navigator
    ? (navigator.locks.request(name, task) as Promise<T>)
    : task();

/** Exchanges a refresh token at the token service for the session's next tokens. */
async function refreshTokens(token: string): Promise<Tokens> {
  const result = await refreshToken(token);
  return {
    idToken: result.id_token,
    refreshToken: result.refresh_token,
    localId: result.user_id,
    expiresIn: result.expires_in,
  };
}

/** Ends a session nobody asked to end: Logout's path, and the login page says why. */
export function endSession(role: Role) {
  sessionNotice.ended = role;
  void signOut(role);
}

/** This browser's token keeper. */
export const tokens = createTokenKeeper({
  refresh: refreshTokens,
  end: endSession,
  lock: browserLock,
  now: () => Date.now(),
});
