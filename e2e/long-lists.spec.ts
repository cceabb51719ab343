import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logInAsTrainerAt, signIn, tabTo, test } from './fixtures';

// The mock's long-lists world: Priya has 500 more classes, Olivia 300 more subscription invoices
// and 1,000 more videos in her library (a world of its own for each test).
test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Mock-World': `long-lists-${randomUUID()}` });
});

/** The rows of `list` itself (not of lists inside its rows). */
const rows = (list: Locator) => list.locator(':scope > li');

/** Goes to the next page with the keyboard: Tab to the pager's Next page, then Enter. */
async function nextPageByKeyboard(page: Page, pager: Locator) {
  await tabTo(page, pager.getByRole('button', { name: 'Next page' }), 200);
  await page.keyboard.press('Enter');
}

test('the trainer’s 500 classes come 20 a page, with the count announced and a pager the keyboard moves', async ({
  page,
}) => {
  await logInAsTrainerAt(page, '/trainer/classes');
  const list = page.getByRole('list', { name: 'Your classes' });
  await expect(rows(list)).toHaveCount(20);
  const count = page.getByRole('status').filter({ hasText: /^Classes / });
  await expect(count).toHaveText(/^Classes 1–20 of 5\d\d$/);
  const pager = page.getByRole('navigation', { name: 'Class pages' });
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const first = await rows(list).first().getByRole('heading').textContent();
  await expectNoAxeViolations(page);

  await nextPageByKeyboard(page, pager);
  await expect(page).toHaveURL(/\/trainer\/classes\?page=2$/);
  await expect(count).toHaveText(/^Classes 21–40 of 5\d\d$/);
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows(list)).toHaveCount(20);
  await expect(rows(list).first().getByRole('heading')).not.toHaveText(first ?? '');

  // The last page holds what is left, and a link to a page past it shows the last one.
  await page.goto('/trainer/classes?page=999');
  await expect(count).toHaveText(/^Classes 5\d1–5\d\d of 5\d\d$/);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: /^Page \d+$/ }).last()).toHaveAttribute('aria-current', 'page');
});

test('the customer’s 300 subscription invoices come 20 a page, with the count announced', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/dashboard/subscriptions');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const list = invoices.getByRole('list').first();
  await expect(rows(list)).toHaveCount(20);
  const count = invoices.getByRole('status');
  await expect(count).toHaveText(/^Invoices 1–20 of 3\d\d$/);
  const pager = invoices.getByRole('navigation', { name: 'Invoice pages' });
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  const first = await rows(list).first().getByRole('link').textContent();
  await expectNoAxeViolations(page);

  await nextPageByKeyboard(page, pager);
  await expect(count).toHaveText(/^Invoices 21–40 of 3\d\d$/);
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows(list)).toHaveCount(20);
  await expect(rows(list).first().getByRole('link')).not.toHaveText(first ?? '');
  // The page moved on under the keyboard's focus, which stays on the pager.
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeFocused();
});

test('the library’s 1,000 videos come 12 a page from the API, with the count announced', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/library');
  const list = page.getByRole('region', { name: 'Videos' }).getByRole('list').first();
  await expect(rows(list)).toHaveCount(12);
  const count = page.getByRole('status').filter({ hasText: /^Videos / });
  await expect(count).toHaveText(/^Videos 1–12 of 1,0\d\d$/);
  const pager = page.getByRole('navigation', { name: 'Video pages' });
  await expectNoAxeViolations(page);

  await nextPageByKeyboard(page, pager);
  await expect(page).toHaveURL(/\/library\?page=2$/);
  await expect(count).toHaveText(/^Videos 13–24 of 1,0\d\d$/);
  await expect(rows(list)).toHaveCount(12);
});
