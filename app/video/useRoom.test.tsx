import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/sdk';
import { VideoFailure, type ProviderEvents, type VideoProvider } from './provider';
import { useRoom, type RoomToken } from './useRoom';

/** A provider that records calls and lets the test play the network's part. */
const fake = vi.hoisted(() => {
  const state = {
    events: null as ProviderEvents | null,
    joins: 0,
    leaves: 0,
    renewed: [] as string[],
    kinds: [] as string[],
    appIds: [] as string[],
    persons: [] as string[],
    failure: null as Error | null,
  };
  return state;
});
vi.mock('./createProvider', () => ({
  createProvider: (appId: string): Promise<VideoProvider> => {
    fake.appIds.push(appId);
    return Promise.resolve({
      join: (options, events) => {
        fake.kinds.push(options.kind);
        fake.persons.push(options.person);
        fake.events = events;
        fake.joins += 1;
        return fake.failure ? Promise.reject(fake.failure) : Promise.resolve();
      },
      leave: () => {
        fake.leaves += 1;
        return Promise.resolve();
      },
      end: () => Promise.resolve(),
      renewToken: (token) => {
        fake.renewed.push(token);
        return Promise.resolve();
      },
      replaceTracks: () => Promise.resolve(),
    });
  },
}));

const NOW = Date.parse('2026-11-24T05:00:00Z');
const token = (name: string, expiresAt = '2026-11-24T06:00:00Z'): RoomToken => ({
  appId: 'app-of-the-token',
  channelName: 'class-cl_2007',
  token: name,
  uid: 1,
  expiresAt,
});

const useClassRoom = (getToken: () => Promise<RoomToken>) => useRoom({ kind: 'class', person: 'a1b2', getToken });

/** Lets pending promises and the timers due by `ms` run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  Object.assign(fake, {
    events: null,
    joins: 0,
    leaves: 0,
    renewed: [],
    kinds: [],
    appIds: [],
    persons: [],
    failure: null,
  });
});
afterEach(() => vi.useRealTimers());

describe('useRoom', () => {
  it('joins with a token, for the app the token answer names, as this person', async () => {
    const { result } = renderHook(() =>
      useRoom({ kind: 'class', person: 'a1b2', getToken: () => Promise.resolve(token('first')) }),
    );
    await act(() => result.current.join(null));
    expect(result.current.state).toEqual({ status: 'live' });
    expect(result.current.channelName).toBe('class-cl_2007');
    expect(fake.joins).toBe(1);
    expect(fake.kinds).toEqual(['class']);
    expect(fake.appIds).toEqual(['app-of-the-token']);
    expect(fake.persons).toEqual(['a1b2']);
  });

  it.each(['not-set-up', 'sdk-missing', 'join-failed', 'publish-failed'] as const)(
    'says a provider’s %s failure as such, not as the token call’s',
    async (reason) => {
      fake.failure = new VideoFailure(reason);
      const { result } = renderHook(() => useClassRoom(() => Promise.resolve(token('t'))));
      await act(() => result.current.join(null));
      expect(result.current.state).toEqual({ status: 'failed', reason });
    },
  );

  const refusal = (status: number) => new ApiRequestError({ status, code: 'REFUSED', message: 'No token.' });

  it('says a forbidden token means not booked, a 401 an ended session, and any other failure a token failure', async () => {
    const refused = renderHook(() => useClassRoom(() => Promise.reject(refusal(403))));
    await act(() => refused.result.current.join(null));
    expect(refused.result.current.state).toEqual({ status: 'failed', reason: 'not-booked' });
    const signedOut = renderHook(() => useClassRoom(() => Promise.reject(refusal(401))));
    await act(() => signedOut.result.current.join(null));
    expect(signedOut.result.current.state).toEqual({ status: 'failed', reason: 'session-ended' });
    const failing = renderHook(() => useClassRoom(() => Promise.reject(refusal(500))));
    await act(() => failing.result.current.join(null));
    expect(failing.result.current.state).toEqual({ status: 'failed', reason: 'token-failed' });
  });

  it('renews the token 2 minutes before it expires', async () => {
    let calls = 0;
    const getToken = () => {
      calls += 1;
      return Promise.resolve(token(`token-${calls}`, calls === 1 ? '2026-11-24T05:10:00Z' : '2026-11-24T06:10:00Z'));
    };
    const { result } = renderHook(() => useClassRoom(getToken));
    await act(() => result.current.join(null));
    await advance(8 * 60 * 1000 - 1);
    expect(fake.renewed).toEqual([]);
    await advance(1);
    expect(fake.renewed).toEqual(['token-2']);
  });

  it('waits while the provider reconnects by itself, however long, and never leaves or joins again meanwhile', async () => {
    const { result } = renderHook(() => useClassRoom(() => Promise.resolve(token('t'))));
    await act(() => result.current.join(null));
    act(() => fake.events?.onReconnecting());
    expect(result.current.state).toEqual({ status: 'reconnecting', attempt: 0 });
    await advance(60_000);
    expect(result.current.state).toEqual({ status: 'reconnecting', attempt: 0 });
    act(() => fake.events?.onReconnected());
    expect(result.current.state).toEqual({ status: 'live' });
    expect(fake.joins).toBe(1);
    expect(fake.leaves).toBe(0);
  });

  it('once the provider gives up, joins again after 1, 2 and 4 s, then offers Rejoin; a later attempt that works is live again', async () => {
    let online = true;
    const getToken = () => (online ? Promise.resolve(token('t')) : Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useClassRoom(getToken));
    await act(() => result.current.join(null));

    online = false;
    act(() => fake.events?.onReconnecting());
    act(() => fake.events?.onConnectionLost());
    expect(result.current.state).toEqual({ status: 'reconnecting', attempt: 1 });
    await advance(1000);
    expect(result.current.state).toEqual({ status: 'reconnecting', attempt: 2 });
    await advance(2000);
    expect(result.current.state).toEqual({ status: 'reconnecting', attempt: 3 });
    await advance(4000);
    expect(result.current.state).toEqual({ status: 'disconnected' });

    online = true;
    await act(() => result.current.join(null));
    expect(result.current.state).toEqual({ status: 'live' });

    act(() => fake.events?.onConnectionLost());
    await advance(1000);
    expect(result.current.state).toEqual({ status: 'live' });
  });

  it('stops for good when the same person takes the seat on another device, or the service removes this one', async () => {
    const { result } = renderHook(() => useClassRoom(() => Promise.resolve(token('t'))));
    await act(() => result.current.join(null));
    act(() => fake.events?.onRemoteStream('trainer', {} as MediaStream));
    act(() => fake.events?.onReplaced());
    expect(result.current.state).toEqual({ status: 'replaced' });
    expect(result.current.remotes.size).toBe(0);
    // Never back by itself: no flapping between the two devices.
    await advance(60_000);
    expect(result.current.state).toEqual({ status: 'replaced' });
    expect(fake.joins).toBe(1);
    // Continue here takes the seat back, once.
    await act(() => result.current.join(null));
    expect(result.current.state).toEqual({ status: 'live' });

    act(() => fake.events?.onRemoved());
    expect(result.current.state).toEqual({ status: 'removed' });
    await advance(60_000);
    expect(fake.joins).toBe(2);
  });

  it('shows remote media while it flows, counts peers, and ends when the trainer ends the class', async () => {
    const { result } = renderHook(() => useClassRoom(() => Promise.resolve(token('t'))));
    await act(() => result.current.join(null));
    // No count until the provider gives one (a provider that cannot count leaves it to the API).
    expect(result.current.peers).toBeNull();
    const stream = {} as MediaStream;
    act(() => {
      fake.events?.onRemoteStream('trainer', stream);
      fake.events?.onPeerCount(3);
    });
    expect(result.current.remotes.get('trainer')).toBe(stream);
    expect(result.current.peers).toBe(3);
    act(() => fake.events?.onRemoteStream('trainer', null));
    expect(result.current.remotes.size).toBe(0);
    act(() => fake.events?.onRemoteStream('trainer', stream));
    // The other side ends it: this side leaves the channel too.
    const leavesBefore = fake.leaves;
    act(() => fake.events?.onEnded());
    expect(result.current.state).toEqual({ status: 'ended' });
    expect(fake.leaves).toBe(leavesBefore + 1);
    expect(result.current.remotes.size).toBe(0);
  });
});
