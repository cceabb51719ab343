import { proxy } from 'valtio/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh module state (the registry of persisted slices).
async function load() {
  vi.resetModules();
  return import('./persist');
}

afterEach(() => localStorage.clear());

describe('persisted state', () => {
  it('restores what was saved under the one root key, and saves changes after loading', async () => {
    const { persist, loadPersistedState, PERSIST_ROOT_KEY, PERSIST_VERSION } = await load();
    localStorage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({ version: PERSIST_VERSION, slices: { demo: { count: 3 } } }),
    );
    const store = proxy({ count: 0 });
    persist('demo', store, (value) => value as { count: number });

    await loadPersistedState();
    expect(store.count).toBe(3);

    store.count = 4;
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? '{}')).toEqual({
      version: PERSIST_VERSION,
      slices: { demo: { count: 4 } },
    });
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an old version', JSON.stringify({ version: 0, slices: { demo: { count: 9 } } })],
    ['a value of the wrong type', JSON.stringify('hello')],
  ])('starts from the initial state on %s', async (_case, raw) => {
    const { persist, loadPersistedState, PERSIST_ROOT_KEY } = await load();
    localStorage.setItem(PERSIST_ROOT_KEY, raw);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = proxy({ count: 0 });
    persist('demo', store, (value) => value as { count: number });

    await expect(loadPersistedState()).resolves.toBeUndefined();
    expect(store.count).toBe(0);
  });

  it('keeps the initial state when a slice refuses the saved value', async () => {
    const { persist, loadPersistedState, PERSIST_ROOT_KEY, PERSIST_VERSION } = await load();
    localStorage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({ version: PERSIST_VERSION, slices: { demo: { count: 'x' } } }),
    );
    const store = proxy({ count: 0 });
    persist('demo', store, () => undefined);

    await loadPersistedState();
    expect(store.count).toBe(0);
  });
});
