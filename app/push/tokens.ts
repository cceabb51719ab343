import { config } from '../config';
import { readEntry, writeEntry } from '../lib/persist';

/**
 * `firebase` when the Firebase config and VAPID key are set; otherwise `local` (offline development
 * and the tests): the same flow, with a token made in this browser instead of one from Firebase.
 */
export const pushMode: 'firebase' | 'local' = Object.values(config.firebase).every(Boolean) ? 'firebase' : 'local';

/** Local mode's token: made once per browser and kept, so each visit registers the same one. */
function localToken(): string {
  const stored = readEntry('pushLocalToken');
  if (typeof stored === 'string' && stored) return stored;
  const token = `local-web-${crypto.randomUUID()}`;
  writeEntry('pushLocalToken', token);
  return token;
}

/** This browser's push token, for the service worker `registration` (Firebase is loaded only here). */
export async function browserToken(registration: ServiceWorkerRegistration): Promise<string> {
  if (pushMode === 'local') return localToken();
  const { firebaseToken } = await import('./firebase');
  return firebaseToken(registration);
}

/** Deletes this browser's push token, so nothing is delivered to it any more. */
export async function deleteBrowserToken(): Promise<void> {
  if (pushMode === 'local') return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  const { deleteFirebaseToken } = await import('./firebase');
  await deleteFirebaseToken(registration);
}
