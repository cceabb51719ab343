// Push in local mode: the mock stands in for the web push service. The API's mock hears which browser
// tokens each role stores (and forgets) with the fcm-token calls; an open page of the app in local mode
// holds `GET /__mock/push?token=…` open (server-sent events) and hands every message it gets to its
// service worker, which shows it exactly as a pushed one. `POST /__mock/push` with
// `{ "type": "CLASS_STARTING_SOON", "role": "customer" }` (what `npm run push` sends) delivers a message of
// that type, in Firebase's format, to every token that role has stored, once per browser.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const PUSH = '/__mock/push';

/** The contract's notification types, in its order. */
export const NOTIFICATION_TYPES = parse(readFileSync(new URL('../openapi/api.yaml', import.meta.url), 'utf8'))
  .components.schemas.NotificationType.enum;

/** What each type says, about the world's records; a trainer's types go to the trainer. */
const MESSAGES = {
  CLASS_STARTING_SOON: ['Open Studio Flow starts in 10 minutes', 'Join Priya Sharma’s class from your dashboard.'],
  ONE_TO_ONE_STARTING_SOON: ['Your one-to-one starts in 10 minutes', 'Join Priya Sharma from your dashboard.'],
  FOLLOWED_TRAINER_LIVE: ['Priya Sharma is live now', 'Open Studio Flow has started. Join from your dashboard.'],
  NEW_CLASS_FROM_FOLLOWED_TRAINER: ['New from Priya Sharma', 'Sunrise Vinyasa Flow is open for booking.'],
  NEW_CLASS_IN_FAVOURITE_CATEGORY: ['A new yoga class', 'Sunrise Vinyasa Flow is open for booking.'],
  RATE_RECENT_CLASSES: ['How was your class?', 'Rate Open Studio Flow and help others choose.'],
  TRAINER_LIVE_STARTING_SOON: ['Open Studio Flow starts in 10 minutes', 'Go live from your dashboard.'],
  TRAINER_ONE_TO_ONE_STARTING_SOON: ['Your one-to-one starts in 10 minutes', 'Olivia Hughes is booked with you.'],
  ONE_TO_ONE_BOOKED: ['New one-to-one booking', 'Olivia Hughes booked a session with you.'],
  WAITLIST_PLACE_BOOKED: [
    'A place is yours',
    'You’re booked on Shadowbox Conditioning from the waitlist, paid from your credit.',
  ],
  WAITLIST_PLACE_OFFERED: [
    'A place is offered to you',
    'Shadowbox Conditioning has a place for you. Claim it on your dashboard within 15 minutes.',
  ],
};
export const ROLES = ['customer', 'trainer'];
/** The role a type is for when none is named. */
export const roleOf = (type) => (/^TRAINER_|^ONE_TO_ONE_BOOKED$/.test(type) ? 'trainer' : 'customer');

/** How to call it, with every type. */
export const usage = (command = 'npm run push --') =>
  `Usage: ${command} <TYPE> [customer|trainer]\n\nTYPE is one of:\n${NOTIFICATION_TYPES.map(
    (type) => `  ${type.padEnd(34)} (to the ${roleOf(type)} unless named)`,
  ).join('\n')}\n`;

/** A message of `type` as Firebase Cloud Messaging delivers it to a browser's service worker. */
export function firebasePayload(type) {
  const [title, body] = MESSAGES[type] ?? ['Kinetic', ''];
  return {
    notification: { title, body },
    data: { type },
    from: 'kinetic-mock',
    fcmMessageId: randomUUID(),
  };
}

/**
 * The push token calls of the product API, by operationId: whose tokens each keeps (`role`) and
 * whether it stores or forgets one. The relay remembers them, per world, for the messages it sends.
 */
export const PUSH_TOKEN_OPERATIONS = {
  updateCustomerPushToken: { role: 'customer', stored: true },
  deleteCustomerPushToken: { role: 'customer', stored: false },
  updateTrainerPushToken: { role: 'trainer', stored: true },
  deleteTrainerPushToken: { role: 'trainer', stored: false },
};

/** The token and role an answered `operationId` call to `url` stores or forgets, if it is a token call. */
function tokenCall(operationId, url) {
  const token = new URL(url, 'http://mock').searchParams.get('fcmToken');
  const call = Object.hasOwn(PUSH_TOKEN_OPERATIONS, operationId) ? PUSH_TOKEN_OPERATIONS[operationId] : undefined;
  return call && token ? { ...call, token } : undefined;
}

const readJson = (raw) => {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The relay, per world (a request's `X-Mock-World`, as everywhere in the mock): the tokens each role
 * stored, and the pages listening for each token (the newest first: one page per browser shows it).
 */
export function createPushRelay() {
  const worlds = new Map();
  const worldOf = (name) => {
    if (!worlds.has(name)) worlds.set(name, { tokens: new Map(), pages: new Map() });
    return worlds.get(name);
  };

  return {
    /** Hears an answered product API call: a push token stored (by the person `whose`, if known) or forgotten. */
    heard(worldName, operationId, url, status, whose) {
      const call = tokenCall(operationId, url);
      if (!call || status >= 300) return;
      const { tokens } = worldOf(worldName);
      if (call.stored) tokens.set(call.token, { role: call.role, whose });
      else tokens.delete(call.token);
    },

    /**
     * Delivers a message of `type` to `role`'s tokens with a page open (only those `whose` stored,
     * when named: a message about one person's place); answers how many.
     */
    send(worldName, type, role = roleOf(type), whose = undefined) {
      const { tokens, pages } = worldOf(worldName);
      const payload = firebasePayload(type);
      let delivered = 0;
      for (const [token, owner] of tokens) {
        const [page] = pages.get(token) ?? [];
        if (owner.role !== role || (whose !== undefined && owner.whose !== whose) || !page) continue;
        page.write(`data: ${JSON.stringify(payload)}\n\n`);
        delivered++;
      }
      return { delivered, payload };
    },

    serve(incoming, outgoing, raw) {
      const worldName = String(incoming.headers['x-mock-world'] ?? '');
      const { searchParams } = new URL(incoming.url ?? '/', 'http://mock');
      if (incoming.method === 'POST') {
        const { type, role } = readJson(raw) ?? {};
        if (!NOTIFICATION_TYPES.includes(type) || (role !== undefined && !ROLES.includes(role))) {
          return outgoing.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(usage());
        }
        const { delivered, payload } = this.send(worldName, type, role);
        return outgoing
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ delivered, role: role ?? roleOf(type), payload }));
      }
      const token = searchParams.get('token');
      if (incoming.method !== 'GET' || !token) {
        return outgoing.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(usage());
      }
      const { pages } = worldOf(worldName);
      const listening = pages.get(token) ?? [];
      pages.set(token, [outgoing, ...listening]);
      outgoing.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
      });
      outgoing.write(': listening\n\n');
      // A comment now and then keeps proxies from closing a quiet stream.
      const keepAlive = setInterval(() => outgoing.write(': still here\n\n'), 20_000);
      outgoing.on('close', () => {
        clearInterval(keepAlive);
        const left = (pages.get(token) ?? []).filter((page) => page !== outgoing);
        if (left.length) pages.set(token, left);
        else pages.delete(token);
      });
    },
  };
}
