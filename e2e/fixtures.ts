import { test as base, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Every end-to-end test runs with these guards:
 * - a request the contract does not allow is a bug: Prism marks it with `sl-violations` and the test fails;
 * - an uncaught page error fails the test.
 */
export const test = base.extend<{ guard: void }>({
  guard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      page.on('response', (response) => {
        const header = response.headers()['sl-violations'];
        if (header) violations.push(`${response.request().method()} ${response.url()}: ${header}`);
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use();
      expect(violations, 'requests that break the contract').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Picks the mock's response for requests whose URL matches `url` with Prism's Prefer header,
 * e.g. `code=500` or `example=empty`.
 */
export async function prefer(page: Page, url: string | RegExp, preference: string) {
  await page.route(url, (route) => route.continue({ headers: { ...route.request().headers(), prefer: preference } }));
}

/** Picks the mock's answer with Prism's Prefer header for `method` requests to `url` only. */
export async function preferFor(page: Page, method: string, url: string | RegExp, preference: string) {
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.continue({ headers: { ...route.request().headers(), prefer: preference } })
      : route.fallback(),
  );
}

/** Every request with `method` to a product API path ending in `suffix`, as the page sends them. */
export function requestsTo(page: Page, method: string, suffix: string) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(suffix)) requests.push(request);
  });
  return requests;
}

/** Holds matching requests until the returned function is called (to see loading states). */
export async function hold(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // React Aria's live announcer briefly keeps announcements that point (aria-labelledby) at a
    // pending button that has since gone; it is a visually hidden log region, not page content.
    .exclude('[data-live-announcer]')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/** The customer the contract's sign-in examples answer for. */
export const CUSTOMER = { email: 'olivia.hughes@example.com', password: 'Sunrise#2026' };

/** Fills the login form that is on the page and submits it. */
export async function logIn(page: Page, email = CUSTOMER.email, password = CUSTOMER.password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs the customer in from `/login` and waits for the dashboard. */
export async function logInAsCustomer(page: Page) {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The trainer the contract's sign-in examples answer for (Priya Sharma, tr_1003). */
export const TRAINER = { id: 'tr_1003', email: 'priya.sharma@example.com' };

/** Signs Priya in at `login` and waits for `landing`; the identity and profile mocks answer with their trainer examples. */
async function signInTrainer(page: Page, login: string, landing: string) {
  await prefer(page, '**/identity/v1/accounts:signInWithPassword*', 'example=trainer');
  await prefer(page, '**/api/user/profile*', 'example=trainer');
  await page.goto(login);
  await logIn(page, TRAINER.email);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

/** Signs Priya in at `/trainer/login` and waits for her dashboard. */
export const logInAsTrainer = (page: Page) => signInTrainer(page, '/trainer/login', '/trainer/dashboard');

/** Signs Priya in at `/trainer/login?callbackUrl=…` and waits for `path`. */
export const logInAsTrainerAt = (page: Page, path: string) =>
  signInTrainer(page, `/trainer/login?callbackUrl=${encodeURIComponent(path)}`, path);
