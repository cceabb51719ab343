import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, logInAsTrainer, prefer, test } from './fixtures';

const tokenRefresh = '**/securetoken/v1/token*';

/** Every request, in order, as `kind`: the token service's refresh, or a product API call with its bearer token. */
function traffic(page: Page) {
  const seen: { kind: 'refresh' | 'api'; path: string; bearer: string | undefined }[] = [];
  // From the page's next load on: a call the page before it still had under way is not the new page's.
  let loaded = false;
  page.on('request', (request: Request) => {
    loaded ||= request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (!loaded) return;
    const url = new URL(request.url());
    if (url.pathname === '/securetoken/v1/token') seen.push({ kind: 'refresh', path: url.pathname, bearer: undefined });
    else if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/'))
      seen.push({ kind: 'api', path: url.pathname, bearer: request.headers()['authorization'] });
  });
  return seen;
}

/**
 * Answers secured product API calls with 401 (the API no longer takes the token): the first one
 * only (a token that has just lapsed), or every one (an account disabled); the rest as usual.
 */
async function refuseSecuredCalls(page: Page, which: 'first' | 'every') {
  const refused: string[] = [];
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const refusing = which === 'every' || refused.length === 0;
    if (refusing && request.headers()['authorization'] && !request.url().includes('/api/auth/')) {
      refused.push(new URL(request.url()).pathname);
      await route.fulfill({ status: 401, json: { status: 401, code: 'UNAUTHORIZED', message: 'Token expired' } });
    } else await route.fallback();
  });
  return refused;
}

test('a 401 renews the token at the token service and the call goes once more, the trainer still signed in', async ({
  page,
}) => {
  const seen = traffic(page);
  const refusals = await refuseSecuredCalls(page, 'first');
  await logInAsTrainer(page);
  await expect.poll(() => refusals.length).toBe(1);
  const [refused] = refusals;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => seen.filter((entry) => entry.path === refused && entry.kind === 'api').length).toBe(2);
  const refusedAt = seen.findIndex((entry) => entry.path === refused);
  const retriedAt = seen.findLastIndex((entry) => entry.path === refused);
  expect(seen.slice(refusedAt, retriedAt).some((entry) => entry.kind === 'refresh')).toBe(true);
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
});

test('a renewal the identity service refuses signs the trainer out as Logout does, and the login page says why', async ({
  page,
}) => {
  await logInAsTrainer(page);
  // Meanwhile the account was disabled: the API refuses the token, and the identity service its renewal.
  await prefer(page, tokenRefresh, 'code=400, example=userDisabled');
  await refuseSecuredCalls(page, 'every');
  await page.reload();
  await expect(page).toHaveURL(/\/trainer\/login\?callbackUrl=%2Ftrainer%2Fdashboard$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please log in again.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const persisted = await page.evaluate(() => JSON.parse(localStorage.getItem('kinetic') ?? '{}'));
  expect(persisted.slices.trainer).toMatchObject({ currentUser: null, isAuthenticated: false });
  await expectNoAxeViolations(page);
});

test('a cold start with an expired token renews it before any product API call carries it', async ({ page }) => {
  await logInAsTrainer(page);
  // The browser was closed for two hours: the kept token expired an hour ago.
  await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('kinetic') ?? '{}');
    root.slices.trainer.expiresAt = Date.now() - 3_600_000;
    localStorage.setItem('kinetic', JSON.stringify(root));
  });
  // The browser opens again: a new tab, with nothing of the closed one still under way.
  const reopened = await page.context().newPage();
  await page.close();
  const seen = traffic(reopened);
  await reopened.goto('/trainer/dashboard');
  await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => seen.some((entry) => entry.kind === 'api' && entry.bearer)).toBe(true);
  const firstRefresh = seen.findIndex((entry) => entry.kind === 'refresh');
  const firstBearer = seen.findIndex((entry) => entry.kind === 'api' && entry.bearer);
  expect(firstRefresh).toBeGreaterThanOrEqual(0);
  expect(firstRefresh).toBeLessThan(firstBearer);
  const kept = await reopened.evaluate(
    () => JSON.parse(localStorage.getItem('kinetic') ?? '{}').slices.trainer.expiresAt,
  );
  expect(kept).toBeGreaterThan(Date.now() + 50 * 60_000);
});
