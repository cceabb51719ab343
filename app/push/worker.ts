import { sameOriginTarget, toNotification, type PushNotification } from './message';

/** The message a page posts to the service worker to show a payload as if it had been pushed. */
export const LOCAL_PUSH = 'kinetic-push';
/** The message the service worker posts to the page in front instead of showing a notification. */
export const PUSH_IN_FRONT = 'kinetic-push-in-front';

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

/** The page the person is looking at: focused and visible (there is at most one). */
const inFront = (pages: readonly WorkerWindow[]) =>
  pages.find((page) => page.focused && page.visibilityState === 'visible');

/**
 * A push payload (Firebase's `{ notification, data }`, or a payload a page posts in local mode).
 * With a page of Kinetic in front, that page alone is told and shows it in the app, as Firebase's own
 * service worker hands a push to a visible page: in local mode as PUSH_IN_FRONT, in Firebase mode
 * through Firebase's `onMessage` (see app/push/foreground.ts); no system notification then. Otherwise
 * it is a notification (title, body, image; the click target in `data.url`).
 */
export async function handlePush(scope: WorkerScope, payload: unknown): Promise<void> {
  const notification = toNotification(payload, scope.location.origin);
  const page = inFront(await scope.clients.matchAll({ type: 'window', includeUncontrolled: true }));
  if (page) {
    page.postMessage({ kind: PUSH_IN_FRONT, notification });
    page.postMessage(firebaseMessage(notification));
    return;
  }
  await scope.registration.showNotification(notification.title, notification.options);
}

/**
 * A notification as Firebase's own service worker hands a push to its pages, which Firebase
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

/** A page holding a live room, which a notification never takes elsewhere. */
const inRoom = (page: WorkerWindow) => new URL(page.url).pathname.startsWith('/room/');

/**
 * A click on a notification: focuses an open Kinetic tab already on the target, or takes an open tab
 * there (the focused one first), or opens one. A tab in a video room is never taken away: a new tab
 * opens instead. Only a page of this origin is ever opened.
 */
export async function openTarget(scope: WorkerScope, url: unknown): Promise<void> {
  const target = sameOriginTarget(url, scope.location.origin);
  const pages = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (page) => !inRoom(page),
  );
  const there = pages.find((page) => page.url === target);
  const page = there ?? pages.find((candidate) => candidate.focused) ?? pages[0];
  if (page) {
    try {
      const focused = await page.focus();
      if (page === there || (await focused.navigate(target))) return;
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
