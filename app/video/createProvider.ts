import { config } from '../config';
import { MOCK_API_BASE } from '../push/tokens';
import { LocalProvider } from './local';
import { VideoFailure, type VideoProvider } from './provider';

/**
 * Which video this build runs, from its configuration (the one place that decides):
 * - `agora` when `KINETIC_PUBLIC_AGORA_APP_ID` is set (the build's security policy then lets the
 *   SDK reach Agora), joining with the app id of each token answer, which the token is signed for;
 * - `local` otherwise, but only against the mock (`KINETIC_PUBLIC_API_BASE` unset or `/api`): the
 *   tabs of one browser, for offline development and the tests;
 * - `off` with no app id and any other API: the room says video is not set up, never a room that
 *   connects nobody.
 */
export function chooseVideoMode(agoraAppId: string, apiBaseUrl: string): 'agora' | 'local' | 'off' {
  if (agoraAppId) return 'agora';
  return apiBaseUrl === MOCK_API_BASE ? 'local' : 'off';
}

export const videoMode = chooseVideoMode(config.agoraAppId, config.apiBaseUrl);

/**
 * The provider for a room in `mode`, for a token signed for `appId`: Agora's SDK loads now, with
 * the room (a chunk that does not load is `sdk-missing`); a token without an app id cannot join
 * Agora (`not-set-up`).
 */
export async function createProvider(appId: string, mode = videoMode): Promise<VideoProvider> {
  if (mode === 'local') return new LocalProvider();
  if (mode === 'off' || !appId) throw new VideoFailure('not-set-up');
  const { AgoraProvider } = await import('./agora').catch((error: unknown) => {
    throw new VideoFailure('sdk-missing', { cause: error });
  });
  return new AgoraProvider();
}
