import { snapshot, subscribe } from 'valtio/vanilla';

/**
 * Everything Kinetic keeps in this browser, under ONE root key in localStorage, versioned so a
 * future shape can be migrated:
 * - `slices`: the valtio stores (the sessions), applied once at start-up by
 *   `loadPersistedState` and saved on every change after it;
 * - `entries`: what is read and written as it is used (`Entry`: the display choices, where each
 *   video was left, this browser's push record, its local push token, the "not now" answer, and the
 *   signed-in person's last answers kept for reading offline).
 * A missing, old or corrupt value boots signed out, never a crash. The one key beside it is the
 * signed-in customer's push token, `CustomerToken`, where the product has always kept it.
 *
 * Tabs share the key: a tab writes only the slice it changed itself, into the root as it is stored
 * now, and never writes back what it applied from another tab. So a trainer's tab in a room cannot
 * undo a customer signing in from another tab while both write (the last tab to write a slice owns
 * it, and the other slices and the entries stay as they are stored).
 *
 * Versions: 2, sessions carry the product API id (profileId), so a version-1 session signs in again
 * to get it; 3, the entries move in from keys of their own (`LEGACY_KEYS`), read once and removed.
 */
export const PERSIST_ROOT_KEY = 'kinetic';
export const PERSIST_VERSION = 3;
export const PERSIST_LOAD_TIMEOUT_MS = 5000;

/** The signed-in customer's push token, kept in its own key as the product specifies. */
export const CUSTOMER_TOKEN_KEY = 'CustomerToken';

export type Entry = 'display' | 'videoPositions' | 'pushRecord' | 'pushLocalToken' | 'pushNotNow' | 'offlineAnswers';

/** Where each entry older than version 3 was kept, and how its text reads. */
export const LEGACY_KEYS: Record<Exclude<Entry, 'offlineAnswers'>, { key: string; read: (raw: string) => unknown }> = {
  display: { key: 'kinetic.display', read: (raw) => JSON.parse(raw) },
  videoPositions: { key: 'kinetic-video-positions', read: (raw) => JSON.parse(raw) },
  pushRecord: { key: 'kinetic-push', read: (raw) => JSON.parse(raw) },
  pushLocalToken: { key: 'kinetic-push-local-token', read: (raw) => raw },
  pushNotNow: { key: 'kinetic-push-not-now', read: () => true },
};

interface Slice {
  store: object;
  /** Returns the persisted value to apply, or undefined to keep the store's initial state. */
  accept: (value: unknown) => object | undefined;
}

const slices = new Map<string, Slice>();
/** Each slice as this tab last read or wrote it: a store equal to it has nothing new to save. */
const synced = new Map<string, string>();
let loaded = false;

interface RootValue {
  version: number;
  slices: Record<string, unknown>;
  entries: Partial<Record<Entry, unknown>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch (error) {
    console.warn('Persisted state could not be read; starting signed out.', error);
    return undefined;
  }
}

function save(root: RootValue) {
  try {
    localStorage.setItem(PERSIST_ROOT_KEY, JSON.stringify(root));
  } catch (error) {
    console.warn('Persisted state could not be saved.', error);
  }
}

/**
 * The one way up from an older browser: version-2 sessions are kept (older ones sign in again),
 * each legacy key's value moves into its entry (an unreadable one is dropped) and the key goes.
 */
function migrate(saved: unknown): RootValue {
  const root: RootValue = {
    version: PERSIST_VERSION,
    slices: isRecord(saved) && saved.version === 2 && isRecord(saved.slices) ? saved.slices : {},
    entries: {},
  };
  let found = saved !== undefined;
  for (const [entry, { key, read }] of Object.entries(LEGACY_KEYS) as [
    Entry,
    (typeof LEGACY_KEYS)[keyof typeof LEGACY_KEYS],
  ][]) {
    const raw = localStorage.getItem(key);
    if (raw === null) continue;
    found = true;
    try {
      root.entries[entry] = read(raw);
    } catch {
      // An unreadable value is what an empty one would be.
    }
  }
  if (found) {
    save(root);
    for (const { key } of Object.values(LEGACY_KEYS)) localStorage.removeItem(key);
  }
  return root;
}

function readRoot(): RootValue {
  let saved: unknown;
  try {
    saved = parse(localStorage.getItem(PERSIST_ROOT_KEY));
  } catch (error) {
    console.warn('Persisted state could not be read; starting signed out.', error);
    return { version: PERSIST_VERSION, slices: {}, entries: {} };
  }
  if (isRecord(saved) && saved.version === PERSIST_VERSION && isRecord(saved.slices))
    return { version: PERSIST_VERSION, slices: saved.slices, entries: isRecord(saved.entries) ? saved.entries : {} };
  return migrate(saved);
}

/** A slice as another tab may have just kept it (unchecked: its store's `accept` decides), or undefined. */
export function readSlice(name: string): unknown {
  return readRoot().slices[name];
}

/** An entry as it was kept (unchecked: its reader decides what is usable), or undefined. */
export function readEntry(entry: Entry): unknown {
  return readRoot().entries[entry];
}

/** Keeps an entry (undefined forgets it); the stores' slices stay as they are. */
export function writeEntry(entry: Entry, value: unknown) {
  const root = readRoot();
  root.entries[entry] = value;
  save(root);
}

/** Keeps the signed-in customer's push token in its own key, or removes it (null). */
export function keepCustomerToken(token: string | null) {
  if (token) localStorage.setItem(CUSTOMER_TOKEN_KEY, token);
  else localStorage.removeItem(CUSTOMER_TOKEN_KEY);
}

/** Saves one slice into the root as stored now, when this tab changed it since it last synced. */
function writeSlice(name: string, store: object) {
  const json = JSON.stringify(snapshot(store));
  if (synced.get(name) === json) return;
  synced.set(name, json);
  const root = readRoot();
  root.slices[name] = JSON.parse(json) as unknown;
  save(root);
}

/** Registers a valtio store to be persisted under `name` in the root key. */
export function persist<T extends object>(name: string, store: T, accept: (value: unknown) => Partial<T> | undefined) {
  slices.set(name, { store, accept });
  subscribe(store, () => {
    if (loaded) writeSlice(name, store);
  });
}

/** Applies what was persisted to every registered store; afterwards every change is saved. */
export function loadPersistedState(): Promise<void> {
  const root = readRoot();
  for (const [name, { store, accept }] of slices) {
    const value = root.slices[name];
    if (value === undefined) continue;
    try {
      const accepted = accept(value);
      if (accepted) Object.assign(store, accepted);
    } catch (error) {
      console.warn(`Persisted ${name} was not usable; starting afresh.`, error);
    }
  }
  // What was applied is in sync (a slice the stored one could not fill keeps the stored one too).
  for (const [name, { store }] of slices) synced.set(name, JSON.stringify(snapshot(store)));
  loaded = true;
  return Promise.resolve();
}

/**
 * Tells `listener` which slices another tab changed (storage event): those whose stored value is no
 * longer what this tab last read or wrote. A slice this tab is still changing is not among them, and
 * a change to an entry alone changes none.
 */
export function onPersistedStateChange(listener: (changed: string[]) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== PERSIST_ROOT_KEY && event.key !== null) return;
    const stored = readRoot().slices;
    const changed = [...slices.keys()].filter((name) => JSON.stringify(stored[name]) !== synced.get(name));
    if (changed.length > 0) listener(changed);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
