import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinFailureReason } from './joinFailure';
import { LocalProvider } from './local';
import type { JoinOptions } from './provider';
import { recordEvents } from './testing';

const options = (uid: number): JoinOptions => ({
  appId: 'kinetic-mock-app',
  channelName: `class-${String(Math.random())}`,
  token: 't',
  uid,
  person: 'a1b2',
  publish: {} as MediaStream,
  kind: 'class',
});

const providers: LocalProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.splice(0).map((provider) => provider.leave()));
  vi.unstubAllGlobals();
});

describe('LocalProvider', () => {
  it('gives the seat to the same person’s newer tab, once: the tab before leaves and is told so', async () => {
    const first = new LocalProvider();
    const second = new LocalProvider();
    providers.push(first, second);
    const firstEvents = recordEvents();
    const secondEvents = recordEvents();
    const join = options(300101);
    await first.join(join, firstEvents);
    await second.join({ ...join, uid: 300777 }, secondEvents);
    await vi.waitFor(() => expect(firstEvents.onReplaced).toHaveBeenCalledOnce());
    expect(secondEvents.onReplaced).not.toHaveBeenCalled();
  });

  it('reconnects by itself when the browser goes offline, like the SDK: reconnecting, then reconnected', async () => {
    const provider = new LocalProvider();
    providers.push(provider);
    const events = recordEvents();
    await provider.join(options(300101), events);
    window.dispatchEvent(new Event('offline'));
    expect(events.onReconnecting).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('online'));
    expect(events.onReconnected).toHaveBeenCalledOnce();
    expect(events.onConnectionLost).not.toHaveBeenCalled();
  });

  it('fails the join when the browser cannot open the tabs’ channel, its video service: a failed join, reported', async () => {
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor() {
          throw new DOMException('BroadcastChannel is not available.', 'NotSupportedError');
        }
      },
    );
    const provider = new LocalProvider();
    providers.push(provider);
    const events = recordEvents();
    const failure: unknown = await provider.join(options(300101), events).catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'join-failed' });
    expect(joinFailureReason(failure)).toBe('VIDEO_SERVICE_UNREACHABLE');
    expect(events.onPeerCount).not.toHaveBeenCalled();
  });
});
