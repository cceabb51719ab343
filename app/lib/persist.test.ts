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
