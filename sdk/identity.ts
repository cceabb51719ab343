/** The token service's refresh, which a signed-in session runs from its first paint. The sign-in screens' calls are `sdk/signIn`. */
import { tokenClient } from './clients';
import { dataOrThrow } from './errors';
import type { components } from './generated/identity';

export type TokenRefreshResult = components['schemas']['TokenRefreshResult'];

export function refreshToken(refreshToken: string): Promise<TokenRefreshResult> {
  return dataOrThrow(
    tokenClient.POST('/v1/token', {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
      bodySerializer: (body) => new URLSearchParams(body),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
}
