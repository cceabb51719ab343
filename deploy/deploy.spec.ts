import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from '@playwright/test';
import { mockServers } from '../mocks/servers.mjs';
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

// A second nginx from deploy/start.sh, as a host runs it across releases: its product API behind a
// name a DNS server of the test's own answers for, and its build a copy a test replaces.
const root = new URL('..', import.meta.url).pathname;
const base = Number(process.env.KINETIC_DEPLOY_PORT) || 4180;
const ports = { nginx: base + 1, api: base + 2, dns: base + 3 };
const API_NAME = 'api.deploy.test';

/** A DNS server answering `A` for API_NAME with `address` (TTL 1 s), and nothing for any other question. */
function dnsServer(): { socket: Socket; point(address: string): void } {
  let answer = [127, 0, 0, 1];
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    let end = 12;
    const labels: string[] = [];
    while (query[end]) {
      labels.push(query.subarray(end + 1, end + 1 + query[end]!).toString());
      end += query[end]! + 1;
    }
    const question = query.subarray(12, end + 5);
    const isA = query.readUInt16BE(end + 1) === 1 && labels.join('.') === API_NAME;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(isA ? 1 : 0, 6);
    const record = Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 1, 0, 4, ...answer]);
    socket.send(Buffer.concat([header, question, ...(isA ? [record] : [])]), from.port, from.address);
  });
  socket.bind(ports.dns, '127.0.0.1');
  return { socket, point: (address) => (answer = address.split('.').map(Number)) };
}

/** An API on `address` that answers with where it runs, the path it got and the forwarded scheme. */
function apiAt(address: string): Server {
  return createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ address, path: request.url, proto: request.headers['x-forwarded-proto'] ?? null }));
  }).listen(ports.api, address);
}

/** Starts deploy/start.sh on the build in `dist`, keeping hashed files in `kept`; resolves once it answers. */
async function startNginx(dist: string, kept: string): Promise<ChildProcess> {
  const mocks = mockServers();
  const service = (name: keyof typeof mocks) => `http://127.0.0.1:${mocks[name].port}`;
  const nginx = spawn('sh', ['deploy/start.sh'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ports.nginx),
      KINETIC_DIST: dist,
      KINETIC_NGINX_RUN: join(kept, '..', 'run'),
      KINETIC_ASSETS_KEPT: kept,
      KINETIC_RESOLVER: `127.0.0.1:${ports.dns}`,
      KINETIC_API_TARGET: `http://${API_NAME}:${ports.api}/v2`,
      KINETIC_IDENTITY_TARGET: service('identity'),
      KINETIC_TOKEN_TARGET: service('identity'),
      KINETIC_AUTH_TARGET: service('auth'),
      ...(process.getuid?.() === 0 ? { KINETIC_NGINX_USER: 'root' } : {}),
    },
  });
  const client = await httpRequest.newContext({ baseURL: `http://127.0.0.1:${ports.nginx}` });
  await expect
    .poll(
      () =>
        client.get('/').then(
          (answer) => answer.status(),
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  await client.dispose();
  return nginx;
}

function stopNginx(nginx: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    nginx.once('exit', () => resolve());
    nginx.kill('SIGTERM');
  });
}

test.describe('across DNS changes and releases', () => {
  let dns: ReturnType<typeof dnsServer>;
  const apis: Server[] = [];
  let nginx: ChildProcess;
  let work: string;
  const release = () => join(work, 'release');
  const kept = () => join(work, 'kept');
  const url = (path: string) => `http://127.0.0.1:${ports.nginx}${path}`;

  test.beforeAll(async () => {
    dns = dnsServer();
    work = mkdtempSync(join(tmpdir(), 'kinetic-deploy-'));
    cpSync(join(root, 'dist'), release(), { recursive: true });
    apis.push(apiAt('127.0.0.1'), apiAt('127.0.0.2'));
    nginx = await startNginx(release(), kept());
  });
  test.afterAll(async () => {
    await stopNginx(nginx);
    dns.socket.close();
    for (const api of apis) api.close();
    rmSync(work, { recursive: true, force: true });
  });

  test('a service whose address changes is reached at its new address once its DNS answer expires', async ({
    request,
  }) => {
    dns.point('127.0.0.1');
    const answer = await request.get(url('/api/classes?page=1'));
    // The prefix gives way to the target's own path, and the query goes along.
    expect(await answer.json()).toMatchObject({ address: '127.0.0.1', path: '/v2/classes?page=1' });

    dns.point('127.0.0.2');
    await expect
      .poll(async () => ((await (await request.get(url('/api/classes'))).json()) as { address: string }).address, {
        timeout: 10_000,
      })
      .toBe('127.0.0.2');
  });

  test('the scheme the browser used reaches the services: the load balancer’s, else this server’s', async ({
    request,
  }) => {
    const proto = async (headers: Record<string, string>) =>
      ((await (await request.get(url('/api/scheme'), { headers })).json()) as { proto: string }).proto;
    expect(await proto({ 'x-forwarded-proto': 'https' })).toBe('https');
    expect(await proto({})).toBe('http');
    expect(await proto({ 'x-forwarded-proto': 'gopher' })).toBe('http');
  });

  test('after a new release, a page still open on the previous one gets its chunks', async ({ request }) => {
    const assets = join(release(), 'assets');
    const previous = readdirSync(assets).find((file) => /^DiscoverPage-[\w-]+\.js$/.test(file));
    expect(previous).toBeDefined();
    // The new build no longer has the previous one's file (its hash changed).
    await stopNginx(nginx);
    for (const copy of readdirSync(assets).filter((file) => file.startsWith(previous!))) rmSync(join(assets, copy));
    nginx = await startNginx(release(), kept());

    const chunk = await request.get(url(`/assets/${previous}`), { headers: { 'accept-encoding': 'gzip, br' } });
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['content-type']).toMatch(/javascript/);
    expect(chunk.headers()['content-encoding']).toBe('br');
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get(url('/assets/missing-0000.js'))).status()).toBe(404);
  });
});
