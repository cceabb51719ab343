/**
 * The video room's life, the same whatever provider carries the video: the pre-join screen (idle),
 * joining (token, then the provider), live, reconnecting (first the provider by itself, then, if
 * it gives up, the room joining again a few times), disconnected (offering Rejoin), replaced by
 * the same person's other device, removed by the video service, failed (a reason and a way
 * forward), left by the viewer, or ended by the trainer.
 */
export type RoomFailure =
  /** The browser or the viewer refused the camera or microphone. */
  | 'permission-denied'
  /** No camera or microphone is connected. */
  | 'no-device'
  /** Another app holds the camera or microphone. */
  | 'device-in-use'
  /** The video token could not be had (the server failed or was out of reach). */
  | 'token-failed'
  /** A customer who did not book the class asked to join it. */
  | 'not-booked'
  /** The API no longer accepts the person's sign-in (401): they log in again to join. */
  | 'session-ended'
  /** This build has no video service for its API. */
  | 'not-set-up'
  /** The video service's code did not load (a release replaced it, or the network failed). */
  | 'sdk-missing'
  /** The video service did not let this device into the channel. */
  | 'join-failed'
  /** In the channel, but the camera and microphone could not be sent. */
  | 'publish-failed';

export type RoomState =
  | { status: 'idle' }
  | { status: 'joining' }
  | { status: 'live' }
  /** `attempt` 0 while the provider reconnects by itself; 1, 2… the room's own joins after it gave up. */
  | { status: 'reconnecting'; attempt: number }
  | { status: 'disconnected' }
  | { status: 'replaced' }
  | { status: 'removed' }
  | { status: 'failed'; reason: RoomFailure }
  | { status: 'left' }
  | { status: 'ended' };

export type RoomEvent =
  | { type: 'join' }
  | { type: 'joined' }
  | { type: 'fail'; reason: RoomFailure }
  | { type: 'reconnecting' }
  | { type: 'reconnected' }
  | { type: 'connection-lost' }
  | { type: 'retry-failed' }
  | { type: 'replaced' }
  | { type: 'removed' }
  | { type: 'leave' }
  | { type: 'ended' };

/** The room's own joins after the provider gave up reconnecting, before Rejoin is offered. */
export const MAX_RECONNECT_ATTEMPTS = 3;

export const initialRoomState: RoomState = { status: 'idle' };

/** The next state of the room after `event`; events that make no sense in a state are ignored. */
export function roomReducer(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'join':
      // Joining starts from the pre-join screen, after a failure, after leaving or from Rejoin.
      return state.status === 'joining' || state.status === 'live' || state.status === 'reconnecting'
        ? state
        : { status: 'joining' };
    case 'joined':
      return state.status === 'joining' || state.status === 'reconnecting' ? { status: 'live' } : state;
    case 'fail':
      return state.status === 'joining' ? { status: 'failed', reason: event.reason } : state;
    case 'reconnecting':
      return state.status === 'live' ? { status: 'reconnecting', attempt: 0 } : state;
    case 'reconnected':
      return state.status === 'reconnecting' && state.attempt === 0 ? { status: 'live' } : state;
    case 'connection-lost':
      return state.status === 'live' || (state.status === 'reconnecting' && state.attempt === 0)
        ? { status: 'reconnecting', attempt: 1 }
        : state;
    case 'retry-failed':
      if (state.status !== 'reconnecting' || state.attempt === 0) return state;
      return state.attempt >= MAX_RECONNECT_ATTEMPTS
        ? { status: 'disconnected' }
        : { status: 'reconnecting', attempt: state.attempt + 1 };
    case 'replaced':
    case 'removed':
      return state.status === 'joining' || isInRoom(state) ? { status: event.type } : state;
    case 'leave':
      return state.status === 'ended' ? state : { status: 'left' };
    case 'ended':
      return state.status === 'live' || state.status === 'reconnecting' ? { status: 'ended' } : state;
  }
}

/** Whether the viewer is in the room (the video is, or is about to be, flowing). */
export const isInRoom = (state: RoomState) => state.status === 'live' || state.status === 'reconnecting';

/** The wait before reconnection attempt `attempt` (1, 2, 3…): 1 s, 2 s, 4 s, at most 8 s. */
export const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 8000);

/** A token is renewed this long before it expires. */
export const TOKEN_RENEW_BEFORE = 2 * 60 * 1000;

/** Milliseconds from `now` until a token expiring at `expiresAt` should be renewed (0 when already due). */
export const tokenRenewIn = (expiresAt: string, now: number) =>
  Math.max(0, Date.parse(expiresAt) - TOKEN_RENEW_BEFORE - now);

/** What a failed getUserMedia means for the viewer. */
export function mediaFailure(error: unknown): RoomFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission-denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  return 'device-in-use';
}

/** A duration as a clock shows it: 4:05, 59:59, 1:00:00 (hours only when there are any). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A person's tag in a channel, the same on each of their devices (a 32-bit FNV-1a hash of the
 * account id, in hexadecimal): what tells a provider that a newcomer is the same person.
 */
export function personTag(accountId: string): string {
  let hash = 0x811c9dc5;
  for (const char of accountId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(16);
}

/**
 * A numeric video uid for this device's session (this page, from load to close): random, never 0,
 * so two devices of one person never share one (the video service would drop the first) and a
 * rejoin from this page is the same participant.
 */
export function deviceUid(random = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 1): number {
  return (random() % 0x7ffffffe) + 1;
}
