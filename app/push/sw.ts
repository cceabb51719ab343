/**
 * Kinetic's service worker (served as `/sw.js`): shows push messages as notifications and opens their
 * page on a click. The same handler takes a real push and, for local mode and development, a payload
 * a page of the app posts with `postMessage({ kind: 'kinetic-push', payload })`.
 */
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
  clients: WorkerScope['clients'] & { claim(): Promise<void> };
  addEventListener(type: string, listener: (event: never) => void): void;
}

const scope = self as unknown as ServiceWorkerScope;

function pushPayload(event: PushEvent): unknown {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

scope.addEventListener('install', () => void scope.skipWaiting());
scope.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('push', (event: PushEvent) => event.waitUntil(handlePush(scope, pushPayload(event))));
scope.addEventListener('message', (event: MessageFromPage) => {
  const local = event.origin === scope.location.origin ? localPushPayload(event.data) : undefined;
  if (local) event.waitUntil(handlePush(scope, local.payload));
});
scope.addEventListener('notificationclick', (event: NotificationClickEvent) => {
  event.notification.close();
  event.waitUntil(openTarget(scope, event.notification.data?.url));
});
