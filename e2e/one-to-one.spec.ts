import type { Locator, Page } from '@playwright/test';
import { runWeeks, shiftDate } from '../mocks/anchor.mjs';
import { MOCK_NOW, setMockClock } from './clock';
import { api, expect, expectNoAxeViolations, recordBookings, requestsTo, signIn, tabTo, test } from './fixtures';

// The contract's trainer (Priya), and where her one-to-ones are booked.
const TRAINER_PAGE = '/trainers/tr_1003';
const book = '**/api/class/one-to-one/book';
// The mocks' now is a Tuesday at 05:00 in London; Priya is free on Tuesdays from 12:00 to 14:00.
const NOON_TODAY = Date.parse(shiftDate('2026-11-24T12:00:00+00:00', runWeeks()));

test.beforeEach(({ page }) => setMockClock(page));

/** The addresses a card payment set up through the API returns to. */
const checkout = {
  returnUrl: 'http://localhost/trainers/tr_1003',
  successUrl: 'http://localhost/payment-success',
  failureUrl: 'http://localhost/payment-failure',
};

/**
 * Another customer (an account the world meets by her token) books Private yoga at noon today
 * through the API, by card (the mock's checkout goes through).
 */
const bookNoonForAnother = (page: Page) =>
  api(page, 'POST', '/class/one-to-one/book', {
    as: 'uid_noor_busy',
    at: MOCK_NOW,
    data: { offerId: 'of_1003_45', startDate: new Date(NOON_TODAY).toISOString(), paymentMethod: 'CARD', ...checkout },
  });

const section = (page: Page) => page.getByRole('region', { name: 'One-to-one sessions' });

async function openProfile(page: Page) {
  await signIn(page, 'customer');
  await page.goto(TRAINER_PAGE);
  await expect(section(page).getByRole('radiogroup', { name: 'Session' })).toBeVisible();
}

/** Picks Private yoga, today in the calendar and 12:00, and opens the booking. */
async function pickNoonToday(page: Page) {
  const oneToOne = section(page);
  await choose(oneToOne.getByRole('radio', { name: /^Private yoga/ }));
  await oneToOne.getByRole('button', { name: /^Today/ }).click();
  await choose(oneToOne.getByRole('radio', { name: '12:00' }));
  await oneToOne.getByRole('button', { name: 'Book this time' }).click();
  return page.getByRole('dialog', { name: 'Book a session with Priya' });
}

/** Picks a radio as a pointer does: by its label. */
const choose = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click();

/** Presses Tab until `target` has focus (fails after `max` presses). */
test.describe('one-to-one booking from a trainer’s profile', () => {
  test('with account credit: the offers, the free times, and a confirmed booking', async ({ page }) => {
    const calls = await recordBookings(page, book);
    await openProfile(page);
    const oneToOne = section(page);
    // Inactive offers are not offered.
    await expect(oneToOne.getByRole('radio')).toHaveCount(3);
    await expect(oneToOne.getByRole('radio', { name: /Yoga workshop for two/ })).toHaveCount(0);
    await expect(oneToOne.getByText('45 min · £35 — A private class built around your body and goals.')).toBeVisible();
    await expect(oneToOne.getByText('Pick a day to see its free times.')).toBeVisible();
    await expectNoAxeViolations(page);

    const dialog = await pickNoonToday(page);
    await expect(dialog.getByText('Private yoga with Priya')).toBeVisible();
    await expect(dialog.getByText(/12:00 – 12:45/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Account credit/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Book and pay £35 from credit' }).click();
    await expect(dialog.getByText('You’re booked')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ offerId: 'of_1003_45', startDate: expect.any(String), paymentMethod: 'CREDIT' });
    expect(Date.parse(String(calls[0]?.body.startDate))).toBe(NOON_TODAY);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

    await dialog.getByRole('button', { name: 'Done' }).click();
    // The time just booked is no longer free.
    await expect(oneToOne.getByRole('radio', { name: '12:45' })).toBeVisible();
    await expect(oneToOne.getByRole('radio', { name: '12:00' })).toHaveCount(0);
  });

  test('by card: same-origin return addresses, the checkout, then the booking confirmed', async ({ page }) => {
    const calls = await recordBookings(page, book);
    await openProfile(page);
    const origin = new URL(page.url()).origin;
    const dialog = await pickNoonToday(page);
    await choose(dialog.getByRole('radio', { name: /^Card/ }));
    await dialog.getByRole('button', { name: 'Book and pay £35 by card' }).click();
    // The mock's checkout goes through at once and returns to the success address.
    await expect(page).toHaveURL(/\/payment-success\?offer=of_1003_45&start=.+&session=cs_test_d4e5f6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('your one-to-one session is booked');
    const [call] = calls.map((call) => call.body as Record<string, string>);
    expect(call).toEqual({
      offerId: 'of_1003_45',
      startDate: expect.any(String),
      paymentMethod: 'CARD',
      returnUrl: `${origin}${TRAINER_PAGE}`,
      successUrl: `${origin}/payment-success?offer=of_1003_45&start=${encodeURIComponent(call?.startDate ?? '')}`,
      failureUrl: `${origin}/payment-failure?offer=of_1003_45&start=${encodeURIComponent(call?.startDate ?? '')}`,
    });
  });

  test('a taken time is not offered, and the picker reads none of the trainer’s own lists', async ({ page }) => {
    await signIn(page, 'customer');
    await bookNoonForAnother(page);
    // The trainer's lists name her other customers: the customer's page asks only for her busy times.
    const lists = [
      ...requestsTo(page, 'GET', '/class/getBookingOneToOneForTrainer/tr_1003'),
      ...requestsTo(page, 'GET', '/class/trainer/booked/by-date-range/tr_1003'),
    ];
    await page.goto(TRAINER_PAGE);
    const oneToOne = section(page);
    await choose(oneToOne.getByRole('radio', { name: /^Private yoga/ }));
    await oneToOne.getByRole('button', { name: /^Today/ }).click();
    await expect(oneToOne.getByRole('radio', { name: '12:45' })).toBeVisible();
    await expect(oneToOne.getByRole('radio', { name: '12:00' })).toHaveCount(0);
    // A shorter session across the taken time is not offered either; one after it is.
    await choose(oneToOne.getByRole('radio', { name: /^Meditation coaching/ }));
    await expect(oneToOne.getByRole('radio', { name: '13:00' })).toBeVisible();
    await expect(oneToOne.getByRole('radio', { name: '12:00' })).toHaveCount(0);
    await expect(oneToOne.getByRole('radio', { name: '12:30' })).toHaveCount(0);
    expect(lists).toEqual([]);
  });

  test('a time taken while the dialog is open: refused in our words, the dialog stays, and the time goes', async ({
    page,
  }) => {
    await openProfile(page);
    const dialog = await pickNoonToday(page);
    await bookNoonForAnother(page);
    await dialog.getByRole('button', { name: 'Book and pay £35 from credit' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('This time has just been taken.');
    await expect(alert).toContainText('Nothing was booked or charged. Close this and pick another time.');
    await expect(dialog.getByRole('button', { name: 'Book and pay £35 from credit' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(section(page).getByRole('radio', { name: '12:45' })).toBeVisible();
    await expect(section(page).getByRole('radio', { name: '12:00' })).toHaveCount(0);
  });

  test('keyboard only: Tab, Enter and Space from the calendar to the booking', async ({ page }) => {
    await openProfile(page);
    const oneToOne = section(page);
    // The first offer (Meditation coaching, 30 minutes) is chosen; the calendar opens on today.
    await tabTo(page, oneToOne.getByRole('button', { name: /^Today/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, oneToOne.getByRole('radio', { name: '12:00' }));
    await page.keyboard.press('Space');
    await tabTo(page, oneToOne.getByRole('button', { name: 'Book this time' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book a session with Priya' });
    const bookIt = dialog.getByRole('button', { name: 'Book and pay £24 from credit' });
    await expect(bookIt).toBeVisible();
    await tabTo(page, bookIt);
    await page.keyboard.press('Space');
    await expect(dialog.getByText('You’re booked')).toBeVisible();
    // Book went with the body it was in: the way on has the focus, not the dialog's top.
    await expect(dialog.getByRole('link', { name: 'Go to your dashboard' })).toBeFocused();
  });

  test('another trainer offers her own sessions, at her own hours, and shows her own certificates', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await page.goto('/trainers/tr_1001');
    // Her validated certificates, each with its issuer.
    const certificates = page.getByRole('listitem').filter({ hasText: 'Validated' });
    await expect(certificates).toHaveCount(2);
    await expect(certificates.first()).toContainText('Level 3 Diploma in Personal Training');
    await expect(certificates.first()).toContainText('Active IQ');
    const oneToOne = section(page);
    await expect(oneToOne.getByRole('radio')).toHaveCount(2);
    await expect(oneToOne.getByText('45 min · £45 — Your lifts checked', { exact: false })).toBeVisible();
    await expect(oneToOne.getByRole('radio', { name: /^Private yoga/ })).toHaveCount(0);
    // Amara Okafor takes one-to-ones on weekday evenings: today, a Tuesday, from 17:30, not at Priya's noon.
    await choose(oneToOne.getByRole('radio', { name: /^Strength coaching/ }));
    await oneToOne.getByRole('button', { name: /^Today/ }).click();
    await expect(oneToOne.getByRole('radio', { name: '17:30' })).toBeVisible();
    await expect(oneToOne.getByRole('radio', { name: '12:00' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('one-to-one paid the studio way, in the customer’s own world', () => {
  test('a credit of a pack that pays for one-to-ones is chosen first, named before anything is sent, and spent', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    const pack = await api<{ id: string }>(page, 'POST', '/trainer/tr_1003/packs', {
      as: 'uid_priya',
      data: {
        name: 'Five private hours',
        credits: 5,
        price: { amount: 25000, currency: 'GBP' },
        validityDays: 90,
        paysFor: { kinds: ['ONE_TO_ONES'], classIds: [] },
        onSale: true,
      },
    });
    // Bought by card: the mock's checkout goes through.
    const { pack: held } = await api<{ pack: { id: string } }>(page, 'POST', `/packs/${pack.id}/buy`, {
      data: { paymentMethod: 'CARD', ...checkout },
    });
    const calls = await recordBookings(page, book);
    await page.goto(TRAINER_PAGE);
    await expect(section(page).getByRole('radiogroup', { name: 'Session' })).toBeVisible();
    const dialog = await pickNoonToday(page);
    // Olivia's live-class pack pays for no one-to-one: only the new pack is offered, before credit.
    await expect(dialog.getByRole('radio', { name: /^A credit of Five private hours/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Ten live classes/ })).toHaveCount(0);
    await expect(dialog.getByText('5 credits left', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Book with a credit of Five private hours' }).click();
    await expect(dialog.getByText(/A credit of Five private hours paid for it\./)).toBeVisible();
    expect(calls.map((call) => call.body)).toEqual([
      { offerId: 'of_1003_45', startDate: expect.any(String), paymentMethod: 'PACK_CREDIT', customerPackId: held.id },
    ]);
    const packs = await api<{ id: string; creditsLeft: number }[]>(page, 'GET', '/customer/packs');
    expect(packs.find(({ id }) => id === held.id)?.creditsLeft).toBe(4);
  });

  test('a code for one-to-ones: the price before and after, and the booking sent with it at the lower price', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await api(page, 'POST', '/trainer/tr_1003/promo-codes', {
      as: 'uid_priya',
      data: {
        code: 'PRIVATE20',
        discountType: 'PERCENT',
        percentOff: 20,
        amountOff: null,
        appliesTo: ['ONE_TO_ONES'],
        startsOn: '2020-01-01',
        endsOn: '2099-12-31',
        maxUses: null,
        maxUsesPerCustomer: null,
        repeatsOnRenewal: false,
        active: true,
      },
    });
    const calls = await recordBookings(page, book);
    await page.goto(TRAINER_PAGE);
    await expect(section(page).getByRole('radiogroup', { name: 'Session' })).toBeVisible();
    const dialog = await pickNoonToday(page);
    await dialog.getByRole('button', { name: 'Have a code?' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('private20');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Code PRIVATE20 applied: £7 off')).toBeVisible();
    await expect(dialog.getByText('£28, was £35')).toBeAttached();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Book and pay £28 from credit' }).click();
    await expect(dialog.getByText('You’re booked')).toBeVisible();
    expect(calls.map((call) => call.body)).toEqual([
      { offerId: 'of_1003_45', startDate: expect.any(String), paymentMethod: 'CREDIT', promoCode: 'PRIVATE20' },
    ]);
  });
});

test.describe('one-to-one, visitor', () => {
  test('is asked to log in, and comes back to the trainer', async ({ page }) => {
    await page.goto(TRAINER_PAGE);
    await expect(section(page).getByRole('heading', { name: 'Train one-to-one with Priya' })).toBeVisible();
    await expect(section(page).getByRole('link', { name: 'Log in to book' })).toHaveAttribute(
      'href',
      `/login?callbackUrl=${encodeURIComponent(TRAINER_PAGE)}`,
    );
    await expectNoAxeViolations(page);
  });

  test('speaks Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.clock.setFixedTime(MOCK_NOW);
    await page.goto(TRAINER_PAGE);
    await expect(page.getByRole('heading', { name: 'Sesiones individuales' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicia sesión para reservar' })).toBeVisible();
    await context.close();
  });
});
