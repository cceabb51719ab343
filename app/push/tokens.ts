import { config } from '../config';

/**
 * `firebase` when the Firebase config and VAPID key are set; otherwise `local` (offline development
 * and the tests): the same flow, with a token made in this browser instead of one from Firebase.
 */
export const pushMode: 'firebase' | 'local' = Object.values(config.firebase).every(Boolean) ? 'firebase' : 'local';

const LOCAL_TOKEN_KEY = 'kinetic-push-local-token';

/** Local mode's token: made once per browser and kept, so each visit registers the same one. */
function localToken(): string {
  const stored = localStorage.getItem(LOCAL_TOKEN_KEY);
  if (stored) return stored;
  const token = `local-web-${crypto.randomUUID()}`;
  localStorage.setItem(LOCAL_TOKEN_KEY, token);
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
