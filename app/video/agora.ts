import type {
  ConnectionDisconnectedReason,
  ConnectionState,
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ILocalAudioTrack,
  ILocalVideoTrack,
  UID,
} from 'agora-rtc-sdk-ng';
import type { JoinOptions, ProviderEvents, VideoProvider } from './provider';

/** The data-stream message with which a side ends the session for everyone. */
export const END_MESSAGE = 'kinetic:end';

/**
 * `sendStreamMessage(payload, needRetry)`: in the SDK's build (4.x), which delivers it to the
 * others as the documented `stream-message` event, but not in its type declarations.
 */
interface StreamMessageSender {
  sendStreamMessage?: (payload: string | Uint8Array, needRetry?: boolean) => Promise<void>;
}

/**
 * The Agora provider: agora-rtc-sdk-ng, imported only when a room joins (its chunk loads on no
 * other screen).
 *
 * - A class is interactive live streaming (`mode: 'live'`): the trainer is the one host, customers
 *   join as audience, so a class of hundreds works and viewers never see each other. A host is not
 *   told of audience members, so this provider reports no viewer count (the room asks the API).
 *   A one-to-one is a call (`mode: 'rtc'`) where both are hosts.
 * - The camera and microphone the pre-join screen opened are published as custom tracks around
 *   the preview's own MediaStreamTracks. Closing such a track stops its MediaStreamTrack, so they
 *   are only ever unpublished: the preview, which opened them, stops them, and a reconnect or
 *   Rejoin publishes them again, live.
 * - The end is explicit. `end()` sends END_MESSAGE on the data stream and, in a class, turns the
 *   trainer from host into audience, which every viewer hears as `user-left` with the reason
 *   `BecomeAudience`; either ends the session for the others. Someone leaving (`Quit`) or dropping
 *   (`ServerTimeOut`) ends nothing: a trainer who drops and comes back is back in the same class.
 */
export class AgoraProvider implements VideoProvider {
  private client: IAgoraRTCClient | null = null;
  private mode: 'live' | 'rtc' = 'rtc';
  private video: ILocalVideoTrack | null = null;
  private audio: ILocalAudioTrack | null = null;
  private createVideoTrack: ((track: MediaStreamTrack) => ILocalVideoTrack) | null = null;

  async join({ appId, channelName, token, uid, publish, kind }: JoinOptions, events: ProviderEvents): Promise<void> {
    const { default: AgoraRTC } = await import('agora-rtc-sdk-ng');
    this.createVideoTrack = (mediaStreamTrack) => AgoraRTC.createCustomVideoTrack({ mediaStreamTrack });
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
    const streamOf = (user: IAgoraRTCRemoteUser) =>
      new MediaStream(
        [user.videoTrack?.getMediaStreamTrack(), user.audioTrack?.getMediaStreamTrack()].filter(
          (track): track is MediaStreamTrack => track !== undefined,
        ),
      );
    client.on('user-published', async (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => {
      if (mediaType === 'datachannel') return;
      await client.subscribe(user, mediaType);
      if (current()) events.onRemoteStream(String(user.uid), streamOf(user));
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
    client.on('stream-message', (_uid: UID, payload: Uint8Array) => {
      if (new TextDecoder().decode(payload) === END_MESSAGE) end();
    });
    client.on(
      'connection-state-change',
      (state: ConnectionState, _previous: ConnectionState, reason?: ConnectionDisconnectedReason) => {
        if (!current()) return;
        // The SDK retries by itself (RECONNECTING) or has given up (DISCONNECTED, not by leaving).
        if (state === 'RECONNECTING' || (state === 'DISCONNECTED' && String(reason) !== 'LEAVE'))
          events.onConnectionLost();
      },
    );
    client.on('token-privilege-will-expire', () => {
      if (current()) events.onTokenWillExpire();
    });
    // Too late to renew (a sleeping laptop, a renewal that failed): Agora has let go of the channel,
    // so the room reconnects as after a drop, with a new token.
    client.on('token-privilege-did-expire', () => {
      if (current()) events.onConnectionLost();
    });
    if (mode === 'live') await client.setClientRole(publish ? 'host' : 'audience');
    await client.join(appId, channelName, token, uid);
    if (publish) {
      const [videoTrack] = publish.getVideoTracks();
      const [audioTrack] = publish.getAudioTracks();
      this.video = videoTrack ? this.createVideoTrack(videoTrack) : null;
      this.audio = audioTrack ? AgoraRTC.createCustomAudioTrack({ mediaStreamTrack: audioTrack }) : null;
      const tracks = [this.video, this.audio].filter((track) => track !== null);
      if (tracks.length > 0) await client.publish(tracks);
    }
  }

  /** Unpublishes and leaves; the tracks are not closed (their media belongs to the preview). */
  async leave(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.video = this.audio = null;
    if (!client) return;
    if (client.connectionState === 'CONNECTED' && client.localTracks.length > 0) {
      await client.unpublish().catch((error: unknown) => console.warn('The tracks were not unpublished.', error));
    }
    client.removeAllListeners();
    await client.leave();
  }

  async end(): Promise<void> {
    const client = this.client;
    if (client?.connectionState === 'CONNECTED') {
      try {
        await (client as IAgoraRTCClient & StreamMessageSender).sendStreamMessage?.(END_MESSAGE, true);
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

  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    if (!this.client || !this.createVideoTrack) return;
    if (this.video) await this.client.unpublish(this.video);
    this.video = this.createVideoTrack(track);
    await this.client.publish(this.video);
  }
}
