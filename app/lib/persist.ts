import { snapshot, subscribe } from 'valtio/vanilla';

/**
 * Client state (sessions, classes store) persisted under ONE root key in localStorage, versioned so
 * a future shape can be migrated. A missing, old or corrupt value boots signed out, never a crash.
 *
 * Tabs share the key: a tab writes only the slice it changed itself, into the root as it is stored
 * now, and never writes back what it applied from another tab. So a trainer's tab in a room cannot
 * undo a customer signing in from another tab while both write (the last tab to write a slice owns
 * it, and the other slices stay as their own tabs left them).
 */
export const PERSIST_ROOT_KEY = 'kinetic';
// 2: sessions carry the product API id (profileId); a version-1 session signs in again to get it.
export const PERSIST_VERSION = 2;
export const PERSIST_LOAD_TIMEOUT_MS = 5000;

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
}

function readRoot(): RootValue | undefined {
  try {
    const raw = localStorage.getItem(PERSIST_ROOT_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { version, slices: saved } = value as Partial<RootValue>;
    // Only the current version is understood; an older or newer shape starts afresh.
    if (version !== PERSIST_VERSION || typeof saved !== 'object' || saved === null) return undefined;
    return { version, slices: saved };
  } catch (error) {
    console.warn('Persisted state could not be read; starting signed out.', error);
    return undefined;
  }
}

/** Saves one slice into the root as stored now, when this tab changed it since it last synced. */
function writeSlice(name: string, store: object) {
  const json = JSON.stringify(snapshot(store));
  if (synced.get(name) === json) return;
  synced.set(name, json);
  const value: RootValue = readRoot() ?? { version: PERSIST_VERSION, slices: {} };
  value.slices[name] = JSON.parse(json) as unknown;
  try {
    localStorage.setItem(PERSIST_ROOT_KEY, JSON.stringify(value));
  } catch (error) {
    console.warn('Persisted state could not be saved.', error);
  }
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
    const value = root?.slices[name];
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
 * longer what this tab last read or wrote. A slice this tab is still changing is not among them.
 */
export function onPersistedStateChange(listener: (changed: string[]) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== PERSIST_ROOT_KEY && event.key !== null) return;
    const stored = readRoot()?.slices ?? {};
    listener([...slices.keys()].filter((name) => JSON.stringify(stored[name]) !== synced.get(name)));
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
