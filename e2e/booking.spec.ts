import type { Page } from '@playwright/test';
import { served, servedDate, servedId, setMockClock } from './clock';
import {
  type BookCall,
  choose,
  expect,
  expectNoAxeViolations,
  prefer,
  recordBookings,
  requestsTo,
  signIn,
  tabTo,
  test,
} from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const CLASS_ID = 'cl_2007';
const TITLE = 'Sunrise Vinyasa Flow';
const CLASS_PAGE = `/classes/${CLASS_ID}`;
const book = `**/api/class/${CLASS_ID}/book`;
// The contract's sessions of the class: the customer's bookings hold the first; the second is open.
const SECOND = '2026-12-08T06:00:00+00:00';
const SECOND_ID = servedId('ci_2007_20261208');
const CHECKOUT = 'https://checkout.payments.test/pay/cs_test_a1b2c3';

test.beforeEach(async ({ page }) => {
  await setMockClock(page);
  // Olivia holds no class pack here (the packs spec books with one), so the dialog offers credit first.
  await prefer(page, '**/api/customer/packs', 'example=empty');
});

/**
 * Answers matching requests with `body` (or what `edit` makes of the mock's answer); the request
 * still goes to the mock first, so it is checked against the contract.
 */
async function answer(page: Page, url: string, edit: (body: unknown) => unknown) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: edit(await response.json()) });
  });
}

const schedule = (page: Page) => page.getByRole('region', { name: 'Upcoming sessions' }).getByRole('listitem');

/** The schedule's row of the session on `exampleDate`. */
async function row(page: Page, exampleDate: string) {
  const day = await servedDate(page, exampleDate, { weekday: 'long', day: 'numeric', month: 'short' });
  return schedule(page).filter({ hasText: day });
}

async function bookButton(page: Page, exampleDate: string) {
  const day = await servedDate(page, exampleDate, { weekday: 'long', day: 'numeric', month: 'long' });
  return page.getByRole('button', { name: `Book ${day} at 6:00` });
}

async function openBooking(page: Page) {
  await signIn(page, 'customer');
  await page.goto(CLASS_PAGE);
  await (await bookButton(page, SECOND)).click();
  const dialog = page.getByRole('dialog', { name: `Book ${TITLE}` });
  await expect(dialog.getByText('£43', { exact: true })).toBeVisible();
  return dialog;
}

test.describe('booking a class session', () => {
  test('with account credit: confirmed in the dialog, and the session then says Booked', async ({ page }) => {
    const calls = await recordBookings(page, book);
    const dialog = await openBooking(page);
    const when = await servedDate(page, SECOND, { weekday: 'long', day: 'numeric', month: 'long' });
    await expect(dialog.getByText(`${when}, 6:00 – 7:00`)).toBeVisible();
    await expect(dialog.getByText('£30', { exact: true })).toBeVisible();
    await expect(dialog.getByText('9 spots left')).toBeVisible();
    await expect(dialog.getByText(/Cancel at least 12 hours before/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Account credit/ })).toBeChecked();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Book and pay £30 from credit' }).click();
    await expect(dialog.getByText('You’re booked')).toBeVisible();
    await expect(
      dialog.getByText(`${TITLE}, ${when}, 6:00 – 7:00. We’ve taken £30 from your account credit.`),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(calls).toEqual([{ body: { classInstanceId: SECOND_ID, paymentMethod: 'CREDIT' }, key: expect.any(String) }]);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(await row(page, SECOND)).toContainText('Booked');
    await expect(await bookButton(page, SECOND)).toHaveCount(0);
  });

  test('offline, booking and paying say they need a connection instead of failing', async ({ page, context }) => {
    const dialog = await openBooking(page);
    const pay = dialog.getByRole('button', { name: 'Book and pay £30 from credit' });
    await context.setOffline(true);
    await expect(dialog.getByRole('status')).toHaveText('You’re offline. Booking and paying need a connection.');
    await expect(pay).toBeDisabled();
    await expectNoAxeViolations(page);

    // The connection drops while the booking is on its way: nothing was booked, and it says why.
    await context.setOffline(false);
    await expect(pay).toBeEnabled();
    await page.route(book, (route) => route.abort('internetdisconnected'));
    await pay.click();
    await expect(dialog.getByRole('alert')).toContainText(
      'You’re offline: nothing was booked or charged. Try again once you’re connected.',
    );
    await expect(dialog.getByRole('alert')).not.toContainText('on our side');
  });

  test('by card: same-origin return addresses, the checkout, then the success page confirms and names the class', async ({
    page,
  }) => {
    const calls: BookCall[] = [];
    await page.route(book, async (route) => {
      const request = route.request();
      calls.push({
        body: request.postDataJSON() as Record<string, unknown>,
        key: request.headers()['idempotency-key'],
      });
      await route.fallback();
    });
    const dialog = await openBooking(page);
    const origin = new URL(page.url()).origin;
    await choose(dialog.getByRole('radio', { name: /^Card/ }));
    await dialog.getByRole('button', { name: 'Book and pay £30 by card' }).click();
    // The mock's checkout goes through at once and returns to the success address.
    await expect(page).toHaveURL(
      new RegExp(`/payment-success\\?class=cl_2007&instance=${SECOND_ID}&start=.+&session=cs_test_a1b2c3$`),
    );

    expect(calls).toEqual([
      {
        body: {
          classInstanceId: SECOND_ID,
          paymentMethod: 'CARD',
          returnUrl: `${origin}${CLASS_PAGE}`,
          successUrl: expect.stringMatching(
            `^${origin}/payment-success\\?class=${CLASS_ID}&instance=${SECOND_ID}&start=`,
          ),
          failureUrl: expect.stringMatching(
            `^${origin}/payment-failure\\?class=${CLASS_ID}&instance=${SECOND_ID}&start=`,
          ),
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    // The success address names the session's start, which the page looks for in the bookings.
    const start = new URL(String(calls[0]?.body.successUrl)).searchParams.get('start');
    expect(Date.parse(start ?? '')).toBe(served(SECOND));

    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('your place in');
    await expect(page.getByRole('main').getByRole('link', { name: TITLE })).toHaveAttribute('href', CLASS_PAGE);
    await expect(page.getByRole('main').getByRole('link', { name: 'View the class' })).toHaveAttribute(
      'href',
      CLASS_PAGE,
    );
    await expectNoAxeViolations(page);
  });

  test('a checkout an answer names on another origin sends no one there, releases the booking and says so', async ({
    page,
  }) => {
    const released = requestsTo(page, 'POST', '/release');
    const elsewhere: string[] = [];
    await page.route('https://checkout.payments.test/**', (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    // The world books the session, and the answer names a checkout on an origin the app was not built with.
    await answer(page, book, (body) => ({ ...(body as object), checkoutUrl: CHECKOUT }));
    // Routed after the answer, so it sees each request first.
    const calls = await recordBookings(page, book);
    const dialog = await openBooking(page);
    await choose(dialog.getByRole('radio', { name: /^Card/ }));
    await dialog.getByRole('button', { name: 'Book and pay £30 by card' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The payment page could not be opened, and nothing was charged.',
    );
    await expect(page).toHaveURL(new RegExp(`${CLASS_PAGE}$`));
    expect(elsewhere).toEqual([]);
    // The booking that waited for that checkout is released: it holds no place, so trying again is a new booking.
    await expect
      .poll(() => released.map((request) => new URL(request.url()).pathname))
      .toEqual([expect.stringMatching(/^\/api\/class\/booking\/bk_[^/]+\/release$/)]);
    await dialog.getByRole('button', { name: 'Book and pay £30 by card' }).click();
    await expect.poll(() => released.length).toBe(2);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).not.toBe(calls[0]?.key);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(await row(page, SECOND)).not.toContainText('Booked');
    await expect(await bookButton(page, SECOND)).toBeVisible();
  });

  test('unanswered, then closed, reloaded and tried again: the same Idempotency-Key, so it books once', async ({
    page,
  }) => {
    // The first send goes unanswered (a timeout): the server may have booked it, so no later send may book again.
    let sends = 0;
    await page.route(book, async (route) => {
      sends += 1;
      await (sends === 1 ? route.abort('timedout') : route.fallback());
    });
    const calls = await recordBookings(page, book);
    const dialog = await openBooking(page);
    await dialog.getByRole('button', { name: 'Book and pay £30 from credit' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await (await bookButton(page, SECOND)).click();
    const again = page.getByRole('dialog', { name: `Book ${TITLE}` });
    await again.getByRole('button', { name: 'Book and pay £30 from credit' }).click();
    await expect(again.getByText('You’re booked')).toBeVisible();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);

    // Booked: the attempt is over, and its key with it.
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('a server error is retried with the same Idempotency-Key, and so is a retry by the customer', async ({
    page,
  }) => {
    const calls = await recordBookings(page, book);
    // The first two sends (the customer's and the SDK's own retry) fail; the customer's retry goes through.
    let sends = 0;
    await page.route(book, async (route) => {
      sends += 1;
      const headers = { ...route.request().headers(), ...(sends <= 2 ? { prefer: 'code=500' } : {}) };
      await route.fallback({ headers });
    });
    const dialog = await openBooking(page);
    await dialog.getByRole('button', { name: 'Book and pay £30 from credit' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Not booked');
    await expect(alert).toContainText('you won’t be booked or charged twice');
    expect(calls).toHaveLength(2);
    await expect(await row(page, SECOND)).not.toContainText('Booked');

    await dialog.getByRole('button', { name: 'Book and pay £30 from credit' }).click();
    await expect(dialog.getByText('You’re booked')).toBeVisible();
    expect(calls).toHaveLength(3);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  });

  test('after a failure, a booking paid another way is sent with a new Idempotency-Key', async ({ page }) => {
    await prefer(page, book, 'code=500');
    const calls = await recordBookings(page, book);
    const dialog = await openBooking(page);
    await dialog.getByRole('button', { name: 'Book and pay £30 from credit' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Not booked');
    expect(calls).toHaveLength(2);

    await choose(dialog.getByRole('radio', { name: /^Card/ }));
    await dialog.getByRole('button', { name: 'Book and pay £30 by card' }).click();
    await expect.poll(() => calls.length).toBe(4);
    await expect(dialog.getByRole('alert')).toContainText('Not booked');
    expect(calls.map((call) => call.body.paymentMethod)).toEqual(['CREDIT', 'CREDIT', 'CARD', 'CARD']);
    const [byCredit, , byCard] = calls.map((call) => call.key);
    expect(byCard).toMatch(/^[0-9a-f-]{36}$/);
    expect(byCard).not.toBe(byCredit);
    expect(calls[1]?.key).toBe(byCredit);
    expect(calls[3]?.key).toBe(byCard);
  });

  test('the hero books the next open session', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto(CLASS_PAGE);
    await page.getByRole('button', { name: 'Book the next session' }).click();
    // The morning's session in the trainer's schedule, an hour after the mocks' now.
    const when = await servedDate(page, '2026-11-24T06:00:00+00:00', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    await expect(page.getByRole('dialog', { name: `Book ${TITLE}` }).getByText(`${when}, 6:00 – 7:00`)).toBeVisible();
  });

  test('keyboard only: Tab to the session, Enter, Tab to Book, Space', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto(CLASS_PAGE);
    await tabTo(page, await bookButton(page, SECOND));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Book ${TITLE}` });
    const bookIt = dialog.getByRole('button', { name: 'Book and pay £30 from credit' });
    await expect(bookIt).toBeVisible();
    await tabTo(page, bookIt);
    await page.keyboard.press('Space');
    await expect(dialog.getByText('You’re booked')).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(await row(page, SECOND)).toContainText('Booked');
  });
});

test.describe('the payment pages after a card booking', () => {
  // The failure address a class booking gave the payment provider names the class.
  const FAILED = `/payment-failure?class=${CLASS_ID}&instance=${SECOND_ID}&start=${encodeURIComponent(SECOND)}`;

  test('failure offers to book the class again', async ({ page }) => {
    await page.goto(FAILED);
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment didn’t go through' })).toBeVisible();
    await expect(page.getByText(/Your booking of your class wasn’t completed/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Try booking again' })).toHaveAttribute(
      'href',
      CLASS_PAGE,
    );
    await expectNoAxeViolations(page);
  });

  test('speaks Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(FAILED);
    await expect(page.getByRole('main').getByRole('link', { name: 'Vuelve a reservar' })).toHaveAttribute(
      'href',
      CLASS_PAGE,
    );
    await context.close();
  });
});
