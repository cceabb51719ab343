import { useSearch } from 'wouter';
import { dashboardPath, type Role } from '@/app/session/session';
import { sameOriginPath } from './validation';

/**
 * Where to go after signing in: the same-origin `callbackUrl` of the address, else the role's
 * dashboard. A callbackUrl that leads off-site is refused (InvalidCallbackUrl) and never followed.
 */
export function useCallbackTarget(role: Role) {
  const params = new URLSearchParams(useSearch());
  const callbackUrl = params.get('callbackUrl');
  const safe = callbackUrl === null ? null : sameOriginPath(callbackUrl);
  return {
    target: safe ?? dashboardPath[role],
    callbackUrl: safe,
    /** The auth error to show: `?error=` of the address, or InvalidCallbackUrl for a refused callbackUrl. */
    error: params.get('error') ?? (callbackUrl !== null && safe === null ? 'InvalidCallbackUrl' : null),
  };
}
