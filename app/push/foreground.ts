import { toNotification, type PushNotification } from './message';
import { pushMode } from './tokens';
import { PUSH_IN_FRONT } from './worker';

/**
 * Hears the push messages that arrive while this page is in front (the service worker then hands them
 * to this page instead of showing a notification) and hands each to `show`: in Firebase mode from
 * Firebase's `onMessage` (Firebase loads now), in local mode from the service worker's PUSH_IN_FRONT.
 * Returns the way to stop.
 */
export function listenForeground(show: (notification: PushNotification) => void, mode = pushMode): () => void {
  if (mode === 'firebase') {
    let stop: (() => void) | undefined;
    let stopped = false;
    import('./firebase')
      .then(({ onForegroundMessage }) => {
        if (stopped) return;
        stop = onForegroundMessage((payload) => show(toNotification(payload, window.location.origin)));
      })
      .catch((error: unknown) => console.warn('Notifications in front could not be heard.', error));
    return () => {
      stopped = true;
      stop?.();
    };
  }
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (mode === 'off' || !container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { kind?: unknown; notification?: PushNotification } | null;
    if (data?.kind === PUSH_IN_FRONT && data.notification) show(data.notification);
  };
  container.addEventListener('message', onMessage);
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
}
