import { served, servedId, setMockClock } from './clock';
import { expect, expectNoAxeViolations, hold, prefer, signIn, tabTo, test } from './fixtures';

test.describe('payment return pages', () => {
  test('success opened with nothing to confirm: says it cannot confirm, and what to do', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(api|identity)\//.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
    });
    await page.goto('/payment-success');
    await expect(page).toHaveTitle('Kinetic — Payment not confirmed yet');
    await expect(page.getByRole('status')).toContainText('We couldn’t confirm your payment yet');
    await expect(page.getByRole('status')).toContainText('Please don’t pay again');
    await expect(page.getByRole('heading', { level: 2, name: 'What to do' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(apiCalls).toEqual([]);

    // The primary action, by keyboard: a signed-out visitor is asked to log in first.
    const dashboard = page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' });
    await tabTo(page, dashboard);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(dashboard|login\?callbackUrl=%2Fdashboard)$/);
  });

  test.describe('success after a class booking', () => {
    test.beforeEach(({ page }) => setMockClock(page));
    const bookings = '**/api/class/booked/by-date-range/**';
    const returned = () =>
      `/payment-success?class=cl_2007&instance=${servedId('ci_2007_20261201')}&start=${encodeURIComponent(
        new Date(served('2026-12-01T06:00:00+00:00')).toISOString(),
      )}&session=cs_test_a1b2c3`;

    test('says it is confirming until the API lists the booking, then says it is booked', async ({ page }) => {
      await signIn(page, 'customer');
      const release = await hold(page, bookings);
      await page.goto(returned());
      await expect(page.getByRole('status')).toContainText('Confirming your payment');
      await expect(page).toHaveTitle('Kinetic — Confirming your payment');
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('your place in Sunrise Vinyasa Flow is booked');
      await expect(page).toHaveTitle('Kinetic — Payment successful');
      await expectNoAxeViolations(page);
    });

    test('a booking the API does not list after its tries is not called booked', async ({ page }) => {
      await signIn(page, 'customer');
      await prefer(page, bookings, 'example=empty');
      // Only the asks about the paid session's minute: the dashboard link may prefetch its own window.
      const start = new Date(served('2026-12-01T06:00:00+00:00')).toISOString();
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.includes('/api/class/booked/by-date-range/') && url.searchParams.get('startDate') === start)
          asked.push(request.url());
      });
      await page.goto(returned());
      await expect(page.getByRole('status')).toContainText('Confirming your payment');
      await expect(page.getByRole('status')).toContainText('We couldn’t confirm your payment yet', {
        timeout: 20_000,
      });
      expect(asked).toHaveLength(5);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
    });

    test('a failing API is not called booked either', async ({ page }) => {
      await signIn(page, 'customer');
      await prefer(page, bookings, 'code=500');
      await page.goto(returned());
      await expect(page.getByRole('status')).toContainText('We couldn’t confirm your payment yet', {
        timeout: 15_000,
      });
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    });
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
