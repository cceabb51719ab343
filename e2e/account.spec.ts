import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, prefer, signIn, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const plans = '**/api/subscription?trainerId=*';
const topUp = '**/api/customer/credit/top-up';

/** Records the method, body and headers of each request to `url` that is not a GET. */
async function captureWrites(page: Page, url: string) {
  const calls: { method: string; body: unknown; headers: Record<string, string> }[] = [];
  await page.route(url, (route) => {
    const request = route.request();
    if (request.method() !== 'GET')
      calls.push({ method: request.method(), body: request.postDataJSON(), headers: request.headers() });
    return route.fallback();
  });
  return calls;
}

async function open(page: Page, path: string, heading: string) {
  await signIn(page, 'customer');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('following', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('lists the followed trainers with links to their profiles, and unfollows one', async ({ page }) => {
    const writes = await captureWrites(page, '**/api/customer/unfollow');
    await open(page, '/dashboard/following', 'Trainers you follow');
    const sofia = page.getByRole('listitem', { name: 'Sofia Romano' });
    await expect(sofia.getByRole('link', { name: 'Sofia Romano' })).toHaveAttribute('href', '/trainers/tr_1005');
    await expect(page.getByRole('listitem', { name: 'Priya Sharma' })).toContainText('5,120 followers');
    await expectNoAxeViolations(page);

    await sofia.getByRole('button', { name: 'Unfollow Sofia' }).click();
    await expect(page.getByText('You no longer follow Sofia.')).toBeVisible();
    await expect(sofia).toBeHidden();
    expect(writes).toEqual([
      expect.objectContaining({ method: 'DELETE', body: { customerId: 'cu_3001', trainerId: 'tr_1005' } }),
    ]);
  });
});

test.describe('subscriptions', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('a trainer’s plans: Subscribed for the one the customer has, Subscribe goes to the checkout', async ({
    page,
  }) => {
    const writes = await captureWrites(page, '**/api/subscription/sp_4002/subscribers');
    await signIn(page, 'customer');
    await page.goto('/trainers/tr_1003');
    const unlimited = page.getByRole('article', { name: 'Priya Unlimited' });
    await expect(unlimited.getByText('Subscribed')).toBeVisible();
    await expect(unlimited.getByRole('button')).toHaveCount(0);
    await expect(unlimited).toContainText('£29.99 a month');
    const weekend = page.getByRole('article', { name: 'Weekend Flow' });
    await expectNoAxeViolations(page);

    await weekend.getByRole('button', { name: 'Subscribe to Weekend Flow' }).click();
    await page
      .getByRole('dialog', { name: 'Subscribe to Weekend Flow' })
      .getByRole('button', { name: 'Subscribe and pay £14.99' })
      .click();
    await expect(page).toHaveURL(/\/payment-success\?plan=sp_4002&session=cs_test_a1b2c3$/);
    const origin = new URL(page.url()).origin;
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          returnUrl: `${origin}/trainers/tr_1003`,
          successUrl: `${origin}/payment-success?plan=sp_4002`,
          failureUrl: `${origin}/payment-failure?plan=sp_4002`,
        },
      }),
    ]);
    // The page says so once the API lists the subscription.
    await expect(page.getByRole('status')).toContainText('your subscription is active');
    await expect(page.getByRole('main').getByRole('link', { name: 'See your subscriptions' })).toBeVisible();
  });

  test('a trainer without plans, and a failed subscribe', async ({ page }) => {
    await signIn(page, 'customer');
    await prefer(page, plans, 'example=empty');
    await page.goto('/trainers/tr_1003');
    await expect(page.getByRole('heading', { name: 'No subscriptions yet' })).toBeVisible();
    await page.unroute(plans);
    await prefer(page, '**/api/subscription/sp_4002/subscribers', 'code=500');
    await page.reload();
    await page.getByRole('button', { name: 'Subscribe to Weekend Flow' }).click();
    await page.getByRole('button', { name: 'Subscribe and pay £14.99' }).click();
    await expect(page.getByText('We couldn’t start the checkout for Weekend Flow.')).toBeVisible();
    await expect(page).toHaveURL(/\/trainers\/tr_1003$/);
  });

  test('lists active subscriptions; Leave asks first, then leaves', async ({ page }) => {
    const writes = await captureWrites(page, '**/api/subscription/sp_4001/subscribers');
    await open(page, '/dashboard/subscriptions', 'Your subscriptions');
    const unlimited = page.getByRole('listitem', { name: 'Priya Unlimited' });
    await expect(unlimited).toContainText('£29.99 a month');
    await expect(unlimited).toContainText('Renews on');
    await expect(unlimited.getByRole('link', { name: 'with Priya Sharma' })).toHaveAttribute(
      'href',
      '/trainers/tr_1003',
    );
    await expectNoAxeViolations(page);

    await unlimited.getByRole('button', { name: 'Leave Priya Unlimited' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave Priya Unlimited?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    expect(writes).toEqual([]);

    await unlimited.getByRole('button', { name: 'Leave Priya Unlimited' }).click();
    await dialog.getByRole('button', { name: 'Leave subscription' }).click();
    await expect(page.getByText(/You have left Priya Unlimited\. It ends on/)).toBeVisible();
    await expect(unlimited).toContainText('you have left this subscription');
    await expect(unlimited.getByRole('button', { name: 'Leave Priya Unlimited' })).toBeHidden();
    expect(writes.map((w) => w.method)).toEqual(['DELETE']);
  });

  test('invoices link to a printable invoice with the VAT line, in GBP', async ({ page }) => {
    await open(page, '/dashboard/subscriptions', 'Your subscriptions');
    await page.getByRole('link', { name: 'Priya Unlimited — November 2026' }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoices\/inv_7001$/);
    const invoice = page.getByRole('article', { name: 'Invoice KIN-2026-01201' });
    await expect(invoice).toContainText('Olivia Hughes');
    await expect(invoice).toContainText('olivia.hughes@example.com');
    await expect(invoice.getByRole('row', { name: /Of which VAT/ })).toContainText('£5');
    await expect(invoice.getByRole('row', { name: /Total \(GBP\)/ })).toContainText('£29.99');
    await expect(page).toHaveTitle('Kinetic — Invoice KIN-2026-01201');
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(invoice).toBeVisible();
  });
});

test.describe('account credit', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('shows the balance and the history; a credit invoice opens as its own kind', async ({ page }) => {
    await open(page, '/dashboard/credit', 'Account credit');
    await expect(page.getByText('£43', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account credit top-up' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const invoiceRequest = page.waitForRequest('**/api/subscription/invoice/v1/get/inv_7011?*');
    await page.getByRole('link', { name: 'Account credit top-up' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/invoices\/inv_7011\?type=CREDIT_TOP_UP$/);
    expect(new URL((await invoiceRequest).url()).searchParams.get('invoiceType')).toBe('CREDIT_TOP_UP');
  });

  test('Add funds checks the amount first, then goes to the checkout once', async ({ page }) => {
    const writes = await captureWrites(page, topUp);
    await open(page, '/dashboard/credit', 'Account credit');
    const amount = page.getByRole('textbox', { name: 'Amount (£)' });
    await page.getByRole('button', { name: 'Add funds' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter an amount from £5 to £500.').first()).toBeVisible();
    await amount.fill('4.99');
    await page.getByRole('button', { name: 'Add funds' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('501');
    await amount.press('Enter');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('12.345');
    await amount.press('Enter');
    await expect(amount).toHaveAccessibleDescription(/Enter pounds and pence, like 20 or 12.50./);
    await expectNoAxeViolations(page);
    expect(writes).toEqual([]);

    await amount.fill('20');
    await page.getByRole('button', { name: 'Add funds' }).click();
    await expect(page).toHaveURL(/\/payment-success\?credit=top-up&session=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your top-up is on its way' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toEqual({
      amount: { amount: 2000, currency: 'GBP' },
      returnUrl: `${origin}/dashboard/credit`,
      successUrl: `${origin}/payment-success?credit=top-up`,
      failureUrl: `${origin}/payment-failure?credit=top-up`,
    });
    expect(writes[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('has no axe violations in the dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/dashboard/credit', 'Account credit');
    await expect(page.getByText('£43', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/dashboard/subscriptions');
    await expect(page.getByRole('listitem', { name: 'Priya Unlimited' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/dashboard/following');
    await expect(page.getByRole('listitem', { name: 'Priya Sharma' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/dashboard/invoices/inv_7001');
    await expect(page.getByRole('article', { name: 'Invoice KIN-2026-01201' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
