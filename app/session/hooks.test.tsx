import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, authClient } from '@/sdk';
import { loadPersistedState, PERSIST_ROOT_KEY, PERSIST_VERSION } from '../lib/storage/persist';
import { useSessionSync } from './hooks';
import { signOut } from './signOut';
import { clearSession, onSignedOut, sessions, signedIn, signInStarted } from './session';
import { initialCustomerSession, initialTrainerSession } from './stores';

const tokens = { idToken: 'id-1', refreshToken: 'refresh-1', localId: 'uid_olivia01', expiresIn: '3600' };

function Sync() {
  useSessionSync();
  return null;
}

/** What another tab leaves in localStorage, followed by the storage event this tab receives. */
function otherTabWrites(customer: object) {
  const value = JSON.stringify({
    version: PERSIST_VERSION,
    slices: { customer, trainer: initialTrainerSession() },
  });
  localStorage.setItem(PERSIST_ROOT_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_ROOT_KEY, newValue: value }));
}

describe('tab sync', () => {
  beforeAll(() => loadPersistedState());
  afterEach(() => clearSession('customer'));

  const renderSync = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Sync />
      </QueryClientProvider>,
    );

  it('signs this tab out when another tab signs out', async () => {
    signedIn('customer', tokens);
    await Promise.resolve(); // this tab saves its sign-in
    renderSync();
    await act(async () => otherTabWrites(initialCustomerSession()));
    expect(sessions.customer.isAuthenticated).toBe(false);
    expect(sessions.customer.currentUser).toBeNull();
  });

  it('leaves a sign-in this tab has under way alone when another tab writes', async () => {
    signInStarted('customer');
    await Promise.resolve(); // this tab saves that it is signing in
    renderSync();
    const value = JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? '{}');
    await act(async () => {
      // A trainer's tab changes its own slice and writes the key.
      const written = JSON.stringify({
        ...value,
        slices: { ...value.slices, trainer: { ...initialTrainerSession(), error: true } },
      });
      localStorage.setItem(PERSIST_ROOT_KEY, written);
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_ROOT_KEY, newValue: written }));
    });
    expect(sessions.customer.isFetching).toBe(true);
  });

  it('signs this tab in when another tab signs in', async () => {
    renderSync();
    const expiresAt = Date.now() + 3_600_000;
    await act(async () =>
      otherTabWrites({
        ...initialCustomerSession(),
        currentUser: tokens,
        isAuthenticated: true,
        expiresAt,
        firstName: 'Olivia',
      }),
    );
    expect(sessions.customer).toMatchObject({ isAuthenticated: true, expiresAt, firstName: 'Olivia' });
  });
});

describe('signing out', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets the sign-out listeners finish their calls before the session’s token is revoked', async () => {
    const calls: string[] = [];
    const ok = (data: unknown) => ({ data, response: new Response() }) as never;
    vi.spyOn(apiClient, 'POST').mockImplementation(async (path) => (calls.push(String(path)), ok({})));
    vi.spyOn(authClient, 'GET').mockResolvedValue(ok({ csrfToken: 'csrf-1' }));
    vi.spyOn(authClient, 'POST').mockResolvedValue(ok({ url: '/login' }));
    const stop = onSignedOut(async (_role, idToken) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      calls.push(`push token forgotten with ${idToken}`);
    });
    signedIn('customer', tokens);

    await signOut('customer');
    stop();

    expect(sessions.customer.isAuthenticated).toBe(false);
    expect(calls).toEqual(['push token forgotten with id-1', '/user/logout']);
  });
});
