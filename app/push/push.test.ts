import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/sdk';
import { forgetPushToken } from './logout';
import { refreshToken, turnOff, turnOn } from './push';
import { CUSTOMER_TOKEN_KEY } from '../lib/storage/persist';
import { readRecord, TOKEN_REFRESH_MS, writeRecord, type PushOwner } from './record';
import { browserToken, deleteBrowserToken } from './tokens';
import type * as Tokens from './tokens';

vi.mock('./tokens', async (importOriginal) => ({
  ...(await importOriginal<typeof Tokens>()),
  browserToken: vi.fn(),
  deleteBrowserToken: vi.fn(),
}));

// The worker's registration (a build-time module of vite-plugin-pwa) stands in as the browser's.
const worker = vi.hoisted(() => ({ registerWorker: () => navigator.serviceWorker.ready }));
vi.mock('../offline/register', () => worker);

const customer: PushOwner = { role: 'customer', id: 'cu_3001' };
const trainer: PushOwner = { role: 'trainer', id: 'tr_1003' };
const DAY = 24 * 60 * 60 * 1000;
const stored = { data: { tokenType: 'web', registeredAt: '2026-11-24T10:00:00+00:00' }, response: new Response() };

let permission: NotificationPermission;
const put = () => vi.spyOn(apiClient, 'PUT').mockResolvedValue(stored as never);
const forgotten = { data: { id: 'token-1', deletedAt: '2026-11-24T10:00:00+00:00' }, response: new Response() };
const del = () => vi.spyOn(apiClient, 'DELETE').mockResolvedValue(forgotten as never);

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
  permission = 'default';
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => permission),
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = {} as ServiceWorkerRegistration;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  vi.mocked(browserToken).mockResolvedValue('token-1');
  vi.mocked(deleteBrowserToken).mockResolvedValue();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('turning push on', () => {
  it('registers a customer’s token and keeps it as CustomerToken', async () => {
    permission = 'granted';
    const call = put();
    expect(await turnOn(customer)).toEqual({ on: true, problem: null });
    expect(call).toHaveBeenCalledWith(
      '/customer/v1/update/fcm-token',
      expect.objectContaining({
        params: { query: { fcmToken: 'token-1', tokenType: 'web' } },
      }),
    );
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('token-1');
    expect(readRecord()).toEqual({ owner: customer, token: 'token-1', createTime: Date.now() });
  });

  it('registers a trainer’s token under their id, without CustomerToken', async () => {
    permission = 'granted';
    const call = put();
    await turnOn(trainer);
    expect(call).toHaveBeenCalledWith(
      '/trainer/update/fcmToken/{trainerId}',
      expect.objectContaining({
        params: { path: { trainerId: 'tr_1003' }, query: { fcmToken: 'token-1', tokenType: 'web' } },
      }),
    );
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
  });

  it('blocked or unanswered: no token is obtained', async () => {
    const call = put();
    permission = 'denied';
    expect(await turnOn(customer)).toEqual({ on: false, problem: 'permission-blocked' });
    permission = 'default';
    expect(await turnOn(customer)).toEqual({ on: false, problem: 'permission-default' });
    expect(browserToken).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    expect(readRecord()).toBeNull();
  });

  it('unsupported without the Push API, and logged', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    expect(await turnOn(customer)).toEqual({ on: false, problem: 'unsupported-browser' });
    expect(console.error).toHaveBeenCalled();
  });

  it('token-subscribe-failed when no token can be had', async () => {
    permission = 'granted';
    vi.mocked(browserToken).mockRejectedValue(new Error('messaging/token-subscribe-failed'));
    expect(await turnOn(customer)).toEqual({ on: false, problem: 'token-subscribe-failed' });
    expect(readRecord()).toBeNull();
  });

  it('says so when the browser refused to register the service worker, and asks for no token', async () => {
    permission = 'granted';
    vi.spyOn(worker, 'registerWorker').mockRejectedValue(new TypeError('Failed to register a ServiceWorker'));
    expect(await turnOn(customer)).toEqual({ on: false, problem: 'worker-registration-failed' });
    expect(browserToken).not.toHaveBeenCalled();
    expect(readRecord()).toBeNull();
  });

  it('stays on when only the API call failed, and sends it on the next visit', async () => {
    permission = 'granted';
    const call = put().mockRejectedValueOnce(new Error('500'));
    expect(await turnOn(customer)).toEqual({ on: true, problem: null });
    expect(readRecord()).toMatchObject({ token: 'token-1', createTime: null });

    await refreshToken(customer);
    expect(call).toHaveBeenCalledTimes(2);
    expect(readRecord()?.createTime).toBe(Date.now());
  });
});

describe('a visit with push on', () => {
  beforeEach(() => {
    permission = 'granted';
    writeRecord({ owner: customer, token: 'token-1', createTime: Date.now() });
  });

  it('sends nothing while the token is the same and at most 7 days old', async () => {
    const call = put();
    vi.advanceTimersByTime(TOKEN_REFRESH_MS);
    expect(await refreshToken(customer)).toEqual({ on: true, problem: null });
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the token again once it is older than 7 days', async () => {
    const call = put();
    vi.advanceTimersByTime(7 * DAY + 1);
    await refreshToken(customer);
    expect(call).toHaveBeenCalledTimes(1);
    expect(readRecord()?.createTime).toBe(Date.now());
  });

  it('replaces a token that changed with the subscription', async () => {
    const call = put();
    vi.mocked(browserToken).mockResolvedValue('token-2');
    await refreshToken(customer);
    expect(call).toHaveBeenCalledWith(
      '/customer/v1/update/fcm-token',
      expect.objectContaining({
        params: { query: { fcmToken: 'token-2', tokenType: 'web' } },
      }),
    );
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe('token-2');
  });

  it('token-update-failed when the token cannot be renewed; push stays on', async () => {
    vi.mocked(browserToken).mockRejectedValue(new Error('messaging/token-update-failed'));
    expect(await refreshToken(customer)).toEqual({ on: true, problem: 'token-update-failed' });
  });

  it('is off for anyone else, and blocked once the browser blocks it', async () => {
    expect(await refreshToken(trainer)).toEqual({ on: false, problem: null });
    permission = 'denied';
    expect(await refreshToken(customer)).toEqual({ on: false, problem: 'permission-blocked' });
  });
});

describe('turning push off and logging out', () => {
  beforeEach(() => writeRecord({ owner: customer, token: 'token-1', createTime: Date.now() }));

  it('deletes the token, tells the API to forget it, then forgets it', async () => {
    const call = del();
    expect(await turnOff()).toEqual({ on: false, problem: null });
    expect(deleteBrowserToken).toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith(
      '/customer/v1/update/fcm-token',
      expect.objectContaining({ params: { query: { fcmToken: 'token-1' } } }),
    );
    expect(readRecord()).toBeNull();
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
  });

  it('token-unsubscribe-failed keeps it on, and at the API', async () => {
    const call = del();
    vi.mocked(deleteBrowserToken).mockRejectedValue(new Error('messaging/token-unsubscribe-failed'));
    expect(await turnOff()).toEqual({ on: true, problem: 'token-unsubscribe-failed' });
    expect(readRecord()).not.toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('logout forgets the token even when deleting it fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const call = del();
    vi.mocked(deleteBrowserToken).mockRejectedValue(new Error('offline'));
    await forgetPushToken('id-token-1');
    expect(readRecord()).toBeNull();
    // The session is gone: the ended session's id token signs the call.
    expect(call).toHaveBeenCalledWith(
      '/customer/v1/update/fcm-token',
      expect.objectContaining({
        params: { query: { fcmToken: 'token-1' } },
        headers: { Authorization: 'Bearer id-token-1' },
      }),
    );
    expect(localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
  });
});
