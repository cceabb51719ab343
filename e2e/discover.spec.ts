import type { Page, Request } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, prefer, test } from './fixtures';

const trainers = '**/api/trainer/web/discover-trainers*';
const classes = '**/api/class/web/discover-classes*';
// The first trainer of the contract's discover-trainers example, and the first recorded class.
const TRAINER = 'Amara Okafor';
const RECORDED_CLASS = 'Endurance Ride: Zone 2';

test.beforeEach(({ page }) => setMockClock(page));

/** A link of the tab navigation (each tab is its own URL). */
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'What to browse' }).getByRole('link', { name });

/** The option a filter shows as chosen. */
const chosen = (page: Page, name: string) => page.getByRole('combobox', { name }).locator('option:checked');

/** Waits for a request to `path` whose query has all of `expected` (null: the parameter is absent). */
function requestTo(page: Page, path: string, expected: Record<string, string | null>) {
  return page.waitForRequest((request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(path)) return false;
    return Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value);
  });
}

test.describe('discover page', () => {
  test('is reached from the home page and lists trainers', async ({ page }) => {
    await page.goto('/');
    const request = requestTo(page, '/trainer/web/discover-trainers', { page: '0', size: '12' });
    await page.getByRole('link', { name: 'Find a trainer' }).click();
    await request;
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page).toHaveTitle('Kinetic — Discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expect(tab(page, 'Trainers')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: TRAINER })).toHaveAttribute('href', '/trainers/tr_1001');
    await expect(page.getByText('14 trainers')).toBeVisible();
    await expect(page.getByText('From £45 a session').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the home page’s live classes “See all” opens the live tab', async ({ page }) => {
    await page.goto('/');
    const request = requestTo(page, '/class/web/discover-classes', { isLive: 'true', size: '12' });
    await page.getByRole('region', { name: 'Upcoming live classes' }).getByRole('link', { name: 'See all' }).click();
    await request;
    await expect(page).toHaveURL(/\/discover\?live=true$/);
    await expect(tab(page, 'Live classes')).toHaveAttribute('aria-current', 'page');
    const panel = page.getByRole('region', { name: 'Live classes' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expect(panel.getByText('Live', { exact: true }).first()).toBeVisible();
    await expect(panel.getByText(/\d+ live classes/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the recorded tab lists on-demand classes and keeps its place in history', async ({ page }) => {
    await prefer(page, classes, 'example=recorded');
    await page.goto('/discover');
    const request = requestTo(page, '/class/web/discover-classes', { isLive: 'false' });
    await tab(page, 'Recorded classes').click();
    await request;
    await expect(page).toHaveURL(/tab=recorded/);
    const panel = page.getByRole('region', { name: 'Recorded classes' });
    await expect(panel.getByRole('link', { name: RECORDED_CLASS })).toHaveAttribute('href', '/classes/cl_2022');
    await expect(panel.getByText('On demand').first()).toBeVisible();
    await expect(panel.getByText('15 recorded classes')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(tab(page, 'Trainers')).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(tab(page, 'Recorded classes')).toHaveAttribute('aria-current', 'page');
  });

  test('filters go into the request and the URL', async ({ page }) => {
    await page.goto('/discover');
    await expect(page.getByRole('link', { name: TRAINER })).toBeVisible();

    let request = requestTo(page, '/trainer/web/discover-trainers', { skill: 'Yoga', page: '0' });
    await page.getByRole('combobox', { name: 'Skill' }).selectOption({ label: 'Yoga' });
    await request;
    await expect(page).toHaveURL(/skill=Yoga/);

    request = requestTo(page, '/trainer/web/discover-trainers', { skill: 'Yoga', gender: 'FEMALE' });
    await page.getByRole('combobox', { name: 'Trainer gender' }).selectOption({ label: 'Female' });
    await request;
    await expect(page).toHaveURL(/gender=FEMALE/);

    request = requestTo(page, '/trainer/web/discover-trainers', { skill: 'Yoga', search: 'vinyasa' });
    await page.getByRole('searchbox', { name: 'Search trainers' }).fill('vinyasa');
    await page.getByRole('searchbox', { name: 'Search trainers' }).press('Enter');
    await request;
    await expect(page).toHaveURL(/search=vinyasa/);

    request = requestTo(page, '/trainer/web/discover-trainers', { sortBy: 'price' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await request;
    await expect(page).toHaveURL(/sortBy=price/);

    // Class filters on the live tab.
    await tab(page, 'Live classes').click();
    request = requestTo(page, '/class/web/discover-classes', { isLive: 'true', category: 'Yoga', search: 'vinyasa' });
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Yoga' });
    await request;
    await expect(page).toHaveURL(/tab=live.*category=Yoga|category=Yoga.*tab=live/);
  });

  test('a shared link restores the filters, and “Clear filters” removes them', async ({ page }) => {
    await page.goto('/discover?tab=trainers&skill=Yoga&gender=FEMALE&search=flow');
    await expect(page.getByRole('searchbox', { name: 'Search trainers' })).toHaveValue('flow');
    await expect(chosen(page, 'Skill')).toHaveText('Yoga');
    await expect(chosen(page, 'Trainer gender')).toHaveText('Female');

    const request = requestTo(page, '/trainer/web/discover-trainers', { skill: null, gender: null, search: null });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await request;
    await expect(page).toHaveURL(/\/discover\?tab=trainers$/);
    await expect(page.getByRole('searchbox', { name: 'Search trainers' })).toHaveValue('');
    await expect(chosen(page, 'Skill')).toHaveText('Any skill');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });

  test('pagination follows the page the API returns and asks for the next one', async ({ page }) => {
    // Prism's examples fit on one page: pretend there are three.
    await page.route(trainers, async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        const requested = Number(new URL(route.request().url()).searchParams.get('page') ?? 0);
        await route.fulfill({ response, json: { ...body, page: requested, totalPages: 3, totalElements: 36 } });
      } catch {
        // The page abandoned this request (a newer query superseded it): nothing to answer.
      }
    });
    await page.goto('/discover');
    const pages = page.getByRole('navigation', { name: 'Results pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const request = requestTo(page, '/trainer/web/discover-trainers', { page: '1' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await request;
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // A filter goes back to the first page.
    const first = requestTo(page, '/trainer/web/discover-trainers', { page: '0', skill: 'Boxing' });
    await page.getByRole('combobox', { name: 'Skill' }).selectOption({ label: 'Boxing' });
    await first;
    await expect(page).not.toHaveURL(/page=/);
  });

  test('tabs and filters work with the keyboard alone', async ({ page }) => {
    await page.goto('/discover');
    await expect(page.getByRole('link', { name: TRAINER })).toBeVisible();
    await tab(page, 'Trainers').focus();

    let request = requestTo(page, '/class/web/discover-classes', { isLive: 'true' });
    await page.keyboard.press('Tab');
    await expect(tab(page, 'Live classes')).toBeFocused();
    await page.keyboard.press('Enter');
    await request;
    await expect(page).toHaveURL(/tab=live/);
    await expect(tab(page, 'Live classes')).toHaveAttribute('aria-current', 'page');

    request = requestTo(page, '/class/web/discover-classes', { isLive: 'false' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await request;
    await expect(page).toHaveURL(/tab=recorded/);
    await expect(tab(page, 'Recorded classes')).toBeFocused();

    // Into the panel: search, category, level.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search classes' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Level' })).toBeFocused();
    // A closed select chooses with the keys alone: End, the last level.
    request = requestTo(page, '/class/web/discover-classes', { isLive: 'false', difficulty: 'ADVANCED' });
    await page.keyboard.press('End');
    await request;
    await expect(page).toHaveURL(/difficulty=ADVANCED/);
    await expect(chosen(page, 'Level')).toHaveText('Advanced');
  });

  for (const [tab, name] of [
    ['trainers', 'Trainers'],
    ['live', 'Live classes'],
    ['recorded', 'Recorded classes'],
  ] as const) {
    test(`the ${name} tab passes an accessibility scan`, async ({ page }) => {
      await page.goto(`/discover?tab=${tab}`);
      await expect(page.getByRole('region', { name }).getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
