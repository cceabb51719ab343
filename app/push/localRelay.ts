import { localToken, MOCK_API_BASE } from './tokens';
import { LOCAL_PUSH } from './worker';

/** Where the mock relays local-mode pushes to an open page (server-sent events; see mocks/push.mjs). */
export const LOCAL_PUSH_STREAM = `${MOCK_API_BASE}/__mock/push`;

/**
 * Local mode's push service, while a page is open: the mock streams the messages sent to this
 * browser's token (`npm run push`), and each goes to the service worker, which shows it exactly as a
 * pushed one (notification, the page's toast, the click). The mock sends a message to one open page
 * per browser and only while the API holds the token (notifications on). Returns the way to stop.
 */
export function relayLocalPushes(): () => void {
  if (typeof EventSource === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const source = new EventSource(`${LOCAL_PUSH_STREAM}?token=${encodeURIComponent(localToken())}`);
  source.addEventListener('message', (event: MessageEvent<string>) => {
    let payload: unknown;
    try {
      payload = JSON.parse(event.data);
    } catch {
      return;
    }
    navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage({ kind: LOCAL_PUSH, payload }))
      .catch((error: unknown) => console.warn('A local push did not reach the service worker.', error));
  });
  return () => source.close();
}
