import type { MessageDescriptor } from '@formatjs/intl';
import { messages } from './messages';

/** Spec section 5: at least 6 characters, with a digit, an uppercase letter and a special character. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 6 && /\d/.test(password) && /\p{Lu}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password);
}

/** The first problem of a sign-up or new-password form, or null when it may be sent. */
export function passwordProblem(password: string, confirmation: string): MessageDescriptor | null {
  if (!isStrongPassword(password)) return messages.passwordRule;
  if (password !== confirmation) return messages.passwordsDiffer;
  return null;
}

/** True when every value has something other than spaces in it. */
export const allFilled = (values: readonly string[]) => values.every((value) => value.trim() !== '');

/**
 * The same-origin path a callbackUrl points to, or null when it leads elsewhere (the spec's
 * InvalidCallbackUrl): a callbackUrl from the address bar is never followed off-site.
 */
export function sameOriginPath(callbackUrl: string, origin = window.location.origin): string | null {
  try {
    const url = new URL(callbackUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
