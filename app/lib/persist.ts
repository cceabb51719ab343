import { snapshot, subscribe } from 'valtio/vanilla';

/**
 * Client state (sessions, classes store) persisted under ONE root key in localStorage, versioned so
 * a future shape can be migrated. A missing, old or corrupt value boots signed out, never a crash.
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

function writeRoot() {
  const value: RootValue = { version: PERSIST_VERSION, slices: {} };
  for (const [name, { store }] of slices) value.slices[name] = snapshot(store);
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
    if (loaded) writeRoot();
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
  loaded = true;
  return Promise.resolve();
}

/** Re-reads the root key after another tab changed it (storage event). */
export function onPersistedStateChange(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === PERSIST_ROOT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
