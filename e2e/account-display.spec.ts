import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, logInAsCustomer, test } from './fixtures';

test.describe('language and theme', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('?lang=es on any URL shows Spanish, kept across reloads; the footer switches back to English', async ({
    page,
  }) => {
    await page.goto('/discover?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Condiciones del servicio' })).toBeVisible();
    await expect(
      footer.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await footer.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the theme choice (system, light, dark) applies at once and is kept', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const theme = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');

    await theme.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');

    await theme.getByRole('button', { name: 'System' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
    await page.reload();
    await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
  });

  test('the account menu leads to the customer’s account pages', async ({ page }) => {
    await logInAsCustomer(page);
    await page.getByRole('button', { name: 'Account menu for Olivia' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Subscriptions and invoices' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Account credit' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });
});
