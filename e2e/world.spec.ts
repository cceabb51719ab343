import type { Page } from '@playwright/test';
import { CUSTOMER, expect, logIn, logInAsCustomer, test, TRAINER } from './fixtures';

// The offline world with the browser's own clock: no fixed time and no chosen examples, as a new
// developer or a reviewer opens the app.

/** Signs Priya in at the trainer login, as anyone would: her email and password, nothing else. */
async function logInAsTrainer(page: Page) {
  await page.goto('/trainer/login');
  await logIn(page, TRAINER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
}

test('a card opens its own trainer, class and video', async ({ page }) => {
  await page.goto('/discover');
  await page
    .getByRole('link', { name: /Amara Okafor/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/trainers\/tr_1001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();

  await page.goto('/discover?tab=live');
  await page
    .getByRole('link', { name: /Full-Body HIIT Ignite/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/classes\/cl_2001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Full-Body HIIT Ignite' })).toBeVisible();

  await logInAsCustomer(page);
  await page.goto('/library');
  await page.getByRole('region', { name: 'Videos' }).getByRole('link', { name: 'Endurance Ride: Zone 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endurance Ride: Zone 2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buy this class to watch it' })).toHaveCount(0);
});

test('the trainer is greeted by her own name', async ({ page }) => {
  await logInAsTrainer(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya, welcome to your studio' })).toBeVisible();
});

test('the trainer goes live from her dashboard and a booked customer joins from theirs, in one room', async ({
  page,
  context,
}) => {
  await logInAsTrainer(page);
  const today = page.getByRole('region', { name: 'Today', exact: true });
  // The session on now (the next one opens 10 minutes before its start, to the same room).
  await today.getByRole('link', { name: 'Go live: Open Studio Flow' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Studio Flow' })).toBeVisible();
  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No one watching yet' })).toBeVisible();

  const customer = await context.newPage();
  await logInAsCustomer(customer);
  await customer.getByRole('link', { name: 'Join Open Studio Flow' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Open Studio Flow' })).toBeVisible();
  await customer.getByRole('button', { name: 'Join' }).click();
  await expect
    .poll(() =>
      customer
        .getByRole('region', { name: 'Video' })
        .getByLabel('Video of Priya Sharma')
        .evaluate((video: HTMLVideoElement) => video.videoWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: '1 watching' })).toBeVisible();
});

test('a plan the trainer creates is in the list, and still there when it is read again', async ({ page }) => {
  await logInAsTrainer(page);
  await page.goto('/trainer/subscriptions/new');
  await page.getByLabel('Plan name').fill('Evening Calm Club');
  await page.getByLabel('Description').fill('Two slow evening classes a week.');
  await page.getByLabel('Monthly price').fill('9.50');
  await page.getByRole('button', { name: 'Add a benefit' }).click();
  await page.getByRole('textbox', { name: 'Benefit 1', exact: true }).fill('Replays for 30 days');
  await page.getByRole('button', { name: 'Create plan' }).click();
  const plans = page.getByRole('list', { name: 'Your plans' });
  await expect(plans.getByRole('listitem', { name: 'Evening Calm Club' })).toBeVisible();
  await page.reload();
  await expect(plans.getByRole('listitem', { name: 'Evening Calm Club' })).toContainText('£9.50');
});
