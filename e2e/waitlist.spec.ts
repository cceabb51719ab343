import type { Page } from '@playwright/test';
import { londonToday, setMockClock } from './clock';
import { desktopChromium, expect, expectNoAxeViolations, logInAsCustomer, signIn, test } from './fixtures';

// Olivia is told of her promotion by a notification: the desktop browser shows it.
test.use(desktopChromium);

// The offline world (a world of this test's own, on the browser's clock): Shadowbox Conditioning is
// booked out. Three others wait on its next session; on the following ones Olivia is second in
// line, offered a place to claim, and booked from the waitlist.
const CLASS_PAGE = '/classes/cl_2011';
const TITLE = 'Shadowbox Conditioning';

const schedule = (page: Page) => page.getByRole('region', { name: 'Upcoming sessions' });
const waitlists = (page: Page) => page.getByRole('region', { name: 'Your waitlists' });

test('a full session offers its waitlist: the place you would get and what happens next, then join and leave', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await page.goto(CLASS_PAGE);
  const join = schedule(page)
    .getByRole('button', { name: /^Join the waitlist for / })
    .first();
  await expect(join).toBeVisible();
  await expect(schedule(page).getByText('Fully booked').first()).toBeVisible();
  await join.click();

  const dialog = page.getByRole('dialog', { name: `Waitlist for ${TITLE}` });
  await expect(dialog.getByText('You’d be number 4 in line.')).toBeVisible();
  await expect(dialog.getByText('3 people waiting')).toBeVisible();
  await expect(dialog.getByText(/offered to one person at a time/)).toBeVisible();
  await expect(dialog.getByText(/Nothing is charged for waiting/)).toBeVisible();
  await expect(dialog.getByText(/cancellation policy applies/)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /overnight too/ })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Join the waitlist', exact: true }).click();
  await expect(dialog.getByText('You’re number 4 in line.')).toBeVisible();
  await expect(dialog.getByText('4 people waiting')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(schedule(page).getByText('Number 4 in line')).toBeVisible();

  // The dashboard lists the new place beside Olivia's others.
  await page.goto('/dashboard');
  await expect(waitlists(page).getByText('Number 4 in line')).toBeVisible();

  await page.goto(CLASS_PAGE);
  await schedule(page)
    .getByRole('button', { name: /^Your place on the waitlist for / })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Leave the waitlist' }).click();
  await expect(dialog.getByText('You’d be number 4 in line.')).toBeVisible();
  await expect(dialog.getByText('3 people waiting')).toBeVisible();
});

test('the dashboard lists the waitlist places: an offered place claimed, a place left', async ({ page }) => {
  await logInAsCustomer(page);
  const places = waitlists(page).getByRole('listitem');
  await expect(places).toHaveCount(3);
  const waiting = places.filter({ hasText: 'Number 2 in line' });
  const offered = places.filter({ hasText: /Offered: claim before \d{1,2}:\d{2}/ });
  await expect(waiting).toBeVisible();
  await expect(offered).toBeVisible();
  await expect(places.filter({ hasText: 'Booked from the waitlist' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await offered.getByRole('button', { name: `Claim the place in ${TITLE}` }).click();
  await expect(places.filter({ hasText: 'Booked from the waitlist' })).toHaveCount(2);
  await expect(waitlists(page).getByRole('button', { name: `Claim the place in ${TITLE}` })).toHaveCount(0);

  await waiting.getByRole('button', { name: `Leave the waitlist for ${TITLE}` }).click();
  await expect(places).toHaveCount(2);
  await expect(waitlists(page).getByText('Number 2 in line')).toHaveCount(0);
});

/**
 * Amara, who holds a place on the Shadowbox session Olivia is second in line for, cancels it at
 * `at` (the first in line has neither credit nor a card on file).
 */
async function amaraCancels(page: Page, at: Date) {
  const token = `eyJhbGciOiJSUzI1NiIsImtpZCI6ImtpbmV0aWMtbW9jayJ9.${Buffer.from(JSON.stringify({ sub: 'uid_amara' })).toString('base64url')}.c2lnbmF0dXJl`;
  const answer = await page.request.get('/api/customer/cancel-class-customer?classId=cl_2011&customerId=cu_3104', {
    headers: { Authorization: `Bearer ${token}`, 'X-Mock-Now': at.toISOString() },
  });
  expect(answer.ok()).toBe(true);
}

test.describe('with notifications on', () => {
  // The push messages come through the service worker, which the other tests block.
  test.use({ serviceWorkers: 'allow' });

  test('a place freed before the cut-off books the first in line who can pay: Olivia is told, and sees it booked', async ({
    page,
    context,
  }) => {
    const afternoon = londonToday(14);
    await setMockClock(page, afternoon);
    await context.grantPermissions(['notifications']);
    await logInAsCustomer(page);
    const places = waitlists(page).getByRole('listitem');
    await expect(places.filter({ hasText: 'Number 2 in line' })).toBeVisible();
    await expect(places.filter({ hasText: 'Booked from the waitlist' })).toHaveCount(1);
    // Notifications on: the page listens to the mock's push service.
    const offer = page.getByRole('region', { name: 'Never miss a session' });
    await offer.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(offer.getByText('Notifications are on for this browser.')).toBeVisible();
    // The page listens once a message reaches it (what `npm run push` sends).
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.post('/api/__mock/push', { data: { type: 'CLASS_STARTING_SOON' } })).json()) as {
              delivered: number;
            }
          ).delivered,
      )
      .toBe(1);

    await amaraCancels(page, afternoon);
    const told = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alertdialog', { name: 'A place is yours' });
    await expect(told.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/dashboard');
    await page.reload();
    await expect(places.filter({ hasText: 'Booked from the waitlist' })).toHaveCount(2);
    await expect(waitlists(page).getByText('Number 2 in line')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The class page says the same: the session is hers.
    await page.goto(CLASS_PAGE);
    await expect(schedule(page).getByText('Booked', { exact: true }).first()).toBeVisible();
    await expect(schedule(page).getByText(/^Number \d in line$/)).toHaveCount(0);
  });
});

test('an offered place is claimed from the class page, in the dashboard’s words', async ({ page }) => {
  await setMockClock(page, londonToday(14));
  await signIn(page, 'customer');
  await page.goto(CLASS_PAGE);
  await expect(schedule(page).getByText('Number 2 in line')).toBeVisible();
  const offer = schedule(page).getByText(/^Offered: claim before \d{1,2}:\d{2}$/);
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);

  await schedule(page)
    .getByRole('button', { name: `Claim the place in ${TITLE}` })
    .click();
  await expect(offer).toHaveCount(0);
  await expect(schedule(page).getByText('Booked', { exact: true })).toHaveCount(1);

  await page.goto('/dashboard');
  await expect(waitlists(page).getByRole('listitem').filter({ hasText: 'Booked from the waitlist' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
});

test('a place freed in the quiet hours books nobody who did not opt in, and stays free to book', async ({ page }) => {
  const night = londonToday(23);
  await setMockClock(page, night);
  await logInAsCustomer(page);
  await amaraCancels(page, night);
  await page.reload();
  const places = waitlists(page).getByRole('listitem');
  await expect(places.filter({ hasText: 'Number 2 in line' })).toBeVisible();
  await expect(places.filter({ hasText: 'Booked from the waitlist' })).toHaveCount(1);

  await page.goto(CLASS_PAGE);
  await expect(schedule(page).getByText('1 spot left')).toBeVisible();
  await expect(schedule(page).getByRole('button', { name: /^Book / })).toHaveCount(1);
});

test('the trainer sees how many wait on each session, caps the waitlist and closes it', async ({ page }) => {
  await signIn(page, 'trainer');
  await page.goto('/classes/cl_2007');
  const settings = schedule(page)
    .getByRole('button', { name: /^Waitlist settings for / })
    .first();
  await expect(schedule(page).getByText('Nobody waiting yet').first()).toBeVisible();
  await settings.click();
  const dialog = page.getByRole('dialog', { name: /^Waitlist for / });
  const open = dialog.getByRole('switch', { name: 'Open to new places' });
  await expect(open).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Most people waiting' }).fill('5');
  // The switch, by keyboard as a person would use it.
  await open.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(schedule(page).getByText('Waitlist closed').first()).toBeVisible();

  await settings.click();
  await expect(dialog.getByRole('textbox', { name: 'Most people waiting' })).toHaveValue('5');
  await expect(open).not.toBeChecked();
});
