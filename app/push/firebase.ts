/** Firebase Cloud Messaging: imported only when push is on and Firebase is configured. */
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, onMessage, type MessagePayload } from 'firebase/messaging';
import { config } from '../config';

function messaging() {
  const { apiKey, projectId, appId, messagingSenderId } = config.firebase;
  return getMessaging(getApps()[0] ?? initializeApp({ apiKey, projectId, appId, messagingSenderId }));
}

/**
 * The web token for our service worker with the VAPID key. Firebase keeps it and, on the next call,
 * renews it when older than 7 days or replaces it when the push subscription changed.
 */
export function firebaseToken(registration: ServiceWorkerRegistration): Promise<string> {
  return getToken(messaging(), { vapidKey: config.firebase.vapidKey, serviceWorkerRegistration: registration });
}

/**
 * Hears the messages Firebase delivers to this page while it is in front (the service worker posts
 * them in Firebase's format); returns the way to stop.
 */
export function onForegroundMessage(listener: (payload: MessagePayload) => void): () => void {
  return onMessage(messaging(), listener);
}
