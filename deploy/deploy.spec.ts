import { readFileSync } from 'node:fs';
import { expect, logIn, test } from '../e2e/fixtures';

// A smoke pass through nginx as deployed (deploy/playwright.config.ts starts it on dist/ with the mocks
// behind it): the headers and copies of dist/_headers, the app's routes, and the three services.
const brotli = { 'accept-encoding': 'gzip, br' };
/** The policy the build wrote into dist/_headers, which static hosts and the preview send. */
const policy = /Content-Security-Policy: (.*)/.exec(
  readFileSync(new URL('../dist/_headers', import.meta.url), 'utf8'),
)?.[1];

test('the home page comes with the policy, nosniff and revalidation, brotli-compressed', async ({ request }) => {
  const home = await request.get('/', { headers: brotli });
  expect(home.status()).toBe(200);
  const headers = home.headers();
  expect(headers['content-security-policy']).toBe(policy);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['vary']).toContain('Accept-Encoding');
  expect(await home.text()).toContain('<meta http-equiv="Content-Security-Policy"');
});

test("a deep link gets index.html with its route's preloads; a missing file is a 404", async ({ request }) => {
  const index = await (await request.get('/index.html')).text();
  const discover = await request.get('/discover?tab=live');
  expect(await discover.text()).toBe(index);
  expect(discover.headers()['cache-control']).toBe('no-cache');
  expect(discover.headers()['link']).toMatch(/<\/assets\/DiscoverPage-[\w-]+\.js>; rel=modulepreload/);
  // A shared class link downloads the class's public read too, its id filled in.
  const shared = (await request.get('/classes/cl_2007?ref=share')).headers()['link'];
  expect(shared).toMatch(/^<\/api\/class\/web\/public\/cl_2007>; rel=preload; as=fetch; crossorigin, /);
  expect(shared).toMatch(/<\/assets\/ClassDetailPage-[\w-]+\.js>; rel=modulepreload/);
  const dashboard = await request.get('/trainer/dashboard/settings');
  expect(await dashboard.text()).toBe(index);
  expect(dashboard.headers()['link']).toBeUndefined();
  expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('a hashed asset is cached for a year and sent in the copy the browser accepts', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const br = await request.get(script!, { headers: brotli });
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['content-type']).toMatch(/javascript/);
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(await br.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
  const etag = plain.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get(script!, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
});

test('the service worker and the manifest are revalidated on every visit, the manifest as a manifest', async ({
  request,
}) => {
  const worker = await request.get('/sw.js', { headers: brotli });
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['content-encoding']).toBe('br');
  expect(worker.headers()['content-security-policy']).toBe(policy);
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
  expect(await worker.text()).toContain('/index.html');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({ name: 'Kinetic', start_url: '/dashboard', display: 'standalone' });
});

test('a video is sent in byte ranges, for seeking', async ({ request }) => {
  const part = await request.get('/media/videos/breathwork-for-better-sleep.webm', {
    headers: { range: 'bytes=0-99' },
  });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('video/webm');
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
});

test('the product API, the identity and token services and the auth client answer through their paths', async ({
  request,
}) => {
  const trainers = await request.get('/api/trainer/web/discover-trainers?page=0');
  expect(trainers.status()).toBe(200);
  expect((await trainers.json()).content.length).toBeGreaterThan(0);
  const csrf = await request.get('/api/auth/csrf');
  expect(await csrf.json()).toEqual({ csrfToken: expect.any(String) });
  const signIn = await request.post('/identity/v1/accounts:signInWithPassword?key=deploy-test', {
    data: { email: 'olivia.hughes@example.com', password: 'Sunrise#2026', returnSecureToken: true },
  });
  expect(signIn.status()).toBe(200);
  const signedIn = await signIn.json();
  expect(signedIn).toMatchObject({ email: 'olivia.hughes@example.com', idToken: expect.any(String) });
  const refresh = await request.post('/securetoken/v1/token?key=deploy-test', {
    form: { grant_type: 'refresh_token', refresh_token: signedIn.refreshToken },
  });
  expect(refresh.status()).toBe(200);
  expect(await refresh.json()).toMatchObject({ id_token: expect.any(String), refresh_token: signedIn.refreshToken });
});

test('a customer opens the home page, discovers and signs in with nothing in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured trainers' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/discover');
  await expect(page.getByRole('link', { name: 'Amara Okafor' }).first()).toBeVisible();
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').first()).toBeVisible();
  expect(problems).toEqual([]);
});
