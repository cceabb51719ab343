import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, logInAsTrainerAt, preferFor, requestsTo, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const PAGE = '/trainer/subscriptions';
const LIST = /\/api\/subscription\?/;
const WEEKEND_FLOW = /\/api\/subscription\/sp_4002$/;

/** Opens the list as Priya and waits for her plans. */
async function openList(page: Page) {
  await logInAsTrainerAt(page, PAGE);
  await expect(page.getByRole('listitem', { name: 'Priya Unlimited' })).toBeVisible();
}

/** The field of the benefit numbered `number` (not its Remove button). */
const benefit = (page: Page, number: number) => page.getByRole('textbox', { name: `Benefit ${number}`, exact: true });

/** Fills every field of a new plan, with one benefit. */
async function fillNewPlan(page: Page) {
  await page.getByLabel('Plan name').fill('Morning Mobility Club');
  await page.getByLabel('Description').fill('Three short mobility classes a week.');
  await page.getByLabel('Monthly price').fill('12.50');
  await page.getByRole('button', { name: 'Add a benefit' }).click();
  await benefit(page, 1).fill('Replays for 30 days');
}

test.beforeEach(async ({ page }) => {
  await setMockClock(page);
});

test.describe('the trainer’s subscription plans', () => {
  test('are reached from the dashboard', async ({ page }) => {
    await logInAsTrainerAt(page, '/trainer/dashboard');
    await page
      .getByRole('navigation', { name: 'Your business' })
      .getByRole('link', { name: 'Subscription plans' })
      .click();
    await expect(page).toHaveURL(/\/trainer\/subscriptions$/);
    await expect(page).toHaveTitle(/Subscription plans/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeVisible();
  });

  test('lists each plan with its price, description, benefits, subscribers and status', async ({ page }) => {
    await openList(page);
    const plans = page.getByRole('list', { name: 'Your plans' });
    await expect(plans.getByRole('listitem', { name: /./ })).toHaveCount(2);
    const unlimited = plans.getByRole('listitem', { name: 'Priya Unlimited' });
    await expect(unlimited).toContainText('£29.99 a month');
    await expect(unlimited).toContainText('Every live class with Priya, plus the full on-demand library.');
    await expect(unlimited.getByRole('list', { name: 'What subscribers get' }).getByRole('listitem')).toHaveText([
      'All live classes',
      'On-demand library',
      'Monthly Q&A',
    ]);
    await expect(unlimited).toContainText('214 subscribers');
    await expect(unlimited).toContainText('Active');
    const weekend = plans.getByRole('listitem', { name: 'Weekend Flow' });
    await expect(weekend).toContainText('£14.99 a month');
    await expect(weekend).toContainText('87 subscribers');
    await expectNoAxeViolations(page);
  });

  test('marks an archived plan, which can be deleted but not edited', async ({ page }) => {
    await preferFor(page, 'GET', LIST, 'example=withArchived');
    await logInAsTrainerAt(page, PAGE);
    const archived = page.getByRole('listitem', { name: 'Summer Sun Salutations' });
    await expect(archived).toContainText('Archived');
    await expect(archived).toContainText('£9 a month');
    await expect(archived).toContainText('No subscribers yet');
    await expect(archived.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(archived.getByRole('button', { name: 'Delete Summer Sun Salutations' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Priya Unlimited' })).toBeVisible();
  });

  test('deletes a plan after a confirmation that subscribers keep access, and moves focus to the title', async ({
    page,
  }) => {
    const deletes = requestsTo(page, 'DELETE', '/subscription/sp_4002');
    await openList(page);
    await page.getByRole('button', { name: 'Delete Weekend Flow' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Weekend Flow?' });
    await expect(dialog).toHaveText(
      /No one can subscribe to it any more\. Its 87 subscribers keep access until their current period ends, and are not charged again\./,
    );
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep plan' }).click();
    await expect(dialog).toBeHidden();
    expect(deletes).toHaveLength(0);
    await page.getByRole('button', { name: 'Delete Weekend Flow' }).click();
    await dialog.getByRole('button', { name: 'Delete plan' }).click();
    await expect(page.getByText('Weekend Flow is deleted')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Weekend Flow' })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Priya Unlimited' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeFocused();
    expect(deletes).toHaveLength(1);
  });

  test('shows the API’s message when a delete is refused, and keeps the plan', async ({ page }) => {
    await preferFor(page, 'DELETE', WEEKEND_FLOW, 'code=409');
    await openList(page);
    await page.getByRole('button', { name: 'Delete Weekend Flow' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Weekend Flow?' });
    await dialog.getByRole('button', { name: 'Delete plan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The plan was not deleted: This has already been done.');
    await dialog.getByRole('button', { name: 'Keep plan' }).click();
    await expect(page.getByRole('listitem', { name: 'Weekend Flow' })).toBeVisible();
  });
});

test.describe('creating a plan', () => {
  test('sends the exact body once on a double click, says so and reads the list again', async ({ page }) => {
    const posts = requestsTo(page, 'POST', '/subscription');
    const lists = requestsTo(page, 'GET', '/subscription');
    await openList(page);
    await page.getByRole('link', { name: 'New plan' }).click();
    await expect(page).toHaveURL(/\/trainer\/subscriptions\/new$/);
    await expect(page).toHaveTitle(/New subscription plan/);
    await fillNewPlan(page);
    await page.getByRole('button', { name: 'Add a benefit' }).click();
    await benefit(page, 2).fill('Three live classes a week');
    const listsBefore = lists.length;
    await page.getByRole('button', { name: 'Create plan' }).dblclick();
    await expect(page.getByText('Plan created')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/subscriptions$/);
    await expect(page.getByRole('listitem', { name: 'Priya Unlimited' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({
      name: 'Morning Mobility Club',
      description: 'Three short mobility classes a week.',
      price: { amount: 1250, currency: 'GBP' },
      benefits: ['Replays for 30 days', 'Three live classes a week'],
    });
    expect(posts[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The list shows from the cache at once and is read again behind it.
    await expect.poll(() => lists.length).toBeGreaterThan(listsBefore);
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await logInAsTrainerAt(page, `${PAGE}/new`);
    await page.getByLabel('Plan name').fill('Half-typed');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    const back = page.getByRole('link', { name: 'Back to plans' });
    await back.focus();
    await page.keyboard.press('Enter');
    expect(asked).toEqual(['You have changes that are not saved. Leave this page and lose them?']);
    await expect(page).toHaveURL(/\/trainer\/subscriptions\/new$/);
    await expect(page.getByLabel('Plan name')).toHaveValue('Half-typed');
    page.once('dialog', (dialog) => void dialog.accept());
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trainer\/subscriptions$/);
  });

  test('works with the keyboard alone', async ({ page }) => {
    const posts = requestsTo(page, 'POST', '/subscription');
    await openList(page);
    await page.getByRole('link', { name: 'New plan' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trainer\/subscriptions\/new$/);
    await page.getByLabel('Plan name').focus();
    await page.keyboard.type('Morning Mobility Club');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Three short mobility classes a week.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Monthly price')).toBeFocused();
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add a benefit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(benefit(page, 1)).toBeFocused();
    await page.keyboard.type('Replays for 30 days');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Remove benefit 1' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create plan' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Plan created')).toBeVisible();
    expect(posts.map((request) => request.postDataJSON())).toEqual([
      {
        name: 'Morning Mobility Club',
        description: 'Three short mobility classes a week.',
        price: { amount: 1200, currency: 'GBP' },
        benefits: ['Replays for 30 days'],
      },
    ]);
  });
});

test.describe('editing a plan', () => {
  test('starts with the plan and sends the changes with PUT', async ({ page }) => {
    const puts = requestsTo(page, 'PUT', '/subscription/sp_4001');
    await openList(page);
    await page.getByRole('link', { name: 'Edit Priya Unlimited' }).click();
    await expect(page).toHaveURL(/\/trainer\/subscriptions\/sp_4001\/edit$/);
    await expect(page).toHaveTitle(/Edit subscription plan/);
    await expect(page.getByLabel('Plan name')).toHaveValue('Priya Unlimited');
    await expect(page.getByLabel('Monthly price')).toHaveValue('£29.99');
    await expect(benefit(page, 3)).toHaveValue('Monthly Q&A');
    await page.getByLabel('Monthly price').fill('32.99');
    await page.getByRole('button', { name: 'Remove benefit 2' }).click();
    await expect(page.getByRole('button', { name: 'Add a benefit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Members’ forum');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Plan saved')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/subscriptions$/);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.postDataJSON()).toEqual({
      name: 'Priya Unlimited',
      description: 'Every live class with Priya, plus the full on-demand library.',
      price: { amount: 3299, currency: 'GBP' },
      benefits: ['All live classes', 'Monthly Q&A', 'Members’ forum'],
    });
  });
});

test('has no axe violations in the dark: list, delete confirmation and form', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openList(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete Weekend Flow' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep plan' }).click();
  await page.getByRole('link', { name: 'Edit Priya Unlimited' }).click();
  await expect(page.getByLabel('Plan name')).toHaveValue('Priya Unlimited');
  await expectNoAxeViolations(page);
  await page.getByLabel('Plan name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Plan name')).toHaveAccessibleDescription(/Give the plan a name/);
  await expectNoAxeViolations(page);
});
