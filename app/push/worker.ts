import { sameOriginTarget, toNotification, type PushNotification } from './message';

/** The message a page posts to the service worker to show a payload as if it had been pushed. */
export const LOCAL_PUSH = 'kinetic-push';
/** The message the service worker posts to the open pages after showing a notification. */
export const PUSH_SHOWN = 'kinetic-push-shown';

/** The parts of a window client the worker uses. */
export interface WorkerWindow {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<WorkerWindow>;
  navigate(url: string): Promise<WorkerWindow | null>;
  postMessage(message: unknown): void;
}

/** The parts of the service worker's global scope the handlers use (kept small to test them). */
export interface WorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: PushNotification['options']): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

/**
 * Shows a push payload as a notification (title, body, image; the click target in `data.url`) and
 * tells the open Kinetic pages, so a page in the foreground also shows it in the app: in local mode
 * as PUSH_SHOWN, in Firebase mode through Firebase's `onMessage` (see app/push/foreground.ts). A
 * background push, Firebase's (`{ notification, data }`) or a payload posted by a page in local
 * mode, all come here.
 */
export async function handlePush(scope: WorkerScope, payload: unknown): Promise<void> {
  const notification = toNotification(payload, scope.location.origin);
  await scope.registration.showNotification(notification.title, notification.options);
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) {
    page.postMessage({ kind: PUSH_SHOWN, notification });
    page.postMessage(firebaseMessage(notification));
  }
}

/**
 * A shown notification as Firebase's own service worker hands a push to its pages, which Firebase
 * delivers to `onMessage` in a page that has it in Firebase mode (`data` values are strings, as FCM's).
 */
export function firebaseMessage({ title, options }: PushNotification) {
  return {
    isFirebaseMessaging: true,
    messageType: 'push-received',
    notification: {
      title,
      ...(options.body && { body: options.body }),
      ...(options.image && { image: options.image }),
    },
    data: { url: options.data.url, ...(options.data.type && { type: options.data.type }) },
  };
}

/**
 * A click on a notification: focuses an open Kinetic tab (the focused one first) and takes it to the
 * target, or opens one there. Only a page of this origin is ever opened.
 */
export async function openTarget(scope: WorkerScope, url: unknown): Promise<void> {
  const target = sameOriginTarget(url, scope.location.origin);
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((candidate) => candidate.focused) ?? pages[0];
  if (page) {
    try {
      const focused = await page.focus();
      if (await focused.navigate(target)) return;
    } catch (error) {
      console.warn('Could not take the open tab to the notification’s page.', error);
    }
  }
  await scope.clients.openWindow(target);
}

/** The payload of a page's `postMessage({ kind: 'kinetic-push', payload })`, or undefined for any other message. */
export function localPushPayload(message: unknown): { payload: unknown } | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { kind, payload } = message as { kind?: unknown; payload?: unknown };
  return kind === LOCAL_PUSH ? { payload } : undefined;
}
