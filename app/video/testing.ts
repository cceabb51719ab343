import { vi } from 'vitest';
import type { ProviderEvents } from './provider';

/** For the providers' unit tests: every event a provider tells the room, recorded. */
export const recordEvents = () =>
  ({
    onRemoteStream: vi.fn(),
    onPeerCount: vi.fn(),
    onReconnecting: vi.fn(),
    onReconnected: vi.fn(),
    onConnectionLost: vi.fn(),
    onReplaced: vi.fn(),
    onRemoved: vi.fn(),
    onEnded: vi.fn(),
    onTokenWillExpire: vi.fn(),
  }) satisfies ProviderEvents;
