import { describe, expect, it, vi } from 'vitest';
import { chooseVideoMode, createProvider } from './createProvider';
import { joinFailureReason } from './joinFailure';
import { LocalProvider } from './local';

vi.mock('./agora', () => ({ AgoraProvider: class AgoraProvider {} }));

describe('chooseVideoMode', () => {
  it('is Agora with an app id, the tabs of one browser only against the mock, and off otherwise', () => {
    expect(chooseVideoMode('agora-app', 'https://api.kinetic.fit')).toBe('agora');
    expect(chooseVideoMode('agora-app', '/api')).toBe('agora');
    expect(chooseVideoMode('', '/api')).toBe('local');
    // A real API without Agora: no fake room that connects nobody.
    expect(chooseVideoMode('', 'https://api.kinetic.fit')).toBe('off');
  });
});

describe('createProvider', () => {
  it('gives the local provider only in local mode', async () => {
    expect(await createProvider('kinetic-mock-app', 'local')).toBeInstanceOf(LocalProvider);
  });

  it('refuses to make a room when video is off, or the token answer names no app (a failed join reported as OTHER)', async () => {
    await expect(createProvider('app', 'off')).rejects.toMatchObject({ reason: 'not-set-up' });
    const failure: unknown = await createProvider('', 'agora').catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'not-set-up' });
    expect(joinFailureReason(failure)).toBe('OTHER');
  });

  it('loads Agora’s provider for a token of an app', async () => {
    const provider = await createProvider('app', 'agora');
    expect(provider.constructor.name).toBe('AgoraProvider');
  });
});

describe('createProvider, when the video code does not load', () => {
  it('names the missing chunk, not the video service, and is a failed join reported as the service out of reach', async () => {
    vi.resetModules();
    vi.doMock('./agora', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./createProvider');
    const rule = await import('./joinFailure');
    const failure: unknown = await fresh.createProvider('app', 'agora').catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'sdk-missing' });
    expect(rule.joinFailureReason(failure)).toBe('VIDEO_SERVICE_UNREACHABLE');
    vi.doUnmock('./agora');
  });
});
