/** What a provider needs to join a channel: the answer of the token call, and what to publish. */
export interface JoinOptions {
  appId: string;
  channelName: string;
  token: string;
  uid: number;
  /**
   * Who joins, the same on each of their devices (`personTag` of the account): a device of the
   * same person that joins to send takes the seat from the one before.
   */
  person: string;
  /** The camera and microphone to send (either may be missing), or null to only watch and listen. */
  publish: MediaStream | null;
  /**
   * A class is a broadcast (the trainer sends, hundreds watch and never see each other); a
   * one-to-one is a call between two who both send.
   */
  kind: 'class' | 'one-to-one';
}

/** What a provider tells the room while it is in a channel. */
export interface ProviderEvents {
  /** A remote participant's media arrived (or changed); `null` when they left. */
  onRemoteStream: (peer: string, stream: MediaStream | null) => void;
  /**
   * How many others are in the channel (the trainer's live viewer count). A provider that cannot
   * see its audience (Agora's live streaming: hosts are not told of audience members) never calls
   * it, and the room asks the API for the count instead.
   */
  onPeerCount: (count: number) => void;
  /** The connection dropped and the provider is getting it back by itself: the room waits. */
  onReconnecting: () => void;
  /** The provider got the connection back. */
  onReconnected: () => void;
  /**
   * The provider gave up (or its token expired before it was renewed) and left the channel: the
   * room joins again with a new token.
   */
  onConnectionLost: () => void;
  /** The same person took the seat on another device: this one has left, and does not come back by itself. */
  onReplaced: () => void;
  /** The video service refused this person, address or channel: this one has left. */
  onRemoved: () => void;
  /** The other side ended the session for everyone (the trainer a class, either side a one-to-one). */
  onEnded: () => void;
  /** The token expires soon (the provider says so); the room renews it. */
  onTokenWillExpire: () => void;
}

/** Why a room could not be joined, past the token call: the provider names it. */
export class VideoFailure extends Error {
  /** A failed join the video service answered by refusing the token (or the app id it is signed for). */
  readonly tokenRefused: boolean;
  constructor(
    readonly reason: 'not-set-up' | 'sdk-missing' | 'join-failed' | 'publish-failed',
    { tokenRefused = false, ...options }: ErrorOptions & { tokenRefused?: boolean } = {},
  ) {
    super(`Video: ${reason}`, options);
    this.name = 'VideoFailure';
    this.tokenRefused = tokenRefused;
  }
}

/**
 * The one interface of the video layer: Agora (when an app id is configured) and the local
 * provider (real WebRTC between tabs of one browser) both implement it.
 */
export interface VideoProvider {
  /** Joins and publishes; fails with a VideoFailure naming the step that failed. */
  join(options: JoinOptions, events: ProviderEvents): Promise<void>;
  /** Leaves the channel and stops receiving; the local media stays with its owner. */
  leave(): Promise<void>;
  /** Ends the session for everyone in the channel (the trainer's class, either side's one-to-one), then leaves. */
  end(): Promise<void>;
  renewToken(token: string): Promise<void>;
  /**
   * Sends this stream's tracks in place of those sent (a shared screen, a camera or microphone
   * opened again after one stopped); a kind it lacks is no longer sent.
   */
  replaceTracks(stream: MediaStream): Promise<void>;
}
