import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { failureKind, isSignedOut } from '@/sdk';
import { createProvider } from './createProvider';
import { joinFailureReason, type JoinFailureReport } from './joinFailure';
import { initialRoomState, reconnectDelay, roomReducer, tokenRenewIn, type RoomFailure } from './machine';
import { VideoFailure, type ProviderEvents, type VideoProvider } from './provider';

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
  /** Who joins, the same on each of their devices (`personTag`). */
  person: string;
  /** Asks the API for a token (again on each new join and before it expires). */
  getToken: () => Promise<RoomToken>;
  /**
   * Tells the API of a failed join (`reportJoinFailure`), once per attempt that fails in a way
   * `joinFailureReason` reports; the room neither waits for it nor shows its failure.
   */
  reportJoinFailure?: (report: JoinFailureReport) => Promise<unknown>;
}

/**
 * Why a join failed: the provider names its step (not set up, code not loaded, join, publish); the
 * token call's 401 is a sign-in the API no longer accepts, 403 a customer without a booking,
 * anything else a failure to retry.
 */
const joinFailure = (error: unknown): RoomFailure => {
  if (error instanceof VideoFailure) return error.reason;
  if (isSignedOut(error)) return 'session-ended';
  return failureKind(error) === 'forbidden' ? 'not-booked' : 'token-failed';
};

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * Drives one room: the state machine, the provider, the remote streams, the viewer count (null
 * when the provider cannot count its audience; the room then asks the API), reconnection (the
 * provider's own, then joins with growing waits once it gives up), and renewing the token before
 * it expires.
 */
export function useRoom({ kind, person, getToken, reportJoinFailure }: UseRoomOptions) {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const [remotes, setRemotes] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [peers, setPeers] = useState<number | null>(null);
  const [token, setToken] = useState<RoomToken | null>(null);
  const provider = useRef<VideoProvider | null>(null);
  const publishing = useRef<MediaStream | null>(null);
  const latest = useRef({ kind, person, getToken, reportJoinFailure });
  useEffect(() => {
    latest.current = { kind, person, getToken, reportJoinFailure };
  }, [kind, person, getToken, reportJoinFailure]);
  /** Whether the room is still on the page (a join it left while under way is no failed join). */
  const mounted = useRef(true);

  const renew = useCallback(async () => {
    try {
      const next = await latest.current.getToken();
      await provider.current?.renewToken(next.token);
      setToken(next);
    } catch (error) {
      console.warn('The video token could not be renewed.', error);
    }
  }, []);

  /** Leaves the channel (the provider stays for the next join). */
  const quit = useCallback(() => {
    setRemotes(new Map());
    return provider.current?.leave().catch(warn('The channel was not left.'));
  }, []);

  /**
   * Token, provider, join: throws with the token call's error or the provider's VideoFailure.
   * `onToken` hears of the token before the provider joins with it.
   */
  const connect = useCallback(
    async (onToken?: (token: RoomToken) => void) => {
      const next = await latest.current.getToken();
      onToken?.(next);
      await quit();
      provider.current ??= await createProvider(next.appId);
      const events: ProviderEvents = {
        onRemoteStream: (peer, stream) =>
          setRemotes((current) => {
            const map = new Map(current);
            if (stream) map.set(peer, stream);
            else map.delete(peer);
            return map;
          }),
        onPeerCount: setPeers,
        onReconnecting: () => dispatch({ type: 'reconnecting' }),
        onReconnected: () => dispatch({ type: 'reconnected' }),
        onConnectionLost: () => dispatch({ type: 'connection-lost' }),
        onReplaced: () => {
          setRemotes(new Map());
          dispatch({ type: 'replaced' });
        },
        onRemoved: () => {
          setRemotes(new Map());
          dispatch({ type: 'removed' });
        },
        // The other side ended the session: leave the channel too, so nothing stays connected.
        onEnded: () => {
          void quit();
          dispatch({ type: 'ended' });
        },
        onTokenWillExpire: () => void renew(),
      };
      const { kind: roomKind, person: who } = latest.current;
      await provider.current.join({ ...next, person: who, publish: publishing.current, kind: roomKind }, events);
      setToken(next);
      dispatch({ type: 'joined' });
    },
    [renew, quit],
  );

  const join = useCallback(
    async (publish: MediaStream | null) => {
      publishing.current = publish;
      dispatch({ type: 'join' });
      const attempt: { channelName?: string } = {};
      try {
        await connect((next) => (attempt.channelName = next.channelName));
      } catch (error) {
        dispatch({ type: 'fail', reason: joinFailure(error) });
        // The API hears of the failure; the person sees it at once, whatever the report does.
        const reason = joinFailureReason(error);
        const send = latest.current.reportJoinFailure;
        if (!reason || attempt.channelName === undefined || !send || !mounted.current) return;
        const report = { channelName: attempt.channelName, reason };
        void Promise.resolve()
          .then(() => send(report))
          .catch(warn('The failed join was not reported.'));
      }
    },
    [connect],
  );

  const leave = useCallback(async () => {
    await quit();
    dispatch({ type: 'leave' });
  }, [quit]);

  const end = useCallback(async () => {
    await provider.current?.end().catch(warn('The session was not ended for everyone.'));
    setRemotes(new Map());
    dispatch({ type: 'ended' });
  }, []);

  // The provider gave up: wait, then a new token and a new join; each failure waits longer, then Rejoin.
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
  const expiresAt = token?.expiresAt;
  useEffect(() => {
    if (!live || !expiresAt) return;
    const timer = setTimeout(() => void renew(), tokenRenewIn(expiresAt, Date.now()));
    return () => clearTimeout(timer);
  }, [live, expiresAt, renew]);

  // Leaving the page leaves the channel.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void provider.current?.leave().catch(warn('The channel was not left.'));
    };
  }, []);

  /** Sends `stream` in place of what is sent (a shared screen, a camera opened again); what later joins send too. */
  const replaceTracks = useCallback(async (stream: MediaStream) => {
    publishing.current = stream;
    await provider.current?.replaceTracks(stream);
  }, []);

  return { state, remotes, peers, channelName: token?.channelName ?? null, join, leave, end, replaceTracks };
}
