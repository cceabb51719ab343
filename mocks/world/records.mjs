// @ts-check
// What every area of the offline world shares: the contracts' examples (read once), the world's
// types, and the helpers its records are read and written with.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { moveDates } from '../clock.mjs';

/**
 * @typedef {any} Item A record as the contract's examples give it: the contract, checked at each answer, types its fields.
 * @typedef {{ role: 'CUSTOMER' | 'TRAINER', profile: string, id: string, localId: string, email?: string }} Person
 *   Someone signed in: an example's person, or an account of the world's.
 * @typedef {{ name: string, size: number, type: string }} UploadedFile
 * @typedef {ReturnType<typeof shared>
 *   & ReturnType<typeof import('./identities.mjs').identities>
 *   & ReturnType<typeof import('./catalogue.mjs').catalogue>
 *   & ReturnType<typeof import('./sessions.mjs').sessionsAndBookings>
 *   & ReturnType<typeof import('./waitlists.mjs').waitlists>
 *   & ReturnType<typeof import('./business.mjs').business>
 *   & ReturnType<typeof import('./payments.mjs').payments>
 *   & ReturnType<typeof import('./packs.mjs').packs>
 *   & ReturnType<typeof import('./attendance.mjs').attendance>
 *   & ReturnType<typeof import('./replays.mjs').replays>} World
 *   One world's records: each area's, and those they all share.
 * @typedef {object} Context What a route is given about one request.
 * @property {World} world
 * @property {string} operationId
 * @property {[string, string, string]} params The path parameters in the path's order (an operation has three at most).
 * @property {URLSearchParams} query
 * @property {any} body The request's JSON, or a form's text fields.
 * @property {Record<string, UploadedFile>} files A form's files, by field.
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Person | undefined} who Whom the request's bearer token belongs to.
 * @property {string} method
 * @property {number} now The moment of the request.
 * @property {number} days How far the examples' dates move today (London days from the anchor's).
 * @typedef {object} Route How the world answers one or more of the contract's operations.
 * @property {string[]} operations The operationIds it answers.
 * @property {string} [remembers] For a write: what the world keeps of it.
 * @property {(world: World, params: [string, string, string], context: Context) => boolean} [exists] Else 404.
 * @property {(context: Context) => boolean} [forbidden] Else 403.
 * @property {(context: Context) => string | undefined} [prefer] The example Prism answers with.
 * @property {(context: Context, body: any) => unknown} [answer] Prism's 2xx body made the world's.
 * @property {(context: Context, body: any) => unknown} [refusal] Prism's 4xx body made the world's, for a
 *   refusal the contract's examples do not word.
 */

const examples = Object.assign(
  {},
  ...['catalogue', 'details', 'customer', 'trainer', 'packs', 'attendance'].map((file) =>
    parse(readFileSync(new URL(`../../openapi/examples/${file}.yaml`, import.meta.url), 'utf8')),
  ),
);
/**
 * A fresh copy of the contracts' example `name`.
 * @param {string} name
 * @returns {any}
 */
export const example = (name) => structuredClone(examples[name].value);

/** The customer the examples' bookings, follows and subscriptions belong to. */
export const OLIVIA = 'cu_3001';
/** The trainer the examples' trainer records (certificates, bank account, business) are. */
export const PRIYA = 'tr_1003';
/** Amara Okafor, the trainer whose one-to-one offers and availability are in the examples beside Priya's. */
export const AMARA_OKAFOR = 'tr_1001';
/** A customer booked on Shadowbox Conditioning (see `waitlists`). */
export const AMARA = 'cu_3104';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** @param {number} time */
export const iso = (time) => new Date(time).toISOString().replace('.000Z', 'Z');
/**
 * The start of the hour at `time`: London's hours start on UTC's (its offsets are whole hours).
 * @param {number} time
 */
export const hourOf = (time) => Math.floor(time / HOUR) * HOUR;

/**
 * Records by their id (the contract says each one's fields: the world reads them as the examples hold them).
 * @param {Item[]} items
 * @returns {Map<string, any>}
 */
export const byId = (items) => new Map(items.map((item) => [item.id, item]));
/**
 * @param {Item} source
 * @param {string[]} keys
 * @returns {Item}
 */
export const pick = (source, keys) =>
  Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
/** @param {Item} trainer */
export const trainerRef = (trainer) => pick(trainer, ['id', 'firstName', 'lastName', 'avatarUrl']);
/**
 * `template` with the fields of `input` it has, of the same kind.
 * @param {Item} template
 * @param {Item | undefined} input
 * @returns {Item}
 */
export const overlay = (template, input) => ({
  ...template,
  ...Object.fromEntries(
    Object.entries(input ?? {}).filter(
      ([key, value]) => key in template && (template[key] === null || typeof template[key] === typeof value),
    ),
  ),
});

/** The records every area writes to. */
export const shared = () => ({
  /** Whose a written booking, subscription or invoice is (the examples' are Olivia's). */
  owners: /** @type {WeakMap<Item, string>} */ (new WeakMap()),
  /** The push messages the world's changes owe someone (`{ type, to }`), until `sent` takes them. */
  outbox: /** @type {{ type: string, to: string }[]} */ ([]),
  /** Records a user wrote: their dates are real ones and stay where they were written. */
  written: /** @type {WeakSet<Item>} */ (new WeakSet()),
  /** The number the next new id is made from. */
  next: 9000,
});

/**
 * A record as it is `days` after the anchor: the examples' records move with the calendar, written ones stay.
 * @param {World} world
 * @param {number} days
 */
export const at =
  (world, days) =>
  /**
   * @template {Item | undefined} T
   * @param {T} record
   * @returns {T}
   */
  (record) => (record && world.written.has(record) ? record : moveDates(record, days));
/**
 * `record` as written by a user (its dates stay), and `owner`'s when given.
 * @template {Item} T
 * @param {World} world
 * @param {T} record
 * @param {string} [owner]
 * @returns {T}
 */
export const write = (world, record, owner) => {
  world.written.add(record);
  if (owner) world.owners.set(record, owner);
  return record;
};
/**
 * `customerId`'s library: the on-demand videos they may watch, by id, newest first. Olivia's is the
 * examples'; anyone else's starts empty, their own.
 * @param {World} world
 * @param {string | undefined} customerId
 * @returns {Map<string, Item>}
 */
export const libraryOf = (world, customerId = OLIVIA) => {
  let library = world.libraries.get(customerId);
  if (!library) world.libraries.set(customerId, (library = new Map()));
  return library;
};
/**
 * `video` (a class's card, as `listVideos` lists it) first in `customerId`'s library, the newest.
 * @param {World} world
 * @param {string} customerId
 * @param {Item} video
 */
export const addToLibrary = (world, customerId, video) =>
  world.libraries.set(customerId, new Map([[video.id, video], ...libraryOf(world, customerId)]));
/**
 * Whether a booking, subscription or invoice is `customerId`'s.
 * @param {World} world
 * @param {string | undefined} customerId
 */
export const owns = (world, customerId) => /** @param {Item} record */ (record) =>
  (world.owners.get(record) ?? OLIVIA) === customerId;
/**
 * The id a new record gets: the one Prism's example gave, unless the world holds it already.
 * @param {World} world
 * @param {{ has(id: string): boolean }} records
 * @param {string} example
 */
export const newId = (world, records, example) =>
  records.has(example) ? `${example.split('_')[0]}_${world.next++}` : example;

/**
 * The records of `items` whose start lies in the request's startDate–endDate window.
 * @param {Item[]} items
 * @param {URLSearchParams} query
 */
export function inWindow(items, query) {
  const start = Date.parse(query.get('startDate') ?? '');
  const end = Date.parse(query.get('endDate') ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) return items;
  return items
    .filter((item) => Date.parse(item.endDate ?? item.startDate) > start && Date.parse(item.startDate) < end)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}

/**
 * `items` as the page of a Spring-style list the request asks for (`page` from 0, `size`).
 * @param {unknown[]} items
 * @param {URLSearchParams} query
 * @param {Item} body
 */
export function page(items, query, body) {
  const size = Number(query.get('size')) || body.size || 20;
  const number = Number(query.get('page')) || 0;
  return {
    ...body,
    content: items.slice(number * size, (number + 1) * size),
    page: number,
    size,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}
/**
 * Whether any of `texts` holds the request's `search` text (any case); true without one.
 * @param {URLSearchParams} query
 * @param {unknown[]} texts
 */
export const matches = (query, texts) => {
  const search = query.get('search')?.trim().toLowerCase();
  return (
    !search ||
    texts.some((text) =>
      String(text ?? '')
        .toLowerCase()
        .includes(search),
    )
  );
};

/**
 * Who may write what (a route's `forbidden`, answered 403): a trainer their own profile, classes,
 * plans and business; a customer their own profile; only a trainer creates classes and plans.
 * @param {Context} context
 */
export const notTrainer = ({ who }) => who?.role !== 'TRAINER';
/** @param {Context} context */
export const notTheTrainer = ({ who, params: [trainerId] }) => who?.id !== trainerId;
/** @param {Context} context */
export const notTheCustomer = ({ who, params: [customerId] }) => who?.id !== customerId;

/**
 * An answer that writes the request's fields into the world's record of the path's id (in `records`).
 * @param {'plans' | 'customers'} records
 */
export const edit =
  (records) =>
  /** @param {Context} context */
  ({ world, params: [id], body: input, days }) => {
    const record = write(world, overlay(at(world, days)(world[records].get(id) ?? {}), input));
    world[records].set(id, record);
    return record;
  };
