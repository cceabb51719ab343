import { describe, expect, it } from 'vitest';
import {
  formatClock,
  initialRoomState,
  isInRoom,
  MAX_RECONNECT_ATTEMPTS,
  mediaFailure,
  reconnectDelay,
  roomReducer,
  tokenRenewIn,
  personTag,
  deviceUid,
  type RoomEvent,
  type RoomState,
} from './machine';

const run = (events: RoomEvent[], from: RoomState = initialRoomState) => events.reduce(roomReducer, from);

describe('roomReducer', () => {
  it('goes from the pre-join screen through joining to live', () => {
    expect(run([{ type: 'join' }])).toEqual({ status: 'joining' });
    expect(run([{ type: 'join' }, { type: 'joined' }])).toEqual({ status: 'live' });
  });

  it('fails with the reason while joining, and joins again from the failure', () => {
    const failed = run([{ type: 'join' }, { type: 'fail', reason: 'token-failed' }]);
    expect(failed).toEqual({ status: 'failed', reason: 'token-failed' });
    expect(run([{ type: 'join' }, { type: 'joined' }], failed)).toEqual({ status: 'live' });
  });

  it('ignores a failure that arrives once live, and a second join while joining', () => {
    const live = run([{ type: 'join' }, { type: 'joined' }]);
    expect(roomReducer(live, { type: 'fail', reason: 'token-failed' })).toBe(live);
    const joining = run([{ type: 'join' }]);
    expect(roomReducer(joining, { type: 'join' })).toBe(joining);
  });

  it('reconnects after the connection drops, counting attempts, then offers Rejoin', () => {
    let state = run([{ type: 'join' }, { type: 'joined' }, { type: 'connection-lost' }]);
    expect(state).toEqual({ status: 'reconnecting', attempt: 1 });
    expect(isInRoom(state)).toBe(true);
    for (let attempt = 2; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      state = roomReducer(state, { type: 'retry-failed' });
      expect(state).toEqual({ status: 'reconnecting', attempt });
    }
    state = roomReducer(state, { type: 'retry-failed' });
    expect(state).toEqual({ status: 'disconnected' });
    expect(run([{ type: 'join' }, { type: 'joined' }], state)).toEqual({ status: 'live' });
  });

  it('waits while the provider reconnects by itself, and is live again when it is back, without counting attempts', () => {
    const reconnecting = run([{ type: 'join' }, { type: 'joined' }, { type: 'reconnecting' }]);
    expect(reconnecting).toEqual({ status: 'reconnecting', attempt: 0 });
    expect(isInRoom(reconnecting)).toBe(true);
    expect(roomReducer(reconnecting, { type: 'retry-failed' })).toBe(reconnecting);
    expect(roomReducer(reconnecting, { type: 'reconnected' })).toEqual({ status: 'live' });
    // Once it gives up, the room's own attempts start.
    expect(roomReducer(reconnecting, { type: 'connection-lost' })).toEqual({ status: 'reconnecting', attempt: 1 });
  });

  it('is replaced or removed from the room, and only a join brings it back', () => {
    for (const type of ['replaced', 'removed'] as const) {
      const out = run([{ type: 'join' }, { type: 'joined' }, { type }]);
      expect(out).toEqual({ status: type });
      expect(isInRoom(out)).toBe(false);
      expect(roomReducer(out, { type: 'connection-lost' })).toBe(out);
      expect(run([{ type: 'join' }, { type: 'joined' }], out)).toEqual({ status: 'live' });
    }
  });

  it('is live again when a reconnection attempt joins', () => {
    expect(run([{ type: 'join' }, { type: 'joined' }, { type: 'connection-lost' }, { type: 'joined' }])).toEqual({
      status: 'live',
    });
  });

  it('leaves and rejoins', () => {
    const left = run([{ type: 'join' }, { type: 'joined' }, { type: 'leave' }]);
    expect(left).toEqual({ status: 'left' });
    expect(isInRoom(left)).toBe(false);
    expect(run([{ type: 'join' }, { type: 'joined' }], left)).toEqual({ status: 'live' });
  });

  it('ends for everyone when the trainer ends the class, and stays ended', () => {
    const ended = run([{ type: 'join' }, { type: 'joined' }, { type: 'ended' }]);
    expect(ended).toEqual({ status: 'ended' });
    expect(roomReducer(ended, { type: 'leave' })).toBe(ended);
    expect(roomReducer(initialRoomState, { type: 'ended' })).toBe(initialRoomState);
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 8 s', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('tokenRenewIn', () => {
  it('renews 2 minutes before the token expires, at once when that is past', () => {
    const now = Date.parse('2026-11-24T05:00:00Z');
    expect(tokenRenewIn('2026-11-24T06:00:00Z', now)).toBe(58 * 60 * 1000);
    expect(tokenRenewIn('2026-11-24T05:01:00Z', now)).toBe(0);
  });
});

describe('mediaFailure', () => {
  it('tells denied, missing and busy devices apart', () => {
    expect(mediaFailure(new DOMException('', 'NotAllowedError'))).toBe('permission-denied');
    expect(mediaFailure(new DOMException('', 'NotFoundError'))).toBe('no-device');
    expect(mediaFailure(new DOMException('', 'OverconstrainedError'))).toBe('no-device');
    expect(mediaFailure(new DOMException('', 'NotReadableError'))).toBe('device-in-use');
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(245_000)).toBe('4:05');
    expect(formatClock(3_599_001)).toBe('1:00:00');
    expect(formatClock(3_723_000)).toBe('1:02:03');
  });
});

describe('personTag', () => {
  it('is the same for an account on every device, and differs between accounts', () => {
    expect(personTag('cu_3001')).toBe(personTag('cu_3001'));
    expect(personTag('cu_3001')).not.toBe(personTag('cu_3002'));
  });
});

describe('deviceUid', () => {
  it('is a positive 31-bit number of its own for each device session, never 0', () => {
    expect(deviceUid(() => 0)).toBe(1);
    expect(deviceUid(() => 0x7ffffffe)).toBe(1);
    expect(deviceUid(() => 0xffffffff)).toBeLessThan(2 ** 31);
    // Two sessions of one account: two uids (a fixed hash of the account gave both the same).
    expect(deviceUid()).not.toBe(deviceUid());
  });
});
