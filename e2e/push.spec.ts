import type { BrowserContext, Page, Request } from '@playwright/test';
import { setMockClock } from './clock';
import {
  controlled,
  desktopChromium,
  expect,
  expectNoAxeViolations,
  logInAsCustomer,
  logInAsTrainer,
  prefer,
  signIn,
  test,
} from './fixtures';

const CUSTOMER_TOKEN_CALL = '/api/customer/v1/update/fcm-token';
const TRAINER_ID = 'tr_1003';
const TRAINER_TOKEN_CALL = `/api/trainer/update/fcmToken/${TRAINER_ID}`;

/** Every push token call the page makes, as path and query. */
function tokenCalls(page: Page) {
  const calls: { method: string; path: string; query: Record<string, string> }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/fcm-?token/i.test(url.pathname)) {
      calls.push({ method: request.method(), path: url.pathname, query: Object.fromEntries(url.searchParams) });
    }
  });
  return calls;
}

const allow = (context: BrowserContext) => context.grantPermissions(['notifications']);

const offer = (page: Page) => page.getByRole('region', { name: 'Never miss a session' });
/**
 * Turns notifications on from the dashboard's offer once the service worker is active, as the
 * offer's spinner waits for it: on a first visit the worker (registered after the first paint)
 * installs the app's files first, which on a busy machine can outlast an expectation's 10 s.
 */
async function turnOn(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await offer(page).getByRole('button', { name: 'Turn on notifications' }).click();
}
const stored = (page: Page, key: string) => page.evaluate((key) => localStorage.getItem(key), key);

/** Posts a payload to the service worker as a page does in local mode. */
async function postPush(page: Page, payload: unknown) {
  await page.evaluate(async (payload) => {
    const registration = await navigator.serviceWorker.ready;
    registration.active!.postMessage({ kind: 'kinetic-push', payload });
  }, payload);
}

/**
 * Records every notification the service worker asks the browser to show, with its click target (the
 * browser's own list, `getNotifications()`, drops notifications on its own schedule).
 */
async function recordShown(context: BrowserContext) {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
  if (!worker) throw new Error('The service worker is not running.');
  await worker.evaluate(() => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      shown: { title: string; body?: string; url: string }[];
    };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.shown = [];
    scope.registration.showNotification = (title, options) => {
      scope.shown.push({ title, body: options?.body, url: (options?.data as { url: string }).url });
      return show(title, options);
    };
  });
  return () => worker.evaluate(() => (self as unknown as { shown: unknown[] }).shown);
}

/**
 * Minimises the page's window, as a person who switched to another application: the browser then
 * tells the service worker that no page of Kinetic is focused (Playwright's own focus emulation,
 * which keeps every page focused, is turned off meanwhile). Returns the way back to the front.
 */
async function sendBehind(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const { windowId } = await cdp.send('Browser.getWindowForTarget');
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'minimized' } });
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);
  return async () => {
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  };
}

// Push needs the service worker, which the other specs block, and the desktop browser's notifications.
// The toast a push message brings comes in with its view transition, as for a user who allows motion.
test.use({ ...desktopChromium, serviceWorkers: 'allow', reducedMotion: 'no-preference' });

test.describe('push notifications', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('a customer turns them on from the dashboard: one token call, kept as CustomerToken', async ({
    page,
    context,
  }) => {
    await allow(context);
    const calls = tokenCalls(page);
    await logInAsCustomer(page);
    await expect(offer(page)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(calls, 'nothing is registered before the person asks').toEqual([]);

    await turnOn(page);
    await expect(offer(page).getByText('Notifications are on for this browser.')).toBeVisible();
    // The button is gone: focus is on the message instead of lost.
    await expect(offer(page).locator(':focus')).toHaveText('Notifications are on for this browser.');
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: CUSTOMER_TOKEN_CALL,
        query: { fcmToken: expect.stringMatching(/^local-web-/), tokenType: 'web' },
      },
    ]);
    expect(await stored(page, 'CustomerToken')).toBe(calls[0]!.query.fcmToken);
    await expectNoAxeViolations(page);

    // The next visit finds the token fresh: no call, no offer.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    expect(calls).toHaveLength(1);
  });

  test('a trainer’s token goes to the trainer call with their id; no CustomerToken', async ({ page, context }) => {
    await allow(context);
    const calls = tokenCalls(page);
    await logInAsTrainer(page);
    await turnOn(page);
    await expect(offer(page).getByText('Notifications are on for this browser.')).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: TRAINER_TOKEN_CALL,
        query: { fcmToken: expect.stringMatching(/^local-web-/), tokenType: 'web' },
      },
    ]);
    expect(await stored(page, 'CustomerToken')).toBeNull();
  });

  test('Not now hides the offer on this browser, the focus staying in the page', async ({ page }) => {
    const calls = tokenCalls(page);
    await logInAsCustomer(page);
    await offer(page).getByRole('button', { name: 'Not now' }).press('Enter');
    await expect(offer(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    // The next key reaches the dashboard, not the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    expect(calls).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Your sessions' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });

  test('blocked in the browser: says so and how to allow them, and sends nothing', async ({ page }) => {
    const calls = tokenCalls(page);
    await logInAsCustomer(page);
    await offer(page).getByRole('button', { name: 'Turn on notifications' }).press('Enter');
    await expect(offer(page).getByText('Notifications are blocked in your browser settings')).toBeVisible();
    await expect(offer(page).getByText(/set Notifications to Allow/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(calls).toEqual([]);
    expect(await stored(page, 'CustomerToken')).toBeNull();
  });

  test('in front, a push is a toast and no notification; behind, every type is a notification that opens its page', async ({
    page,
    context,
  }) => {
    await allow(context);
    await logInAsCustomer(page);
    // The worker precaches the app before it takes the page: a slow machine takes a while.
    await controlled(page);
    await turnOn(page);
    await expect(offer(page).getByText('Notifications are on for this browser.')).toBeVisible();

    // The page in front shows it as a toast, and the browser shows nothing more.
    const example = {
      type: 'CLASS_STARTING_SOON',
      title: 'Sunrise Vinyasa Flow starts in 10 minutes',
      body: 'Join from your dashboard.',
    };
    const shown = await recordShown(context);
    await postPush(page, example);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
    await expect(toast).toContainText(example.title);
    await expect(toast.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/dashboard');
    expect(await shown()).toEqual([]);

    // Behind another application, the browser shows each one, with the page its click opens.
    const toFront = await sendBehind(page);
    const expected: { title: string; body: string; url: string }[] = [];
    const pages = {
      '/dashboard': [
        'CLASS_STARTING_SOON',
        'ONE_TO_ONE_STARTING_SOON',
        'FOLLOWED_TRAINER_LIVE',
        'WAITLIST_PLACE_BOOKED',
        'WAITLIST_PLACE_OFFERED',
      ],
      '/': [
        'NEW_CLASS_FROM_FOLLOWED_TRAINER',
        'NEW_CLASS_IN_FAVOURITE_CATEGORY',
        'RATE_RECENT_CLASSES',
        'SOMETHING_NEW',
      ],
      '/trainer/dashboard': ['TRAINER_LIVE_STARTING_SOON', 'TRAINER_ONE_TO_ONE_STARTING_SOON', 'ONE_TO_ONE_BOOKED'],
    };
    for (const [url, types] of Object.entries(pages)) {
      for (const type of types) {
        await postPush(page, { type, title: `About ${type}`, body: `Body of ${type}` });
        expected.push({ title: `About ${type}`, body: `Body of ${type}`, url });
      }
    }
    // No type, and a link to another site: shown, and a click goes home.
    await postPush(page, {
      notification: { title: 'No type', body: 'Still shown' },
      data: { link: 'https://evil.example/' },
    });
    expected.push({ title: 'No type', body: 'Still shown', url: '/' });
    await expect.poll(shown).toEqual(expected);
    // None of them reached the page, which is not in front.
    await expect(page.getByText(/^About /)).toHaveCount(0);
    await toFront();
    // The toasts slide in: scan them once they have arrived (a loading shimmer runs forever).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    await expectNoAxeViolations(page);
  });

  test('npm run push reaches the open page in front: a toast linking to its page, no notification', async ({
    page,
    context,
  }) => {
    // A push of each kind, each read and followed to its page: more than one page's 30 s on a busy machine.
    test.slow();
    await allow(context);
    await logInAsCustomer(page);
    // What `npm run push -- CLASS_STARTING_SOON customer` sends, to this test's world.
    const send = (type: string, role?: string) =>
      page.request.post('/api/__mock/push', { data: { type, ...(role && { role }) } });
    expect(await (await send('CLASS_STARTING_SOON', 'customer')).json()).toMatchObject({ delivered: 0 });

    await controlled(page);
    await turnOn(page);
    await expect(offer(page).getByText('Notifications are on for this browser.')).toBeVisible();
    const shown = await recordShown(context);
    await expect.poll(async () => (await (await send('CLASS_STARTING_SOON')).json()).delivered).toBe(1);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
    await expect(toast).toContainText('Open Studio Flow starts in 10 minutes');
    await expect(toast).toContainText('Join Priya Sharma’s class from your dashboard.');
    await expect(toast.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/dashboard');
    // The page is in front: the toast is enough.
    expect(await shown()).toEqual([]);
    await expectNoAxeViolations(page);

    // The trainer's types go to the trainer, never to this customer.
    expect(await (await send('ONE_TO_ONE_BOOKED')).json()).toMatchObject({ delivered: 0, role: 'trainer' });
    // An unknown type is refused with the list of types.
    const refused = await send('NOT_A_TYPE');
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('RATE_RECENT_CLASSES');

    // Clicking the toast's link opens the page the notification is for.
    await page.goto('/discover');
    await expect(page.getByRole('navigation', { name: 'What to browse' })).toBeVisible();
    await expect.poll(async () => (await (await send('NEW_CLASS_FROM_FOLLOWED_TRAINER')).json()).delivered).toBe(1);
    await page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'Open' }).last().click();
    await expect(page).toHaveURL(/\/$/);

    // A place offered from a waitlist opens the dashboard, where it is claimed.
    await expect.poll(async () => (await (await send('WAITLIST_PLACE_OFFERED')).json()).delivered).toBe(1);
    const offered = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alertdialog', { name: 'A place is offered to you' });
    await expect(offered).toContainText('Claim it on your dashboard within 15 minutes.');
    await offered.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('region', { name: 'Your waitlists' }).getByText(/^Offered: claim before/),
    ).toBeVisible();

    // Turned off, the API forgets the token and nothing more arrives.
    await page.goto('/dashboard/settings');
    const toggle = page.getByRole('switch', { name: /^Notifications on this browser/ });
    await expect(toggle).toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    expect(await (await send('CLASS_STARTING_SOON')).json()).toMatchObject({ delivered: 0 });
  });

  test('logout removes the token', async ({ page, context }) => {
    await allow(context);
    await logInAsCustomer(page);
    await turnOn(page);
    await expect(offer(page).getByText('Notifications are on for this browser.')).toBeVisible();
    expect(await stored(page, 'CustomerToken')).toMatch(/^local-web-/);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    const order: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'DELETE' && pathname === CUSTOMER_TOKEN_CALL) order.push('forget the token');
      if (pathname === '/api/user/logout') order.push('log out');
    });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => stored(page, 'CustomerToken')).toBeNull();
    expect(await stored(page, 'kinetic-push')).toBeNull();
    // The token is forgotten while the session still signs the call, then the session is revoked.
    await expect.poll(() => order).toEqual(['forget the token', 'log out']);
  });

  test('a failed token call never blocks the page and is sent again on the next visit', async ({ page, context }) => {
    await allow(context);
    const calls = tokenCalls(page);
    await prefer(page, `**${CUSTOMER_TOKEN_CALL}*`, 'code=500');
    await logInAsCustomer(page);
    await turnOn(page);
    await expect(offer(page).getByText('Notifications are on for this browser.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upcoming' })).toBeVisible();
    // Sent, and retried once on the 5xx.
    expect(calls).toHaveLength(2);

    await page.unroute(`**${CUSTOMER_TOKEN_CALL}*`);
    await page.reload();
    await expect.poll(() => calls.length).toBe(3);
    expect(calls[2]!.query).toEqual(calls[0]!.query);
  });

  test('the settings switch turns them on and off with the keyboard', async ({ page, context }) => {
    await allow(context);
    const calls = tokenCalls(page);
    await signIn(page, 'customer');
    await page.goto('/dashboard/settings');
    const settings = page.getByRole('region', { name: 'Notifications' });
    const toggle = settings.getByRole('switch', { name: 'Notifications on this browser' });
    await expect(toggle).not.toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect.poll(() => calls.length).toBe(1);
    expect(await stored(page, 'CustomerToken')).toBe(calls[0]!.query.fcmToken);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    expect(await stored(page, 'CustomerToken')).toBeNull();
  });
});
