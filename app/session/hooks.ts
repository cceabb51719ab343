import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { loadPersistedState, onPersistedStateChange } from '../lib/storage/persist';
import {
  apiClient,
  dataOrThrow,
  failureMessage,
  getSession,
  log,
  refreshToken,
  signOut as signOutOfAuthClient,
} from '../../sdk';
import { announceSignedOut, clearSession, loginPath, sessions, type Role } from './session';
import { customerSession, trainerSession } from './stores';
import { startSessionTimers } from './timers';

/** Who is signed in on this device. */
export interface Viewer {
  role: Role;
  /** The product API's id for the person (`cu_…`, `tr_…`): what customer and trainer calls take. */
  id: string | null;
  /** The identity service's user id. */
  localId: string | null;
  /** For greetings. */
  firstName: string | null;
}

/** The signed-in customer or trainer (a customer first, as the header shows), or null for a visitor. */
export function useViewer(): Viewer | null {
  const customer = useSnapshot(customerSession);
  const trainer = useSnapshot(trainerSession);
  const [role, session] = customer.isAuthenticated
    ? (['customer', customer] as const)
    : trainer.isAuthenticated
      ? (['trainer', trainer] as const)
      : [null, null];
  if (!role) return null;
  return {
    role,
    id: session.profileId,
    localId: session.currentUser?.localId ?? null,
    firstName: session.firstName,
  };
}

/** The auth client session's query key. */
export const AUTH_SESSION_KEY = ['auth', 'session'] as const;

/** Exchanges a refresh token for the session's next tokens. */
async function refreshTokens(token: string) {
  const result = await refreshToken(token);
  return {
    idToken: result.id_token,
    refreshToken: result.refresh_token,
    localId: result.user_id,
    expiresIn: result.expires_in,
  };
}

/**
 * Ends a session here at once, then tells the sign-out listeners (push has the API forget this
 * browser's token, a call the session's token still signs), and only then revokes its tokens at the
 * product API and ends the auth client's session; failures there are only logged: this browser is
 * signed out either way.
 */
export async function signOut(role: Role) {
  const idToken = sessions[role].currentUser?.idToken;
  clearSession(role);
  const goodbyes = await Promise.allSettled(announceSignedOut(role, idToken));
  const revoke = idToken
    ? dataOrThrow(apiClient.POST('/user/logout', { headers: { Authorization: `Bearer ${idToken}` } }))
    : Promise.resolve();
  const results = [...goodbyes, ...(await Promise.allSettled([revoke, signOutOfAuthClient(loginPath[role])]))];
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Signing out at the server failed.', result.reason);
  }
}

/** Signs out and goes to the role's login page (a customer to /login, a trainer to /trainer/login). */
export function useSignOut() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (role: Role) => {
      void signOut(role).then(() => queryClient.invalidateQueries({ queryKey: AUTH_SESSION_KEY }));
      navigate(loginPath[role]);
    },
    [navigate, queryClient],
  );
}

function useRoleTimers(role: Role) {
  const { isAuthenticated, logoutAt } = useSnapshot(sessions[role]);
  const signOutAndLeave = useSignOut();
  useEffect(() => {
    if (!isAuthenticated) return undefined;
    return startSessionTimers(role, { refresh: refreshTokens, logout: () => signOutAndLeave(role) });
  }, [role, isAuthenticated, logoutAt, signOutAndLeave]);
}

/** Keeps the signed-in session alive (token refresh) and ends a customer's after 1 hour. */
export function useSessionTimers() {
  useRoleTimers('customer');
  useRoleTimers('trainer');
}

/**
 * Keeps this tab in step with the others: when another tab signs in or out, the persisted sessions
 * are read again and the auth client session is refetched; it is also refetched when the tab
 * becomes visible.
 */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetchAuthSession = () => void queryClient.invalidateQueries({ queryKey: AUTH_SESSION_KEY });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchAuthSession();
    };
    const stop = onPersistedStateChange((changed) => {
      // A slice the other tab signed out of is not applied by the loader: start from signed out.
      // A session this tab is signing in is not touched.
      for (const role of ['customer', 'trainer'] as const) if (changed.includes(role)) clearSession(role);
      void loadPersistedState().then(refetchAuthSession);
    });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}

/** The auth client session; a failure is logged as CLIENT_SESSION_ERROR and reads as signed out. */
async function readAuthSession() {
  try {
    return await getSession();
  } catch (error) {
    const message = failureMessage(error);
    console.error('CLIENT_SESSION_ERROR', message);
    log('error', 'CLIENT_SESSION_ERROR', message).catch(() => undefined);
    return {};
  }
}

export type AuthSessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The auth client session: loading, then authenticated or unauthenticated. */
export function useAuthSession(enabled = true) {
  const query = useQuery({ queryKey: AUTH_SESSION_KEY, queryFn: readAuthSession, staleTime: 0, enabled });
  const status: AuthSessionStatus = query.isPending
    ? 'loading'
    : query.data?.user
      ? 'authenticated'
      : 'unauthenticated';
  return { status, data: query.data?.user ? query.data : null };
}
