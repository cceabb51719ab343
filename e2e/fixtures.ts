import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import type Axe from 'axe-core';
import { randomUUID } from 'node:crypto';
import { chromiumPath, e2eArgs } from '../scripts/chromium.mjs';
import {
  equalAccessReviewed,
  equalAccessReviewedPlaces,
  findEqualAccessProblems,
  LIVE_ANNOUNCER,
  summariseEqualAccess,
} from './equalAccess';

/**
 * The desktop Chromium, for a spec whose notifications must reach the page: the others run in its
 * headless shell, where a notification permission is never asked for or refused. `test.use` it at
 * the top of the spec file (a browser of its own starts workers of their own).
 */
export const desktopChromium = { launchOptions: { executablePath: chromiumPath, args: e2eArgs } };

/**
 * Every end-to-end test runs with these guards:
 * - a request the contract does not allow is a bug: Prism marks it with `sl-violations` and the test fails;
 * - an uncaught page error fails the test, and so does anything the content security policy refuses;
 * - what the test writes to the mock stays in its own world (`X-Mock-World`).
 */
export const test = base.extend<{ readsBodies: boolean; guard: void }>({
  // Chromium tells the body of a request (JSON or multipart) only when the request is routed. A spec
  // that reads what the page sent says so (`test.use({ readsBodies: true })`), and its API, identity
  // and token-refresh requests are routed; the others are not, which spares every request a round
  // trip through the test runner.
  readsBodies: [false, { option: true }],
  guard: [
    async ({ page, readsBodies }, use) => {
      // The mock keeps what this run of the test writes in a world of its own.
      await page.context().setExtraHTTPHeaders({ 'X-Mock-World': randomUUID() });
      const violations: string[] = [];
      const pageErrors: string[] = [];
      page.on('response', (response) => {
        const header = response.headers()['sl-violations'];
        if (header) violations.push(`${response.request().method()} ${response.url()}: ${header}`);
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          refused.push(message.text());
      });
      // A test's own routes come first.
      if (readsBodies) await page.route(/\/(api|identity|securetoken)\//, (route) => route.fallback());
      await use();
      expect(violations, 'requests that break the contract').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(refused, 'what the content security policy refused').toEqual([]);
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

/** A booking request as the server received it: its JSON body and its Idempotency-Key. */
export interface BookCall {
  body: Record<string, unknown>;
  key: string | undefined;
}

/** Records each booking request to `url` the server receives (the request still goes on to the mock). */
export async function recordBookings(page: Page, url: string) {
  const calls: BookCall[] = [];
  await page.route(url, async (route) => {
    const request = route.request();
    calls.push({ body: request.postDataJSON() as Record<string, unknown>, key: request.headers()['idempotency-key'] });
    await route.fallback();
  });
  return calls;
}

/** Presses Tab until `target` has the focus (at most `max` times), to prove it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Could not reach the element with the keyboard');
}

/**
 * Types a day and time into a date picker from its day segment (`day`), segment by segment, as digits
 * in the order of en-GB and es-ES alike: dd mm yyyy hh mm, in UTC.
 */
export async function typeDateTime(day: Locator, when: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  await day.focus();
  await day
    .page()
    .keyboard.type(
      `${pad(when.getUTCDate())}${pad(when.getUTCMonth() + 1)}${when.getUTCFullYear()}${pad(when.getUTCHours())}${pad(when.getUTCMinutes())}`,
    );
}

/** Chooses a radio by its label, as a person clicks it (React Aria's label takes the click). */
export const choose = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click();

/** Picks `option` in the select whose button's name ends with `label`, with the keyboard. */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option }).focus();
  await page.keyboard.press('Enter');
}

/** The bearer token the mock signs for `sub` (it reads the payload's `sub`; the signature is not checked). */
export const mockBearer = (sub: string) =>
  `Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6ImtpbmV0aWMtbW9jayJ9.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.c2lnbmF0dXJl`;

/**
 * A call to the product API in the page's world, the way a test sets up what it needs: as `as` (a
 * token's `sub`, Olivia's unless said), at `at` when the world's clock matters, a POST with its own
 * Idempotency-Key. Fails the test unless it succeeds; its JSON.
 */
export async function api<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { as = 'uid_olivia', at, data }: { as?: string; at?: Date; data?: unknown } = {},
) {
  const answer = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: {
      Authorization: mockBearer(as),
      ...(at && { 'X-Mock-Now': at.toISOString() }),
      ...(method === 'POST' && { 'Idempotency-Key': crypto.randomUUID() }),
    },
  });
  // A refusal names itself: its status and the body the mock answered.
  expect(answer.ok() ? 'ok' : `${answer.status()} ${await answer.text()}`, `${method} ${path}`).toBe('ok');
  return (await answer.json()) as T;
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

/** Resolves once the app's service worker has taken the page (it registers after load). */
export const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/**
 * Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is now. The accessibility spec's
 * sweep of the main routes also runs IBM's Equal Access engine (`expectNoEqualAccessViolations`).
 */
export async function expectNoAxeViolations(page: Page) {
  // axe goes into a page once, where its first scan needs it, and runs there (by the browser's
  // debugger, so the Content-Security-Policy does not stop it): a scan that injected it again each
  // time, as @axe-core/playwright's builder does, cost half as much again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    ({ exclude, tags }) =>
      (window as unknown as { axe: typeof Axe }).axe
        .run(
          // React Aria's live announcer briefly keeps announcements that point (aria-labelledby) at
          // a pending button that has since gone; it is a visually hidden log region, not page content.
          { exclude: [exclude] },
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        )
        .then((results) =>
          results.violations.map(({ id, help, nodes }) => ({
            id,
            help,
            targets: nodes.map((n) => n.target.join(' ')),
          })),
        ),
    { exclude: LIVE_ANNOUNCER, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  );
  const summary = violations.map(({ id, help, targets }) => `${id}: ${help} (${targets.join(', ')})`);
  expect(summary, 'accessibility violations').toEqual([]);
}

/** axe-core's browser build. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** IBM's Equal Access engine, the browser build: put into a page once, where a scan first needs it. */
const aceEngine = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');

/**
 * Fails on what IBM's Equal Access engine finds against its WCAG 2.2 A/AA rule set: every violation,
 * and every potential violation of a rule not reviewed (`e2e/equalAccess.ts`).
 */
export async function expectNoEqualAccessViolations(page: Page) {
  // Evaluated by the browser's debugger, so the page's Content-Security-Policy does not stop it.
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(aceEngine);
  const found = await page.evaluate(findEqualAccessProblems, {
    reviewed: Object.keys(equalAccessReviewed),
    ignored: [],
    exclude: LIVE_ANNOUNCER,
    places: equalAccessReviewedPlaces,
  });
  expect(summariseEqualAccess(found), 'Equal Access violations').toEqual([]);
}

/** The customer the contract's sign-in examples answer for. */
export const CUSTOMER = { email: 'olivia.hughes@example.com', password: 'Sunrise#2026' };

/** Fills the login form that is on the page and submits it. */
export async function logIn(page: Page, email = CUSTOMER.email, password = CUSTOMER.password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

type Role = 'customer' | 'trainer';

/** Where `e2e/sign-in.setup.ts` keeps what the browser holds once `role` has signed in. */
export const signedInState = (role: Role) => new URL(`./.auth/${role}.json`, import.meta.url).pathname;

/** What the browser held right after `role` signed in, and when (the test runner's clock). */
export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>> & { signedInAt: number };

/** Keeps what the page's browser holds now as `role`'s signed-in state. */
export async function keepSignedIn(page: Page, role: Role) {
  const state: SignedInState = { ...(await page.context().storageState()), signedInAt: Date.now() };
  await mkdir(dirname(signedInState(role)), { recursive: true });
  await writeFile(signedInState(role), JSON.stringify(state));
}

/**
 * Puts the page's browser where the sign-in setup left it after `role` signed in (cookies and
 * storage), as if that sign-in had just happened by the page's own clock (a test may fix it days
 * away): the session's deadlines move by as much. The same as signing in through the page, without
 * spending a test's time on it. The page is then on no screen: the test sets up its routes and opens
 * the screen it is about (a page load costs more than most of a test, so none goes on a dashboard it
 * does not look at). A test that fixes the clock does so first (`setMockClock`): a customer's session
 * ends an hour after its sign-in, so one signed in by the real clock is over at a fixed moment hours
 * after it, as it would be for the person.
 */
export async function signIn(page: Page, role: Role) {
  const state = JSON.parse(await readFile(signedInState(role), 'utf8')) as SignedInState;
  await page.context().addCookies(state.cookies);
  await page.goto('/robots.txt');
  const items = state.origins.flatMap((origin) => origin.localStorage);
  await page.evaluate(
    ([entries, signedInAt]) => {
      const shift = Date.now() - signedInAt;
      const deadlines = new Set(['expiresAt', 'logoutAt']);
      for (const { name, value } of entries) {
        const moved = value.startsWith('{')
          ? JSON.stringify(JSON.parse(value), (key, field: unknown) =>
              deadlines.has(key) && typeof field === 'number' ? field + shift : field,
            )
          : value;
        localStorage.setItem(name, moved);
      }
    },
    [items, state.signedInAt] as const,
  );
}

/** The customer, signed in, on the dashboard. */
export async function logInAsCustomer(page: Page) {
  await signIn(page, 'customer');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The trainer the contract's sign-in examples answer for (Priya Sharma, tr_1003). */
export const TRAINER = { id: 'tr_1003', email: 'priya.sharma@example.com' };

/** Priya (the trainer the sign-in examples answer for), signed in, on `path`. */
export async function logInAsTrainerAt(page: Page, path: string) {
  await signIn(page, 'trainer');
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

/** Priya, signed in, on her dashboard. */
export const logInAsTrainer = (page: Page) => logInAsTrainerAt(page, '/trainer/dashboard');
