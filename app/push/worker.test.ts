import { describe, expect, it, vi } from 'vitest';
import { handlePush, localPushPayload, openTarget, PUSH_IN_FRONT, type WorkerScope, type WorkerWindow } from './worker';

const ORIGIN = 'https://kinetic.example';

function windowClient(overrides: Partial<WorkerWindow> = {}): WorkerWindow {
  const client: WorkerWindow = {
    url: `${ORIGIN}/discover`,
    focused: false,
    visibilityState: 'hidden',
    focus: vi.fn(async () => client),
    navigate: vi.fn(async () => client),
    postMessage: vi.fn(),
    ...overrides,
  };
  return client;
}

function scope(pages: WorkerWindow[]) {
  return {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => pages), openWindow: vi.fn(async () => null) },
  } satisfies WorkerScope;
}

describe('the service worker', () => {
  it('shows a push as a notification while no page of Kinetic is in front, and tells no page', async () => {
    const behind = windowClient();
    const visibleElsewhere = windowClient({ visibilityState: 'visible' });
    const worker = scope([behind, visibleElsewhere]);
    await handlePush(worker, { type: 'CLASS_STARTING_SOON', title: 'Soon', body: 'In 10 minutes' });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Soon', {
      body: 'In 10 minutes',
      icon: '/favicon.svg',
      data: { url: '/dashboard', type: 'CLASS_STARTING_SOON' },
    });
    expect(behind.postMessage).not.toHaveBeenCalled();
    expect(visibleElsewhere.postMessage).not.toHaveBeenCalled();
  });

  it('hands a push to the page in front instead of a notification', async () => {
    const behind = windowClient();
    const front = windowClient({ focused: true, visibilityState: 'visible' });
    const worker = scope([behind, front]);
    await handlePush(worker, { type: 'CLASS_STARTING_SOON', title: 'Soon', body: 'In 10 minutes' });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
    expect(front.postMessage).toHaveBeenCalledWith({
      kind: PUSH_IN_FRONT,
      notification: expect.objectContaining({ title: 'Soon' }),
    });
    expect(front.postMessage).toHaveBeenCalledWith(expect.objectContaining({ messageType: 'push-received' }));
    expect(behind.postMessage).not.toHaveBeenCalled();
  });

  it('takes the focused tab to the target', async () => {
    const other = windowClient();
    const focused = windowClient({ focused: true });
    const worker = scope([other, focused]);
    await openTarget(worker, '/trainer/dashboard');
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/trainer/dashboard`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('focuses a tab already on the target without reloading it', async () => {
    const focused = windowClient({ focused: true });
    const there = windowClient({ url: `${ORIGIN}/dashboard` });
    const worker = scope([focused, there]);
    await openTarget(worker, '/dashboard');
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(focused.navigate).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('never takes a tab out of a video room: another tab, or a new one', async () => {
    const room = windowClient({ url: `${ORIGIN}/room/cl_2040`, focused: true, visibilityState: 'visible' });
    const alone = scope([room]);
    await openTarget(alone, '/dashboard');
    expect(room.focus).not.toHaveBeenCalled();
    expect(room.navigate).not.toHaveBeenCalled();
    expect(alone.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);

    const other = windowClient();
    const both = scope([room, other]);
    await openTarget(both, '/dashboard');
    expect(room.navigate).not.toHaveBeenCalled();
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);
    expect(both.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a tab when none is open or the open one cannot be taken there', async () => {
    const none = scope([]);
    await openTarget(none, '/dashboard');
    expect(none.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stuck = scope([
      windowClient({ navigate: vi.fn(async () => Promise.reject(new TypeError('not controlled'))) }),
    ]);
    await openTarget(stuck, '/dashboard');
    expect(stuck.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);
  });

  it('never opens another site', async () => {
    const worker = scope([]);
    await openTarget(worker, 'https://evil.example/');
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });

  it('takes only its own message kind from pages', () => {
    expect(localPushPayload({ kind: 'kinetic-push', payload: { title: 'Hi' } })).toEqual({ payload: { title: 'Hi' } });
    expect(localPushPayload({ kind: 'other', payload: {} })).toBeUndefined();
    expect(localPushPayload('kinetic-push')).toBeUndefined();
  });
});
