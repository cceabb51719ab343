import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumPath, e2eArgs } from '../scripts/chromium.mjs';
import { MOCK_NOW, setMockClock } from './clock';
import { controlled, expect, expectNoAxeViolations, logInAsCustomer, logInAsTrainer, signIn, test } from './fixtures';

// These tests are about the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its header. */
async function pngSize(request: APIRequestContext, src: string) {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type'], src).toBe('image/png');
  const body = await response.body();
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** The clock time of the mocks' now on the page's clock (Europe/London, en-GB). */
const mockClockTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
}).format(MOCK_NOW);

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline — shown as of' });

test.describe('installing Kinetic', () => {
  test('Chrome finds it installable', async ({ baseURL }) => {
    // A test's own context is incognito, where Chrome installs nothing: a profile of its own.
    const profile = await mkdtemp(join(tmpdir(), 'kinetic-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: e2eArgs,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the manifest names the app, its start, its icons and theme colours', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Kinetic',
      short_name: 'Kinetic',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest).toHaveProperty('description');
    for (const icon of manifest.icons) expect(await pngSize(request, icon.src), icon.src).toBe(icon.sizes);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pngSize(request, touchIcon!)).toBe('180x180');
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
      'content',
      /^#[0-9a-f]{6}$/,
    );
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
      'content',
      /^#[0-9a-f]{6}$/,
    );
  });

  test('a trainer who opens the app on its start page lands on their own dashboard', async ({ page }) => {
    await signIn(page, 'trainer');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/trainer\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Today' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('reading offline', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('a customer reads their upcoming bookings from the last visit; after logout nothing of them is left', async ({
    page,
    context,
  }) => {
    await logInAsCustomer(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(5);
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await expect(offlineNotice(page)).toContainText(`Offline — shown as of ${mockClockTime}`);
    await expect(offlineNotice(page)).toContainText('Joining, booking and paying need a connection.');
    await expect(upcoming.getByRole('listitem')).toHaveCount(5);
    await expect(upcoming.getByRole('link', { name: 'Sunrise Vinyasa Flow' })).toBeVisible();
    // The session on now cannot be joined without a connection.
    await expect(upcoming.getByRole('link', { name: /^Join/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await page.reload();
    await expect(upcoming.getByRole('link', { name: /^Join/ })).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const kept = await page.evaluate(async () => ({
      answers: (JSON.parse(localStorage.getItem('kinetic') ?? '{}') as { entries?: Record<string, unknown> }).entries
        ?.offlineAnswers,
      cached: (
        await Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
          ),
        )
      ).flat(),
    }));
    expect(kept.answers).toBeUndefined();
    expect(kept.cached, 'the app shell is cached').toContain('/index.html');
    expect(kept.cached.filter((path) => /^\/(api|identity)\//.test(path))).toEqual([]);

    // Offline again, the dashboard is anyone's login page, with nothing of Olivia's.
    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText('Sunrise Vinyasa Flow')).toHaveCount(0);
    await expect(offlineNotice(page)).toHaveCount(0);
  });

  test('a trainer reads today’s sessions from the last visit', async ({ page, context }) => {
    await logInAsTrainer(page);
    const today = page.getByRole('region', { name: 'Today' });
    // Open Studio Flow before, on and after now, and Sunrise Vinyasa Flow.
    await expect(today.getByRole('listitem')).toHaveCount(4);
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await expect(offlineNotice(page)).toContainText(`Offline — shown as of ${mockClockTime}`);
    await expect(today.getByRole('listitem')).toHaveCount(4);
    await expect(today.getByRole('listitem', { name: 'Sunrise Vinyasa Flow' })).toBeVisible();
    await expect(today.getByRole('link', { name: /^Go live/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
