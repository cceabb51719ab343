import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { dashboardPath, loginHref, sessions, type Role } from '../session/session';

/**
 * Renders its page only for a signed-in `role`; anyone else goes to that role's login page with
 * the page as callbackUrl, which the login page follows only when it is same-origin. The one
 * exception: a trainer who opens the customer's dashboard (where the installed app starts) goes to
 * their own.
 */
export function RequireSession({ role, children }: { role: Role; children: React.ReactNode }) {
  const { isAuthenticated } = useSnapshot(sessions[role]);
  const trainer = useSnapshot(sessions.trainer);
  const [path] = useLocation();
  const search = useSearch();
  if (isAuthenticated) return children;
  if (role === 'customer' && trainer.isAuthenticated && path === dashboardPath.customer)
    return <Redirect replace to={dashboardPath.trainer} />;
  return <Redirect replace to={loginHref(role, search ? `${path}?${search}` : path)} />;
}

/** A page component that only a signed-in `role` sees (for route definitions). */
export function guarded(role: Role, Page: ComponentType) {
  return function GuardedPage() {
    return (
      <RequireSession role={role}>
        <Page />
      </RequireSession>
    );
  };
}
