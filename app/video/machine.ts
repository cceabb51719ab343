/**
 * The video room's life, the same whatever provider carries the video: the pre-join screen (idle),
 * joining (token, then the provider), live, reconnecting after the network dropped (retried
 * automatically a few times), disconnected (offering Rejoin), failed (a reason and a way
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
  | 'session-ended';

export type RoomState =
  | { status: 'idle' }
  | { status: 'joining' }
  | { status: 'live' }
  | { status: 'reconnecting'; attempt: number }
  | { status: 'disconnected' }
  | { status: 'failed'; reason: RoomFailure }
  | { status: 'left' }
  | { status: 'ended' };

export type RoomEvent =
  | { type: 'join' }
  | { type: 'joined' }
  | { type: 'fail'; reason: RoomFailure }
  | { type: 'connection-lost' }
  | { type: 'retry-failed' }
  | { type: 'leave' }
  | { type: 'ended' };

/** Automatic reconnection attempts after the network drops, before Rejoin is offered. */
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
    case 'connection-lost':
      return state.status === 'live' ? { status: 'reconnecting', attempt: 1 } : state;
    case 'retry-failed':
      if (state.status !== 'reconnecting') return state;
      return state.attempt >= MAX_RECONNECT_ATTEMPTS
        ? { status: 'disconnected' }
        : { status: 'reconnecting', attempt: state.attempt + 1 };
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
 * A viewer's numeric video uid from their account id (stable, so a rejoin is the same viewer):
 * a 31-bit FNV-1a hash, never 0.
 */
export function videoUid(accountId: string): number {
  let hash = 0x811c9dc5;
  for (const char of accountId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return (hash % 0x7ffffffe) + 1;
}
