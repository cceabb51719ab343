import type { IAgoraRTCClient, IAgoraRTCRemoteUser, ILocalVideoTrack, ILocalAudioTrack } from 'agora-rtc-sdk-ng';
import type { JoinOptions, ProviderEvents, VideoProvider } from './provider';

/**
 * The Agora provider: agora-rtc-sdk-ng, imported only when a room joins (its chunk loads on no
 * other screen). The camera and microphone the pre-join screen opened are published as custom
 * tracks; remote users' tracks are handed to the room as one MediaStream each.
 */
export class AgoraProvider implements VideoProvider {
  private client: IAgoraRTCClient | null = null;
  private video: ILocalVideoTrack | null = null;
  private audio: ILocalAudioTrack | null = null;
  private createVideoTrack: ((track: MediaStreamTrack) => ILocalVideoTrack) | null = null;

  async join({ appId, channelName, token, uid, publish }: JoinOptions, events: ProviderEvents): Promise<void> {
    const { default: AgoraRTC } = await import('agora-rtc-sdk-ng');
    this.createVideoTrack = (mediaStreamTrack) => AgoraRTC.createCustomVideoTrack({ mediaStreamTrack });
    const client = AgoraRTC.createClient({ mode: 'rtc', codec: 'vp8' });
    this.client = client;
    const streamOf = (user: IAgoraRTCRemoteUser) =>
      new MediaStream(
        [user.videoTrack?.getMediaStreamTrack(), user.audioTrack?.getMediaStreamTrack()].filter(
          (track): track is MediaStreamTrack => track !== undefined,
        ),
      );
    const count = () => events.onPeerCount(client.remoteUsers.length);
    client.on('user-joined', count);
    client.on('user-published', async (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => {
      if (mediaType === 'datachannel') return;
      await client.subscribe(user, mediaType);
      events.onRemoteStream(String(user.uid), streamOf(user));
    });
    client.on('user-unpublished', (user: IAgoraRTCRemoteUser) =>
      events.onRemoteStream(String(user.uid), streamOf(user)),
    );
    client.on('user-left', (user: IAgoraRTCRemoteUser, reason: string) => {
      events.onRemoteStream(String(user.uid), null);
      count();
      // The trainer quitting (not dropping) ends the class for the viewers.
      if (reason === 'Quit' && !publish) events.onEnded();
    });
    client.on('connection-state-change', (state: string) => {
      if (state === 'RECONNECTING') events.onConnectionLost();
    });
    client.on('token-privilege-will-expire', events.onTokenWillExpire);
    await client.join(appId, channelName, token, uid);
    if (publish) {
      const [videoTrack] = publish.getVideoTracks();
      const [audioTrack] = publish.getAudioTracks();
      this.video = videoTrack ? this.createVideoTrack(videoTrack) : null;
      this.audio = audioTrack ? AgoraRTC.createCustomAudioTrack({ mediaStreamTrack: audioTrack }) : null;
      await client.publish([this.video, this.audio].filter((track) => track !== null));
    }
  }

  async leave(): Promise<void> {
    this.video?.close();
    this.audio?.close();
    this.video = this.audio = null;
    await this.client?.leave();
    this.client = null;
  }

  end(): Promise<void> {
    return this.leave();
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
