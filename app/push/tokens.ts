import { config } from '../config';
import { readEntry, writeEntry } from '../lib/storage/persist';

/** The API base of the mock: the default, which `npm start` and `npm run preview` proxy to it. */
export const MOCK_API_BASE = '/api';

/** A token made in this browser by local mode, never by Firebase. */
export const isLocalToken = (token: string) => token.startsWith('local-web-');

/**
 * Which push this build does, from its configuration (the one place that decides):
 * - `firebase` when the Firebase config and VAPID key are set;
 * - `local` otherwise, but only against the mock (`KINETIC_PUBLIC_API_BASE` unset or `/api`):
 *   offline development and the tests, the same flow with a token made in this browser;
 * - `off` with no Firebase config and any other API: a real API is never sent a local token, and
 *   the browser offers no notifications.
 */
export function choosePushMode(firebase: Record<string, string>, apiBaseUrl: string): 'firebase' | 'local' | 'off' {
  if (Object.values(firebase).every(Boolean)) return 'firebase';
  return apiBaseUrl === MOCK_API_BASE ? 'local' : 'off';
}

export const pushMode = choosePushMode(config.firebase, config.apiBaseUrl);

/** Local mode's token: made once per browser and kept, so each visit registers the same one. */
export function localToken(): string {
  const stored = readEntry('pushLocalToken');
  if (typeof stored === 'string' && stored) return stored;
  const token = `local-web-${crypto.randomUUID()}`;
  writeEntry('pushLocalToken', token);
  return token;
}

/** This browser's push token, for the service worker `registration` (Firebase is loaded only here). */
export async function browserToken(registration: ServiceWorkerRegistration): Promise<string> {
  if (pushMode === 'off') throw new Error('Push is off: no Firebase configuration and the API is not the mock.');
  if (pushMode === 'local') return localToken();
  const { firebaseToken } = await import('./firebase');
  return firebaseToken(registration);
}

/**
 * Deletes this browser's push token, so nothing is delivered to it any more, without asking for
 * one: the push subscription behind it is cancelled, as Firebase's `deleteToken` does, whatever the
 * browser's permission (Firebase drops the token when it next sees the subscription gone).
 */
export async function deleteBrowserToken(): Promise<void> {
  if (pushMode !== 'firebase') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
