// @ts-check
// The offline world: one set of records (read once from the contracts' examples, written around the
// anchor) that every answer of the product API's and identity service's mocks is made to agree with.
// Prism still answers every request (and validates it); the world only picks the example Prism
// answers with (`Prefer`) and puts its own records, at the request's moment, in the body Prism gave.
// What a user writes is kept in memory until the mocks restart. Each area keeps its records and
// its routes in a file of its own; this one puts them together and plans each request.
import { later, worldDays } from '../clock.mjs';
import { attendance, routes as attendanceRoutes } from './attendance.mjs';
import { business, routes as businessRoutes } from './business.mjs';
import { catalogue, routes as catalogueRoutes } from './catalogue.mjs';
import { byLocalId, identities, person, routes as identityRoutes } from './identities.mjs';

export { whose } from './identities.mjs';
import { packs, routes as packRoutes } from './packs.mjs';
import { payments, routes as paymentRoutes } from './payments.mjs';
import { OLIVIA, example, iso, libraryOf, shared } from './records.mjs';
import { keepReplays, replays, routes as replayRoutes } from './replays.mjs';
import { sessionsAndBookings, routes as sessionRoutes } from './sessions.mjs';
import { bookOut, waitlists, routes as waitlistRoutes } from './waitlists.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/**
 * @typedef {object} WorldRequest A request to the contract's operation `operationId`.
 * @property {string} operationId
 * @property {Record<string, string>} [params] Its path parameters, by name.
 * @property {string} method
 * @property {string} url
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {unknown} [body]
 * @property {Record<string, import('./records.mjs').UploadedFile>} [files] A form's files, by field.
 * @property {number} [now]
 * @typedef {{ (name: string): World, reset(name?: string): void }} Worlds
 *   The worlds of a mock run, by name; `reset(name)` starts one again (every one, without a name).
 */

/** How many records the long-lists world adds: classes for Priya, subscription invoices and library videos for Olivia. */
export const LONG_LISTS = { classes: 500, invoices: 300, videos: 1000 };
/** The world name (or its start: `long-lists-…` for a test of its own) whose world has long lists. */
export const LONG_LISTS_WORLD = 'long-lists';

/**
 * `count` copies of `template`, the nth with the id `prefix` + (base + n) and `change(copy, n)` applied.
 * @param {Item} template
 * @param {number} count
 * @param {string} prefix
 * @param {number} base
 * @param {(copy: Item, n: number) => Item} change
 */
const copies = (template, count, prefix, base, change) =>
  Array.from({ length: count }, (_, n) => change({ ...structuredClone(template), id: `${prefix}${base + n}` }, n));

/**
 * Adds the long lists to `world`: what a busy trainer and a loyal customer have after a few years.
 * @param {World} world
 */
function addLongLists(world) {
  const [lesson] = example('TrainerClasses');
  for (const item of copies(lesson, LONG_LISTS.classes, 'cl_', 50_000, (copy, n) => ({
    ...copy,
    title: `${lesson.title} ${n + 1}`,
  }))) {
    world.classes.set(item.id, item);
    world.trainerClasses.set(item.id, item);
  }
  const [video] = example('VideoPage').content;
  for (const item of copies(video, LONG_LISTS.videos, 'cl_', 60_000, (copy, n) => ({
    ...copy,
    title: `${video.title} ${n + 1}`,
  }))) {
    world.classes.set(item.id, item);
    libraryOf(world, OLIVIA).set(item.id, item);
  }
  const [invoice] = example('SubscriptionInvoices');
  const issued = (/** @type {number} */ n) => iso(later(Date.parse(invoice.issuedAt), { weeks: -(n + 1) }));
  for (const item of copies(invoice, LONG_LISTS.invoices, 'inv_', 70_000, (copy, n) => ({
    ...copy,
    number: `KIN-2020-${String(n + 1).padStart(5, '0')}`,
    issuedAt: issued(n),
    paidAt: issued(n),
  })))
    world.invoices.set(item.id, item);
}

/**
 * A new world: the records as the examples hold them (and, for `long`, the long lists).
 * @returns {World}
 */
export function createWorld({ long = false } = {}) {
  const world = {
    ...shared(),
    ...identities(),
    ...catalogue(),
    ...sessionsAndBookings(),
    ...waitlists(),
    ...business(),
    ...payments(),
    ...packs(),
    ...attendance(),
    ...replays(),
  };
  bookOut(world);
  if (long) addLongLists(world);
  return world;
}

/**
 * The worlds of a mock run by name: `''` is everyone's, and each other name (a test's, or a
 * browser's: the dev server names one per browser) gets a world of its own when first asked for; the
 * least recently used go past `keep` of them. A name starting with `long-lists` gets the long lists,
 * and so does everyone's world when `everyone` is that name. `reset(name)` starts that world again
 * (every world, without a name).
 */
export function createWorlds(keep = 100, everyone = '') {
  const worlds = new Map();
  /** @type {Worlds} */
  const worldOf = (name) => {
    const world = worlds.get(name) ?? createWorld({ long: (name || everyone).startsWith(LONG_LISTS_WORLD) });
    worlds.delete(name);
    worlds.set(name, world);
    for (const old of worlds.keys()) if (worlds.size > keep && old !== '') worlds.delete(old);
    return world;
  };
  worldOf.reset = (name) => (name === undefined ? worlds.clear() : worlds.delete(name));
  return worldOf;
}

/**
 * The push messages the world owes since it was last asked (each given once).
 * @param {World} world
 */
export const sent = (world) => world.outbox.splice(0);

/** The routes the world answers, each area's. */
const routes = [
  ...identityRoutes,
  ...catalogueRoutes,
  ...sessionRoutes,
  ...waitlistRoutes,
  ...businessRoutes,
  ...paymentRoutes,
  ...packRoutes,
  ...attendanceRoutes,
  ...replayRoutes,
];

/** The route of each operation the world answers, by operationId. */
const byOperation = new Map(routes.flatMap((route) => route.operations.map((operationId) => [operationId, route])));

/**
 * The operationIds of the world's routes that none of `contracts` (mocks/contract.mjs) has.
 * @param {import('../contract.mjs').MockContract[]} contracts
 */
export const unboundRoutes = (contracts) =>
  [...byOperation.keys()].filter(
    (operationId) => !contracts.some((contract) => contract.operations.some((op) => op.operationId === operationId)),
  );

/** The operations the world answers, and for each write how the world remembers it. */
export const worldOperations = () =>
  [...byOperation].map(([operationId, route]) => ({ operationId, remembers: route.remembers }));

/**
 * What the world does with one request to the contract's operation `operationId` (its path
 * parameters `params` by name): the example it asks Prism for and how it makes Prism's answer its own.
 * @param {World} world
 * @param {WorldRequest} request
 */
export function plan(world, { operationId, params = {}, method, url, headers, body, files = {}, now = Date.now() }) {
  const route = byOperation.get(operationId);
  if (!route) return undefined;
  const who = person(world, headers, now);
  keepReplays(world, worldDays(now), now);
  /** @type {import('./records.mjs').Context} */
  const context = {
    world,
    operationId,
    // A path may name a person by the identity service's id (an app without the profile read has no other).
    params: /** @type {[string, string, string]} */ (
      Object.values(params).map((value) => byLocalId(world, value)?.id ?? value)
    ),
    query: new URL(url, 'http://mock').searchParams,
    body,
    files,
    headers,
    who,
    method,
    now,
    days: worldDays(now),
  };
  if (route.exists && !route.exists(world, context.params, context)) return { context, prefer: 'code=404' };
  if (route.forbidden?.(context)) return { context, prefer: 'code=403' };
  const { answer, refusal } = route;
  return {
    context,
    prefer: route.prefer?.(context),
    answer: answer && ((/** @type {unknown} */ prism) => answer(context, prism)),
    refusal: refusal && ((/** @type {unknown} */ prism) => refusal(context, prism)),
  };
}
