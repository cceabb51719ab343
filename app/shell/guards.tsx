import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginHref, sessions, type Role } from '../session/session';
import type { Screen } from './lazyScreen';

/**
 * Renders its page only for a signed-in `role`; anyone else goes to that role's login page with
 * the page as callbackUrl, which the login page follows only when it is same-origin.
 */
export function RequireSession({ role, children }: { role: Role; children: React.ReactNode }) {
  const { isAuthenticated } = useSnapshot(sessions[role]);
  const [path] = useLocation();
  const search = useSearch();
  if (isAuthenticated) return children;
  return <Redirect replace to={loginHref(role, search ? `${path}?${search}` : path)} />;
}

/** A screen that only a signed-in `role` sees (for route definitions). */
export function guarded(role: Role, Page: Screen): Screen {
  function GuardedPage() {
    return (
      <RequireSession role={role}>
        <Page />
      </RequireSession>
    );
  }
  return Object.assign(GuardedPage, { preload: Page.preload });
}
