import type { MessageDescriptor } from '@formatjs/intl';
import { messages } from './messages';

/** A strong password: at least 6 characters, with a digit, an uppercase letter and a special character. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 6 && /\d/.test(password) && /\p{Lu}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password);
}

/** The required-field message for a value with nothing but spaces in it, else null. */
export const required = (value: string): MessageDescriptor | null =>
  value.trim() === '' ? messages.requiredFields : null;

/**
 * The problems of a new password and its confirmation, each on its own field: an empty one is
 * required, a weak password breaks the rule, a confirmation that differs does not match.
 */
export function newPasswordErrors(password: string, confirmation: string) {
  return {
    password: required(password) ?? (isStrongPassword(password) ? null : messages.passwordRule),
    confirmation: required(confirmation) ?? (confirmation === password ? null : messages.passwordsDiffer),
  };
}

/**
 * The same-origin path a callbackUrl points to, or null when it leads elsewhere (the
 * InvalidCallbackUrl error): a callbackUrl from the address bar is never followed off-site.
 */
export function sameOriginPath(callbackUrl: string, origin = window.location.origin): string | null {
  try {
    const url = new URL(callbackUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
