import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { failureKind, isApiError } from '../../sdk';
import { createProvider } from './createProvider';
import { initialRoomState, reconnectDelay, roomReducer, tokenRenewIn, type RoomFailure } from './machine';
import type { ProviderEvents, VideoProvider } from './provider';

/** The token call's answer, as the contract gives it. */
export interface RoomToken {
  appId: string;
  channelName: string;
  token: string;
  uid: number;
  expiresAt: string;
}

interface UseRoomOptions {
  /** A class (a broadcast to many) or a one-to-one (a call between two). */
  kind: 'class' | 'one-to-one';
  /** Asks the API for a token (again on each reconnection and before it expires). */
  getToken: () => Promise<RoomToken>;
  /** After each successful join (a customer reports being a viewer). */
  onJoined?: (token: RoomToken) => void;
}

/** A failed token call: 401 is a sign-in the API no longer accepts, 403 a customer without a booking, anything else a failure to retry. */
const tokenFailure = (error: unknown): RoomFailure =>
  failureKind(error) !== 'forbidden'
    ? 'token-failed'
    : isApiError(error) && error.status === 401
      ? 'session-ended'
      : 'not-booked';

/**
 * Drives one room: the state machine, the provider, the remote streams, the viewer count (null
 * when the provider cannot count its audience; the room then asks the API), reconnection with
 * growing waits, and renewing the token before it expires.
 */
export function useRoom({ kind, getToken, onJoined }: UseRoomOptions) {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const [remotes, setRemotes] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [peers, setPeers] = useState<number | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const provider = useRef<VideoProvider | null>(null);
  const publishing = useRef<MediaStream | null>(null);
  const latest = useRef({ kind, getToken, onJoined });
  useEffect(() => {
    latest.current = { kind, getToken, onJoined };
  }, [kind, getToken, onJoined]);

  const renew = useCallback(async () => {
    try {
      const token = await latest.current.getToken();
      await provider.current?.renewToken(token.token);
      setExpiresAt(token.expiresAt);
    } catch (error) {
      console.warn('The video token could not be renewed.', error);
    }
  }, []);

  /** Token, provider, join: throws with the token call's error. */
  const connect = useCallback(async () => {
    const token = await latest.current.getToken();
    await provider.current?.leave();
    provider.current ??= await createProvider();
    const events: ProviderEvents = {
      onRemoteStream: (peer, stream) =>
        setRemotes((current) => {
          const next = new Map(current);
          if (stream) next.set(peer, stream);
          else next.delete(peer);
          return next;
        }),
      onPeerCount: setPeers,
      onConnectionLost: () => dispatch({ type: 'connection-lost' }),
      // The other side ended the session: leave the channel too, so nothing stays connected.
      onEnded: () => {
        void provider.current?.leave();
        setRemotes(new Map());
        dispatch({ type: 'ended' });
      },
      onTokenWillExpire: () => void renew(),
    };
    setRemotes(new Map());
    await provider.current.join({ ...token, publish: publishing.current, kind: latest.current.kind }, events);
    setExpiresAt(token.expiresAt);
    dispatch({ type: 'joined' });
    latest.current.onJoined?.(token);
  }, [renew]);

  const join = useCallback(
    async (publish: MediaStream | null) => {
      publishing.current = publish;
      dispatch({ type: 'join' });
      try {
        await connect();
      } catch (error) {
        dispatch({ type: 'fail', reason: tokenFailure(error) });
      }
    },
    [connect],
  );

  const leave = useCallback(async () => {
    await provider.current?.leave();
    setRemotes(new Map());
    dispatch({ type: 'leave' });
  }, []);

  const end = useCallback(async () => {
    await provider.current?.end();
    setRemotes(new Map());
    dispatch({ type: 'ended' });
  }, []);

  // Reconnecting: wait, then a new token and a new join; each failure waits longer, then Rejoin.
  const attempt = state.status === 'reconnecting' ? state.attempt : 0;
  useEffect(() => {
    if (!attempt) return;
    const timer = setTimeout(() => {
      connect().catch(() => dispatch({ type: 'retry-failed' }));
    }, reconnectDelay(attempt));
    return () => clearTimeout(timer);
  }, [attempt, connect]);

  // Renew the token before it expires, while in the room.
  const live = state.status === 'live';
  useEffect(() => {
    if (!live || !expiresAt) return;
    const timer = setTimeout(() => void renew(), tokenRenewIn(expiresAt, Date.now()));
    return () => clearTimeout(timer);
  }, [live, expiresAt, renew]);

  // Leaving the page leaves the channel.
  useEffect(
    () => () => {
      void provider.current?.leave();
    },
    [],
  );

  const replaceVideoTrack = useCallback((track: MediaStreamTrack) => provider.current?.replaceVideoTrack(track), []);

  return { state, remotes, peers, join, leave, end, replaceVideoTrack };
}
