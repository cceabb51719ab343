import { registerSW } from 'virtual:pwa-register';

/**
 * The one registration of Kinetic's service worker (`/sw.js`, built from app/push/sw.ts), shared by
 * the shell, which registers it once the page has loaded, and push, which needs it for a token.
 * A new version that waits is announced to `onUpdateWaiting`; `activateUpdate` lets it take over
 * and reloads the page.
 */

/** How long an open page goes without asking whether a new version has been released. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The browser looks for a new worker when a page loads; an app left open (an installed one can stay
 * open for days) also asks when it comes back to the front, at most once an hour.
 */
function checkWhenBack(registration: ServiceWorkerRegistration) {
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < CHECK_EVERY_MS) return;
    checked = Date.now();
    registration.update().catch(() => undefined);
  });
}

let update: ((reloadPage?: boolean) => Promise<void>) | undefined;
let registered: Promise<ServiceWorkerRegistration> | undefined;
let waiting = false;
const listeners = new Set<() => void>();

/**
 * Registers the worker (once) and resolves with its registration when it is active, or rejects when
 * the browser refused to register it (then `ready` would never come).
 */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  registered ??= new Promise((resolve, reject) => {
    update = registerSW({
      immediate: true,
      onRegisteredSW(_url, registration) {
        if (registration) checkWhenBack(registration);
      },
      onNeedRefresh() {
        waiting = true;
        for (const listener of listeners) listener();
      },
      onRegisterError(error: unknown) {
        console.error('The service worker could not be registered.', error);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    navigator.serviceWorker.ready.then(resolve, reject);
  });
  return registered;
}

/** Hears when a new version of the app waits (at once if one already does); returns the way to stop. */
export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/** Reload: the waiting version takes over, then the page reloads on it. */
export function activateUpdate(): Promise<void> {
  return update?.(true) ?? Promise.resolve();
}
