import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { controlled, expect, expectNoAxeViolations, logInAsCustomer, test as base } from './fixtures';

/**
 * Kinetic as a host serves it, with releases: a server in front of the production build that
 * serves it as it is (release 1) until `deploy()` ships release 2, whose index.html is new and
 * whose service worker therefore precaches a new revision of it, as the next build's would.
 */
async function openSite(upstream: string) {
  const target = new URL(upstream);
  let release = 1;
  const rewrite = (path: string, type: string, body: string) => {
    if (path === '/sw.js') {
      const next = body.replace(/("revision":")[^"]+(","url":"index.html")/, `$1release-${release}$2`);
      if (next === body) throw new Error('The worker no longer lists index.html with a revision.');
      return next;
    }
    if (type.startsWith('text/html'))
      return body.replace('</head>', `<meta name="release" content="${release}"></head>`);
    return body;
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', upstream).pathname;
    const { 'if-none-match': _etag, 'if-modified-since': _modified, ...headers } = request.headers;
    const upstreamRequest = forward(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (release === 1 || !(path === '/sw.js' || type.startsWith('text/html'))) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const { 'content-length': _length, etag: _tag, 'last-modified': _date, ...kept } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, kept);
          response.end(rewrite(path, type, Buffer.concat(chunks).toString('utf8')));
        });
      },
    );
    request.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => void (release += 1),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Site = Awaited<ReturnType<typeof openSite>>;
const sites = new Map<string, Site>();

/** Each test opens Kinetic from a site of its own, at release 1, in front of the preview server. */
const test = base.extend<{ site: Site }>({
  baseURL: async ({ baseURL }, provide) => {
    const site = await openSite(baseURL!);
    sites.set(site.url, site);
    await provide(site.url);
    sites.delete(site.url);
    await site.close();
  },
  site: async ({ baseURL }, provide) => provide(sites.get(baseURL!)!),
});

// These tests are about the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** The release the page was served from: release 1 (the build as it is) carries no mark. */
const release = (page: Page) => page.locator('meta[name="release"]');
const prompt = (page: Page) => page.getByRole('region', { name: 'App update' });
/** Whether a new version of the worker waits (installed, not yet in charge). */
const waiting = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

test.describe('a new version of Kinetic', () => {
  test('is offered to a customer on the next page the app loads, and Reload brings it in', async ({ page, site }) => {
    await logInAsCustomer(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    await controlled(page);

    site.deploy();
    // The browser looks for a new worker on every page load; the page itself still comes from the
    // version the app has.
    await page.reload();
    await expect(prompt(page)).toContainText('Update available');
    await expect(prompt(page)).toContainText('A new version of Kinetic is ready.');
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    await expect(release(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await prompt(page).getByRole('button', { name: 'Reload' }).click();
    await expect(release(page)).toHaveAttribute('content', '2');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    expect(await waiting(page), 'the new version is in charge').toBeNull();
  });

  test('waits while the customer carries on after Not now, and is offered again on their next visit', async ({
    page,
    site,
  }) => {
    // Two releases, two visits and a wait: more than one page's 30 s on a busy machine.
    test.slow();
    await page.goto('/discover');
    const search = page.getByRole('searchbox', { name: 'Search trainers' });
    await expect(search).toBeVisible();
    await controlled(page);

    site.deploy();
    await page.reload();
    await expect(prompt(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await search.fill('vinyasa');
    await prompt(page).getByRole('button', { name: 'Not now' }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(search).toHaveValue('vinyasa');
    await expect(release(page)).toHaveCount(0);
    expect(await waiting(page), 'the new version still waits').toBe('installed');

    await page.goto('/discover');
    await expect(prompt(page)).toBeVisible();
    await expect(release(page)).toHaveCount(0);
  });

  test('reaches someone who keeps the app open, when they come back to it after an hour', async ({ page, site }) => {
    await page.clock.install();
    await page.goto('/discover');
    await expect(page.getByRole('searchbox', { name: 'Search trainers' })).toBeVisible();
    await controlled(page);
    const backToTheApp = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    site.deploy();
    // Back within the hour: no need to ask yet.
    await page.clock.fastForward('10:00');
    await backToTheApp();
    await page.clock.fastForward('00:05');
    await expect(prompt(page)).toHaveCount(0);
    expect(await waiting(page)).toBeNull();

    // Back after an hour: the app asks, finds the release, and offers it without a reload.
    await page.clock.fastForward('01:00:00');
    await backToTheApp();
    await expect(prompt(page)).toBeVisible();
    await expect(release(page)).toHaveCount(0);
    expect(await waiting(page)).toBe('installed');
  });
});
