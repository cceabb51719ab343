import { expect, keepSignedIn, logIn, test, TRAINER } from './fixtures';

// Signs each role in once, through the real login pages, and keeps what the browser then holds
// (e2e/.auth/<role>.json). Tests whose subject is not the sign-in itself start from it
// (`logInAsCustomer`, `logInAsTrainerAt`), so a run signs in twice instead of once per test.

test('a customer signs in', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await keepSignedIn(page, 'customer');
});

test('a trainer signs in', async ({ page }) => {
  await page.goto('/trainer/login');
  await logIn(page, TRAINER.email);
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
  await keepSignedIn(page, 'trainer');
});
