import { config } from '../config';
import { LocalProvider } from './local';
import type { VideoProvider } from './provider';

/**
 * The video provider for a room: Agora when `KINETIC_PUBLIC_AGORA_APP_ID` is set (its SDK loads
 * now, with the room), else the local provider between tabs of this browser.
 */
export async function createProvider(appId = config.agoraAppId): Promise<VideoProvider> {
  if (!appId) return new LocalProvider();
  const { AgoraProvider } = await import('./agora');
  return new AgoraProvider();
}
