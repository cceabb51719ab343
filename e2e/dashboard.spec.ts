import { readFile } from 'node:fs/promises';
import type { Download, Page, Request } from '@playwright/test';
import { londonStamp } from '../mocks/clock.mjs';
import { MOCK_NOW, served, setMockClock, zoneName } from './clock';
import { expect, expectNoAxeViolations, hold, logInAsCustomer, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

/** The signed-in customer's id in the identity examples. */
const CUSTOMER_ID = 'cu_3001';
const HOUR = 60 * 60 * 1000;

/** The same instant a calendar month later (or earlier), in UTC. */
function monthFrom(date: Date, months: number) {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Waits for a request whose path ends with `path`. */
const requestTo = (page: Page, path: string) =>
  page.waitForRequest((request: Request) => new URL(request.url()).pathname.includes(path));

const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

/** A cancellation policy's deadline at the example's `date`, as the page says it ("Monday 30 November at 07:00"). */
const deadlineWords = (page: Page, date: string) =>
  page.evaluate(
    (time) =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }).format(time),
    served(date),
  );

/** The open tab's section, named after the tab. */
const openTab = (page: Page) =>
  page.getByRole('region', { name: /^(Upcoming|Previous|One-to-one|Subscription classes|Próximas)$/ });

/** The row of the session called `title` in the open tab. */
const row = (page: Page, title: string) => openTab(page).getByRole('listitem', { name: title });

/** Records the body and Idempotency-Key of each request to `url` (a route sees the body a fetch streams). */
async function capturePosts(page: Page, url: string) {
  const calls: { body: unknown; key: string | undefined }[] = [];
  await page.route(url, (route) => {
    const request = route.request();
    calls.push({ body: request.postDataJSON(), key: request.headers()['idempotency-key'] });
    return route.continue();
  });
  return calls;
}

/** A link of the tab navigation (each tab is its own URL), in English or Spanish. */
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /^(Your sessions|Tus sesiones)$/ }).getByRole('link', { name });

/** The download's text, with its events' properties (lines unfolded). */
async function readCalendar(download: Download) {
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events = text
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((event) =>
      Object.fromEntries(event.split('\r\n').map((line) => [line.split(':')[0], line.slice(line.indexOf(':') + 1)])),
    );
  return { text, lines, events };
}

/** 20261201T060000Z: a served example date in iCalendar's UTC form. */
const icsUtc = (exampleDate: string) =>
  new Date(served(exampleDate))
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

test.describe('customer dashboard', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('asks for each tab’s window, computed from now', async ({ page }) => {
    const upcoming = requestTo(page, '/class/booked/by-date-range/');
    await logInAsCustomer(page);
    const upcomingRequest = await upcoming;
    expect(new URL(upcomingRequest.url()).pathname).toMatch(new RegExp(`/by-date-range/${CUSTOMER_ID}$`));
    expect(query(upcomingRequest)).toEqual({
      startDate: new Date(MOCK_NOW.getTime() - HOUR).toISOString(),
      endDate: monthFrom(MOCK_NOW, 1).toISOString(),
    });

    const previous = requestTo(page, '/class/booked/by-date-range/');
    await tab(page, 'Previous').click();
    expect(query(await previous)).toEqual({
      startDate: monthFrom(MOCK_NOW, -1).toISOString(),
      endDate: MOCK_NOW.toISOString(),
    });

    const oneToOne = requestTo(page, `/class/getBookingOneToOneForCustomer/${CUSTOMER_ID}`);
    await tab(page, 'One-to-one').click();
    const { startDate, endDate } = query(await oneToOne);
    // The start of the viewer's day (the tests run in Europe/London), and a month after it.
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(london.format(new Date(startDate!))).toBe(`${london.format(MOCK_NOW).split(',')[0]}, 00:00`);
    expect(Date.parse(startDate!)).toBeLessThanOrEqual(MOCK_NOW.getTime());
    expect(endDate).toBe(monthFrom(new Date(startDate!), 1).toISOString());

    const subscriptions = requestTo(page, '/class/subscription-classes');
    await tab(page, 'Subscription classes').click();
    expect(query(await subscriptions)).toEqual({ sortBy: 'startDate', order: '1', page: '0', size: '10' });
  });

  test('lists each tab’s sessions with links, times, durations and statuses', async ({ page }) => {
    await logInAsCustomer(page);
    await expect(page).toHaveTitle('Kinetic — Your dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ready to train?');
    await expect(page.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/dashboard/settings');
    await expect(tab(page, 'Upcoming')).toHaveAttribute('aria-current', 'page');

    const panel = openTab(page);
    // The Open Studio session on now and the four December bookings; the past ones belong to Previous.
    await expect(panel.getByRole('listitem')).toHaveCount(5);
    const yoga = row(page, 'Sunrise Vinyasa Flow');
    await expect(yoga.getByRole('link', { name: 'Sunrise Vinyasa Flow' })).toHaveAttribute('href', '/classes/cl_2007');
    await expect(yoga.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/trainers/tr_1003');
    const start = served('2026-12-01T06:00:00+00:00');
    const day = await page.evaluate(
      (time) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(time),
      start,
    );
    await expect(yoga).toContainText(`${day}, 06:00–07:00 ${await zoneName(page, start)} · 60 min`);
    await expect(yoga.getByText('Booked')).toBeVisible();
    await expect(row(page, 'Afrobeats Cardio Party').getByText('Awaiting payment')).toBeVisible();
    // A trainer whose clock differs from the viewer's gets their own time beside the viewer's.
    // Rome and London change their clocks at the same moment: CET with GMT, CEST with BST.
    await expect(row(page, 'Core Pilates Burn')).toContainText(
      `08:00 ${await zoneName(page, start, 'Europe/Rome')} for Sofia`,
    );
    await expect(yoga).not.toContainText(' for Priya');
    await expectNoAxeViolations(page);

    await tab(page, 'Previous').click();
    await expect(panel.getByRole('listitem')).toHaveCount(4);
    await expect(row(page, 'Postnatal Pilates Restore').getByText('Cancelled by trainer')).toBeVisible();
    await expect(row(page, 'Tempo Run Technique').getByText('Refunded')).toBeVisible();
    await expect(row(page, 'Boxing Fundamentals').getByRole('button', { name: /^Write a review/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await tab(page, 'One-to-one').click();
    await expect(row(page, 'Strength assessment').getByRole('link', { name: 'Olu Adebayo' })).toHaveAttribute(
      'href',
      '/trainers/tr_1010',
    );
    await expect(row(page, 'Strength assessment').getByText('One-to-one', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await tab(page, 'Subscription classes').click();
    await expect(row(page, 'Core Pilates Burn').getByText('In your subscription')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the tabs stay where they first showed while the waitlist places arrive', async ({ page }) => {
    const release = await hold(page, '**/customer/waitlist');
    await logInAsCustomer(page);
    const previous = tab(page, 'Previous');
    await expect(previous).toBeVisible();
    const before = await previous.boundingBox();
    release();
    await expect(
      page
        .getByRole('region', { name: 'Your waitlists' })
        .getByRole('button', { name: /^Leave the waitlist/ })
        .first(),
    ).toBeVisible();
    expect(await previous.boundingBox()).toEqual(before);
  });

  test('keeps the tab in the URL, through reloads and history', async ({ page }) => {
    await logInAsCustomer(page);
    await tab(page, 'Previous').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=previous$/);
    await page.reload();
    await expect(tab(page, 'Previous')).toHaveAttribute('aria-current', 'page');
    await tab(page, 'Subscription classes').click();
    await expect(page).toHaveURL(/tab=subscriptions/);
    await page.goBack();
    await expect(tab(page, 'Previous')).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(tab(page, 'Upcoming')).toHaveAttribute('aria-current', 'page');
  });

  test('shows Join from 10 minutes before the start', async ({ page }) => {
    const start = served('2026-12-01T06:00:00+00:00');
    await page.clock.setFixedTime(new Date(start - 11 * 60 * 1000));
    await logInAsCustomer(page);
    const yoga = row(page, 'Sunrise Vinyasa Flow');
    await expect(yoga.getByRole('button', { name: /^Cancel/ })).toBeVisible();
    await expect(yoga.getByRole('link', { name: /^Join/ })).toHaveCount(0);

    await page.clock.setFixedTime(new Date(start - 10 * 60 * 1000));
    await page.reload();
    await expect(yoga.getByRole('link', { name: 'Join Sunrise Vinyasa Flow' })).toHaveAttribute(
      'href',
      '/room/cl_2007',
    );
    // The HIIT class an hour later is not open yet.
    await expect(row(page, 'Full-Body HIIT Ignite').getByRole('link', { name: /^Join/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('cancels after stating what was paid; one GET; a toast; the row updates', async ({ page }) => {
    const cancels: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/customer/cancel-class-customer')) cancels.push(request);
    });
    await logInAsCustomer(page);
    const hiit = row(page, 'Full-Body HIIT Ignite');
    await hiit.getByRole('button', { name: 'Cancel Full-Body HIIT Ignite' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('You paid £20 by card.');
    // The booking's cancellation policy, before anything is sent.
    await expect(dialog).toContainText('Cancel now and £20 goes back to your card.');
    const deadline = await deadlineWords(page, '2026-11-30T07:00:00+00:00');
    await expect(dialog).toContainText(`Cancel by ${deadline} for everything back`);
    await expectNoAxeViolations(page);
    expect(cancels).toHaveLength(0);

    const response = page.waitForResponse('**/customer/cancel-class-customer*');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await response;
    await expect(dialog).toBeHidden();
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.method()).toBe('GET');
    expect(query(cancels[0]!)).toEqual({ classId: 'cl_2001', customerId: CUSTOMER_ID });
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText('Full-Body HIIT Ignite cancelled');
    await expect(toast).toContainText('£20 is on its way back to your card.');
    await expect(hiit.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(hiit.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  });

  test('cancels a one-to-one under its trainer’s policy, with the keyboard; the world keeps it cancelled', async ({
    page,
  }) => {
    await logInAsCustomer(page);
    await tab(page, 'One-to-one').click();
    const title = 'Private yoga: hips and lower back';
    const yoga = row(page, title);
    // A session with no policy to state (its payment has not gone through) has no Cancel.
    await expect(row(page, 'Pilates technique review').getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await yoga.getByRole('button', { name: `Add to calendar: ${title}` }).focus();
    await page.keyboard.press('Tab');
    await expect(yoga.getByRole('button', { name: `Cancel ${title}` })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(`${title} with Priya Sharma`);
    // Priya's 12 hours' notice: all £35 back to the account credit until then.
    await expect(dialog).toContainText('Cancel now and £35 goes back to your account credit.');
    const deadline = await deadlineWords(page, '2026-12-02T07:00:00+00:00');
    await expect(dialog).toContainText(`Cancel by ${deadline} for everything back`);
    await expectNoAxeViolations(page);
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await page.keyboard.press('Tab');
    const response = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().includes('/api/class/one-to-one/'),
    );
    await page.keyboard.press('Enter');
    expect((await response).url()).toMatch(/\/api\/class\/one-to-one\/oo_8002\/cancel$/);
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText(`${title} cancelled`);
    await expect(toast).toContainText('£35 is back in your account credit.');
    await expect(yoga.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(yoga.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    // The other sessions ahead can still be cancelled.
    await expect(
      row(page, 'Strength assessment').getByRole('button', { name: 'Cancel Strength assessment' }),
    ).toBeVisible();
    // Focus is not lost with the Cancel button: it lands on the row's first link.
    await expect(yoga.getByRole('link').first()).toBeFocused();
    // The world keeps it: cancelled after a reload too.
    await page.reload();
    await expect(yoga.getByText('Cancelled', { exact: true })).toBeVisible();
  });

  test('cancels with the keyboard alone', async ({ page }) => {
    await logInAsCustomer(page);
    const hiit = row(page, 'Full-Body HIIT Ignite');
    await hiit.getByRole('button', { name: 'Add to calendar: Full-Body HIIT Ignite' }).focus();
    await page.keyboard.press('Tab');
    await expect(hiit.getByRole('button', { name: 'Cancel Full-Body HIIT Ignite' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(hiit.getByText('Cancelled', { exact: true })).toBeVisible();
    // Focus is not lost with the Cancel button: it lands on the row's title.
    await expect(hiit.getByRole('link', { name: 'Full-Body HIIT Ignite' })).toBeFocused();
  });

  test('a refund request needs a reason of 10 characters, then sends it once with an Idempotency-Key', async ({
    page,
  }) => {
    const refunds = await capturePosts(page, '**/api/class/refund');
    await logInAsCustomer(page);
    await tab(page, 'Previous').click();
    const pilates = row(page, 'Postnatal Pilates Restore');
    await pilates.getByRole('button', { name: 'Request refund: Postnatal Pilates Restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a refund' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await reason.fill('Too short');
    await expect(dialog).toContainText('9 of 500 characters');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Tell us a little more: at least 10 characters.').first()).toBeVisible();
    await expect(reason).toBeFocused();
    await expectNoAxeViolations(page);
    expect(refunds).toHaveLength(0);

    const text = 'The trainer cancelled the class an hour before.';
    await reason.fill(text);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    expect(refunds).toEqual([
      {
        body: { refundType: 'LIVE_CLASS', refundTypeValue: 'bk_2028_20261105', refundReason: text },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await expect(pilates.getByText('Refund requested')).toBeVisible();
    await expect(pilates.getByRole('button', { name: /^Request refund/ })).toHaveCount(0);
  });

  test('reviews a class with the keyboard', async ({ page }) => {
    const reviews = await capturePosts(page, '**/api/customer/add-reviews');
    await logInAsCustomer(page);
    await tab(page, 'Previous').click();
    const boxing = row(page, 'Boxing Fundamentals');
    await boxing.getByRole('button', { name: 'Write a review: Boxing Fundamentals' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'How was Boxing Fundamentals?' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Your review' })).toBeFocused();
    const comment = 'Clear cues and a great warm-up.';
    await page.keyboard.type(comment);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Publish review' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(reviews).toEqual([
      {
        body: { trainerId: 'tr_1004', classId: 'cl_2010', rating: 4, comment },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await expect(boxing).toContainText(comment);
    await expect(boxing.getByRole('img', { name: 'Rated 4 stars out of 5' })).toBeVisible();
    await expect(boxing.getByRole('button', { name: /^Write a review/ })).toHaveCount(0);
  });

  test('downloads a booking, and all upcoming ones, as iCalendar files', async ({ page }) => {
    await logInAsCustomer(page);
    let download = page.waitForEvent('download');
    await row(page, 'Sunrise Vinyasa Flow')
      .getByRole('button', { name: 'Add to calendar: Sunrise Vinyasa Flow' })
      .click();
    const one = await readCalendar(await download);
    expect(one.text).not.toMatch(/[^\r]\n/);
    expect(one.text.endsWith('\r\n')).toBe(true);
    expect(one.lines[0]).toBe('BEGIN:VCALENDAR');
    expect(one.lines).toContain('VERSION:2.0');
    expect(one.events).toHaveLength(1);
    const origin = new URL(page.url()).origin;
    expect(one.events[0]).toMatchObject({
      UID: 'bk_2007_20261201@kinetic',
      DTSTART: icsUtc('2026-12-01T06:00:00+00:00'),
      DTEND: icsUtc('2026-12-01T07:00:00+00:00'),
      SUMMARY: 'Sunrise Vinyasa Flow',
      LOCATION: `${origin}/room/cl_2007`,
    });
    expect(one.events[0]!.DESCRIPTION).toContain(`${origin}/classes/cl_2007`);

    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add all upcoming to calendar' }).click();
    const all = await readCalendar(await download);
    // First the Open Studio Flow session on at the mocks' now: its booking is named by that hour in London.
    expect(all.events.map((event) => event.UID)).toEqual([
      `bk_2040_${londonStamp(MOCK_NOW.getTime(), { hour: true })}@kinetic`,
      'bk_2007_20261201@kinetic',
      'bk_2001_20261201@kinetic',
      'bk_2013_20261203@kinetic',
      'bk_2016_20261204@kinetic',
    ]);
  });
});

test.describe('customer dashboard in Spanish', () => {
  test.use({ locale: 'es-ES' });
  test.beforeEach(({ page }) => setMockClock(page));

  test('names its tabs in Spanish', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[type="email"]').fill('olivia.hughes@example.com');
    await page.locator('input[type="password"]').fill('Sunrise#2026');
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tab(page, 'Próximas')).toHaveAttribute('aria-current', 'page');
    await expect(
      row(page, 'Sunrise Vinyasa Flow').getByRole('button', { name: /^Añadir al calendario/ }),
    ).toBeVisible();
  });
});
