/**
 * Kinetic's one service worker (served as `/sw.js`, built by vite-plugin-pwa's injectManifest):
 *
 * - push: shows push messages as notifications and opens their page on a click. The same handler
 *   takes a real push and, for local mode and development, a payload a page of the app posts with
 *   `postMessage({ kind: 'kinetic-push', payload })`;
 * - the app shell: the build's files are precached, and every page of the app opens from the cached
 *   index.html, so Kinetic starts without a network. A new version waits until the person chooses
 *   Reload (the page posts `{ type: 'SKIP_WAITING' }`, see app/offline/register.ts).
 *
 * No API answer is cached here: what a person's screens keep for offline reading stays in the page,
 * under their account (app/offline/answers.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handlePush, localPushPayload, openTarget, type WorkerScope } from './worker';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: { data?: { url?: unknown }; close(): void };
}
interface MessageFromPage extends ExtendableEvent {
  data: unknown;
  origin: string;
}
interface ServiceWorkerScope extends WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

declare global {
  interface Window {
    /** The app's files to precache: vite-plugin-pwa writes their list here, as it is spelled. */
    __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  }
}

const scope = self as unknown as ServiceWorkerScope;

/** What workbox-window's `messageSkipWaiting()` posts when the person chooses Reload. */
const isSkipWaiting = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

function pushPayload(event: PushEvent): unknown {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A page of the app is index.html (the client-side router); the services and files are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(api|identity|securetoken)\//, /\.\w+$/],
  }),
);
// The first version takes the open pages at once; a later one waits for Reload.
clientsClaim();

scope.addEventListener('push', (event: PushEvent) => event.waitUntil(handlePush(scope, pushPayload(event))));
scope.addEventListener('message', (event: MessageFromPage) => {
  if (event.origin !== scope.location.origin) return;
  if (isSkipWaiting(event.data)) {
    event.waitUntil(scope.skipWaiting());
    return;
  }
  const local = localPushPayload(event.data);
  if (local) event.waitUntil(handlePush(scope, local.payload));
});
scope.addEventListener('notificationclick', (event: NotificationClickEvent) => {
  event.notification.close();
  event.waitUntil(openTarget(scope, event.notification.data?.url));
});
