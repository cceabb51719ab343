/** What a provider needs to join a channel: the answer of the token call, and what to publish. */
export interface JoinOptions {
  appId: string;
  channelName: string;
  token: string;
  uid: number;
  /** The camera and microphone to send, or null to only watch and listen. */
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
  /** The connection dropped; the room reconnects. */
  onConnectionLost: () => void;
  /** The other side ended the session for everyone (the trainer a class, either side a one-to-one). */
  onEnded: () => void;
  /** The token expires soon (the provider says so); the room renews it. */
  onTokenWillExpire: () => void;
}

/**
 * The one interface of the video layer: Agora (when an app id is configured) and the local
 * provider (real WebRTC between tabs of one browser) both implement it.
 */
export interface VideoProvider {
  join(options: JoinOptions, events: ProviderEvents): Promise<void>;
  /** Leaves the channel and stops receiving; the local media stays with its owner. */
  leave(): Promise<void>;
  /** Ends the session for everyone in the channel (the trainer's class, either side's one-to-one), then leaves. */
  end(): Promise<void>;
  renewToken(token: string): Promise<void>;
  /** Sends another video track in place of the camera (a shared screen), or the camera again. */
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
}
