import { CUSTOMER, expect, logInAsCustomer, logInAsTrainer, signIn, test } from './fixtures';

// The offline world with the browser's own clock: no fixed time and no chosen examples, as a new
// developer or a reviewer opens the app.

/** Signs Priya in at the trainer login, as anyone would: her email and password, nothing else. */
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

  await signIn(page, 'customer');
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
  await signIn(page, 'trainer');
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

test('a new trainer signs up, is greeted by their own name and has getting ready to sell to do', async ({ page }) => {
  await page.goto('/trainer/sign-up');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill('maya.okafor@example.com');
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByLabel('Confirm password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('One-time code').fill('Xk3v9QmT2b');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/trainer\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get ready to sell' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Still to do' })).toContainText(
    'Add the bank account we pay you into.',
  );
  await page.getByRole('link', { name: 'Finish later and go to your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Maya, welcome to your studio' })).toBeVisible();
  // The name is the account's own, not the sign-up form's: it holds when the page is read again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Maya, welcome to your studio' })).toBeVisible();
  await page.goto('/trainer/classes');
  await expect(page.getByRole('link', { name: /Sunrise Vinyasa Flow/ })).toHaveCount(0);
});

test('a plan the customer subscribes to is in their subscriptions', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/trainers/tr_1003');
  const plan = page.getByRole('article', { name: 'Weekend Flow' });
  await plan.getByRole('button', { name: 'Subscribe to Weekend Flow' }).click();
  await page.getByRole('button', { name: 'Subscribe and pay £14.99' }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  await page.goto('/dashboard/subscriptions');
  await expect(page.getByRole('button', { name: 'Leave Weekend Flow' })).toBeVisible();
  await page.goto('/trainers/tr_1003');
  await expect(page.getByRole('article', { name: 'Weekend Flow' }).getByText('Subscribed')).toBeVisible();
});
