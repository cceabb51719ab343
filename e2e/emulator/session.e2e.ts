import { expect, test } from '../fixtures';
import {
  afterIssueOf,
  answerTo,
  apiBearerTokens,
  disableAccount,
  errorCode,
  logInAsNew,
  openAccountMenu,
  persistedIdToken,
  persistedSession,
  skipOnboarding,
} from './emulator';

/**
 * The signed-in session against Firebase's Auth emulator: its tokens last an hour, the session
 * refreshes them at the token service (`/securetoken`), and a refresh the service refuses ends
 * the session. The page's clock is Playwright's, so half an hour passes in an instant.
 */

const HOUR = 60 * 60 * 1000;

test.describe('the session’s token', () => {
  test('is refreshed after 31 minutes; the customer stays signed in and the API hears the new token', async ({
    page,
  }) => {
    await page.clock.install();
    await logInAsNew(page, '/login', 'omar.said');
    await skipOnboarding(page, 'Omar');
    const signedIn = String(await persistedIdToken(page, 'customer'));
    await afterIssueOf(signedIn);

    const refresh = answerTo(page, 'securetoken', 'token');
    await page.clock.fastForward('31:00');
    const answer = await refresh;
    expect(answer.status()).toBe(200);
    const { id_token: refreshed } = (await answer.json()) as { id_token: string };
    expect(refreshed).not.toBe(signedIn);
    await expect.poll(() => persistedIdToken(page, 'customer')).toBe(refreshed);

    // The next calls of the product API carry the new token.
    const sent = apiBearerTokens(page);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Omar');
    const tokens = await sent();
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set([refreshed]));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
  });

  test('a refresh refused for a disabled account signs the customer out to the login page, which says why', async ({
    page,
  }) => {
    await page.clock.install();
    const { localId } = await logInAsNew(page, '/login', 'wren.adeyemi');
    await skipOnboarding(page, 'Wren');

    await disableAccount(localId);
    const refresh = answerTo(page, 'securetoken', 'token');
    await page.clock.fastForward('31:00');
    const answer = await refresh;
    expect(answer.status()).toBe(400);
    expect(await errorCode(answer)).toBe('USER_DISABLED');

    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please log in again.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect
      .poll(() => persistedSession(page, 'customer'))
      .toMatchObject({ currentUser: null, isAuthenticated: false, expiresAt: null });
  });

  test('a trainer back after two hours is refreshed before the API is called with the expired token', async ({
    page,
  }) => {
    await page.clock.install();
    await logInAsNew(page, '/trainer/login', 'tariq.khan');
    await expect(page).toHaveURL(/\/trainer\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get ready to sell' })).toBeVisible();
    const expired = String(await persistedIdToken(page, 'trainer'));
    await afterIssueOf(expired);

    // The browser is closed and opened again two hours later (no timer of the signed-in page runs).
    await page.goto('about:blank');
    await page.clock.setSystemTime(Date.now() + 2 * HOUR);
    const sent = apiBearerTokens(page);
    const refresh = answerTo(page, 'securetoken', 'token');
    await page.goto('/trainer/onboarding');
    const answer = await refresh;
    expect(answer.status()).toBe(200);
    const { id_token: refreshed } = (await answer.json()) as { id_token: string };
    // Still signed in: getting ready to sell shows what is missing, read with the new token.
    await expect(page).toHaveURL(/\/trainer\/onboarding$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Still to do before you can publish classes' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Tariq' })).toBeVisible();
    const tokens = await sent();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens).not.toContain(expired);
    expect(new Set(tokens)).toEqual(new Set([refreshed]));
  });
});
