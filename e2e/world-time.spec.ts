import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// The offline world's time agrees with itself: a session booked today is the same session, and
// still booked, a week later, even when London's clocks go back in between.

/**
 * Wednesday 20 October 2027, 10:00 in London (summer time): Full-Body HIIT Ignite meets next at
 * 7:00 on Wednesday 27 October (the customer's booking in the examples) and then on 3 November,
 * after the clocks go back.
 */
const BOOKED_AT = new Date('2027-10-20T09:00:00Z');
/** A week later on London's calendar and clock: 10:00 on Wednesday 27 October. */
const WEEK_LATER = new Date('2027-10-27T09:00:00Z');
const CLASS_PAGE = '/classes/cl_2001';

test('a session booked today says Booked a week later, across the night the clocks go back', async ({ page }) => {
  await setMockClock(page, BOOKED_AT);
  await signIn(page, 'customer');
  await page.goto(CLASS_PAGE);
  const sessions = page.getByRole('region', { name: 'Upcoming sessions' }).getByRole('listitem');
  // Both at 7:00 on London's clock, in summer time and after it.
  await expect(sessions.nth(0)).toContainText('Wednesday 27 Oct7:00');
  await expect(sessions.nth(0)).toContainText('Booked');
  await expect(sessions.nth(1)).toContainText('Wednesday 3 Nov7:00');
  await page.getByRole('button', { name: 'Book Wednesday 3 November at 7:00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Full-Body HIIT Ignite' });
  await dialog.getByRole('button', { name: 'Book and pay £20 from credit' }).click();
  await expect(dialog.getByText('You’re booked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(sessions.nth(1)).toContainText('Booked');

  // A week on, the mock's now and the browser's clock together: the booked session is the next one.
  await setMockClock(page, WEEK_LATER);
  await signIn(page, 'customer');
  await page.goto(CLASS_PAGE);
  await expect(sessions.nth(0)).toContainText('Wednesday 3 Nov7:00');
  await expect(sessions.nth(0)).toContainText('Booked');
  await expect(page.getByRole('button', { name: 'Book Wednesday 3 November at 7:00' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Wednesday 10 November at 7:00' })).toBeVisible();
  await expectNoAxeViolations(page);
});
