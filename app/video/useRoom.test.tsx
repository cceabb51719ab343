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
    /** Whether joins wait until `release` fails them. */
    held: false,
    release: null as ((error: Error) => void) | null,
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
        if (fake.held) return new Promise((_, reject) => (fake.release = reject));
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
    held: false,
    release: null,
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

  describe('reporting a failed join', () => {
    /** A room whose failed joins go to `report`. */
    const reportingRoom = (
      report: (failure: unknown) => Promise<unknown>,
      getToken = () => Promise.resolve(token('t')),
    ) => renderHook(() => useRoom({ kind: 'class', person: 'a1b2', getToken, reportJoinFailure: report }));

    it('reports each failed attempt once, with the channel of its token and the step that failed, without waiting for the answer', async () => {
      // The API never answers: the room does not wait for it.
      const report = vi.fn(() => new Promise<never>(() => undefined));
      fake.failure = new VideoFailure('join-failed', { tokenRefused: true });
      const { result } = reportingRoom(report);
      await act(() => result.current.join(null));
      expect(result.current.state).toEqual({ status: 'failed', reason: 'join-failed' });
      expect(report.mock.calls).toEqual([[{ channelName: 'class-cl_2007', reason: 'TOKEN_REFUSED' }]]);

      // Try again: a new attempt, failing otherwise, is a report of its own.
      fake.failure = new VideoFailure('sdk-missing');
      await act(() => result.current.join(null));
      expect(report.mock.calls).toEqual([
        [{ channelName: 'class-cl_2007', reason: 'TOKEN_REFUSED' }],
        [{ channelName: 'class-cl_2007', reason: 'VIDEO_SERVICE_UNREACHABLE' }],
      ]);

      // The third attempt joins: nothing more is reported.
      fake.failure = null;
      await act(() => result.current.join(null));
      expect(result.current.state).toEqual({ status: 'live' });
      expect(report).toHaveBeenCalledTimes(2);
    });

    it.each([
      [new VideoFailure('join-failed'), 'VIDEO_SERVICE_UNREACHABLE'],
      [new VideoFailure('publish-failed'), 'DEVICES_REFUSED'],
      [new VideoFailure('not-set-up'), 'OTHER'],
    ] as const)('reports the provider’s %s as %s', async (failure, reason) => {
      const report = vi.fn(() => Promise.resolve());
      fake.failure = failure;
      const { result } = reportingRoom(report);
      await act(() => result.current.join(null));
      expect(report.mock.calls).toEqual([[{ channelName: 'class-cl_2007', reason }]]);
    });

    it('reports no failed token call (no channel yet; not booked, signed out, or the API’s own failure)', async () => {
      const report = vi.fn(() => Promise.resolve());
      for (const status of [401, 403, 500]) {
        const { result } = reportingRoom(report, () => Promise.reject(refusal(status)));
        await act(() => result.current.join(null));
        expect(result.current.state.status).toBe('failed');
      }
      const offline = reportingRoom(report, () => Promise.reject(new TypeError('Failed to fetch')));
      await act(() => offline.result.current.join(null));
      expect(offline.result.current.state).toEqual({ status: 'failed', reason: 'token-failed' });
      expect(report).not.toHaveBeenCalled();
    });

    it('reports none of the room’s own joins again after a drop: the person was in the room', async () => {
      const report = vi.fn(() => Promise.resolve());
      const { result } = reportingRoom(report);
      await act(() => result.current.join(null));
      fake.failure = new VideoFailure('join-failed');
      act(() => fake.events?.onConnectionLost());
      for (const wait of [1000, 2000, 4000]) await advance(wait);
      expect(result.current.state).toEqual({ status: 'disconnected' });
      expect(fake.joins).toBe(4);
      expect(report).not.toHaveBeenCalled();
    });

    it('reports no join the person left while it was under way', async () => {
      const report = vi.fn(() => Promise.resolve());
      fake.held = true;
      const { result, unmount } = reportingRoom(report);
      let attempt: Promise<void> = Promise.resolve();
      act(() => {
        attempt = result.current.join(null);
      });
      // The token came; the provider's join is under way when the page goes.
      await advance(0);
      expect(fake.joins).toBe(1);
      unmount();
      fake.release?.(new VideoFailure('join-failed'));
      await attempt;
      expect(report).not.toHaveBeenCalled();
    });

    it('keeps the failure the person sees when the report itself fails, and says so in a warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const refused = new Error('The report was refused.');
      fake.failure = new VideoFailure('join-failed');
      const { result } = reportingRoom(() => Promise.reject(refused));
      await act(() => result.current.join(null));
      await advance(0);
      expect(result.current.state).toEqual({ status: 'failed', reason: 'join-failed' });
      expect(warn).toHaveBeenCalledWith('The failed join was not reported.', refused);
    });
  });
});
