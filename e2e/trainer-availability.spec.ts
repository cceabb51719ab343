import type { Page } from '@playwright/test';
import { runWeeks, shiftDate } from '../mocks/anchor.mjs';
import { later } from '../mocks/clock.mjs';
import { londonToday, MOCK_NOW, pageDate, served, servedDate, setMockClock, zoneName } from './clock';
import { expect, expectNoAxeViolations, logInAsTrainerAt, requestsTo, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const PAGE = '/trainer/availability';

/** An example's date as the mocks serve it. */
const servedDay = (date: string) => shiftDate(date, runWeeks());

/** An ISO date in words, as the page says it in its en-GB locale ("Thursday 24 December 2026"). */
const inWords = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const datesOff = (page: Page) => page.getByRole('region', { name: 'Dates off', exact: true });
const booked = (page: Page) => page.getByRole('region', { name: 'Booked one-to-ones' });

/** Types an ISO date into the Date off picker, day, month and year as the en-GB field orders them. */
async function typeDateOff(page: Page, date: string) {
  const [year, month, day] = date.split('-');
  await page.getByRole('spinbutton', { name: /^day, Date off/ }).focus();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** Adds the date in the picker with the keyboard, as the Add date off button's Enter. */
async function addWithKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Add date off' }).focus();
  await page.keyboard.press('Enter');
}

/** Types `hhmm` into the Start or End time of the range named `range` (e.g. "Monday, time 2"). */
async function typeTime(page: Page, range: string, which: 'Start' | 'End', hhmm: string) {
  await page
    .getByRole('group', { name: range, exact: true })
    .getByRole('spinbutton', { name: new RegExp(`^hour, ${which}`) })
    .focus();
  await page.keyboard.type(hhmm);
}

/** Opens the page and waits for the availability the mock answers with; returns that answer. */
async function open(page: Page) {
  const loaded = page.waitForResponse((response) => response.url().endsWith('/trainer/tr_1003/availability'));
  await logInAsTrainerAt(page, PAGE);
  const availability = await (await loaded).json();
  await expect(page.getByRole('group', { name: 'Monday, time 1', exact: true })).toBeVisible();
  return availability as { blockedDates: string[] };
}

test.beforeEach(async ({ page }) => {
  await setMockClock(page);
});

test.describe('the trainer’s availability', () => {
  test('is reached from the dashboard and shows the week with the time zone', async ({ page }) => {
    await logInAsTrainerAt(page, '/trainer/dashboard');
    await page
      .getByRole('navigation', { name: 'Your business' })
      .getByRole('link', { name: 'Availability and one-to-one' })
      .click();
    await expect(page).toHaveURL(/\/trainer\/availability$/);
    await expect(page).toHaveTitle(/Availability and one-to-one/);
    await expect(page.getByText('Times are in your time zone, Europe/London.')).toBeVisible();
    const monday = page.getByRole('region', { name: 'Monday' });
    await expect(monday.getByRole('group', { name: /^Monday, time/ })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Friday' })).toContainText('Not available');
    await expectNoAxeViolations(page);
  });

  test('saves the week once with the exact body, and says so', async ({ page }) => {
    const puts = requestsTo(page, 'PUT', '/availability');
    const { blockedDates } = await open(page);
    await page.getByRole('button', { name: 'Remove Tuesday, time 1' }).click();
    await page.getByRole('button', { name: 'Add a time on Friday' }).click();
    await typeTime(page, 'Friday, time 1', 'Start', '0600');
    await typeTime(page, 'Friday, time 1', 'End', '0800');
    await page.getByRole('button', { name: 'Save availability' }).dblclick();
    await expect(page.getByText('Availability saved')).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.postDataJSON()).toEqual({
      timezone: 'Europe/London',
      weeklySlots: [
        { dayOfWeek: 'MONDAY', startTime: '07:00', endTime: '10:00' },
        { dayOfWeek: 'MONDAY', startTime: '18:00', endTime: '21:00' },
        { dayOfWeek: 'WEDNESDAY', startTime: '07:00', endTime: '10:00' },
        { dayOfWeek: 'THURSDAY', startTime: '17:00', endTime: '20:00' },
        { dayOfWeek: 'FRIDAY', startTime: '06:00', endTime: '08:00' },
        { dayOfWeek: 'SATURDAY', startTime: '09:00', endTime: '13:00' },
      ],
      blockedDates,
    });
    // Saved changes are no longer unsaved: leaving asks nothing.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/trainer\/dashboard$/);
    expect(asked).toEqual([]);
  });
});

test.describe('the trainer’s dates off', () => {
  test('lists the dates off ahead in words, soonest first', async ({ page }) => {
    const { blockedDates } = await open(page);
    const list = datesOff(page).getByRole('listitem');
    await expect(list).toHaveText([...blockedDates].sort().map((date) => `${inWords(date)}Remove`));
    await expect(datesOff(page).getByText('Today or later, in Europe/London.')).toBeVisible();
  });

  test('adds a date with the keyboard and removes one, saved with the week unchanged', async ({ page }) => {
    const puts = requestsTo(page, 'PUT', '/availability');
    const availability = await open(page);
    const newYearsEve = servedDay('2026-12-31');
    const christmas = servedDay('2026-12-25');
    await typeDateOff(page, newYearsEve);
    await addWithKeyboard(page);
    await expect(
      datesOff(page)
        .getByRole('listitem')
        .filter({ hasText: inWords(newYearsEve) }),
    ).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: /^day, Date off/ })).toHaveText('dd');
    await page.getByRole('button', { name: `Remove ${inWords(christmas)}` }).click();
    await expect(datesOff(page).getByRole('listitem')).toHaveCount(4);
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Availability saved')).toBeVisible();
    expect(puts).toHaveLength(1);
    const { weeklySlots } = availability as unknown as { weeklySlots: unknown[] };
    expect(puts[0]!.postDataJSON()).toEqual({
      timezone: 'Europe/London',
      weeklySlots,
      blockedDates: ['2026-12-24', '2026-12-26', '2026-12-31', '2027-01-01'].map(servedDay),
    });
  });

  test('hides the dates off already past, and keeps them when saving', async ({ page }) => {
    const puts = requestsTo(page, 'PUT', '/availability');
    await page.clock.setFixedTime(served('2026-12-25T12:00:00+00:00'));
    const { blockedDates } = await open(page);
    await expect(datesOff(page).getByRole('listitem')).toHaveText(
      ['2026-12-25', '2026-12-26', '2027-01-01'].map((date) => `${inWords(servedDay(date))}Remove`),
    );
    await page.getByRole('button', { name: `Remove ${inWords(servedDay('2026-12-26'))}` }).click();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Availability saved')).toBeVisible();
    expect(puts[0]!.postDataJSON()).toMatchObject({
      blockedDates: blockedDates.filter((date) => date !== servedDay('2026-12-26')),
    });
  });

  test('asks before leaving when only a date off has changed', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: `Remove ${inWords(servedDay('2026-12-24'))}` }).click();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave this page and lose them?']);
    await expect(page).toHaveURL(/\/trainer\/availability$/);
  });
});

test.describe('the trainer’s booked one-to-ones', () => {
  test('asks for today to a month ahead in the trainer’s time zone and lists them, soonest first', async ({ page }) => {
    const asked = requestsTo(page, 'GET', '/class/getBookingOneToOneForTrainer/tr_1003');
    await open(page);
    const rows = booked(page).getByRole('listitem');
    // The mock answers with a session from yesterday too: only the window's show, the one on now first.
    await expect(rows).toHaveCount(4);
    // At the mocks' now (a Tuesday at 05:00 in London): from that midnight in London to the same day a month on.
    const midnight = londonToday(0).getTime();
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(new URL(asked[0]!.url()).searchParams)).toEqual({
      startDate: new Date(midnight).toISOString(),
      endDate: new Date(later(midnight, { months: 1 })).toISOString(),
    });
    // In London's time, GMT or BST as the day is.
    const when = async (start: number, times: string, minutes: number) =>
      `${await pageDate(page, start, { weekday: 'short', day: 'numeric', month: 'short' })}, ${times} ${await zoneName(page, start)} · ${minutes} mins`;
    await expect(rows).toHaveText([
      new RegExp(`Olivia HughesBookedPrivate vinyasa session${await when(MOCK_NOW.getTime(), '05:00–06:00', 60)}Join$`),
      new RegExp(
        `Noah WilliamsBookedPrivate vinyasa session${await when(served('2026-11-27T17:00:00+00:00'), '17:00–18:00', 60)}Cancel$`,
      ),
      new RegExp(
        `Olivia HughesBookedPrivate yoga: hips and lower back${await when(served('2026-12-02T19:00:00+00:00'), '19:00–19:45', 45)}Cancel$`,
      ),
      new RegExp(
        `Zara AhmedBookedPrivate yoga: hips and lower back${await when(served('2026-12-05T10:00:00+00:00'), '10:00–10:45', 45)}Cancel$`,
      ),
    ]);
    // Only the one on now can be joined.
    await expect(booked(page).getByRole('link', { name: /^Join/ })).toHaveCount(1);
    await expect(rows.first().getByRole('link', { name: 'Join the session with Olivia Hughes' })).toHaveAttribute(
      'href',
      '/room/oo_8020',
    );
  });

  test('cancels one for its customer, who gets all of it back; the world keeps it cancelled', async ({ page }) => {
    await open(page);
    const zara = booked(page).getByRole('listitem', { name: 'Zara Ahmed' });
    await zara.getByRole('button', { name: 'Cancel the session with Zara Ahmed' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this one-to-one?' });
    const day = await servedDate(page, '2026-12-05T10:00:00+00:00', { weekday: 'long', day: 'numeric', month: 'long' });
    await expect(dialog).toContainText(
      `Private yoga: hips and lower back with Zara Ahmed on ${day} at 10:00 will not take place.`,
    );
    await expect(dialog).toContainText('Zara gets back everything they paid, on their account credit');
    await expectNoAxeViolations(page);
    const cancelled = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/cancel'),
    );
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    expect((await cancelled).url()).toMatch(/\/api\/class\/one-to-one\/oo_\d+\/cancel$/);
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText('The session with Zara Ahmed is cancelled');
    await expect(toast).toContainText('£35 went back to their account credit.');
    await expect(zara.getByText('Cancelled by you')).toBeVisible();
    await expect(zara.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await page.reload();
    await expect(zara.getByText('Cancelled by you')).toBeVisible();
  });

  test('offers Join from 10 minutes before the start', async ({ page }) => {
    const start = served('2026-11-27T17:00:00+00:00');
    await page.clock.setFixedTime(new Date(start - 11 * 60 * 1000));
    await open(page);
    const noah = booked(page).getByRole('listitem', { name: 'Noah Williams' });
    await expect(noah).toBeVisible();
    await expect(noah.getByRole('link', { name: /^Join/ })).toHaveCount(0);

    await page.clock.setFixedTime(new Date(start - 10 * 60 * 1000));
    await page.reload();
    await expect(noah.getByRole('link', { name: 'Join the session with Noah Williams' })).toHaveAttribute(
      'href',
      '/room/oo_8005',
    );
    await expect(booked(page).getByRole('listitem', { name: 'Olivia Hughes' }).getByRole('link')).toHaveCount(0);
  });
});

test.describe('the trainer’s one-to-one offers', () => {
  test('lists the offers', async ({ page }) => {
    await open(page);
    const offers = page.getByRole('region', { name: 'One-to-one offers' });
    await expect(offers.getByRole('listitem').filter({ hasText: 'Private yoga' })).toContainText('45 min · £35');
    await expect(offers.getByRole('listitem').filter({ hasText: 'Meditation coaching' })).toContainText('30 min · £24');
  });

  test('refuses a price under £20 per 45 minutes, then adds the offer once with the exact body', async ({ page }) => {
    const posts = requestsTo(page, 'POST', '/one-to-one-offers');
    await open(page);
    const form = page.getByRole('region', { name: 'New offer' });
    await form.getByLabel('Title', { exact: true }).fill('Strength coaching');
    await form.getByLabel('Length (minutes)').fill('60');
    await form.getByLabel('Price', { exact: true }).fill('26');
    await form.getByRole('button', { name: 'Add offer' }).click();
    await expect(form.getByText('The price must be at least £26.67 for 60 minutes').first()).toBeVisible();
    expect(posts).toHaveLength(0);
    await form.getByLabel('Price', { exact: true }).fill('30');
    await page.keyboard.press('Tab');
    await expect(form.getByText('The price must be at least')).toHaveCount(0);
    await form.getByRole('button', { name: 'Add offer' }).dblclick();
    await expect(page.getByText('Offer added')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({
      title: 'Strength coaching',
      description: '',
      durationMinutes: 60,
      price: { amount: 3000, currency: 'GBP' },
      active: true,
    });
    expect(posts[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`has no axe violations in the ${colorScheme}, with every section loaded`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await open(page);
    await expect(page.getByRole('listitem').filter({ hasText: 'Private yoga' }).first()).toBeVisible();
    await expect(booked(page).getByRole('listitem')).toHaveCount(4);
    await expect(datesOff(page).getByRole('listitem')).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
}
