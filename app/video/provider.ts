/** What a provider needs to join a channel: the answer of the token call, and what to publish. */
export interface JoinOptions {
  appId: string;
  channelName: string;
  token: string;
  uid: number;
  /** The camera and microphone to send, or null to only watch and listen. */
  publish: MediaStream | null;
}

/** What a provider tells the room while it is in a channel. */
export interface ProviderEvents {
  /** A remote participant's media arrived (or changed); `null` when they left. */
  onRemoteStream: (peer: string, stream: MediaStream | null) => void;
  /** How many others are in the channel (the trainer's live viewer count). */
  onPeerCount: (count: number) => void;
  /** The connection dropped; the room reconnects. */
  onConnectionLost: () => void;
  /** The trainer ended the class for everyone. */
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
  /** Ends the class for everyone in the channel (the trainer), then leaves. */
  end(): Promise<void>;
  renewToken(token: string): Promise<void>;
  /** Sends another video track in place of the camera (a shared screen), or the camera again. */
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
}
