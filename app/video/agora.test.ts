import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinOptions, ProviderEvents } from './provider';
import { AgoraProvider, END_MESSAGE } from './agora';

/**
 * A fake of agora-rtc-sdk-ng that keeps to what its type declarations and documentation say: a
 * client per createClient, `live` clients are audience until setClientRole('host') and only hosts
 * publish or send stream messages, switching a publishing host to audience fails, `rtc` ignores
 * roles, publish needs a joined client and live (not closed) tracks, closing a custom track stops
 * its MediaStreamTrack, leave() unpublishes without closing and says DISCONNECTED with LEAVE.
 */
const sdk = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => unknown;

  class FakeLocalTrack {
    closed = false;
    constructor(private readonly track: MediaStreamTrack) {}
    getMediaStreamTrack() {
      return this.track;
    }
    close() {
      this.closed = true;
      this.track.stop();
    }
  }

  class FakeRemoteUser {
    videoTrack?: { getMediaStreamTrack: () => MediaStreamTrack };
    audioTrack?: { getMediaStreamTrack: () => MediaStreamTrack };
    constructor(readonly uid: number) {}
  }

  class FakeClient {
    private listeners = new Map<string, Listener[]>();
    connectionState = 'DISCONNECTED';
    role: 'host' | 'audience' = 'audience';
    localTracks: FakeLocalTrack[] = [];
    joined: { appId: string; channel: string; token: string; uid: number } | null = null;
    renewed: string[] = [];
    sent: string[] = [];
    constructor(readonly config: { mode: 'live' | 'rtc'; codec: string }) {
      if (config.mode === 'rtc') this.role = 'host';
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    removeAllListeners() {
      this.listeners.clear();
    }
    /** Plays the network's part: what the SDK would emit. */
    async emit(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) await listener(...args);
    }
    private state(next: string, reason?: string) {
      const previous = this.connectionState;
      this.connectionState = next;
      void this.emit('connection-state-change', next, previous, reason);
    }
    setClientRole(role: 'host' | 'audience') {
      if (this.config.mode === 'rtc') return Promise.resolve();
      if (role === 'audience' && this.localTracks.length > 0) {
        return Promise.reject(new Error('INVALID_OPERATION: unpublish before becoming audience'));
      }
      this.role = role;
      return Promise.resolve();
    }
    join(appId: string, channel: string, token: string, uid: number) {
      this.state('CONNECTING');
      this.joined = { appId, channel, token, uid };
      this.state('CONNECTED');
      return Promise.resolve(uid);
    }
    publish(tracks: FakeLocalTrack | FakeLocalTrack[]) {
      const list = Array.isArray(tracks) ? tracks : [tracks];
      if (this.connectionState !== 'CONNECTED') return Promise.reject(new Error('INVALID_OPERATION: not joined'));
      if (this.role !== 'host') return Promise.reject(new Error('INVALID_OPERATION: audience cannot publish'));
      if (list.some((track) => track.closed || track.getMediaStreamTrack().readyState === 'ended')) {
        return Promise.reject(new Error('TRACK_IS_DISABLED: the track is closed'));
      }
      this.localTracks.push(...list);
      return Promise.resolve();
    }
    unpublish(tracks?: FakeLocalTrack | FakeLocalTrack[]) {
      const list = tracks === undefined ? this.localTracks : Array.isArray(tracks) ? tracks : [tracks];
      this.localTracks = this.localTracks.filter((track) => !list.includes(track));
      return Promise.resolve();
    }
    subscribe(user: FakeRemoteUser, mediaType: 'audio' | 'video') {
      const track = fakeTrack(mediaType);
      user[`${mediaType}Track`] = { getMediaStreamTrack: () => track };
      return Promise.resolve(user[`${mediaType}Track`]);
    }
    leave() {
      this.localTracks = [];
      this.joined = null;
      this.state('DISCONNECTED', 'LEAVE');
      return Promise.resolve();
    }
    renewToken(token: string) {
      this.renewed.push(token);
      return Promise.resolve();
    }
    sendStreamMessage(payload: string | Uint8Array) {
      if (this.role !== 'host') return Promise.reject(new Error('INVALID_OPERATION: audience cannot send'));
      this.sent.push(typeof payload === 'string' ? payload : new TextDecoder().decode(payload));
      return Promise.resolve();
    }
  }

  const fakeTrack = (kind: 'audio' | 'video') => {
    const track = { kind, readyState: 'live', enabled: true, stop: () => (track.readyState = 'ended') };
    return track as unknown as MediaStreamTrack;
  };

  const clients: FakeClient[] = [];
  const AgoraRTC = {
    createClient: (config: { mode: 'live' | 'rtc'; codec: string }) => {
      const client = new FakeClient(config);
      clients.push(client);
      return client;
    },
    createCustomVideoTrack: ({ mediaStreamTrack }: { mediaStreamTrack: MediaStreamTrack }) =>
      new FakeLocalTrack(mediaStreamTrack),
    createCustomAudioTrack: ({ mediaStreamTrack }: { mediaStreamTrack: MediaStreamTrack }) =>
      new FakeLocalTrack(mediaStreamTrack),
  };
  return { clients, AgoraRTC, fakeTrack, FakeRemoteUser };
});
vi.mock('agora-rtc-sdk-ng', () => ({ default: sdk.AgoraRTC }));

/** jsdom has no MediaStream: a list of tracks is all the provider needs. */
class FakeMediaStream {
  constructor(private readonly tracks: MediaStreamTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
}

const camera = () => new FakeMediaStream([sdk.fakeTrack('video'), sdk.fakeTrack('audio')]) as unknown as MediaStream;
const options = (kind: JoinOptions['kind'], publish: MediaStream | null): JoinOptions => ({
  appId: 'app',
  channelName: 'class-cl_2007',
  token: 'first',
  uid: 100301,
  publish,
  kind,
});
const recorder = () =>
  ({
    onRemoteStream: vi.fn(),
    onPeerCount: vi.fn(),
    onConnectionLost: vi.fn(),
    onEnded: vi.fn(),
    onTokenWillExpire: vi.fn(),
  }) satisfies ProviderEvents;
const last = () => {
  const client = sdk.clients.at(-1);
  if (!client) throw new Error('No client was created.');
  return client;
};
const encode = (text: string) => new TextEncoder().encode(text);

beforeEach(() => {
  sdk.clients.length = 0;
  vi.stubGlobal('MediaStream', FakeMediaStream);
});
afterEach(() => vi.unstubAllGlobals());

describe('AgoraProvider', () => {
  it('broadcasts a class: the trainer joins live streaming as the host and publishes the preview’s camera and microphone', async () => {
    const provider = new AgoraProvider();
    const stream = camera();
    await provider.join(options('class', stream), recorder());
    const client = last();
    expect(client.config).toEqual({ mode: 'live', codec: 'vp8' });
    expect(client.role).toBe('host');
    expect(client.joined).toEqual({ appId: 'app', channel: 'class-cl_2007', token: 'first', uid: 100301 });
    expect(client.localTracks.map((track) => track.getMediaStreamTrack())).toEqual(stream.getTracks());
  });

  it('watches a class as the audience, publishing nothing, and shows the trainer once subscribed', async () => {
    const provider = new AgoraProvider();
    const events = recorder();
    await provider.join(options('class', null), events);
    const client = last();
    expect(client.config.mode).toBe('live');
    expect(client.role).toBe('audience');
    expect(client.localTracks).toEqual([]);

    const trainer = new sdk.FakeRemoteUser(100301);
    await client.emit('user-published', trainer, 'video');
    await client.emit('user-published', trainer, 'audio');
    expect(trainer.videoTrack).toBeDefined();
    expect(trainer.audioTrack).toBeDefined();
    const [peer, media] = events.onRemoteStream.mock.lastCall as [string, FakeMediaStream];
    expect(peer).toBe('100301');
    expect(media.getTracks().map((track) => track.kind)).toEqual(['video', 'audio']);
  });

  it('keeps a one-to-one a call between two hosts (rtc), each publishing', async () => {
    const trainer = new AgoraProvider();
    const customer = new AgoraProvider();
    await trainer.join(options('one-to-one', camera()), recorder());
    await customer.join({ ...options('one-to-one', camera()), uid: 300101 }, recorder());
    for (const client of sdk.clients) {
      expect(client.config).toEqual({ mode: 'rtc', codec: 'vp8' });
      expect(client.role).toBe('host');
      expect(client.localTracks).toHaveLength(2);
    }
  });

  it('reports no viewer count of its own (a host is not told of its audience; the room asks the API)', async () => {
    const provider = new AgoraProvider();
    const events = recorder();
    await provider.join(options('class', camera()), events);
    const client = last();
    await client.emit('user-joined', new sdk.FakeRemoteUser(300101));
    await client.emit('user-left', new sdk.FakeRemoteUser(300101), 'Quit');
    expect(events.onPeerCount).not.toHaveBeenCalled();
  });

  it('leaves without closing the preview’s tracks, so a rejoin publishes them live', async () => {
    const provider = new AgoraProvider();
    const stream = camera();
    await provider.join(options('class', stream), recorder());
    const first = last();
    const published = [...first.localTracks];
    await provider.leave();
    expect(first.connectionState).toBe('DISCONNECTED');
    expect(published.every((track) => !track.closed)).toBe(true);
    expect(stream.getTracks().map((track) => track.readyState)).toEqual(['live', 'live']);

    await provider.join(options('class', stream), recorder());
    const second = last();
    expect(second).not.toBe(first);
    expect(second.localTracks.map((track) => track.getMediaStreamTrack())).toEqual(stream.getTracks());
    expect(second.localTracks.every((track) => track.getMediaStreamTrack().readyState === 'live')).toBe(true);
  });

  it('renews the token when the SDK says it will expire', async () => {
    const provider = new AgoraProvider();
    const events = recorder();
    await provider.join(options('class', null), events);
    await last().emit('token-privilege-will-expire');
    expect(events.onTokenWillExpire).toHaveBeenCalledOnce();
    await provider.renewToken('second');
    expect(last().renewed).toEqual(['second']);
  });

  it('reconnects with a new token when the token has expired before it was renewed', async () => {
    const provider = new AgoraProvider();
    const events = recorder();
    await provider.join(options('class', null), events);
    await last().emit('token-privilege-did-expire');
    expect(events.onConnectionLost).toHaveBeenCalledOnce();
    expect(events.onEnded).not.toHaveBeenCalled();
  });

  it('says the connection is lost when the SDK reconnects or gives up, and not when it leaves', async () => {
    const provider = new AgoraProvider();
    const events = recorder();
    await provider.join(options('class', null), events);
    const client = last();
    await client.emit('connection-state-change', 'RECONNECTING', 'CONNECTED', 'NETWORK_ERROR');
    await client.emit('connection-state-change', 'DISCONNECTED', 'RECONNECTING', 'NETWORK_ERROR');
    expect(events.onConnectionLost).toHaveBeenCalledTimes(2);
    await provider.leave();
    expect(events.onConnectionLost).toHaveBeenCalledTimes(2);
  });

  it('ends a class for the viewers only on the trainer’s explicit end, not when anyone leaves or drops', async () => {
    const trainer = new AgoraProvider();
    await trainer.join(options('class', camera()), recorder());
    const broadcaster = last();
    const viewerEvents = recorder();
    await new AgoraProvider().join({ ...options('class', null), uid: 300101 }, viewerEvents);
    const viewer = last();
    const host = new sdk.FakeRemoteUser(100301);

    // The trainer dropping or leaving to reconnect is not the end.
    await viewer.emit('user-left', host, 'ServerTimeOut');
    await viewer.emit('user-left', host, 'Quit');
    expect(viewerEvents.onEnded).not.toHaveBeenCalled();
    expect(viewerEvents.onRemoteStream).toHaveBeenLastCalledWith('100301', null);

    await trainer.end();
    // The trainer said so on the data stream, unpublished and became audience, then left.
    expect(broadcaster.sent).toEqual([END_MESSAGE]);
    expect(broadcaster.role).toBe('audience');
    expect(broadcaster.connectionState).toBe('DISCONNECTED');
    // Each viewer hears one or the other (or both) and ends once.
    await viewer.emit('stream-message', 100301, encode(END_MESSAGE));
    await viewer.emit('user-left', host, 'BecomeAudience');
    expect(viewerEvents.onEnded).toHaveBeenCalledOnce();
  });

  it('ignores stream messages that are not the end', async () => {
    const events = recorder();
    await new AgoraProvider().join(options('class', null), events);
    await last().emit('stream-message', 100301, encode('hello'));
    expect(events.onEnded).not.toHaveBeenCalled();
  });

  it('ends a one-to-one for the other side whichever side ends it, and not when one leaves', async () => {
    const trainerEvents = recorder();
    const customerEvents = recorder();
    const trainer = new AgoraProvider();
    const customer = new AgoraProvider();
    await trainer.join(options('one-to-one', camera()), trainerEvents);
    const trainerClient = last();
    await customer.join({ ...options('one-to-one', camera()), uid: 300101 }, customerEvents);
    const customerClient = last();

    await trainerClient.emit('user-left', new sdk.FakeRemoteUser(300101), 'Quit');
    expect(trainerEvents.onEnded).not.toHaveBeenCalled();

    await customer.end();
    expect(customerClient.sent).toEqual([END_MESSAGE]);
    expect(customerClient.connectionState).toBe('DISCONNECTED');
    await trainerClient.emit('stream-message', 300101, encode(END_MESSAGE));
    expect(trainerEvents.onEnded).toHaveBeenCalledOnce();
  });

  it('says nothing more once it has left', async () => {
    const provider = new AgoraProvider();
    const events = recorder();
    await provider.join(options('class', null), events);
    const client = last();
    await provider.leave();
    await client.emit('stream-message', 100301, encode(END_MESSAGE));
    await client.emit('token-privilege-will-expire');
    await client.emit('token-privilege-did-expire');
    expect(events.onEnded).not.toHaveBeenCalled();
    expect(events.onTokenWillExpire).not.toHaveBeenCalled();
    expect(events.onConnectionLost).not.toHaveBeenCalled();
  });
});
