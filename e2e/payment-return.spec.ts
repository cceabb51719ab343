import { expect, expectNoAxeViolations, tabTo, test } from './fixtures';

/** Presses Tab until `target` has focus (fails after `max` presses). */
test.describe('payment return pages', () => {
  test('success: a clear confirmation that makes no API calls, with the dashboard one key away', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(api|identity)\//.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
    });
    await page.goto('/payment-success');
    await expect(page).toHaveTitle('Kinetic — Payment successful');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText(/you’ll find it in your dashboard/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    await expect(page.getByText(/We’ve emailed a receipt/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
    expect(apiCalls).toEqual([]);

    // The primary action, by keyboard: a signed-out visitor is asked to log in first.
    const dashboard = page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' });
    await tabTo(page, dashboard);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(dashboard|login\?callbackUrl=%2Fdashboard)$/);
  });

  test('failure: says no money was taken, offers to try again and a contact link', async ({ page }) => {
    await page.goto('/payment-failure');
    await expect(page).toHaveTitle('Kinetic — Payment not completed');
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment didn’t go through' })).toBeVisible();
    await expect(page.getByText(/no money has been taken/)).toBeVisible();
    await expect(page.getByText(/pending charge/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@kinetic.fit' })).toHaveAttribute(
      'href',
      'mailto:hello@kinetic.fit',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('failure: "Try again" goes back to where the customer came from, by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.goto('/payment-failure');
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await tabTo(page, tryAgain);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('failure: "Try again" on a page opened directly goes to the dashboard', async ({ page }) => {
    await page.goto('/payment-failure');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/(dashboard|login\?callbackUrl=%2Fdashboard)$/);
  });
});
