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

  it('saves only the slice this tab changed, keeping the slices other tabs stored since', async () => {
    const { persist, loadPersistedState, PERSIST_ROOT_KEY, PERSIST_VERSION } = await load();
    const customer = proxy({ signedIn: false });
    const trainer = proxy({ live: false });
    persist('customer', customer, (value) => value as { signedIn: boolean });
    persist('trainer', trainer, (value) => value as { live: boolean });
    await loadPersistedState();

    // Another tab signs the customer in; this tab has not re-read the key yet.
    localStorage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({ version: PERSIST_VERSION, slices: { customer: { signedIn: true }, trainer: { live: false } } }),
    );
    trainer.live = true;
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? '{}')).toEqual({
      version: PERSIST_VERSION,
      slices: { customer: { signedIn: true }, trainer: { live: true } },
      entries: {},
    });
  });

  it('never writes back what it applied from another tab', async () => {
    const { persist, loadPersistedState, PERSIST_ROOT_KEY, PERSIST_VERSION } = await load();
    const saved = (value: object) => JSON.stringify({ version: PERSIST_VERSION, slices: { session: value } });
    localStorage.setItem(PERSIST_ROOT_KEY, saved({ signedIn: true, step: 'idle' }));
    const session = proxy({ signedIn: false, step: 'idle' });
    // Like a session, an in-flight value from another tab is not applied.
    const accept = (value: unknown) =>
      (value as typeof session).step === 'idle' ? (value as typeof session) : undefined;
    persist('session', session, accept);
    await loadPersistedState();
    expect(session.signedIn).toBe(true);

    // Another tab is signing someone in; this tab hears of it as a storage event does: it starts
    // from signed out, then applies what is stored.
    localStorage.setItem(PERSIST_ROOT_KEY, saved({ signedIn: false, step: 'signing-in' }));
    const save = vi.spyOn(Storage.prototype, 'setItem');
    session.signedIn = false;
    await loadPersistedState();
    await Promise.resolve();
    expect(save).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? '{}').slices.session.step).toBe('signing-in');
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
    const { persist, loadPersistedState, onPersistedStateChange, PERSIST_ROOT_KEY, PERSIST_VERSION } = await load();
    persist('demo', proxy({ count: 1 }), (value) => value as { count: number });
    await loadPersistedState();
    const listener = vi.fn();
    const stop = onPersistedStateChange(listener);
    const otherTabWrites = (count: number, position: number) => {
      const value = JSON.stringify({
        version: PERSIST_VERSION,
        slices: { demo: { count } },
        entries: { videoPositions: { v: position } },
      });
      localStorage.setItem(PERSIST_ROOT_KEY, value);
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_ROOT_KEY, newValue: value }));
    };

    otherTabWrites(1, 20);
    expect(listener).not.toHaveBeenCalled();
    otherTabWrites(2, 20);
    expect(listener).toHaveBeenCalledWith(['demo']);
    stop();
  });
});
