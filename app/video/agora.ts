import type {
  AudienceLatencyLevelType,
  ConnectionDisconnectedReason,
  ConnectionState,
  IAgoraRTC,
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ILocalTrack,
  UID,
} from 'agora-rtc-sdk-ng';
import { VideoFailure, type JoinOptions, type ProviderEvents, type VideoProvider } from './provider';

/** The data-stream message with which a side ends the session for everyone. */
export const END_MESSAGE = 'kinetic:end';

/** The data-stream message with which a device that joins to send says who it is: `kinetic:here:<person>`. */
const HERE = 'kinetic:here:';

/**
 * `sendStreamMessage(payload, needRetry)`: in the SDK's build (4.x), which delivers it to the
 * others as the documented `stream-message` event, but not in its type declarations.
 */
interface StreamMessageSender {
  sendStreamMessage?: (payload: string | Uint8Array, needRetry?: boolean) => Promise<void>;
}

/** An audience member's latency level: low latency (1), not the costlier ultra-low default (2). */
const AUDIENCE_LEVEL = 1 satisfies AudienceLatencyLevelType;

/** The disconnection reasons after which joining again cannot help: the service refused this device. */
export const REMOVED_REASONS = ['IP_BANNED', 'CHANNEL_BANNED'];
const REMOVED = new Set<string>(REMOVED_REASONS);
/** The same uid joined elsewhere: the service dropped this device for the other. */
export const REPLACED_REASONS = ['UID_BANNED', 'UID_CONFLICT'];
const REPLACED = new Set<string>(REPLACED_REASONS);

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * Whether the SDK's join failed because the service refused the token or its app id: it answers
 * CAN_NOT_GET_GATEWAY_SERVER (its edge) or UNEXPECTED_RESPONSE (its gateway) with the reason
 * ("invalid token, authorized failed", "dynamic key expired", "invalid vendor key, can not find
 * appid", ERR_NO_AUTHORIZED…), or TOKEN_EXPIRE. Anything else (NETWORK_ERROR, a timeout, no
 * service available) is the service out of reach.
 */
export function refusesToken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  if (code === 'TOKEN_EXPIRE') return true;
  return (
    (code === 'CAN_NOT_GET_GATEWAY_SERVER' || code === 'UNEXPECTED_RESPONSE') &&
    /token|key|authori/i.test(error.message)
  );
}

/**
 * The Agora provider: agora-rtc-sdk-ng, imported only when a room joins (its chunk loads on no
 * other screen).
 *
 * - A class is interactive live streaming (`mode: 'live'`): the trainer is the one host, customers
 *   join as audience at the low-latency level, so a class of hundreds works and viewers never see
 *   each other. A host is not told of audience members, so this provider reports no viewer count
 *   (the room asks the API). A one-to-one is a call (`mode: 'rtc'`) where both are hosts. Hosts
 *   send a second, smaller video stream (dual stream), which a viewer on a weak network falls back
 *   to instead of stalling.
 * - Reconnection is the SDK's: it says RECONNECTING and keeps trying (for up to 20 minutes); the
 *   room only waits. Only a DISCONNECTED it did not ask for (the SDK gave up, or the token expired)
 *   has the room join again; a ban (IP or channel) ends the room for this device, and a UID
 *   banned or in conflict means the same uid joined elsewhere.
 * - The camera and microphone the pre-join screen opened are published as custom tracks around
 *   the preview's own MediaStreamTracks. Closing such a track stops its MediaStreamTrack, so they
 *   are only ever unpublished: the preview, which opened them, stops them (and watches for them
 *   ending), and a Rejoin publishes them again, live.
 * - A device that joins to send says `kinetic:here:<person>` on the data stream; another device of
 *   the same person that hears it gives up its seat (the newcomer takes over, once: the one
 *   replaced does not come back by itself).
 * - The end is explicit. `end()` sends END_MESSAGE on the data stream and, in a class, turns the
 *   trainer from host into audience, which every viewer hears as `user-left` with the reason
 *   `BecomeAudience`; either ends the session for the others, from a host only (in a class, the
 *   trainer). Someone leaving (`Quit`) or dropping (`ServerTimeOut`) ends nothing.
 */
export class AgoraProvider implements VideoProvider {
  private client: IAgoraRTCClient | null = null;
  private sdk: IAgoraRTC | null = null;
  private mode: 'live' | 'rtc' = 'rtc';
  private sent: { video: ILocalTrack | null; audio: ILocalTrack | null } = { video: null, audio: null };

  async join(
    { appId, channelName, token, uid, person, publish, kind }: JoinOptions,
    events: ProviderEvents,
  ): Promise<void> {
    const { default: AgoraRTC } = await import('agora-rtc-sdk-ng').catch((error: unknown) => {
      throw new VideoFailure('sdk-missing', { cause: error });
    });
    this.sdk = AgoraRTC;
    const mode = kind === 'class' ? 'live' : 'rtc';
    const client = AgoraRTC.createClient({ mode, codec: 'vp8' });
    this.client = client;
    this.mode = mode;
    // Only while this client is the provider's: events after leave() (its own DISCONNECTED) are not news.
    const current = () => this.client === client;
    let ended = false;
    const end = () => {
      if (!current() || ended) return;
      ended = true;
      events.onEnded();
    };
    /** Leaves for good on the service's word (replaced, removed): the room says why. */
    const stop = (tell: () => void) => {
      if (!current()) return;
      void this.leave().catch(warn('The channel was not left.'));
      tell();
    };
    const isHost = (sender: UID) => client.remoteUsers.some((user) => user.uid === sender);
    const streamOf = (user: IAgoraRTCRemoteUser) =>
      new MediaStream(
        [user.videoTrack?.getMediaStreamTrack(), user.audioTrack?.getMediaStreamTrack()].filter(
          (track): track is MediaStreamTrack => track !== undefined,
        ),
      );
    client.on('user-published', (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => {
      if (mediaType === 'datachannel') return;
      client
        .subscribe(user, mediaType)
        .then(() => {
          if (current()) events.onRemoteStream(String(user.uid), streamOf(user));
        })
        .catch(warn(`The other side's ${mediaType} could not be received.`));
    });
    client.on('user-unpublished', (user: IAgoraRTCRemoteUser) => {
      if (current()) events.onRemoteStream(String(user.uid), streamOf(user));
    });
    client.on('user-left', (user: IAgoraRTCRemoteUser, reason: string) => {
      if (!current()) return;
      events.onRemoteStream(String(user.uid), null);
      // In a class only the trainer is a host, and only end() makes the trainer audience.
      if (mode === 'live' && reason === 'BecomeAudience') end();
    });
    client.on('stream-message', (sender: UID, payload: Uint8Array) => {
      // Only a host sends in a class; the check keeps it so whatever a token allows.
      if (!current() || !isHost(sender)) return;
      const message = new TextDecoder().decode(payload);
      if (message === END_MESSAGE) end();
      else if (message === HERE + person && publish && sender !== uid) stop(events.onReplaced);
    });
    client.on(
      'connection-state-change',
      (state: ConnectionState, previous: ConnectionState, reason?: ConnectionDisconnectedReason) => {
        if (!current()) return;
        if (state === 'RECONNECTING') events.onReconnecting();
        else if (state === 'CONNECTED' && previous === 'RECONNECTING') events.onReconnected();
        else if (state !== 'DISCONNECTED' || reason === undefined || String(reason) === 'LEAVE') return;
        else if (REPLACED.has(reason)) stop(events.onReplaced);
        else if (REMOVED.has(reason)) stop(events.onRemoved);
        // The SDK gave up (NETWORK_ERROR, SERVER_ERROR) or the token expired: join again, with a new token.
        else events.onConnectionLost();
      },
    );
    client.on('token-privilege-will-expire', () => {
      if (current()) events.onTokenWillExpire();
    });
    // Too late to renew (a sleeping laptop, a renewal that failed): Agora has let go of the channel,
    // so the room joins again, with a new token.
    client.on('token-privilege-did-expire', () => {
      if (current()) events.onConnectionLost();
    });
    try {
      if (mode === 'live') {
        await (publish ? client.setClientRole('host') : client.setClientRole('audience', { level: AUDIENCE_LEVEL }));
      }
      await client.join(appId, channelName, token, uid);
    } catch (error) {
      if (current()) this.client = null;
      throw new VideoFailure('join-failed', { cause: error, tokenRefused: refusesToken(error) });
    }
    if (!publish) return;
    await client.enableDualStream().catch(warn('The smaller video stream is off.'));
    try {
      await this.replaceTracks(publish);
    } catch (error) {
      await this.leave();
      throw new VideoFailure('publish-failed', { cause: error });
    }
    await this.say(HERE + person);
  }

  /** Unpublishes and leaves; the tracks are not closed (their media belongs to the preview). */
  async leave(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.sent = { video: null, audio: null };
    if (!client) return;
    if (client.connectionState === 'CONNECTED' && client.localTracks.length > 0) {
      await client.unpublish().catch(warn('The tracks were not unpublished.'));
    }
    client.removeAllListeners();
    await client.leave().catch(warn('The channel was not left.'));
  }

  async end(): Promise<void> {
    const client = this.client;
    if (client?.connectionState === 'CONNECTED') {
      try {
        await this.say(END_MESSAGE);
        if (this.mode === 'live') {
          await client.unpublish();
          await client.setClientRole('audience');
        }
      } catch (error) {
        console.warn('The end was not signalled to everyone.', error);
      }
    }
    await this.leave();
  }

  async renewToken(token: string): Promise<void> {
    await this.client?.renewToken(token);
  }

  async replaceTracks(stream: MediaStream): Promise<void> {
    const client = this.client;
    const sdk = this.sdk;
    if (!client || !sdk) return;
    const next = { video: stream.getVideoTracks()[0] ?? null, audio: stream.getAudioTracks()[0] ?? null };
    for (const kind of ['video', 'audio'] as const) {
      const sending = this.sent[kind];
      if (sending?.getMediaStreamTrack() === next[kind]) continue;
      if (sending) await client.unpublish(sending);
      const mediaStreamTrack = next[kind];
      this.sent[kind] = !mediaStreamTrack
        ? null
        : kind === 'video'
          ? sdk.createCustomVideoTrack({ mediaStreamTrack })
          : sdk.createCustomAudioTrack({ mediaStreamTrack });
      const track = this.sent[kind];
      if (track) await client.publish(track);
    }
  }

  /** Sends `message` to everyone on the data stream (a host's, so never in vain from the audience). */
  private async say(message: string) {
    await (this.client as (IAgoraRTCClient & StreamMessageSender) | null)
      ?.sendStreamMessage?.(message, true)
      .catch(warn('A message was not sent.'));
  }
}
