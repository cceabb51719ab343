import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, test } from './fixtures';

// The offline world remembers what its users write, and each browser has a world of its own. No
// fixed time and no chosen examples: the world as a developer meets it.

const PASSWORD = 'Str0ng!pass';

/** Signs up a new customer in the page's world through the identity service, as the sign-up page does: the answer's status. */
async function signUp(page: Page, email: string) {
  const response = await page.request.post('/identity/v1/accounts:signUp?key=mock-identity-key', {
    data: { email, password: PASSWORD, returnSecureToken: true },
  });
  return response.status();
}

test('a new customer is asked the onboarding questions once: the answers are kept', async ({ page }) => {
  await page.goto('/login');
  expect(await signUp(page, 'asked.once@example.com')).toBe(200);
  await logIn(page, 'asked.once@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/onboarding$/);

  for (let step = 1; step <= 7; step++) {
    await expect(page.getByRole('progressbar')).toHaveAccessibleName(`Question ${step} of 7`);
    const choice = page.getByRole('checkbox').or(page.getByRole('radio')).first();
    await choice.focus();
    await page.keyboard.press('Space');
    await expect(choice).toBeChecked();
    await page.getByRole('button', { name: step < 7 ? 'Next' : 'Save my answers' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'asked.once@example.com', PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** A browser of its own, as a colleague's: no world named, so the preview server gives it one. */
async function ownBrowser(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

test('two browsers have worlds of their own, and a reset starts one again', async ({ browser }) => {
  const first = await ownBrowser(browser);
  const second = await ownBrowser(browser);
  try {
    // Each browser signs up the same email: in one shared world the second would be refused.
    for (const { page } of [first, second]) {
      await page.goto('/login');
      expect(await signUp(page, 'same.person@example.com')).toBe(200);
    }
    const cookies = await Promise.all([first, second].map(({ context }) => context.cookies()));
    const worlds = cookies.map((jar) => jar.find(({ name }) => name === 'kinetic-mock-world'));
    expect(worlds[0]?.httpOnly).toBe(true);
    expect(worlds[0]?.value).not.toBe(worlds[1]?.value);
    // The app never sees its world.
    expect(await first.page.evaluate(() => document.cookie)).not.toContain('kinetic-mock-world');

    // The first browser's customer follows a trainer; the second's world knows nothing of it.
    await logIn(first.page, 'same.person@example.com', PASSWORD);
    await expect(first.page).toHaveURL(/\/onboarding$/);
    await first.page.goto('/trainers/tr_1001');
    await first.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(first.page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
    await expectNoAxeViolations(first.page);
    await logIn(second.page, 'same.person@example.com', PASSWORD);
    await expect(second.page).toHaveURL(/\/onboarding$/);
    await second.page.goto('/trainers/tr_1001');
    await expect(second.page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

    // A reset starts the first browser's world again: the account it signed up is gone, so the
    // email can be signed up again (the second browser's world still refuses it).
    expect(await signUp(first.page, 'same.person@example.com')).toBe(400);
    expect((await first.page.request.delete('/api/__mock/world')).status()).toBe(204);
    expect(await signUp(first.page, 'same.person@example.com')).toBe(200);
    expect(await signUp(second.page, 'same.person@example.com')).toBe(400);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
