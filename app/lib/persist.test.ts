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
      entries: {},
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

/** What a browser holds before every choice moved under the root key: today's seven keys. */
const sevenKeys = {
  kinetic: JSON.stringify({ version: 2, slices: { demo: { count: 7 } } }),
  'kinetic.display': JSON.stringify({ language: 'es', theme: 'dark' }),
  'kinetic-video-positions': JSON.stringify({ cl_2009: 724 }),
  'kinetic-push': JSON.stringify({ owner: { role: 'customer', id: 'cu_3001' }, token: 'token-1', createTime: 1 }),
  CustomerToken: 'token-1',
  'kinetic-push-local-token': 'local-web-1',
  'kinetic-push-not-now': '1',
};

describe('upgrading a browser', () => {
  it('moves every one of the seven keys under the root key, losing nothing, and keeps CustomerToken', async () => {
    const { persist, loadPersistedState, readEntry, PERSIST_ROOT_KEY } = await load();
    for (const [key, value] of Object.entries(sevenKeys)) localStorage.setItem(key, value);
    const store = proxy({ count: 0 });
    persist('demo', store, (value) => value as { count: number });

    await loadPersistedState();
    expect(store.count).toBe(7);
    expect(readEntry('display')).toEqual({ language: 'es', theme: 'dark' });
    expect(readEntry('videoPositions')).toEqual({ cl_2009: 724 });
    expect(readEntry('pushRecord')).toEqual({
      owner: { role: 'customer', id: 'cu_3001' },
      token: 'token-1',
      createTime: 1,
    });
    expect(readEntry('pushLocalToken')).toBe('local-web-1');
    expect(readEntry('pushNotNow')).toBe(true);
    expect(Object.keys(localStorage).sort()).toEqual(['CustomerToken', PERSIST_ROOT_KEY]);
    expect(localStorage.getItem('CustomerToken')).toBe('token-1');
  });

  it('signs a version-1 session in again but still keeps the choices, and drops an unreadable one', async () => {
    const { persist, loadPersistedState, readEntry, PERSIST_ROOT_KEY } = await load();
    localStorage.setItem(PERSIST_ROOT_KEY, JSON.stringify({ version: 1, slices: { demo: { count: 7 } } }));
    localStorage.setItem('kinetic.display', JSON.stringify({ theme: 'light' }));
    localStorage.setItem('kinetic-video-positions', '{oops');
    const store = proxy({ count: 0 });
    persist('demo', store, (value) => value as { count: number });

    await loadPersistedState();
    expect(store.count).toBe(0);
    expect(readEntry('display')).toEqual({ theme: 'light' });
    expect(readEntry('videoPositions')).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual([PERSIST_ROOT_KEY]);
  });

  it('writes nothing for a browser that holds nothing', async () => {
    const { readEntry } = await load();
    expect(readEntry('display')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});

describe('entries beside the stores', () => {
  it('keeps the entries when a store saves, and the stores when an entry is written', async () => {
    const { persist, loadPersistedState, readEntry, writeEntry, PERSIST_ROOT_KEY } = await load();
    const store = proxy({ count: 0 });
    persist('demo', store, (value) => value as { count: number });
    await loadPersistedState();
    writeEntry('videoPositions', { cl_2009: 60 });
    store.count = 2;
    await Promise.resolve();
    writeEntry('pushNotNow', true);
    expect(readEntry('videoPositions')).toEqual({ cl_2009: 60 });
    expect(JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? '{}')).toMatchObject({
      slices: { demo: { count: 2 } },
      entries: { videoPositions: { cl_2009: 60 }, pushNotNow: true },
    });
    writeEntry('pushNotNow', undefined);
    expect(readEntry('pushNotNow')).toBeUndefined();
  });

  it('tells this tab about another tab’s store changes, not about its entries alone', async () => {
    const { onPersistedStateChange, PERSIST_ROOT_KEY, PERSIST_VERSION } = await load();
    const listener = vi.fn();
    const stop = onPersistedStateChange(listener);
    const root = (count: number, position: number) =>
      JSON.stringify({
        version: PERSIST_VERSION,
        slices: { demo: { count } },
        entries: { videoPositions: { v: position } },
      });
    const change = (oldValue: string, newValue: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_ROOT_KEY, oldValue, newValue }));

    change(root(1, 10), root(1, 20));
    expect(listener).not.toHaveBeenCalled();
    change(root(1, 20), root(2, 20));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
