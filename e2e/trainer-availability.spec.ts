import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, logInAsTrainerAt, preferFor, requestsTo, test } from './fixtures';

const PAGE = '/trainer/availability';
const AVAILABILITY = '**/api/trainer/tr_1003/availability';
const OFFERS = '**/api/trainer/tr_1003/one-to-one-offers';

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

  test('refuses overlapping and empty ranges on the range, with nothing sent', async ({ page }) => {
    const puts = requestsTo(page, 'PUT', '/availability');
    await open(page);
    await typeTime(page, 'Monday, time 2', 'Start', '0930');
    await page.getByRole('button', { name: 'Add a time on Friday' }).click();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Some times are empty or overlap: fix the ones marked below.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Monday, time 2' })).toContainText(
      'This time overlaps another on Monday',
    );
    await expect(page.getByRole('group', { name: 'Monday, time 1' })).toContainText(
      'This time overlaps another on Monday',
    );
    await expect(page.getByRole('group', { name: 'Tuesday, time 1' })).not.toContainText('overlaps');
    await expect(page.getByRole('group', { name: 'Friday, time 1' })).toContainText('Enter a start and an end time');
    await expectNoAxeViolations(page);
    expect(puts).toHaveLength(0);
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
  });

  test('keeps what was typed when the save fails', async ({ page }) => {
    await preferFor(page, 'PUT', AVAILABILITY, 'code=500');
    await open(page);
    await page.getByRole('button', { name: 'Add a time on Sunday' }).click();
    await typeTime(page, 'Sunday, time 1', 'Start', '1000');
    await typeTime(page, 'Sunday, time 1', 'End', '1130');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Your availability was not saved. Try again.')).toBeVisible();
    const sunday = page.getByRole('group', { name: 'Sunday, time 1', exact: true });
    await expect(sunday.getByRole('spinbutton', { name: /^hour, Start/ })).toHaveText('10');
    await expect(sunday.getByRole('spinbutton', { name: /^minute, End/ })).toHaveText('30');
  });

  test('shows a failure with Try again when the week does not load', async ({ page }) => {
    await preferFor(page, 'GET', AVAILABILITY, 'code=500');
    await logInAsTrainerAt(page, PAGE);
    await expect(page.getByRole('heading', { name: 'Your availability could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
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

  test('says when there are no offers yet', async ({ page }) => {
    await preferFor(page, 'GET', OFFERS, 'example=empty');
    await open(page);
    await expect(page.getByRole('heading', { name: 'No one-to-one offers yet' })).toBeVisible();
  });
});

test('has no axe violations in the dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Private yoga' })).toBeVisible();
  await expectNoAxeViolations(page);
});
