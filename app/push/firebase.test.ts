import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePayload } from 'firebase/messaging';

/**
 * Fakes of `firebase/app` and `firebase/messaging` that keep to their declarations: one app,
 * a messaging instance per app, getToken resolving the token for the given VAPID key and service
 * worker registration, onMessage keeping one handler and returning
 * its unsubscribe.
 */
const fcm = vi.hoisted(() => {
  const app = { name: '[DEFAULT]' };
  const messaging = { app };
  const state = {
    apps: [] as (typeof app)[],
    handler: null as ((payload: MessagePayload) => void) | null,
  };
  return {
    app,
    messaging,
    state,
    initializeApp: vi.fn(() => {
      state.apps.push(app);
      return app;
    }),
    getApps: vi.fn(() => state.apps),
    getMessaging: vi.fn(() => messaging),
    getToken: vi.fn(() => Promise.resolve('fcm-token-1')),
    onMessage: vi.fn((_messaging: unknown, handler: (payload: MessagePayload) => void) => {
      state.handler = handler;
      return () => {
        state.handler = null;
      };
    }),
  };
});
vi.mock('firebase/app', () => ({ getApps: fcm.getApps, initializeApp: fcm.initializeApp }));
vi.mock('firebase/messaging', () => ({
  getMessaging: fcm.getMessaging,
  getToken: fcm.getToken,
  onMessage: fcm.onMessage,
}));

/** The configuration each test builds with (read when the push modules load). */
const settings = vi.hoisted(() => ({
  config: {
    apiBaseUrl: '/api',
    firebase: { apiKey: '', projectId: '', appId: '', messagingSenderId: '', vapidKey: '' },
  },
}));
vi.mock('../config', () => settings);
// The worker's registration comes from the build's PWA plugin: here, the page's stubbed worker.
vi.mock('../offline/register', () => ({ registerWorker: () => navigator.serviceWorker.ready }));

const FIREBASE = {
  apiKey: 'key',
  projectId: 'kinetic',
  appId: '1:42:web:abc',
  messagingSenderId: '42',
  vapidKey: 'BVapidKey',
};

/** The push modules as a build with this configuration has them. */
async function load(firebase: typeof FIREBASE | null, apiBaseUrl = '/api') {
  settings.config.apiBaseUrl = apiBaseUrl;
  settings.config.firebase = firebase ?? { apiKey: '', projectId: '', appId: '', messagingSenderId: '', vapidKey: '' };
  vi.resetModules();
  const [push, tokens, foreground, logout, record, sdk] = await Promise.all([
    import('./push'),
    import('./tokens'),
    import('./foreground'),
    import('./logout'),
    import('./record'),
    import('@/sdk'),
  ]);
  return { push, tokens, foreground, logout, record, apiClient: sdk.apiClient };
}

const subscription = { unsubscribe: vi.fn(async () => true) };
const registration = {
  scope: '/',
  pushManager: { getSubscription: vi.fn(async () => subscription) },
} as unknown as ServiceWorkerRegistration;
const customer = { role: 'customer', id: 'cu_3001' } as const;
const storedAnswer = {
  data: { tokenType: 'web', registeredAt: '2026-11-24T10:00:00+00:00' },
  response: new Response(),
};
const forgottenAnswer = {
  data: { id: 'fcm-token-1', deletedAt: '2026-11-24T10:00:00+00:00' },
  response: new Response(),
};

beforeEach(() => {
  vi.clearAllMocks();
  fcm.state.apps = [];
  fcm.state.handler = null;
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn(async () => 'granted') });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('Firebase mode', () => {
  it('is chosen when the Firebase configuration and VAPID key are all set', async () => {
    const { tokens } = await load(FIREBASE);
    expect(tokens.pushMode).toBe('firebase');
  });

  it('gets the token with the VAPID key for Kinetic’s service worker, and stores it at the API', async () => {
    const { push, apiClient, record } = await load(FIREBASE);
    const put = vi.spyOn(apiClient, 'PUT').mockResolvedValue(storedAnswer as never);
    expect(await push.turnOn(customer)).toEqual({ on: true, problem: null });
    expect(fcm.initializeApp).toHaveBeenCalledWith({
      apiKey: 'key',
      projectId: 'kinetic',
      appId: '1:42:web:abc',
      messagingSenderId: '42',
    });
    expect(fcm.getToken).toHaveBeenCalledWith(fcm.messaging, {
      vapidKey: 'BVapidKey',
      serviceWorkerRegistration: registration,
    });
    expect(put).toHaveBeenCalledWith(
      '/customer/v1/update/fcm-token',
      expect.objectContaining({ params: { query: { fcmToken: 'fcm-token-1', tokenType: 'web' } } }),
    );
    expect(record.readRecord()?.token).toBe('fcm-token-1');
  });

  it.each(['granted', 'default', 'denied'])(
    'switching off with permission %s never asks for a token: the subscription goes and the API forgets it',
    async (permission) => {
      vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
      const { push, apiClient, record } = await load(FIREBASE);
      record.writeRecord({ owner: customer, token: 'fcm-token-1', createTime: Date.now() });
      const forget = vi.spyOn(apiClient, 'DELETE').mockResolvedValue(forgottenAnswer as never);
      expect(await push.turnOff()).toEqual({ on: false, problem: null });
      expect(Notification.requestPermission).not.toHaveBeenCalled();
      expect(fcm.getToken).not.toHaveBeenCalled();
      expect(subscription.unsubscribe).toHaveBeenCalled();
      expect(forget).toHaveBeenCalledWith(
        '/customer/v1/update/fcm-token',
        expect.objectContaining({ params: { query: { fcmToken: 'fcm-token-1' } } }),
      );
      expect(record.readRecord()).toBeNull();
    },
  );

  it('switching off with no service worker left still forgets the token', async () => {
    const { push, apiClient, record } = await load(FIREBASE);
    vi.mocked(navigator.serviceWorker.getRegistration).mockResolvedValue(undefined);
    record.writeRecord({ owner: customer, token: 'fcm-token-1', createTime: Date.now() });
    const forget = vi.spyOn(apiClient, 'DELETE').mockResolvedValue(forgottenAnswer as never);
    expect(await push.turnOff()).toEqual({ on: false, problem: null });
    expect(forget).toHaveBeenCalledWith(
      '/customer/v1/update/fcm-token',
      expect.objectContaining({ params: { query: { fcmToken: 'fcm-token-1' } } }),
    );
    expect(record.readRecord()).toBeNull();
  });

  it('logging out deletes the token and has the API forget it, signed with the ended session', async () => {
    const { logout, apiClient, record } = await load(FIREBASE);
    record.writeRecord({ owner: { role: 'trainer', id: 'tr_1003' }, token: 'fcm-token-1', createTime: Date.now() });
    const forget = vi.spyOn(apiClient, 'DELETE').mockResolvedValue(forgottenAnswer as never);
    await logout.forgetPushToken('id-token-1');
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(fcm.getToken).not.toHaveBeenCalled();
    expect(forget).toHaveBeenCalledWith(
      '/trainer/update/fcmToken/{trainerId}',
      expect.objectContaining({
        params: { path: { trainerId: 'tr_1003' }, query: { fcmToken: 'fcm-token-1' } },
        headers: { Authorization: 'Bearer id-token-1' },
      }),
    );
    expect(record.readRecord()).toBeNull();
  });

  it('shows a message Firebase delivers while the page is in front, with its click target', async () => {
    const { foreground } = await load(FIREBASE);
    const show = vi.fn();
    const stop = foreground.listenForeground(show);
    await vi.waitFor(() => expect(fcm.onMessage).toHaveBeenCalledWith(fcm.messaging, expect.any(Function)));
    fcm.state.handler?.({
      from: '42',
      collapseKey: 'c',
      messageId: 'm1',
      notification: { title: 'Sunrise Vinyasa Flow starts in 10 minutes', body: 'Join from your dashboard.' },
      data: { type: 'CLASS_STARTING_SOON' },
    });
    expect(show).toHaveBeenCalledWith({
      title: 'Sunrise Vinyasa Flow starts in 10 minutes',
      options: {
        body: 'Join from your dashboard.',
        icon: '/favicon.svg',
        data: { url: '/dashboard', type: 'CLASS_STARTING_SOON' },
      },
    });
    stop();
    expect(fcm.state.handler).toBeNull();
  });

  it('the service worker hands a push to the page in front in Firebase’s format, which onMessage reads', async () => {
    const { handlePush, firebaseMessage } = await import('./worker');
    const page = { focused: true, visibilityState: 'visible', postMessage: vi.fn() };
    await handlePush(
      {
        location: { origin: 'http://localhost:3000' },
        registration: { showNotification: vi.fn(() => Promise.resolve()) },
        clients: { matchAll: vi.fn(async () => [page as never]), openWindow: vi.fn() },
      },
      { notification: { title: 'New one-to-one booking', body: 'Tuesday 07:00' }, data: { type: 'ONE_TO_ONE_BOOKED' } },
    );
    const message = firebaseMessage({
      title: 'New one-to-one booking',
      options: {
        body: 'Tuesday 07:00',
        icon: '/favicon.svg',
        data: { url: '/trainer/dashboard', type: 'ONE_TO_ONE_BOOKED' },
      },
    });
    expect(message).toEqual({
      isFirebaseMessaging: true,
      messageType: 'push-received',
      notification: { title: 'New one-to-one booking', body: 'Tuesday 07:00' },
      data: { url: '/trainer/dashboard', type: 'ONE_TO_ONE_BOOKED' },
    });
    expect(page.postMessage).toHaveBeenCalledWith(message);
  });
});

describe('local mode', () => {
  it('is only for the mock’s API: with a real API and no Firebase, push is off and no token is sent', async () => {
    const { tokens, push, apiClient } = await load(null, 'https://api.example.com');
    expect(tokens.pushMode).toBe('off');
    const put = vi.spyOn(apiClient, 'PUT');
    expect(push.canPush()).toBe(false);
    expect(await push.turnOn(customer)).toEqual({ on: false, problem: 'unsupported-browser' });
    expect(put).not.toHaveBeenCalled();
    expect(localStorage.getItem('kinetic-push-local-token')).toBeNull();
  });

  it('makes a local token against the mock and sends it there', async () => {
    const { tokens, push, apiClient } = await load(null, '/api');
    expect(tokens.pushMode).toBe('local');
    const put = vi.spyOn(apiClient, 'PUT').mockResolvedValue(storedAnswer as never);
    await push.turnOn(customer);
    expect(put).toHaveBeenCalledWith(
      '/customer/v1/update/fcm-token',
      expect.objectContaining({
        params: { query: { fcmToken: expect.stringMatching(/^local-web-/), tokenType: 'web' } },
      }),
    );
    expect(fcm.getToken).not.toHaveBeenCalled();
  });

  it('never sends or takes back a local token at a real API, even one left from an earlier build', async () => {
    const { push, apiClient, record } = await load(FIREBASE, 'https://api.example.com');
    record.writeRecord({ owner: customer, token: 'local-web-1', createTime: Date.now() });
    const forget = vi.spyOn(apiClient, 'DELETE');
    await push.turnOff();
    expect(forget).not.toHaveBeenCalled();
  });

  it('chooses the mode from the configuration alone', async () => {
    const { tokens } = await load(null);
    const none = { apiKey: '', projectId: '', appId: '', messagingSenderId: '', vapidKey: '' };
    expect(tokens.choosePushMode(FIREBASE, 'https://api.example.com')).toBe('firebase');
    expect(tokens.choosePushMode(none, '/api')).toBe('local');
    expect(tokens.choosePushMode(none, 'https://api.example.com')).toBe('off');
    expect(tokens.choosePushMode({ ...FIREBASE, vapidKey: '' }, 'https://api.example.com')).toBe('off');
  });
});
