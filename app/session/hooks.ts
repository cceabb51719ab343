import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { loadPersistedState, onPersistedStateChange } from '../lib/storage/persist';
import { failureMessage, getSession, log } from '@/sdk';
import { clearSession, holdSession, loginHref, loginPath, sessions, type Role } from './session';
import { signOut } from './signOut';
import { customerSession, sessionNotice, trainerSession } from './stores';
import { startSessionTimers } from './timers';
import { tokens } from './tokens';

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
    return startSessionTimers(role, { renew: () => tokens.renew(role), logout: () => signOutAndLeave(role) });
  }, [role, isAuthenticated, logoutAt, signOutAndLeave]);
}

/**
 * Keeps the signed-in session alive (token renewal) and ends a customer's after 1 hour. A session
 * that ended without its owner asking (the identity service refused to renew it) takes the person
 * to their login page, which says so and brings them back here after signing in.
 */
export function useSessionTimers() {
  useRoleTimers('customer');
  useRoleTimers('trainer');
  const { ended } = useSnapshot(sessionNotice);
  const [, navigate] = useLocation();
  const followed = useRef<Role | null>(null);
  useEffect(() => {
    // Once, as the session ends (a guarded page's own redirect may already have gone there).
    if (ended === followed.current) return;
    followed.current = ended;
    const { pathname, search } = window.location;
    if (ended && pathname !== loginPath[ended]) navigate(loginHref(ended, `${pathname}${search}`), { replace: true });
  }, [ended, navigate]);
}

/** While `active` (a live class, a checkout under way), the customer's 1-hour logout waits. */
export function useSessionHold(active: boolean) {
  useEffect(() => (active ? holdSession() : undefined), [active]);
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
