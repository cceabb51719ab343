import type { Locator, Page } from '@playwright/test';
import { api, expect, expectNoAxeViolations, logIn, preferFor, recordBookings, signIn, test } from './fixtures';

// A code at the class booking dialog, in a world of each test's own. Priya's codes are the
// contract's examples: WINTER20 (20% off classes, packs and subscriptions, once per customer),
// STUDIO5 (paused), FRIEND10 (packs only). Sunrise Vinyasa Flow costs £30; its fees are Priya's
// default (12 hours, £10 late, £15 not coming), stated in the dialog.

/** The booking dialog of Sunrise Vinyasa Flow's furthest session (or `which`), on its class page. */
async function bookingDialog(page: Page, which: 'first' | 'last' = 'last') {
  await page.goto('/classes/cl_2007');
  const sessions = page.getByRole('region', { name: 'Upcoming sessions' }).getByRole('button', { name: /^Book / });
  await (which === 'first' ? sessions.first() : sessions.last()).click();
  const dialog = page.getByRole('dialog', { name: 'Book Sunrise Vinyasa Flow' });
  await expect(dialog.getByRole('radio', { name: /^Account credit/ })).toBeVisible();
  return dialog;
}

/** The booking dialog of Sunrise Vinyasa Flow's furthest session, opened by Olivia from its class page. */
async function openBooking(page: Page) {
  await signIn(page, 'customer');
  return bookingDialog(page);
}

/** The price the dialog states. */
const price = (dialog: Locator) => dialog.getByRole('definition').nth(1);

/** Opens the dialog's code field, applies `code` and waits for the check to answer. */
async function applyCode(dialog: Locator, code: string) {
  await dialog.getByRole('button', { name: 'Have a code?' }).click();
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('button', { name: 'Apply' }).click();
}

const refusals = [
  { code: 'NOSUCHCODE', says: 'We don’t recognise this code. Check it and try again.' },
  { code: 'STUDIO5', says: 'This code has expired.' },
  { code: 'FRIEND10', says: 'This code can’t be used for this purchase.' },
];

test('a code refused as unknown, expired (paused) or not for classes says why on the field, and the price stays', async ({
  page,
}) => {
  const dialog = await openBooking(page);
  await dialog.getByRole('button', { name: 'Have a code?' }).click();
  const field = dialog.getByRole('textbox', { name: 'Code' });
  // One after another in the same field, as a customer trying codes would.
  for (const { code, says } of refusals) {
    await field.fill(code);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(field).toHaveAccessibleDescription(says);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(price(dialog)).toHaveText('£30');
    await expectNoAxeViolations(page);
  }
});

test('a code used up by this customer says so on the field', async ({ page }) => {
  // WINTER20 is once per customer: Olivia already bought a pack with it.
  await signIn(page, 'customer');
  await api(page, 'POST', '/packs/pk_5001/buy', {
    data: {
      paymentMethod: 'CARD',
      promoCode: 'WINTER20',
      returnUrl: 'http://localhost/trainers/tr_1003',
      successUrl: 'http://localhost/payment-success',
      failureUrl: 'http://localhost/payment-failure',
    },
  });
  const dialog = await openBooking(page);
  await applyCode(dialog, 'winter20');
  await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
    'This code has been used as many times as it can be.',
  );
  await expectNoAxeViolations(page);
});

test('a code accepted shows the price before and after, and the session is booked at the lower price; the fees are stated first', async ({
  page,
}) => {
  const calls = await recordBookings(page, '**/api/class/cl_2007/book');
  const dialog = await openBooking(page);
  await expect(dialog).toContainText(
    'Cancel at least 12 hours before the start for a full refund; later, a £10 fee is kept.',
  );
  await expect(dialog).toContainText(
    'Booking and not joining costs a £15 no-show fee, charged a day later unless you dispute it or the trainer waives it.',
  );
  await applyCode(dialog, 'winter20');
  await expect(dialog.getByText('Code WINTER20 applied: £6 off')).toBeVisible();
  await expect(price(dialog)).toContainText('£24, was £30');
  await expect(price(dialog).locator('s')).toHaveText('£30');
  await expectNoAxeViolations(page);
  await dialog
    .getByRole('radio', { name: /^Account credit/ })
    .locator('xpath=ancestor::label[1]')
    .click();
  const booked = page.waitForResponse((answer) => answer.url().endsWith('/class/cl_2007/book'));
  await dialog.getByRole('button', { name: 'Book and pay £24 from credit' }).click();
  const answer = await booked;
  expect(calls.map(({ body }) => body)).toEqual([
    expect.objectContaining({ paymentMethod: 'CREDIT', promoCode: 'WINTER20' }),
  ]);
  const { booking } = (await answer.json()) as { booking: { id: string; startDate: string; endDate: string } };
  await expect(dialog.getByText(/We’ve taken £24 from your account credit\./)).toBeVisible();
  const bookings = await api<{ id: string; amountPaid: { amount: number } }[]>(
    page,
    'GET',
    `/class/booked/by-date-range/cu_3001?${new URLSearchParams({ startDate: booking.startDate, endDate: booking.endDate })}`,
  );
  expect(bookings.find(({ id }) => id === booking.id)?.amountPaid.amount).toBe(2400);
});

test('the intro price shows by itself, and a code it beats says the intro price applies', async ({ page }) => {
  await preferFor(page, 'POST', /\/api\/customer\/price-check$/, 'example=introOffer');
  const dialog = await openBooking(page);
  await expect(dialog.getByText('First class with Priya: £5')).toBeVisible();
  await expect(price(dialog)).toContainText('£5, was £30');
  await expectNoAxeViolations(page);
  await page.unrouteAll();
  await preferFor(page, 'POST', /\/api\/customer\/price-check$/, 'example=introBeatsCode');
  await applyCode(dialog, 'WINTER20');
  await expect(dialog).toContainText(
    'Your intro price of £199 is lower than code WINTER20 gives, so the intro price applies: a code and an intro price don’t combine.',
  );
  // The focus moves to Remove, the control that took Apply's place.
  await expect(dialog.getByRole('button', { name: 'Remove code WINTER20' })).toBeFocused();
});

test('a customer new to Priya gets the intro price by itself and pays it; her next booking with Priya is at the full price', async ({
  page,
}) => {
  // A customer who has bought nothing from Priya: signed up in the page's world, then logged in.
  const email = 'first.class@example.com';
  const password = 'Str0ng!pass';
  await page.goto('/login');
  const signedUp = await page.request.post('/identity/v1/accounts:signUp?key=mock-identity-key', {
    data: { email, password, returnSecureToken: true },
  });
  expect(signedUp.ok()).toBe(true);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/onboarding$/);
  const calls = await recordBookings(page, '**/api/class/cl_2007/book');

  const first = await bookingDialog(page);
  await expect(first.getByText('First class with Priya: £5')).toBeVisible();
  await expect(price(first)).toContainText('£5, was £30');
  await expectNoAxeViolations(page);
  await first.getByRole('button', { name: 'Book and pay £5 by card' }).click();
  await expect(page).toHaveURL(/\/payment-success\?.*class=cl_2007/);
  await expect(
    page.getByText(/Your payment went through and your place in Sunrise Vinyasa Flow is booked/),
  ).toBeVisible();
  // No code is sent: the intro price is the API's own to apply.
  expect(calls.map(({ body }) => body)).toEqual([expect.objectContaining({ paymentMethod: 'CARD' })]);
  expect(calls[0]?.body).not.toHaveProperty('promoCode');

  const next = await bookingDialog(page, 'first');
  await expect(price(next)).toHaveText('£30');
  await expect(next.getByText(/First class with Priya/)).toHaveCount(0);
  await expect(next.getByRole('button', { name: 'Book and pay £30 by card' })).toBeVisible();
});

test('a pack bought with a code goes through the checkout at the lower price, with the code on the pack', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await page.goto('/trainers/tr_1003');
  await page.getByRole('button', { name: 'Buy Ten live classes' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Buy Ten live classes?' });
  await applyCode(dialog, 'friend10');
  await expect(dialog.getByText('Code FRIEND10 applied: £10 off')).toBeVisible();
  await expect(dialog).toContainText('10 credits for £240, was £250');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/payment-success\?.*pack=pk_5001/);
  // The page reads the pack by the checkout's session, and names it with its credits and expiry.
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    /Ten live classes is yours: 10 credits, until \d+ \w+\./,
  );
  const packs = await api<
    { pack: { id: string }; amountPaid: { amount: number }; discount: { code: string } | null }[]
  >(page, 'GET', '/customer/packs');
  expect(packs.filter(({ discount }) => discount?.code === 'FRIEND10')).toEqual([
    expect.objectContaining({
      pack: expect.objectContaining({ id: 'pk_5001' }),
      amountPaid: { amount: 24000, currency: 'GBP' },
    }),
  ]);
});
