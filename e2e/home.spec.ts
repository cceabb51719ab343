import { servedDate, setMockClock } from './clock';
import { expect, expectNoAxeViolations, hold, test } from './fixtures';

// The first trainer of the contract's discover-trainers example.
const TRAINER = 'Amara Okafor';
// The first upcoming live class of the contract's example, and its next session.
// Its next session is the morning's in its trainer's schedule.
const LIVE_CLASS = { title: 'Sunrise Vinyasa Flow', startDate: '2026-11-24T06:00:00+00:00' };

test.beforeEach(({ page }) => setMockClock(page));

test.describe('home page', () => {
  test('shows featured trainers and upcoming live classes from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Kinetic — Train live with coaches who get you');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const trainerSection = page.getByRole('region', { name: 'Featured trainers' });
    await expect(trainerSection.getByRole('link', { name: TRAINER })).toBeVisible();
    const classSection = page.getByRole('region', { name: 'Upcoming live classes' });
    await expect(classSection.getByRole('listitem').first()).toBeVisible();
    await expect(classSection.getByText('Live').first()).toBeVisible();
    const day = await servedDate(page, LIVE_CLASS.startDate, { weekday: 'short', day: 'numeric', month: 'short' });
    await expect(classSection.getByRole('listitem').filter({ hasText: LIVE_CLASS.title })).toContainText(day);
    await expectNoAxeViolations(page);
  });

  test('has a 404 page for unknown routes', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Kinetic — Page not found');
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
  });

  test('speaks Spanish to a Spanish browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Regístrate' })).toBeVisible();
    // The categories and skills, which the API names in English, are said in Spanish too.
    await expect(page.getByText('Fuerza', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Strength', { exact: true })).toHaveCount(0);
    await context.close();
  });
});

test('a page whose code is still on its way already names itself as the heading', async ({ page }) => {
  const release = await hold(page, /\/assets\/screens-[^/]+\.js$/);
  await page.goto('/discover');
  const pending = page.getByRole('status').filter({ has: page.getByRole('progressbar', { name: 'Loading' }) });
  await expect(pending.getByRole('heading', { level: 1, name: 'Discover' })).toBeAttached();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(pending).toHaveCount(0);
});
