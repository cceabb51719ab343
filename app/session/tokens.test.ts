import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, configureSdk } from '@/sdk';
import { loadPersistedState, PERSIST_ROOT_KEY, PERSIST_VERSION } from '../lib/storage/persist';
import { clearSession, onSignedOut, sessions, signedIn, TOKEN_REFRESH_MARGIN_MS, type Tokens } from './session';
import { initialTrainerSession, sessionNotice } from './stores';
import { createTokenKeeper, endSession, type TokenKeeperDeps } from './tokens';

const tokens = (n: number): Tokens => ({
  idToken: `id-${n}`,
  refreshToken: `refresh-${n}`,
  localId: 'uid_priya01',
  expiresIn: '3600',
});
const HOUR = 3600_000;
const refused = (code: string) => new ApiRequestError({ status: 400, code, message: code });
const offline = new ApiRequestError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });

/** One browser-wide lock shared by every keeper made here, as Web Locks are by a browser's tabs. */
function sharedLock() {
  let queue = Promise.resolve();
  return <T>(_name: string, task: () => Promise<T>): Promise<T> => {
    const turn = queue.then(task);
    queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  };
}

function keeper(overrides: Partial<TokenKeeperDeps> = {}) {
  const deps = {
    refresh: vi.fn(async (_refreshToken: string) => tokens(2)),
    end: vi.fn(),
    lock: sharedLock(),
    now: () => Date.now(),
    ...overrides,
  };
  return { ...deps, keeper: createTokenKeeper(deps) };
}

describe('the token keeper', () => {
  beforeAll(() => loadPersistedState());
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearSession('customer');
    clearSession('trainer');
    localStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hands out the token as it is while more than 5 minutes of it are left', async () => {
    signedIn('trainer', tokens(1));
    const { keeper: k, refresh } = keeper();
    vi.setSystemTime(Date.now() + HOUR - TOKEN_REFRESH_MARGIN_MS - 1000);
    expect(await k.accessToken()).toBe('id-1');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('never hands out an expired token: the calls wait for one renewal, which they share', async () => {
    signedIn('trainer', tokens(1));
    vi.setSystemTime(Date.now() + 2 * HOUR);
    const { keeper: k, refresh } = keeper();
    const answers = await Promise.all([k.accessToken(), k.accessToken(), k.accessToken()]);
    expect(answers).toEqual(['id-2', 'id-2', 'id-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(sessions.trainer.expiresAt).toBe(Date.now() + HOUR);
  });

  it('renews in the last 5 minutes, and keeps using the still-valid token when the renewal cannot get through', async () => {
    signedIn('trainer', tokens(1));
    vi.setSystemTime(Date.now() + HOUR - 60_000);
    const { keeper: k } = keeper({ refresh: vi.fn().mockRejectedValue(offline) });
    expect(await k.accessToken()).toBe('id-1');
    expect(sessions.trainer.isAuthenticated).toBe(true);
  });

  it('sends no token at all rather than an expired one when offline, and keeps the session', async () => {
    signedIn('trainer', tokens(1));
    vi.setSystemTime(Date.now() + HOUR + 1);
    const { keeper: k, end } = keeper({ refresh: vi.fn().mockRejectedValue(offline) });
    expect(await k.accessToken()).toBeUndefined();
    expect(end).not.toHaveBeenCalled();
    expect(sessions.trainer.currentUser?.idToken).toBe('id-1');
  });

  it.each(['USER_DISABLED', 'USER_NOT_FOUND', 'TOKEN_EXPIRED', 'INVALID_REFRESH_TOKEN'])(
    'ends the session when the identity service refuses the renewal (%s)',
    async (code) => {
      signedIn('customer', tokens(1));
      const { keeper: k, end } = keeper({ refresh: vi.fn().mockRejectedValue(refused(code)) });
      expect(await k.renew('customer')).toBeUndefined();
      expect(end).toHaveBeenCalledExactlyOnceWith('customer');
    },
  );

  it('after an API 401, renews even a token with time left, and hands the new one out', async () => {
    signedIn('customer', tokens(1));
    const { keeper: k, refresh } = keeper();
    expect(await k.renewAfterRefusal()).toBe('id-2');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessions.customer.currentUser?.idToken).toBe('id-2');
  });

  it('takes the token another tab renewed instead of renewing again', async () => {
    signedIn('trainer', tokens(1));
    await Promise.resolve(); // this tab keeps its sign-in
    const renewedElsewhere = {
      ...initialTrainerSession(),
      currentUser: tokens(7),
      isAuthenticated: true,
      expiresAt: Date.now() + HOUR,
    };
    localStorage.setItem(
      PERSIST_ROOT_KEY,
      JSON.stringify({ version: PERSIST_VERSION, slices: { trainer: renewedElsewhere }, entries: {} }),
    );
    const { keeper: k, refresh } = keeper();
    expect(await k.renew('trainer', 'id-1')).toBe('id-7');
    expect(refresh).not.toHaveBeenCalled();
    expect(sessions.trainer.currentUser?.idToken).toBe('id-7');
  });

  it('lets one tab at a time renew: the second finds the first one’s token', async () => {
    signedIn('trainer', tokens(1));
    const lock = sharedLock();
    const first = keeper({ lock });
    const second = keeper({ lock, refresh: vi.fn(async () => tokens(3)) });
    const [a, b] = await Promise.all([first.keeper.renew('trainer', 'id-1'), second.keeper.renew('trainer', 'id-1')]);
    expect([a, b]).toEqual(['id-2', 'id-2']);
    expect(first.refresh).toHaveBeenCalledTimes(1);
    expect(second.refresh).not.toHaveBeenCalled();
  });

  it('has nothing to hand out or renew when nobody is signed in', async () => {
    const { keeper: k, refresh } = keeper();
    expect(await k.accessToken()).toBeUndefined();
    expect(await k.renewAfterRefusal()).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses even a renewed token', () => {
    signedIn('customer', tokens(1));
    const { keeper: k, end } = keeper();
    k.endRefusedSession();
    expect(end).toHaveBeenCalledExactlyOnceWith('customer');
  });
});

describe('a session that ends on its own', () => {
  afterEach(() => {
    configureSdk({});
    sessionNotice.ended = null;
  });

  it('goes the way of Logout (the listeners hear it) and leaves the reason for the login page', async () => {
    const fetch = vi.fn(async (request: Request) =>
      Response.json({ csrfToken: 'c', url: '/login', path: request.url }),
    );
    configureSdk({ fetch: fetch as unknown as typeof globalThis.fetch });
    signedIn('customer', tokens(1));
    const heard = vi.fn();
    const stop = onSignedOut(heard);
    endSession('customer');
    expect(sessions.customer.isAuthenticated).toBe(false);
    expect(sessionNotice.ended).toBe('customer');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('customer', 'id-1'));
    // Then the tokens are revoked at the API and the auth client's session ends.
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual(
        expect.arrayContaining(['/api/user/logout', '/api/auth/signout']),
      ),
    );
    stop();
    // Signing in again clears the reason.
    signedIn('customer', tokens(2));
    expect(sessionNotice.ended).toBeNull();
    clearSession('customer');
  });
});
