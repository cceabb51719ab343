import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { at, bookOpenStudio, start } from './openStudio';

// Open Studio Flow (Priya's, every hour on the hour, an hour long; her default no-show fee is £15)
// in this test's own world: Olivia books the session two hours after the mocks' now through the API
// and never joins its room.
test.setTimeout(60_000);

test('a customer disputes a no-show fee in its grace with a reason, and the trainer reads it on the roster', async ({
  page,
}) => {
  const id = await bookOpenStudio(page, 'uid_olivia');
  await setMockClock(page, at(70));
  await signIn(page, 'customer');
  await page.goto('/dashboard/fees');

  const fee = page.getByRole('list', { name: 'Your fees' }).getByRole('listitem', { name: 'Open Studio Flow' });
  await expect(fee).toContainText('No-show · £15');
  await expect(fee).toContainText('Not charged yet');
  await expectNoAxeViolations(page);

  await fee.getByRole('button', { name: 'Dispute the fee for Open Studio Flow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute this fee?' });
  await expect(dialog).toContainText('The £15 no-show fee for Open Studio Flow');
  await expectNoAxeViolations(page);
  const reason = 'The room would not load on my phone.';
  await dialog.getByRole('textbox', { name: 'Why you should not be charged' }).fill(reason);
  await dialog.getByRole('button', { name: 'Dispute fee' }).click();
  await expect(dialog).toBeHidden();
  await expect(fee).toContainText('Disputed');
  await expect(fee).toContainText(`“${reason}”`);
  await expect(fee.getByRole('button', { name: /^Dispute/ })).toHaveCount(0);

  await setMockClock(page, at(80));
  await signIn(page, 'trainer');
  await page.goto(`/trainer/sessions/${id}?class=cl_2040`);
  const olivia = page.getByRole('list', { name: 'Who came' }).getByRole('listitem', { name: 'Olivia Hughes' });
  await expect(olivia).toContainText(reason);
  await expectNoAxeViolations(page);
});

test('a late cancellation states its fee before she confirms, says it was charged, and is on Your fees', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await bookOpenStudio(page, 'uid_olivia');
  // Half an hour before the start: inside Priya's 12 hours' notice (a £10 late-cancel fee of the £27 paid).
  await setMockClock(page, at(-30));
  await page.goto('/dashboard');
  // Open Studio Flow runs every hour: her booking is the one at its start.
  const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' }).format(start);
  const booking = page.getByRole('listitem', { name: 'Open Studio Flow' }).filter({ hasText: `${clock}–` });
  await booking.getByRole('button', { name: 'Cancel Open Studio Flow' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('A cancellation fee of £10 is kept.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast).toContainText('Open Studio Flow cancelled');
  await expect(toast).toContainText('£17 is back in your account credit. A late-cancel fee of £10 was charged.');

  await page.goto('/dashboard/fees');
  const fee = page.getByRole('list', { name: 'Your fees' }).getByRole('listitem', { name: 'Open Studio Flow' });
  await expect(fee).toContainText('with Priya Sharma');
  await expect(fee).toContainText('Late cancellation · £10');
  await expect(fee).toContainText('Charged');
  await expect(fee.getByRole('link', { name: 'Invoice for Open Studio Flow' })).toBeVisible();
  await expectNoAxeViolations(page);
});
