import { toNotification, type PushNotification } from './message';
import { pushMode } from './tokens';
import { PUSH_SHOWN } from './worker';

/**
 * Hears the push messages that arrive while this page is in front and hands each to `show`: in
 * Firebase mode from Firebase's `onMessage` (Firebase loads now), in local mode from the service
 * worker's PUSH_SHOWN. Returns the way to stop.
 */
export function listenForeground(show: (notification: PushNotification) => void, mode = pushMode): () => void {
  const inFront = () => document.visibilityState === 'visible';
  if (mode === 'firebase') {
    let stop: (() => void) | undefined;
    let stopped = false;
    import('./firebase')
      .then(({ onForegroundMessage }) => {
        if (stopped) return;
        stop = onForegroundMessage((payload) => {
          if (inFront()) show(toNotification(payload, window.location.origin));
        });
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
    if (data?.kind === PUSH_SHOWN && data.notification && inFront()) show(data.notification);
  };
  container.addEventListener('message', onMessage);
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
}
