import { londonToday, setMockClock } from './clock';
import { expect, expectNoAxeViolations, logInAsCustomer, signIn, test } from './fixtures';
import { amaraCancels, CLASS_PAGE, schedule, TITLE, waitlists } from './waitlist';

// Olivia's promotion told by a notification is in waitlist-notifications.spec.ts, in the desktop browser.

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
