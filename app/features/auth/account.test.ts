import { afterEach, describe, expect, it } from 'vitest';
import { configureSdk } from '@/sdk';
import { readProfile } from './account';

const identity = {
  idToken: 'id-1',
  refreshToken: 'r-1',
  localId: 'uid-olivia',
  expiresIn: '3600',
  email: 'olivia.hughes@example.com',
};

function answer(status: number, body: unknown) {
  configureSdk({ baseUrls: { api: 'http://api.test/api' }, fetch: async () => Response.json(body, { status }) });
}

afterEach(() => configureSdk({}));

describe('readProfile', () => {
  it('reads the product API’s profile when the API offers it', async () => {
    const profile = { localId: 'uid-olivia', id: 'cu_3001', firstName: 'Olivia', onboardingDone: false };
    answer(200, profile);
    expect(await readProfile(identity)).toEqual(profile);
  });

  it('signs in with the identity’s own data when the API does not offer the profile read', async () => {
    answer(404, { timestamp: '2026-11-24T10:00:00Z', status: 404, error: 'Not Found', path: '/user/profile' });
    expect(await readProfile(identity)).toEqual({ id: 'uid-olivia', firstName: 'olivia', onboardingDone: true });
    answer(501, {});
    expect(await readProfile({ ...identity, displayName: 'Olivia Hughes' })).toMatchObject({ firstName: 'Olivia' });
  });

  it('still fails on any other failure', async () => {
    answer(500, { status: 500, code: 'INTERNAL_ERROR', message: 'Broken.' });
    await expect(readProfile(identity)).rejects.toMatchObject({ status: 500 });
  });
});
