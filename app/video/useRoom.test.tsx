import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../sdk';
import type { ProviderEvents, VideoProvider } from './provider';
import { useRoom, type RoomToken } from './useRoom';

/** A provider that records calls and lets the test play the network's part. */
const fake = vi.hoisted(() => {
  const state = {
    events: null as ProviderEvents | null,
    joins: 0,
    leaves: 0,
    renewed: [] as string[],
    kinds: [] as string[],
  };
  return state;
});
vi.mock('./createProvider', () => ({
  createProvider: (): Promise<VideoProvider> =>
    Promise.resolve({
      join: (options, events) => {
        fake.kinds.push(options.kind);
        fake.events = events;
        fake.joins += 1;
        return Promise.resolve();
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
      replaceVideoTrack: () => Promise.resolve(),
    }),
}));

const NOW = Date.parse('2026-11-24T05:00:00Z');
const token = (name: string, expiresAt = '2026-11-24T06:00:00Z'): RoomToken => ({
  appId: 'app',
  channelName: 'class-cl_2007',
  token: name,
  uid: 1,
  expiresAt,
});

/** Lets pending promises and the timers due by `ms` run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  Object.assign(fake, { events: null, joins: 0, leaves: 0, renewed: [], kinds: [] });
});
afterEach(() => vi.useRealTimers());

describe('useRoom', () => {
  it('joins with a token and reports the join', async () => {
    const onJoined = vi.fn();
    const { result } = renderHook(() =>
      useRoom({ kind: 'class', getToken: () => Promise.resolve(token('first')), onJoined }),
    );
    await act(() => result.current.join(null));
    expect(result.current.state).toEqual({ status: 'live' });
    expect(onJoined).toHaveBeenCalledWith(token('first'));
    expect(fake.joins).toBe(1);
    expect(fake.kinds).toEqual(['class']);
  });

  const refusal = (status: number) => new ApiRequestError({ status, code: 'REFUSED', message: 'No token.' });

  it('says a forbidden token means not booked, a 401 an ended session, and any other failure a token failure', async () => {
    const refused = renderHook(() => useRoom({ kind: 'class', getToken: () => Promise.reject(refusal(403)) }));
    await act(() => refused.result.current.join(null));
    expect(refused.result.current.state).toEqual({ status: 'failed', reason: 'not-booked' });
    const signedOut = renderHook(() => useRoom({ kind: 'class', getToken: () => Promise.reject(refusal(401)) }));
    await act(() => signedOut.result.current.join(null));
    expect(signedOut.result.current.state).toEqual({ status: 'failed', reason: 'session-ended' });
    const failing = renderHook(() => useRoom({ kind: 'class', getToken: () => Promise.reject(refusal(500)) }));
    await act(() => failing.result.current.join(null));
    expect(failing.result.current.state).toEqual({ status: 'failed', reason: 'token-failed' });
  });

  it('renews the token 2 minutes before it expires', async () => {
    let calls = 0;
    const getToken = () => {
      calls += 1;
      return Promise.resolve(token(`token-${calls}`, calls === 1 ? '2026-11-24T05:10:00Z' : '2026-11-24T06:10:00Z'));
    };
    const { result } = renderHook(() => useRoom({ kind: 'class', getToken }));
    await act(() => result.current.join(null));
    await advance(8 * 60 * 1000 - 1);
    expect(fake.renewed).toEqual([]);
    await advance(1);
    expect(fake.renewed).toEqual(['token-2']);
  });

  it('reconnects after 1, 2 and 4 s, then offers Rejoin; a later attempt that works is live again', async () => {
    let online = true;
    const getToken = () => (online ? Promise.resolve(token('t')) : Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useRoom({ kind: 'class', getToken }));
    await act(() => result.current.join(null));

    online = false;
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

  it('shows remote media while it flows, counts peers, and ends when the trainer ends the class', async () => {
    const { result } = renderHook(() => useRoom({ kind: 'class', getToken: () => Promise.resolve(token('t')) }));
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
