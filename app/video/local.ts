import { VideoFailure, type JoinOptions, type ProviderEvents, type VideoProvider } from './provider';

/** What the tabs of one channel say to each other over BroadcastChannel. */
type Signal =
  | { type: 'hello'; from: string; person: string; publishing: boolean }
  | { type: 'offer' | 'answer'; from: string; to: string; sdp: RTCSessionDescriptionInit }
  | { type: 'ice'; from: string; to: string; candidate: RTCIceCandidateInit }
  | { type: 'bye' | 'end'; from: string };

interface Peer {
  connection: RTCPeerConnection;
  stream: MediaStream;
  /** Candidates that arrived before the remote description. */
  pending: RTCIceCandidateInit[];
}

const KINDS = ['audio', 'video'] as const;

/**
 * Real WebRTC between the tabs of one browser, signalled over BroadcastChannel: no server, no
 * network. A tab that joins says hello; every tab already in the channel that publishes, or that
 * meets a publisher, offers it a connection with one audio and one video transceiver each way, so
 * one offer and one answer connect a trainer and a viewer whichever joined first. A tab of the
 * same person that joins to send takes the seat: the tab before leaves and says it was replaced.
 * Like Agora's SDK, it reconnects by itself: going offline is reconnecting, coming back online
 * reconnected; only a failed connection to a sender has the room join again.
 */
export class LocalProvider implements VideoProvider {
  /** This tab in the channel: the token's uid and a random part (two tabs may share a uid). */
  private self = '';
  private channel: BroadcastChannel | null = null;
  private peers = new Map<string, Peer>();
  private publish: MediaStream | null = null;
  private person = '';
  private events: ProviderEvents | null = null;
  private readonly onOffline = () => this.events?.onReconnecting();
  private readonly onOnline = () => this.events?.onReconnected();

  join({ channelName, uid, person, publish }: JoinOptions, events: ProviderEvents): Promise<void> {
    // The tabs' channel is this provider's video service: a browser that cannot open it cannot join.
    let channel: BroadcastChannel;
    try {
      channel = new BroadcastChannel(`kinetic-video:${channelName}`);
    } catch (error) {
      return Promise.reject(new VideoFailure('join-failed', { cause: error }));
    }
    this.publish = publish;
    this.person = person;
    this.events = events;
    this.channel = channel;
    this.self = `${uid}-${Math.random().toString(36).slice(2, 10)}`;
    this.channel.onmessage = (message: MessageEvent<Signal>) => void this.receive(message.data);
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    // Every tab sees every other, so this provider counts the viewers itself (none until they say hello).
    events.onPeerCount(0);
    this.send({ type: 'hello', from: this.self, person, publishing: publish !== null });
    return Promise.resolve();
  }

  leave(): Promise<void> {
    this.close('bye');
    return Promise.resolve();
  }

  end(): Promise<void> {
    this.close('end');
    return Promise.resolve();
  }

  renewToken(): Promise<void> {
    // No server checks a token between tabs; the room still renews it with the API.
    return Promise.resolve();
  }

  async replaceTracks(stream: MediaStream): Promise<void> {
    this.publish = stream;
    await Promise.all(
      [...this.peers.values()].flatMap(({ connection }) =>
        connection.getTransceivers().map((transceiver) => {
          const kind = transceiver.receiver.track.kind;
          return transceiver.sender.replaceTrack(stream.getTracks().find((track) => track.kind === kind) ?? null);
        }),
      ),
    );
  }

  private send(signal: Signal) {
    this.channel?.postMessage(signal);
  }

  private close(type: 'bye' | 'end') {
    this.send({ type, from: this.self });
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.channel?.close();
    this.channel = null;
    for (const peer of this.peers.values()) peer.connection.close();
    this.peers.clear();
    this.events = null;
  }

  private async receive(signal: Signal) {
    if ('to' in signal && signal.to !== this.self) return;
    switch (signal.type) {
      case 'hello': {
        if (this.publish && signal.publishing && signal.person === this.person) {
          const events = this.events;
          this.close('bye');
          events?.onReplaced();
          return;
        }
        if (this.publish || signal.publishing) await this.offer(signal.from);
        return;
      }
      case 'offer':
        return this.answer(signal.from, signal.sdp);
      case 'answer': {
        const peer = this.peers.get(signal.from);
        if (!peer) return;
        return this.negotiate(signal.from, peer, async () => {
          await peer.connection.setRemoteDescription(signal.sdp);
          await this.flush(peer);
        });
      }
      case 'ice': {
        const peer = this.peers.get(signal.from);
        if (!peer) return;
        if (!peer.connection.remoteDescription) {
          peer.pending.push(signal.candidate);
          return;
        }
        return this.negotiate(signal.from, peer, () => peer.connection.addIceCandidate(signal.candidate));
      }
      case 'bye':
        return this.drop(signal.from);
      case 'end': {
        // Only a side that sends (the trainer of a class, the other side of a one-to-one) ends it.
        const sender = (this.peers.get(signal.from)?.stream.getTracks().length ?? 0) > 0;
        this.drop(signal.from);
        if (sender) this.events?.onEnded();
      }
    }
  }

  private connect(remote: string): Peer {
    const connection = new RTCPeerConnection();
    const peer: Peer = { connection, stream: new MediaStream(), pending: [] };
    this.peers.set(remote, peer);
    connection.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ type: 'ice', from: this.self, to: remote, candidate: candidate.toJSON() });
    };
    connection.ontrack = ({ track }) => {
      peer.stream.addTrack(track);
      this.events?.onRemoteStream(remote, peer.stream);
    };
    connection.onconnectionstatechange = () => {
      // Only a dropped sender matters (the trainer, or the other side of a one-to-one).
      const sender = peer.stream.getTracks().length > 0;
      if (connection.connectionState === 'failed' && sender && this.peers.get(remote) === peer) {
        this.events?.onConnectionLost();
      }
    };
    this.events?.onPeerCount(this.peers.size);
    return peer;
  }

  private drop(remote: string) {
    const peer = this.peers.get(remote);
    if (!peer) return;
    peer.connection.close();
    this.peers.delete(remote);
    this.events?.onRemoteStream(remote, null);
    this.events?.onPeerCount(this.peers.size);
  }

  private async flush(peer: Peer) {
    for (const candidate of peer.pending.splice(0)) await peer.connection.addIceCandidate(candidate);
  }

  /**
   * Negotiates `peer`'s connection with `steps`. A newer offer or a leave replaces the connection
   * (and closes it) while it waits on the browser: its negotiation then stops, and what the closed
   * connection throws is nobody's failure.
   */
  private async negotiate(remote: string, peer: Peer, steps: (stillCurrent: () => boolean) => Promise<void>) {
    const stillCurrent = () => this.peers.get(remote) === peer;
    try {
      await steps(stillCurrent);
    } catch (error) {
      if (stillCurrent()) throw error;
    }
  }

  private async offer(remote: string) {
    this.drop(remote);
    const peer = this.connect(remote);
    const { connection } = peer;
    await this.negotiate(remote, peer, async (stillCurrent) => {
      for (const kind of KINDS) {
        const track = this.publish?.getTracks().find((candidate) => candidate.kind === kind);
        if (track) connection.addTransceiver(track, { direction: 'sendrecv' });
        else connection.addTransceiver(kind, { direction: 'recvonly' });
      }
      await connection.setLocalDescription();
      if (stillCurrent() && connection.localDescription) {
        this.send({ type: 'offer', from: this.self, to: remote, sdp: connection.localDescription.toJSON() });
      }
    });
  }

  private async answer(remote: string, sdp: RTCSessionDescriptionInit) {
    this.drop(remote);
    const peer = this.connect(remote);
    const { connection } = peer;
    await this.negotiate(remote, peer, async (stillCurrent) => {
      await connection.setRemoteDescription(sdp);
      for (const transceiver of connection.getTransceivers()) {
        const track = this.publish?.getTracks().find((candidate) => candidate.kind === transceiver.receiver.track.kind);
        if (track) await transceiver.sender.replaceTrack(track);
        if (!stillCurrent()) return;
        transceiver.direction = track ? 'sendrecv' : 'recvonly';
      }
      await connection.setLocalDescription();
      await this.flush(peer);
      if (stillCurrent() && connection.localDescription) {
        this.send({ type: 'answer', from: this.self, to: remote, sdp: connection.localDescription.toJSON() });
      }
    });
  }
}
