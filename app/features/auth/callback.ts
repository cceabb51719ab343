import { useSearch } from 'wouter';
import { dashboardPath, type Role } from '@/app/session/session';
import { AuthFlowError } from './errors';
import { sameOriginPath } from './validation';

/**
 * Where to go after signing in: the same-origin `callbackUrl` of the address, else the role's
 * dashboard. A callbackUrl that leads off-site is refused (InvalidCallbackUrl) and never followed.
 */
export function useCallbackTarget(role: Role) {
  const params = new URLSearchParams(useSearch());
  const callbackUrl = params.get('callbackUrl');
  const safe = callbackUrl === null ? null : sameOriginPath(callbackUrl);
  const error = params.get('error') ?? (callbackUrl !== null && safe === null ? 'InvalidCallbackUrl' : null);
  return {
    target: safe ?? dashboardPath[role],
    callbackUrl: safe,
    /** The failed sign-in to show: the auth client's `?error=` of the address, or InvalidCallbackUrl for a refused callbackUrl. */
    error: error === null ? null : new AuthFlowError(error),
  };
}
