import type { Schema } from '@/sdk/types';
import { paths } from '../routing/paths';

/** What a push message is about (the contract's `NotificationType`). */
export type NotificationType = Schema<'NotificationType'>;

/** Where a click on a notification goes, by its type; any other type goes home. */
export const NOTIFICATION_TARGETS: Record<NotificationType, string> = {
  CLASS_STARTING_SOON: paths.dashboard(),
  ONE_TO_ONE_STARTING_SOON: paths.dashboard(),
  FOLLOWED_TRAINER_LIVE: paths.dashboard(),
  WAITLIST_PLACE_BOOKED: paths.dashboard(),
  WAITLIST_PLACE_OFFERED: paths.dashboard(),
  NEW_CLASS_FROM_FOLLOWED_TRAINER: '/',
  NEW_CLASS_IN_FAVOURITE_CATEGORY: '/',
  RATE_RECENT_CLASSES: '/',
  TRAINER_LIVE_STARTING_SOON: paths.trainerDashboard(),
  TRAINER_ONE_TO_ONE_STARTING_SOON: paths.trainerDashboard(),
  ONE_TO_ONE_BOOKED: paths.trainerDashboard(),
};

/** The page a notification of `type` opens: the table's, or `/` for a missing or unknown type. */
export function targetOf(type: unknown): string {
  return typeof type === 'string' && Object.hasOwn(NOTIFICATION_TARGETS, type)
    ? NOTIFICATION_TARGETS[type as NotificationType]
    : '/';
}

/** What the notification carries for its click. */
export interface NotificationData {
  url: string;
  type: string | null;
}

/** A notification ready for `showNotification(title, options)`. */
export interface PushNotification {
  title: string;
  options: { body?: string; image?: string; icon: string; data: NotificationData };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** Kinetic's name, the title of a message that has none. */
export const FALLBACK_TITLE = 'Kinetic';
const ICON = '/favicon.svg';

/**
 * A push payload as a notification. The payload is the message itself (`{ type, title, body, image }`)
 * or the push service's envelope (`{ notification: { title, body, image }, data: { type, … } }`).
 * The click target comes from the type only: a link in the payload is never followed, so a message
 * cannot send anyone off Kinetic. An image is kept only when it is on `origin` or https.
 */
export function toNotification(payload: unknown, origin: string): PushNotification {
  const root = isRecord(payload) ? payload : {};
  const message = {
    ...(isRecord(root.data) ? root.data : {}),
    ...root,
    ...(isRecord(root.notification) ? root.notification : {}),
  };
  const type = text(message.type) ?? null;
  const body = text(message.body);
  const image = safeImage(message.image, origin);
  return {
    title: text(message.title) ?? FALLBACK_TITLE,
    options: { ...(body && { body }), ...(image && { image }), icon: ICON, data: { url: targetOf(type), type } },
  };
}

function safeImage(value: unknown, origin: string): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A notification's click target as a URL on `origin`; anything else (another site, junk) is home. */
export function sameOriginTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}
