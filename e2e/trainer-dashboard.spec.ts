import type { Page, Request } from '@playwright/test';
import { MOCK_NOW, servedDate, setMockClock } from './clock';
import { expect, expectNoAxeViolations, logInAsTrainer, prefer, signIn, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

/** The signed-in trainer's id in the identity examples. */
const TRAINER_ID = 'tr_1003';
const SCHEDULE = `/api/class/trainer/booked/by-date-range/${TRAINER_ID}`;
const SERIES = [
  '/api/trainer/stats/subscription-sales',
  '/api/trainer/stats/subscribers',
  '/api/trainer/stats/sales',
  '/api/trainer/stats/pack-sales',
  '/api/trainer/stats/credits-outstanding',
];
const COUNTS = [
  '/api/class/v1/OneToOne-session/count',
  '/api/class/v1/followers/count',
  '/api/class/v1/booked-class/count',
];
/** The attendance rate and the no-show rate: two figures from one call. */
const ATTENDANCE = '/api/trainer/stats/attendance';
const FIGURES = [...SERIES, ...COUNTS, ATTENDANCE];
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The calendar day (YYYY-MM-DD) of an instant in Europe/London, the tests' time zone. */
const londonDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);

/** Midnight at the start of `day` in Europe/London (UTC in winter, UTC+1 in summer). */
function londonMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(
      utcMidnight,
    ),
  );
  return new Date(utcMidnight.getTime() - londonHour * HOUR);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The API's window for the days `from` to `to`, both included. */
const daysWindow = (from: string, to: string) => ({
  startDate: londonMidnight(from).toISOString(),
  endDate: londonMidnight(addDays(to, 1)).toISOString(),
});

const TODAY = londonDay(MOCK_NOW);

/** The windows of a period of `days` days ending today, and of the same number of days before it. */
const lastDays = (days: number) => {
  const from = addDays(TODAY, -(days - 1));
  return { current: daysWindow(from, TODAY), previous: daysWindow(addDays(from, -days), addDays(from, -1)) };
};

/** Every API request the page makes from now on. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  return {
    /** The query of each request to `path`, in order. */
    queries: (path: string) =>
      requests
        .filter((request) => new URL(request.url()).pathname === path)
        .map((request) => Object.fromEntries(new URL(request.url()).searchParams)),
    clear: () => requests.splice(0),
  };
}

/** Signs Priya in at the trainer login and waits for her dashboard. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (page: Page, name: string) => region(page, 'Your numbers').getByRole('region', { name, exact: true });

/** Waits until every figure has answered for the period in the URL (its total or its error shows). */
async function figuresLoaded(page: Page) {
  const numbers = region(page, 'Your numbers');
  await expect(numbers.getByRole('region')).toHaveCount(FIGURES.length + 1);
  await expect(numbers.getByRole('status', { name: /^Loading / })).toHaveCount(0);
}

test.describe('trainer dashboard', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('asks for today and the month ahead in one call, and each figure over the last 30 days', async ({ page }) => {
    const requests = recordRequests(page);
    await logInAsTrainer(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya, welcome to your studio' })).toBeVisible();
    await figuresLoaded(page);

    const monthAhead = new Date(MOCK_NOW);
    monthAhead.setUTCMonth(monthAhead.getUTCMonth() + 1);
    // One call from the start of today to a month ahead serves both lists.
    expect(requests.queries(SCHEDULE)).toEqual([
      { startDate: daysWindow(TODAY, TODAY).startDate, endDate: monthAhead.toISOString() },
    ]);
    const { current, previous } = lastDays(30);
    // The period before is asked for once the period's own figure has come: wait for both.
    for (const path of FIGURES) await expect.poll(() => requests.queries(path), path).toEqual([current, previous]);
    // Each figure against the period before (the mock answers that one with its previous example).
    await expect(figure(page, 'Class bookings')).toContainText('326+13% vs the previous 30 days');
    await expect(figure(page, 'Sales')).toContainText('£8,206+15% vs the previous 30 days');
    // The pack figures are the world's: what Olivia's packs of Priya's were paid, and the credits she holds.
    await expect(figure(page, 'Pack sales')).toContainText(/^Pack sales£[\d,.]+/);
    await expect(figure(page, 'Pack credits held')).toContainText(/^Pack credits held\d+/);

    const today = region(page, 'Today').getByRole('listitem', { name: 'Sunrise Vinyasa Flow' });
    await expect(today).toContainText('14 of 20 places booked');
    // At 05:00 the 06:00 session's room is not open yet.
    await expect(today.getByRole('link', { name: /Go live/ })).toHaveCount(0);
    // The sessions after today up to a month ahead.
    await expect(region(page, 'The month ahead').getByRole('listitem')).toHaveCount(8);
    await expectNoAxeViolations(page);
  });

  test('opens Go live 10 minutes before the start', async ({ page }) => {
    await page.clock.setFixedTime(new Date(MOCK_NOW.getTime() + 50 * 60 * 1000));
    await logInAsTrainer(page);
    const today = region(page, 'Today').getByRole('listitem', { name: 'Sunrise Vinyasa Flow' });
    await expect(today.getByRole('link', { name: 'Go live: Sunrise Vinyasa Flow' })).toHaveAttribute(
      'href',
      '/room/cl_2007',
    );
  });

  test('asks every figure again for another period, kept in the URL', async ({ page }) => {
    const requests = recordRequests(page);
    await signIn(page, 'trainer');
    await page.goto('/trainer/dashboard?range=7d');
    await figuresLoaded(page);
    const week = lastDays(7);
    for (const path of FIGURES)
      await expect.poll(() => requests.queries(path).slice(-2), path).toEqual([week.current, week.previous]);
    await expect(page.getByRole('combobox', { name: 'Period' }).locator('option:checked')).toHaveText('Last 7 days');

    requests.clear();
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 90 days' });
    await expect(page).toHaveURL(/\?range=90d$/);
    await figuresLoaded(page);
    const quarter = lastDays(90);
    for (const path of FIGURES)
      await expect.poll(() => requests.queries(path), path).toEqual([quarter.current, quarter.previous]);

    requests.clear();
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'This year' });
    await expect(page).toHaveURL(/\?range=year$/);
    await figuresLoaded(page);
    const january = `${TODAY.slice(0, 4)}-01-01`;
    const yearDays = Math.round((Date.parse(TODAY) - Date.parse(january)) / DAY) + 1;
    for (const path of FIGURES) {
      await expect
        .poll(() => requests.queries(path), path)
        .toEqual([daysWindow(january, TODAY), daysWindow(addDays(january, -yearDays), addDays(january, -1))]);
    }
  });

  test('applies a custom period, and not one that ends before it starts', async ({ page }) => {
    const requests = recordRequests(page);
    await signIn(page, 'trainer');
    await page.goto('/trainer/dashboard?range=7d');
    await figuresLoaded(page);
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom dates' });
    const picker = page.getByRole('group', { name: 'From – to' });
    const apply = page.getByRole('button', { name: 'Apply' });

    // The end before the start: marked invalid, and Apply does nothing.
    await picker.getByRole('spinbutton', { name: /^day, Start Date/ }).pressSequentially('10102026');
    await picker.getByRole('spinbutton', { name: /^day, End Date/ }).pressSequentially('01102026');
    await expect(page.getByText('The last day must be on or after the first.')).toBeVisible();
    await expect(picker).toHaveAttribute('data-invalid', 'true');
    await expect(apply).toBeDisabled();

    requests.clear();
    await picker.getByRole('spinbutton', { name: /^day, End Date/ }).pressSequentially('31102026');
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(page).toHaveURL(/\?from=2026-10-10&to=2026-10-31$/);
    await figuresLoaded(page);
    for (const path of FIGURES) {
      await expect
        .poll(() => requests.queries(path), path)
        .toEqual([daysWindow('2026-10-10', '2026-10-31'), daysWindow('2026-09-18', '2026-10-09')]);
    }
  });

  test('draws each series as it comes near the screen, with its data table', async ({ page }) => {
    await signIn(page, 'trainer');
    await page.goto('/trainer/dashboard?range=7d');
    const sales = figure(page, 'Sales');
    // The statistics are below the sessions, more than half a screen down: once the charts' code
    // has loaded, still nothing is drawn until the trainer scrolls towards them.
    await expect(sales.getByRole('button', { name: 'Show data table' })).toBeVisible();
    await expect(sales.getByText('Loading chart')).toHaveCount(0);
    await expect(region(page, 'Your numbers').locator('canvas')).toHaveCount(0);
    await sales.scrollIntoViewIfNeeded();
    const canvas = sales.locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.height).toBeGreaterThan(150);
    await expect(region(page, 'Your numbers').locator('canvas')).not.toHaveCount(0);
    for (const name of ['Subscription sales', 'Subscribers']) {
      await figure(page, name).scrollIntoViewIfNeeded();
      await expect(figure(page, name).locator('canvas').first()).toBeVisible();
    }

    await sales.getByRole('button', { name: 'Show data table' }).click();
    const table = sales.getByRole('table', { name: 'Sales by day' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('columnheader', { name: 'Day' })).toBeVisible();
    await expect(table.getByRole('cell').first()).toHaveText(/^£[\d,.]+$/);
  });

  test('reads a chart point by point: a tooltip on hover and with the arrow keys', async ({ page }) => {
    await signIn(page, 'trainer');
    await page.goto('/trainer/dashboard?range=7d');
    const sales = figure(page, 'Sales');
    await sales.scrollIntoViewIfNeeded();
    const canvas = sales.locator('canvas').first();
    await expect(canvas).toBeVisible();
    const plot = sales.getByRole('group', { name: /^Sales by day\. Left and right arrow keys/ });
    const tooltip = plot.locator('[aria-live="polite"]');

    await plot.hover();
    // A day's label (a weekday on a phone) and its sales in pounds.
    await expect(tooltip).toHaveText(/^(\d{1,2} \w{3}|\w{3})£[\d,.]+$/);

    await page.mouse.move(0, 0);
    await plot.focus();
    const last = await tooltip.textContent();
    await page.keyboard.press('ArrowLeft');
    await expect(tooltip).not.toHaveText(last ?? '');
    await expect(tooltip).toContainText('£');
    await page.keyboard.press('End');
    await expect(tooltip).toHaveText(last ?? '');
    await expectNoAxeViolations(page);
  });

  test('a failed figure shows its own error while the others show', async ({ page }) => {
    await prefer(page, '**/api/trainer/stats/sales*', 'code=500');
    await logInAsTrainer(page);
    await figuresLoaded(page);
    const sales = figure(page, 'Sales');
    await expect(sales.getByRole('heading', { name: 'Sales could not load' })).toBeVisible();
    await expect(sales.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(figure(page, 'Subscription sales')).toContainText('£4,438.49');
    await expect(figure(page, 'Class bookings')).toContainText('326');
    await expect(figure(page, 'New followers')).toContainText('148');

    await page.unroute('**/api/trainer/stats/sales*');
    await sales.getByRole('button', { name: 'Try again' }).click();
    await expect(sales.locator('canvas').first()).toBeVisible();
  });

  test('cancels a session for everyone booked, and keeps the dialog open when that fails', async ({ page }) => {
    await logInAsTrainer(page);
    const row = region(page, 'Today').getByRole('listitem', { name: 'Sunrise Vinyasa Flow' });

    await prefer(page, '**/api/customer/cancel-class-trainer*', 'code=409');
    await row.getByRole('button', { name: 'Cancel Sunrise Vinyasa Flow for everyone booked' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this session for everyone?' });
    await expect(dialog).toContainText('All 14 customers booked lose their place and are told at once.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel for everyone' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The session was not cancelled:');

    await page.unroute('**/api/customer/cancel-class-trainer*');
    const cancel = page.waitForRequest((request) => request.url().includes('/api/customer/cancel-class-trainer'));
    await dialog.getByRole('button', { name: 'Cancel for everyone' }).click();
    expect(new URL((await cancel).url()).searchParams.get('classId')).toBe('cl_2007');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sunrise Vinyasa Flow is cancelled')).toBeVisible();
    await expect(page.getByText('14 bookings were refunded to account credit.')).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('0 of 20 places booked');
    await expect(row.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    // Its Cancel has gone: the focus is on the session's title, not lost to the page.
    await expect(row.getByRole('link', { name: 'Sunrise Vinyasa Flow', exact: true })).toBeFocused();
  });

  test('shows the bank account masked and marks each wrong field of the form', async ({ page }) => {
    await logInAsTrainer(page);
    const payouts = region(page, 'Payouts');
    await expect(payouts).toContainText('Account •••• 5678, sort code 04-00-04');
    // The payout balance: what is still to be paid out (and when), and what is on its way.
    await expect(payouts).toContainText('Balance to be paid out£612.50');
    await expect(payouts).toContainText(
      `Next payout on ${await servedDate(page, '2026-11-30', { day: 'numeric', month: 'long', timeZone: 'UTC' })}`,
    );
    await expect(payouts).toContainText('On its way to your bank£3,859.90');
    await expect(payouts.getByRole('list', { name: 'Payouts, newest first' }).getByRole('listitem')).toHaveCount(6);

    await payouts.getByRole('button', { name: 'Change bank account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your payout account' });
    await dialog.getByLabel('Bank name').fill('');
    await dialog.getByLabel('Account number').fill('1234');
    await dialog.getByLabel('Sort code').fill('12-34-5');
    await dialog.getByRole('button', { name: 'Save account' }).click();
    await expect(dialog.getByLabel('Bank name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Bank name')).toBeFocused();
    await expect(dialog.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Sort code')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('An account number is exactly 8 digits.')).toBeVisible();
    await expect(dialog.getByText('A sort code is 6 digits, with or without dashes.')).toBeVisible();
    await expect(dialog.getByLabel('Name on the account')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await dialog.getByLabel('Bank name').fill('Starling');
    await dialog.getByLabel('Account number').fill('1234 5678');
    await dialog.getByLabel('Sort code').fill('123456');
    await dialog.getByRole('button', { name: 'Save account' }).click();
    expect((await put).postDataJSON()).toEqual({
      bankName: 'Starling',
      accountHolderName: 'Priya Sharma',
      accountNumber: '12345678',
      sortCode: '12-34-56',
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your bank account is saved')).toBeVisible();
  });

  test('has no axe violations in the dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await logInAsTrainer(page);
    await figuresLoaded(page);
    await expect(region(page, 'Payouts')).toContainText('£3,859.90');
    await expectNoAxeViolations(page);
  });
});
