import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Response } from '@playwright/test';
import { emulatorOrigin, emulatorProject } from '../../scripts/auth-emulator.mjs';
import { expect, logIn } from '../fixtures';

/**
 * What the tests ask the Firebase Auth emulator directly: its REST API (any API key does), its
 * admin calls (`Bearer owner`) and its emulator-only endpoints (the codes it has "emailed").
 */
const identity = `${emulatorOrigin}/identitytoolkit.googleapis.com/v1`;
const admin = { Authorization: 'Bearer owner' };

async function emulator<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok)
    throw new Error(`The Auth emulator answered ${method} ${url} with ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A password that meets the app's rule (a digit, an upper-case letter and a special character). */
export const PASSWORD = 'Sunrise#2026';
export const NEW_PASSWORD = 'Evening#2026';

/**
 * An email no other test uses (the emulator keeps every account of the run): `name` (e.g.
 * `maya.okafor`, whose words the offline world takes as the names) and a random tail.
 */
export const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** An account with a password, made at the emulator as a sign-up on another device would. */
export const createAccount = (email: string, password = PASSWORD) =>
  emulator<{ localId: string }>('POST', `${identity}/accounts:signUp?key=kinetic-e2e`, {
    email,
    password,
    returnSecureToken: true,
  });

/** What the emulator holds about the account with `email` (the admin lookup). */
export async function account(email: string) {
  const { users = [] } = await emulator<{
    users?: { localId: string; emailVerified?: boolean; providerUserInfo?: { providerId: string }[] }[];
  }>('POST', `${identity}/projects/${emulatorProject}/accounts:lookup`, { email: [email] }, admin);
  return users[0];
}

/** Disables an account, as an administrator would in the Firebase console. */
export const disableAccount = (localId: string) =>
  emulator('POST', `${identity}/projects/${emulatorProject}/accounts:update`, { localId, disableUser: true }, admin);

/** The last one-time code the emulator "emailed" to `email` for `requestType`, once it has. */
export async function emailedCode(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET') {
  for (let tries = 0; tries < 50; tries += 1) {
    const { oobCodes } = await emulator<{ oobCodes: { email: string; requestType: string; oobCode: string }[] }>(
      'GET',
      `${emulatorOrigin}/emulator/v1/projects/${emulatorProject}/oobCodes`,
    );
    const code = oobCodes.filter((sent) => sent.email === email && sent.requestType === requestType).at(-1);
    if (code) return code.oobCode;
    await sleep(100);
  }
  throw new Error(`The Auth emulator emailed no ${requestType} code to ${email}.`);
}

/** Turns the emulator's email enumeration protection on or off (new Firebase projects have it on). */
export const protectEmails = (on: boolean) =>
  emulator('PATCH', `${emulatorOrigin}/emulator/v1/projects/${emulatorProject}/config`, {
    emailPrivacyConfig: { enableImprovedEmailPrivacy: on },
  });

/** An unsigned token (`alg: none`, as the emulator's own and the fake Google ones it accepts) with `claims`. */
export const unsignedToken = (claims: Record<string, unknown>) =>
  [{ alg: 'none', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.';

/** The claims of a token the emulator issued. */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    email?: string;
    iat: number;
    firebase: { sign_in_provider: string };
  };

/**
 * Waits until the emulator's clock has left the second `token` was issued in: it dates tokens to
 * the second, so a token issued within it could be the same string again.
 */
export async function afterIssueOf(token: string) {
  const wait = (claimsOf(token).iat + 1) * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
}

/** The identity error code of an answer of the emulator (e.g. `INVALID_PASSWORD`), through the app's proxy. */
export const errorCode = async (answer: Response) =>
  ((await answer.json()) as { error?: { message?: string } }).error?.message;

/** The next answer to a POST the page sends to the identity service or the token service at `path` (e.g. `accounts:signUp`). */
export const answerTo = (page: Page, service: 'identity' | 'securetoken', path: string) =>
  page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === `/${service}/v1/${path}`,
  );

/** What the browser keeps of `role`'s session (the `kinetic` localStorage key). */
export const persistedSession = (page: Page, role: 'customer' | 'trainer') =>
  page.evaluate(
    (slice) =>
      (JSON.parse(localStorage.getItem('kinetic') ?? '{}') as { slices?: Record<string, Record<string, unknown>> })
        .slices?.[slice] ?? {},
    role,
  );

/** The id token `role`'s persisted session holds. */
export const persistedIdToken = async (page: Page, role: 'customer' | 'trainer') =>
  ((await persistedSession(page, role)).currentUser as { idToken?: string } | null)?.idToken;

/**
 * The bearer tokens of the product API requests the page sends from now on, in order (a public
 * call's, without one, are left out): `await` the function for those sent so far.
 */
export function apiBearerTokens(page: Page) {
  const sent: Promise<string | undefined>[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/'))
      sent.push(request.allHeaders().then((headers) => /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1]));
  });
  return async () => (await Promise.all(sent)).filter((token): token is string => token !== undefined);
}

/** A new account of the emulator's, logged in at `loginPath` (`/login` or `/trainer/login`, with any query). */
export async function logInAsNew(page: Page, loginPath: string, name: string) {
  const email = uniqueEmail(name);
  const { localId } = await createAccount(email);
  await page.goto(loginPath);
  await logIn(page, email, PASSWORD);
  return { email, localId };
}

/** A customer the product API has just met is asked the onboarding questions first: skipped, to the dashboard. */
export async function skipOnboarding(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${firstName}, ready to train?` })).toBeVisible();
}

/** Opens the header's account menu. */
export const openAccountMenu = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
