import { londonToday, setMockClock } from './clock';
import { desktopChromium, expect, expectNoAxeViolations, logInAsCustomer, test } from './fixtures';
import { amaraCancels, CLASS_PAGE, schedule, waitlists } from './waitlist';

// Olivia is told of her promotion by a notification, which the desktop browser shows (its headless
// shell never asks for the permission, and the waitlist's other tests run there); the push messages
// come through the service worker, which the other specs block.
test.use({ ...desktopChromium, serviceWorkers: 'allow' });

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
