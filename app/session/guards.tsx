import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { dashboardPath, loginHref, sessions, type Role } from './session';

const otherRole = (role: Role): Role => (role === 'customer' ? 'trainer' : 'customer');

/**
 * Renders its page only for a signed-in `role`; anyone else goes to that role's login page with
 * the page as callbackUrl, which the login page follows only when it is same-origin. The one
 * exception: a person signed in as the other role who opens this role's dashboard (the installed
 * app starts on the customer's) goes to their own dashboard.
 */
export function RequireSession({ role, children }: { role: Role; children: React.ReactNode }) {
  const { isAuthenticated } = useSnapshot(sessions[role]);
  const other = useSnapshot(sessions[otherRole(role)]);
  const [path] = useLocation();
  const search = useSearch();
  if (isAuthenticated) return children;
  if (other.isAuthenticated && path === dashboardPath[role])
    return <Redirect replace to={dashboardPath[otherRole(role)]} />;
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
