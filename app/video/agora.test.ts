import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinOptions } from './provider';
import { recordEvents } from './testing';
import { AgoraProvider, END_MESSAGE, REMOVED_REASONS, REPLACED_REASONS } from './agora';
import { joinFailureReason } from './joinFailure';

/** The SDK's build, which the app bundles. */
const SDK_BUILD = createRequire(import.meta.url).resolve('agora-rtc-sdk-ng');
/** A file beside the SDK's build: its type declarations. */
const sdkFile = (name: string) => readFileSync(join(dirname(SDK_BUILD), name), 'utf8');

/**
 * What agora-rtc-sdk-ng declares (its `rtc-sdk_en.d.ts`): the client's events and members, the
 * SDK's members, and the reasons of a disconnection. The fake below emits only these, and the tests
 * at the end check the provider uses only these.
 */
const declared = (() => {
  const text = sdkFile('rtc-sdk_en.d.ts');
  const block = (opening: string) => {
    const start = text.indexOf(opening);
    if (start < 0) throw new Error(`${opening} is not declared.`);
    return text.slice(start, text.indexOf('\n}', start));
  };
  const members = (body: string) =>
    new Set([...body.matchAll(/^ {4}(?:readonly )?(\w+)\??[(:<]/gm)].map((match) => match[1]));
  const client = block('export declare interface IAgoraRTCClient extends EventEmitter {');
  const emitter = block('declare class EventEmitter {');
  return {
    clientEvents: new Set([...client.matchAll(/^ {4}on\(event: "([\w-]+)"/gm)].map((match) => match[1])),
    clientMembers: new Set([...members(client), ...members(emitter)]),
    sdkMembers: members(block('export declare interface IAgoraRTC extends EventEmitter {')),
    reasons: new Set(
      [...block('export declare enum ConnectionDisconnectedReason {').matchAll(/^ {4}(\w+) = "/gm)].map(
        (match) => match[1],
      ),
    ),
    errorCodes: new Set(
      [...block('export declare enum AgoraRTCErrorCode {').matchAll(/^ {4}(\w+) = "/gm)].map((match) => match[1]),
    ),
  };
})();

/**
 * A fake of agora-rtc-sdk-ng that plays the SDK's own sequences, as its type declarations and
 * documentation describe them: a client per createClient; `live` clients are audience until
 * setClientRole('host') and only hosts publish or send stream messages; switching a publishing
 * host to audience fails; `rtc` ignores roles; publish needs a joined client and live tracks;
 * closing a custom track stops its MediaStreamTrack; leave() unpublishes without closing and says
 * DISCONNECTED with LEAVE. The network's part: a drop is RECONNECTING, then CONNECTED when it comes
 * back, or DISCONNECTED with a reason when the SDK gives up or is refused (UID_BANNED and the
 * rest); a token says it will expire, then that it did, and the SDK lets go of the channel. A
 * subscription can fail, and a track can end (unplugged). A join can fail as the SDK's does
 * (`failJoins`): CONNECTING, then DISCONNECTED without a reason (it rolls back), then the
 * AgoraRTCException, with its code and message (a refused token, or no service in reach). Only
 * declared events, reasons and error codes are emitted (anything else throws), and `remoteUsers`
 * holds the hosts only, as in the SDK.
 */
const sdk = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => unknown;

  class FakeMediaStreamTrack extends EventTarget {
    readyState: 'live' | 'ended' = 'live';
    enabled = true;
    constructor(readonly kind: 'audio' | 'video') {
      super();
    }
    /** Stopping here fires nothing, as in browsers. */
    stop() {
      this.readyState = 'ended';
    }
    /** The device went away (unplugged, permission taken back): `ended`, as in browsers. */
    end() {
      this.readyState = 'ended';
      this.dispatchEvent(new Event('ended'));
    }
  }

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

  /** The SDK's error (AgoraRTCError, named AgoraRTCException): a declared code, its message, its data. */
  class FakeAgoraError extends Error {
    override readonly name = 'AgoraRTCException';
    constructor(
      readonly code: string,
      description: string,
      readonly data?: Record<string, unknown>,
    ) {
      if (!declared.errorCodes.has(code)) throw new Error(`agora-rtc-sdk-ng has no error code ${code}.`);
      super(`AgoraRTCError ${code}: ${description}`);
    }
  }

  /** What the next joins of every client fail with (null: they succeed). */
  const joins = { failure: null as FakeAgoraError | null };

  class FakeRemoteUser {
    videoTrack?: { getMediaStreamTrack: () => MediaStreamTrack };
    audioTrack?: { getMediaStreamTrack: () => MediaStreamTrack };
    constructor(readonly uid: number) {}
  }

  class FakeClient {
    private listeners = new Map<string, Listener[]>();
    connectionState = 'DISCONNECTED';
    role: 'host' | 'audience' = 'audience';
    level: number | undefined;
    dualStream = false;
    localTracks: FakeLocalTrack[] = [];
    remoteUsers: FakeRemoteUser[] = [];
    joined: { appId: string; channel: string; token: string; uid: number } | null = null;
    renewed: string[] = [];
    sent: string[] = [];
    failSubscribe = false;
    constructor(readonly config: { mode: 'live' | 'rtc'; codec: string }) {
      if (config.mode === 'rtc') this.role = 'host';
    }
    on(event: string, listener: Listener) {
      if (!declared.clientEvents.has(event)) throw new Error(`agora-rtc-sdk-ng has no client event "${event}".`);
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    removeAllListeners() {
      this.listeners.clear();
    }
    /** The events listened to. */
    listenedTo() {
      return [...this.listeners.keys()];
    }
    /** Plays the network's part: what the SDK would emit. */
    async emit(event: string, ...args: unknown[]) {
      if (!declared.clientEvents.has(event)) throw new Error(`agora-rtc-sdk-ng emits no "${event}".`);
      for (const listener of this.listeners.get(event) ?? []) await listener(...args);
    }
    private state(next: string, reason?: string) {
      if (reason !== undefined && !declared.reasons.has(reason)) throw new Error(`No disconnection reason ${reason}.`);
      const previous = this.connectionState;
      this.connectionState = next;
      return this.emit('connection-state-change', next, previous, reason);
    }
    /** The network drops: the SDK reconnects by itself. */
    drop() {
      return this.state('RECONNECTING');
    }
    /** The network is back before the SDK gave up. */
    recover() {
      return this.state('CONNECTED');
    }
    /** The SDK gives up or is refused: it has left the channel. */
    disconnect(reason: string) {
      this.localTracks = [];
      this.remoteUsers = [];
      this.joined = null;
      return this.state('DISCONNECTED', reason);
    }
    async expireToken() {
      await this.emit('token-privilege-did-expire');
      await this.disconnect('TOKEN_EXPIRE');
    }
    /** A host arrives (the SDK tells of hosts only). */
    async hostJoins(user: FakeRemoteUser) {
      this.remoteUsers.push(user);
      await this.emit('user-joined', user);
    }
    async hostLeaves(user: FakeRemoteUser, reason: string) {
      this.remoteUsers = this.remoteUsers.filter((other) => other !== user);
      await this.emit('user-left', user, reason);
    }
    setClientRole(role: 'host' | 'audience', options?: { level: number }) {
      if (this.config.mode === 'rtc') return Promise.resolve();
      if (role === 'audience' && this.localTracks.length > 0) {
        return Promise.reject(new Error('INVALID_OPERATION: unpublish before becoming audience'));
      }
      this.role = role;
      this.level = options?.level;
      return Promise.resolve();
    }
    async join(appId: string, channel: string, token: string, uid: number) {
      await this.state('CONNECTING');
      if (joins.failure) {
        // The SDK rolls the join back: DISCONNECTED, with no reason on a first join, then the error.
        await this.state('DISCONNECTED');
        throw joins.failure;
      }
      this.joined = { appId, channel, token, uid };
      await this.state('CONNECTED');
      return uid;
    }
    enableDualStream() {
      if (this.role !== 'host') return Promise.reject(new Error('INVALID_OPERATION: audience'));
      this.dualStream = true;
      return Promise.resolve();
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
      if (this.failSubscribe) return Promise.reject(new Error('INVALID_REMOTE_USER: the user left'));
      const track = new FakeMediaStreamTrack(mediaType) as unknown as MediaStreamTrack;
      user[`${mediaType}Track`] = { getMediaStreamTrack: () => track };
      return Promise.resolve(user[`${mediaType}Track`]);
    }
    leave() {
      this.localTracks = [];
      this.remoteUsers = [];
      this.joined = null;
      if (this.connectionState === 'DISCONNECTED') return Promise.resolve();
      return this.state('DISCONNECTED', 'LEAVE');
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

  /** The members the provider reached on a client or on the SDK, to check against the declarations. */
  const used = { client: new Set<string>(), sdk: new Set<string>() };
  /** Records what is reached from outside; the fake's own methods run on the fake itself. */
  const recording = <T extends object>(target: T, into: Set<string>) =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'string') into.add(key);
        const value: unknown = Reflect.get(object, key, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });

  const clients: FakeClient[] = [];
  const AgoraRTC = recording(
    {
      createClient: (config: { mode: 'live' | 'rtc'; codec: string }) => {
        const client = new FakeClient(config);
        clients.push(client);
        return recording(client, used.client);
      },
      createCustomVideoTrack: ({ mediaStreamTrack }: { mediaStreamTrack: MediaStreamTrack }) =>
        new FakeLocalTrack(mediaStreamTrack),
      createCustomAudioTrack: ({ mediaStreamTrack }: { mediaStreamTrack: MediaStreamTrack }) =>
        new FakeLocalTrack(mediaStreamTrack),
    },
    used.sdk,
  );
  return { clients, AgoraRTC, FakeMediaStreamTrack, FakeRemoteUser, FakeAgoraError, joins, used };
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

const track = (kind: 'audio' | 'video') => new sdk.FakeMediaStreamTrack(kind) as unknown as MediaStreamTrack;
const media = (...kinds: ('audio' | 'video')[]) => new FakeMediaStream(kinds.map(track)) as unknown as MediaStream;
const camera = () => media('video', 'audio');
const TRAINER = 100301;
const options = (kind: JoinOptions['kind'], publish: MediaStream | null): JoinOptions => ({
  appId: 'app',
  channelName: 'class-cl_2007',
  token: 'first',
  uid: TRAINER,
  person: 'trainer',
  publish,
  kind,
});
const last = () => {
  const client = sdk.clients.at(-1);
  if (!client) throw new Error('No client was created.');
  return client;
};
const encode = (text: string) => new TextEncoder().encode(text);

/** A viewer of a class with the trainer in it as the host. */
async function viewer() {
  const events = recordEvents();
  const provider = new AgoraProvider();
  await provider.join({ ...options('class', null), uid: 300101, person: 'customer' }, events);
  const client = last();
  const host = new sdk.FakeRemoteUser(TRAINER);
  await client.hostJoins(host);
  return { events, provider, client, host };
}

beforeEach(() => {
  sdk.clients.length = 0;
  sdk.joins.failure = null;
  vi.stubGlobal('MediaStream', FakeMediaStream);
});
afterEach(() => vi.unstubAllGlobals());

describe('AgoraProvider', () => {
  it('broadcasts a class: the trainer joins live streaming as the host, with the small stream too, and publishes the preview’s camera and microphone', async () => {
    const provider = new AgoraProvider();
    const stream = camera();
    await provider.join(options('class', stream), recordEvents());
    const client = last();
    expect(client.config).toEqual({ mode: 'live', codec: 'vp8' });
    expect(client.role).toBe('host');
    expect(client.dualStream).toBe(true);
    expect(client.joined).toEqual({ appId: 'app', channel: 'class-cl_2007', token: 'first', uid: TRAINER });
    expect(client.localTracks.map((local) => local.getMediaStreamTrack())).toEqual(stream.getTracks());
  });

  it('watches a class as the audience at the low-latency level, publishing nothing, and shows the trainer once subscribed', async () => {
    const { events, client, host } = await viewer();
    expect(client.config.mode).toBe('live');
    expect(client.role).toBe('audience');
    expect(client.level).toBe(1);
    expect(client.dualStream).toBe(false);
    expect(client.localTracks).toEqual([]);

    await client.emit('user-published', host, 'video');
    await client.emit('user-published', host, 'audio');
    await vi.waitFor(() => expect(events.onRemoteStream).toHaveBeenCalledTimes(2));
    const [peer, stream] = events.onRemoteStream.mock.lastCall as [string, FakeMediaStream];
    expect(peer).toBe(String(TRAINER));
    expect(stream.getTracks().map((remote) => remote.kind)).toEqual(['video', 'audio']);
  });

  it('keeps a one-to-one a call between two hosts (rtc), each publishing', async () => {
    const trainer = new AgoraProvider();
    const customer = new AgoraProvider();
    await trainer.join(options('one-to-one', camera()), recordEvents());
    await customer.join({ ...options('one-to-one', camera()), uid: 300101, person: 'customer' }, recordEvents());
    for (const client of sdk.clients) {
      expect(client.config).toEqual({ mode: 'rtc', codec: 'vp8' });
      expect(client.role).toBe('host');
      expect(client.localTracks).toHaveLength(2);
    }
  });

  it('joins a one-to-one with a microphone alone, or a camera alone', async () => {
    await new AgoraProvider().join(options('one-to-one', media('audio')), recordEvents());
    expect(last().localTracks.map((local) => local.getMediaStreamTrack().kind)).toEqual(['audio']);
    await new AgoraProvider().join(options('one-to-one', media('video')), recordEvents());
    expect(last().localTracks.map((local) => local.getMediaStreamTrack().kind)).toEqual(['video']);
  });

  it('reports no viewer count of its own (a host is not told of its audience; the room asks the API)', async () => {
    const provider = new AgoraProvider();
    const events = recordEvents();
    await provider.join(options('class', camera()), events);
    const client = last();
    await client.hostJoins(new sdk.FakeRemoteUser(300101));
    await client.hostLeaves(new sdk.FakeRemoteUser(300101), 'Quit');
    expect(events.onPeerCount).not.toHaveBeenCalled();
  });

  it('leaves without closing the preview’s tracks, so a rejoin publishes them live', async () => {
    const provider = new AgoraProvider();
    const stream = camera();
    await provider.join(options('class', stream), recordEvents());
    const first = last();
    const published = [...first.localTracks];
    await provider.leave();
    expect(first.connectionState).toBe('DISCONNECTED');
    expect(published.every((local) => !local.closed)).toBe(true);
    expect(stream.getTracks().map((local) => local.readyState)).toEqual(['live', 'live']);

    await provider.join(options('class', stream), recordEvents());
    const second = last();
    expect(second).not.toBe(first);
    expect(second.localTracks.map((local) => local.getMediaStreamTrack())).toEqual(stream.getTracks());
  });

  it('leaves the reconnection to the SDK: reconnecting, then reconnected, without leaving or joining again', async () => {
    const { events, client } = await viewer();
    await client.drop();
    expect(events.onReconnecting).toHaveBeenCalledOnce();
    await client.recover();
    expect(events.onReconnected).toHaveBeenCalledOnce();
    expect(events.onConnectionLost).not.toHaveBeenCalled();
    expect(client.joined).not.toBeNull();
    expect(sdk.clients).toHaveLength(1);
  });

  it.each(['NETWORK_ERROR', 'SERVER_ERROR'])(
    'has the room join again only once the SDK gives up (DISCONNECTED, %s)',
    async (reason) => {
      const { events, client } = await viewer();
      await client.drop();
      await client.disconnect(reason);
      expect(events.onConnectionLost).toHaveBeenCalledOnce();
      expect(events.onReplaced).not.toHaveBeenCalled();
      expect(events.onRemoved).not.toHaveBeenCalled();
    },
  );

  it.each(REPLACED_REASONS)(
    'says this device was replaced when the service drops its uid (%s), and does not come back',
    async (reason) => {
      const { events, client } = await viewer();
      await client.disconnect(reason);
      expect(events.onReplaced).toHaveBeenCalledOnce();
      expect(events.onConnectionLost).not.toHaveBeenCalled();
    },
  );

  it.each(REMOVED_REASONS)('says this device was removed when the service bans it (%s)', async (reason) => {
    const { events, client } = await viewer();
    await client.disconnect(reason);
    expect(events.onRemoved).toHaveBeenCalledOnce();
    expect(events.onConnectionLost).not.toHaveBeenCalled();
  });

  it('says nothing when it leaves itself', async () => {
    const provider = new AgoraProvider();
    const events = recordEvents();
    await provider.join(options('class', null), events);
    await provider.leave();
    expect(Object.values(events).every((event) => event.mock.calls.length === 0 || event === events.onPeerCount)).toBe(
      true,
    );
  });

  it('renews the token when the SDK says it will expire', async () => {
    const { events, provider, client } = await viewer();
    await client.emit('token-privilege-will-expire');
    expect(events.onTokenWillExpire).toHaveBeenCalledOnce();
    await provider.renewToken('second');
    expect(client.renewed).toEqual(['second']);
  });

  it('joins again with a new token when the token expired before it was renewed', async () => {
    const { events, client } = await viewer();
    await client.expireToken();
    expect(events.onConnectionLost).toHaveBeenCalled();
    expect(events.onEnded).not.toHaveBeenCalled();
    expect(events.onRemoved).not.toHaveBeenCalled();
  });

  it('handles a failed subscription (the trainer left meanwhile) without an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events, client, host } = await viewer();
    client.failSubscribe = true;
    await client.emit('user-published', host, 'video');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(events.onRemoteStream).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends a camera opened again after the first one ended, in place of the ended one', async () => {
    const provider = new AgoraProvider();
    const first = camera();
    await provider.join(options('one-to-one', first), recordEvents());
    const client = last();
    (first.getVideoTracks()[0] as unknown as { end: () => void }).end();
    const [, microphone] = first.getTracks();
    const again = new FakeMediaStream([track('video'), microphone as MediaStreamTrack]) as unknown as MediaStream;
    await provider.replaceTracks(again);
    expect(client.localTracks.map((local) => local.getMediaStreamTrack())).toEqual([
      microphone,
      again.getVideoTracks()[0],
    ]);
    // No camera left: the microphone alone goes on.
    await provider.replaceTracks(new FakeMediaStream([microphone as MediaStreamTrack]) as unknown as MediaStream);
    expect(client.localTracks.map((local) => local.getMediaStreamTrack())).toEqual([microphone]);
  });

  /** What the SDK's join rejects with when the service refuses it, or cannot be reached. */
  const refusals = {
    'an invalid token': () =>
      new sdk.FakeAgoraError(
        'CAN_NOT_GET_GATEWAY_SERVER',
        'flag: 4096, message: AgoraRTCError CAN_NOT_GET_GATEWAY_SERVER: invalid token, authorized failed',
        { retry: false, desc: ['invalid token, authorized failed'] },
      ),
    'an expired token': () =>
      new sdk.FakeAgoraError(
        'CAN_NOT_GET_GATEWAY_SERVER',
        'flag: 4096, message: AgoraRTCError CAN_NOT_GET_GATEWAY_SERVER: dynamic key expired',
        { retry: false, desc: ['dynamic key expired'] },
      ),
    'a token its gateway refuses': () =>
      new sdk.FakeAgoraError('UNEXPECTED_RESPONSE', 'ERR_NO_AUTHORIZED: ', { code: 17, desc: 'ERR_NO_AUTHORIZED' }),
    'no service in reach': () =>
      new sdk.FakeAgoraError(
        'CAN_NOT_GET_GATEWAY_SERVER',
        'flag: 4096, message: AgoraRTCError CAN_NOT_GET_GATEWAY_SERVER: no service available',
        { retry: true, desc: ['no service available'] },
      ),
    'a network that times out': () => new sdk.FakeAgoraError('NETWORK_TIMEOUT', 'timeout'),
  };

  it.each([
    ['an invalid token', 'TOKEN_REFUSED'],
    ['an expired token', 'TOKEN_REFUSED'],
    ['a token its gateway refuses', 'TOKEN_REFUSED'],
    ['no service in reach', 'VIDEO_SERVICE_UNREACHABLE'],
    ['a network that times out', 'VIDEO_SERVICE_UNREACHABLE'],
  ] as const)(
    'fails a join the SDK rolls back for %s as a join failure, reported as %s, and tells the room nothing else',
    async (refusal, reported) => {
      const error = refusals[refusal]();
      sdk.joins.failure = error;
      const events = recordEvents();
      const failure: unknown = await new AgoraProvider().join(options('class', null), events).catch((e) => e);
      expect(failure).toMatchObject({ reason: 'join-failed', cause: error });
      expect(joinFailureReason(failure)).toBe(reported);
      // The rollback's DISCONNECTED has no reason: no rejoin, no removal, no replacement.
      expect(last().connectionState).toBe('DISCONNECTED');
      expect(Object.values(events).every((event) => event.mock.calls.length === 0)).toBe(true);
    },
  );

  it('a join that fails can be tried again: the next attempt joins', async () => {
    sdk.joins.failure = refusals['no service in reach']();
    const provider = new AgoraProvider();
    await expect(provider.join(options('class', null), recordEvents())).rejects.toMatchObject({
      reason: 'join-failed',
    });
    sdk.joins.failure = null;
    await provider.join(options('class', null), recordEvents());
    expect(last().connectionState).toBe('CONNECTED');
  });

  it('fails a publish that fails (a camera that ended) as a publish failure, out of the channel, reported as the devices refused', async () => {
    const ended = camera();
    ended.getTracks().forEach((local) => local.stop());
    const failure: unknown = await new AgoraProvider().join(options('class', ended), recordEvents()).catch((e) => e);
    expect(failure).toMatchObject({ reason: 'publish-failed' });
    expect(joinFailureReason(failure)).toBe('DEVICES_REFUSED');
    expect(last().connectionState).toBe('DISCONNECTED');
  });

  it('ends a class for the viewers only on the trainer’s explicit end, not when anyone leaves or drops', async () => {
    const trainer = new AgoraProvider();
    await trainer.join(options('class', camera()), recordEvents());
    const broadcaster = last();
    const { events, client, host } = await viewer();

    // The trainer dropping or leaving to reconnect is not the end.
    await client.hostLeaves(host, 'ServerTimeOut');
    await client.hostJoins(host);
    await client.hostLeaves(host, 'Quit');
    await client.hostJoins(host);
    expect(events.onEnded).not.toHaveBeenCalled();
    expect(events.onRemoteStream).toHaveBeenLastCalledWith(String(TRAINER), null);

    await trainer.end();
    // The trainer said so on the data stream, unpublished and became audience, then left.
    expect(broadcaster.sent).toEqual(['kinetic:here:trainer', END_MESSAGE]);
    expect(broadcaster.role).toBe('audience');
    expect(broadcaster.connectionState).toBe('DISCONNECTED');
    // Each viewer hears one or the other (or both) and ends once.
    await client.emit('stream-message', TRAINER, encode(END_MESSAGE));
    await client.hostLeaves(host, 'BecomeAudience');
    expect(events.onEnded).toHaveBeenCalledOnce();
  });

  it('trusts the end only from a host: a stream message from anyone else ends nothing', async () => {
    const { events, client } = await viewer();
    await client.emit('stream-message', 300202, encode(END_MESSAGE));
    await client.emit('stream-message', TRAINER, encode('hello'));
    expect(events.onEnded).not.toHaveBeenCalled();
  });

  it('ends a one-to-one for the other side whichever side ends it, and not when one leaves', async () => {
    const trainerEvents = recordEvents();
    const trainer = new AgoraProvider();
    const customer = new AgoraProvider();
    await trainer.join(options('one-to-one', camera()), trainerEvents);
    const trainerClient = last();
    await customer.join({ ...options('one-to-one', camera()), uid: 300101, person: 'customer' }, recordEvents());
    const customerClient = last();
    const other = new sdk.FakeRemoteUser(300101);
    await trainerClient.hostJoins(other);

    await trainerClient.hostLeaves(other, 'Quit');
    await trainerClient.hostJoins(other);
    expect(trainerEvents.onEnded).not.toHaveBeenCalled();

    await customer.end();
    expect(customerClient.sent).toEqual(['kinetic:here:customer', END_MESSAGE]);
    expect(customerClient.connectionState).toBe('DISCONNECTED');
    await trainerClient.emit('stream-message', 300101, encode(END_MESSAGE));
    expect(trainerEvents.onEnded).toHaveBeenCalledOnce();
  });

  it('gives the seat to the same person’s newer device, once: the one before leaves and is told so', async () => {
    const firstEvents = recordEvents();
    await new AgoraProvider().join(
      { ...options('one-to-one', camera()), uid: 300101, person: 'customer' },
      firstEvents,
    );
    const first = last();
    const secondEvents = recordEvents();
    await new AgoraProvider().join(
      { ...options('one-to-one', camera()), uid: 300777, person: 'customer' },
      secondEvents,
    );
    const second = last();
    expect(second.sent).toEqual(['kinetic:here:customer']);
    // The SDK tells the first device of the second, then delivers what it said.
    await first.hostJoins(new sdk.FakeRemoteUser(300777));
    await first.emit('stream-message', 300777, encode('kinetic:here:customer'));
    expect(firstEvents.onReplaced).toHaveBeenCalledOnce();
    expect(first.connectionState).toBe('DISCONNECTED');
    expect(secondEvents.onReplaced).not.toHaveBeenCalled();
    // Someone else arriving replaces no one.
    const thirdEvents = recordEvents();
    await new AgoraProvider().join(options('one-to-one', camera()), thirdEvents);
    await second.hostJoins(new sdk.FakeRemoteUser(TRAINER));
    await second.emit('stream-message', TRAINER, encode('kinetic:here:trainer'));
    expect(secondEvents.onReplaced).not.toHaveBeenCalled();
  });

  it('says nothing more once it has left', async () => {
    const { events, provider, client } = await viewer();
    await provider.leave();
    await client.emit('stream-message', TRAINER, encode(END_MESSAGE));
    await client.emit('token-privilege-will-expire');
    await client.emit('token-privilege-did-expire');
    await client.drop();
    expect(events.onEnded).not.toHaveBeenCalled();
    expect(events.onTokenWillExpire).not.toHaveBeenCalled();
    expect(events.onConnectionLost).not.toHaveBeenCalled();
    expect(events.onReconnecting).not.toHaveBeenCalled();
  });
});

describe('the fake and the provider against agora-rtc-sdk-ng’s declarations', () => {
  it('the declarations are read (so the checks below are not empty)', () => {
    expect(declared.clientEvents).toContain('connection-state-change');
    expect(declared.clientMembers).toContain('setClientRole');
    expect(declared.sdkMembers).toContain('createClient');
    expect(declared.reasons).toContain('UID_BANNED');
  });

  it('every event the provider listens to is one the SDK declares (a misspelt event fails here)', async () => {
    await new AgoraProvider().join(options('class', camera()), recordEvents());
    const listened = last().listenedTo();
    expect(listened.sort()).toEqual([
      'connection-state-change',
      'stream-message',
      'token-privilege-did-expire',
      'token-privilege-will-expire',
      'user-left',
      'user-published',
      'user-unpublished',
    ]);
    for (const event of listened) expect(declared.clientEvents).toContain(event);
  });

  it('every member the provider reaches on the client and the SDK is declared (sendStreamMessage: in the build, not the declarations)', async () => {
    const provider = new AgoraProvider();
    await provider.join(options('class', camera()), recordEvents());
    await provider.replaceTracks(media('audio'));
    await provider.renewToken('second');
    await provider.end();
    const { used } = sdk;
    const undeclared = [...used.client].filter((member) => !declared.clientMembers.has(member));
    expect(undeclared).toEqual(['sendStreamMessage']);
    expect(readFileSync(SDK_BUILD, 'utf8')).toContain('sendStreamMessage(');
    expect([...used.sdk].filter((member) => !declared.sdkMembers.has(member))).toEqual([]);
  });

  it('every error code the provider tells apart is one the SDK declares', () => {
    for (const code of ['CAN_NOT_GET_GATEWAY_SERVER', 'UNEXPECTED_RESPONSE', 'TOKEN_EXPIRE']) {
      expect(declared.errorCodes).toContain(code);
    }
  });

  it('every disconnection reason the provider tells apart is one the SDK declares', () => {
    for (const reason of [...REPLACED_REASONS, ...REMOVED_REASONS, 'LEAVE', 'NETWORK_ERROR', 'TOKEN_EXPIRE']) {
      expect(declared.reasons).toContain(reason);
    }
  });
});
