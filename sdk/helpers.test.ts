import { afterEach, describe, expect, it, vi } from 'vitest';
import { classFormData } from './calls';
import { configureSdk, refreshToken, signOut } from './index';
import { signIn } from './signIn';

function fakeFetch(answer: (request: Request) => unknown) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    return Response.json(answer(request));
  });
  configureSdk({
    baseUrls: { identity: 'http://identity.test', token: 'http://token.test', auth: 'http://app.test/api/auth' },
    identityApiKey: 'web-key',
    fetch: fetch as typeof globalThis.fetch,
  });
  return requests;
}

afterEach(() => configureSdk({}));

describe('identity helpers', () => {
  it('refreshToken posts the form-encoded grant with the API key to the token service, not the identity service', async () => {
    const tokens = { access_token: 'a', expires_in: '3600', refresh_token: 'r2', id_token: 'a', user_id: 'u' };
    const requests = fakeFetch(() => tokens);
    expect(await refreshToken('r1')).toEqual(tokens);
    const [request] = requests;
    expect(request?.url).toBe('http://token.test/v1/token?key=web-key');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await request?.text()).toBe('grant_type=refresh_token&refresh_token=r1');
  });
});

describe('credentials', () => {
  it('the auth client sends its cookies to its origin, wherever it is; the identity service gets no cookie from another origin', async () => {
    const requests = fakeFetch((request) =>
      request.url.includes('/v1/token')
        ? { access_token: 'a', expires_in: '3600', refresh_token: 'r', id_token: 'a', user_id: 'u' }
        : { csrfToken: 'csrf-1' },
    );
    await signOut('/');
    await refreshToken('r1');
    expect(requests.map((request) => [new URL(request.url).pathname, request.credentials])).toEqual([
      ['/api/auth/csrf', 'include'],
      ['/api/auth/signout', 'include'],
      ['/v1/token', 'same-origin'],
    ]);
  });
});

describe('auth client helpers', () => {
  it('signIn with credentials fetches a CSRF token and posts the form to the callback', async () => {
    const requests = fakeFetch((request) =>
      request.url.endsWith('/csrf')
        ? { csrfToken: 'csrf-1' }
        : { error: null, status: 200, ok: true, url: '/dashboard' },
    );
    expect(await signIn('credentials', { callbackUrl: '/dashboard', idToken: 'id-1' })).toEqual({
      error: null,
      status: 200,
      ok: true,
      url: '/dashboard',
    });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/auth/csrf',
      'POST /api/auth/callback/credentials',
    ]);
    expect(Object.fromEntries(new URLSearchParams(await requests[1]?.text()))).toEqual({
      callbackUrl: '/dashboard',
      idToken: 'id-1',
      csrfToken: 'csrf-1',
      json: 'true',
    });
  });

  it('signIn with an OAuth provider answers with the URL to continue at', async () => {
    fakeFetch((request) =>
      request.url.endsWith('/csrf') ? { csrfToken: 'csrf-1' } : { url: '/api/auth/callback/google?state=s' },
    );
    expect(await signIn('google')).toEqual({
      error: null,
      status: 200,
      ok: true,
      url: '/api/auth/callback/google?state=s',
    });
  });

  it('signOut posts csrfToken, callbackUrl and json', async () => {
    const requests = fakeFetch((request) =>
      request.url.endsWith('/csrf') ? { csrfToken: 'csrf-1' } : { url: '/login' },
    );
    expect(await signOut('/login')).toBe('/login');
    expect(await requests[1]?.text()).toBe('csrfToken=csrf-1&callbackUrl=%2Flogin&json=true');
  });
});

describe('classFormData', () => {
  it('sends lists comma-separated and one images part per file', () => {
    const image = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    const data = classFormData({
      title: 'Evening Slow Flow',
      description: 'Slow.',
      category: 'Yoga',
      difficulty: 'BEGINNER',
      isLive: true,
      startDate: '2026-12-07T19:00:00+00:00',
      durationMinutes: 60,
      price: 2700,
      sessionType: 'RECURRING',
      repeatDays: ['MONDAY', 'THURSDAY'],
      equipment: ['Yoga mat'],
      images: [image, image],
    });
    expect(data.get('repeatDays')).toBe('MONDAY,THURSDAY');
    expect(data.get('isLive')).toBe('true');
    expect(data.get('price')).toBe('2700');
    expect(data.getAll('images')).toHaveLength(2);
  });
});
