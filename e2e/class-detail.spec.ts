import { MOCK_NOW, servedDate, setMockClock } from './clock';
import { expect, expectNoAxeViolations, logIn, prefer, signIn, test } from './fixtures';

const instances = '**/api/class/*/instances*';
// The contract's class-detail example.
const CLASS_ID = 'cl_2007';
const TITLE = 'Sunrise Vinyasa Flow';
const CLASS_PAGE = `/classes/${CLASS_ID}`;
// The class's sessions: the morning's in its trainer's schedule (14 booked), then the contract's
// sessions of the class.
const SESSIONS = [
  '2026-11-24T06:00:00+00:00',
  '2026-12-01T06:00:00+00:00',
  '2026-12-08T06:00:00+00:00',
  '2026-12-15T06:00:00+00:00',
];

test.beforeEach(({ page }) => setMockClock(page));

test.describe('class detail, signed in', () => {
  test('shows the whole class and its next sessions', async ({ page }) => {
    await signIn(page, 'customer');
    const schedule = page.waitForRequest(instances);
    await page.goto(CLASS_PAGE);
    await expect(page).toHaveTitle(`Kinetic — ${TITLE}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

    const range = new URL((await schedule).url()).searchParams;
    const start = Date.parse(range.get('startDate') ?? '');
    const end = Date.parse(range.get('endDate') ?? '');
    expect(end - start).toBeGreaterThan(27 * 24 * 3600 * 1000);
    // From the start of the hour the page is in: the mocks' now.
    expect(MOCK_NOW.getTime() - start).toBeGreaterThanOrEqual(0);
    expect(MOCK_NOW.getTime() - start).toBeLessThan(3600 * 1000);

    await expect(page.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/trainers/tr_1003');
    await expect(page.getByText('£30 per person')).toBeVisible();
    // The hero's and the facts' places are the next session's: this morning's.
    await expect(page.getByText('6 spots left').first()).toBeVisible();
    await expect(page.getByText(/A breath-led vinyasa flow/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'What you’ll need' }).getByRole('listitem')).toHaveText([
      'Yoga mat',
      'Two yoga blocks',
      'Strap or belt',
    ]);
    const facts = page.getByRole('complementary', { name: 'Class details' });
    await expect(facts.getByText('Beginner')).toBeVisible();
    await expect(facts.getByText('Every Tuesday', { exact: true })).toBeVisible();
    await expect(facts.getByText('Live video class')).toBeVisible();
    await expect(facts.getByText('14 of 20 booked')).toBeVisible();
    await expect(facts.getByText('60 min')).toBeVisible();

    const sessions = page.getByRole('region', { name: 'Upcoming sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(4);
    const day = { weekday: 'long', day: 'numeric', month: 'short' } as const;
    await expect(sessions).toContainText(await Promise.all(SESSIONS.map((session) => servedDate(page, session, day))));
    await expect(sessions.nth(3)).toContainText('14 spots left');
    // The customer holds the next week's session (the contract's bookings); the others can be booked.
    await expect(sessions.nth(1)).toContainText('Booked');
    for (const open of [0, 2]) await expect(sessions.nth(open).getByRole('button', { name: /^Book / })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the trainer is a keyboard step away', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto(CLASS_PAGE);
    await page.getByRole('link', { name: 'View Priya’s profile' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trainers\/tr_1003$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible();
  });
});

test.describe('class detail, visitor', () => {
  const publicClass = '**/api/class/web/public/*';

  test('from a home page card: the class at once, and Log in to book comes back to the class', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Upcoming live classes' }).getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`${CLASS_PAGE}$`));
    await expect(page).toHaveTitle(`Kinetic — ${TITLE}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('£30 per person')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to see the full class' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Log in to book' }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fclasses%2Fcl_2007$/);
    await logIn(page);
    await expect(page).toHaveURL(new RegExp(`${CLASS_PAGE}$`));
    await expect(page.getByRole('heading', { name: 'About this class' })).toBeVisible();
  });

  test('a shared link: the class from the public read, its title and description, and no member call', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/class\/cl_/.test(request.url())) calls.push(request.url());
    });
    await page.goto(CLASS_PAGE);
    const hero = page.getByRole('region', { name: TITLE });
    await expect(hero.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/trainers/tr_1003');
    await expect(hero.getByText('Beginner')).toBeVisible();
    await expect(hero.getByText('£30 per person')).toBeVisible();
    await expect(hero.locator('img').first()).toHaveAttribute('src', '/media/classes/sunrise-vinyasa-flow.svg');
    await expect(page).toHaveTitle(`Kinetic — ${TITLE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sunrise Vinyasa Flow with Priya Sharma: Yoga, Beginner, 60 minutes, £30. Book it on Kinetic.',
    );
    await expect(hero.getByRole('link', { name: 'Log in to book' })).toHaveAttribute(
      'href',
      `/login?callbackUrl=${encodeURIComponent(CLASS_PAGE)}`,
    );
    await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(calls).toEqual([]);

    // Leaving the page puts the site's own description back.
    await page.getByRole('link', { name: 'Kinetic home' }).click();
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /Sunrise Vinyasa Flow/);
  });

  test('a shared link downloads the class with the page itself, and reads it only once', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const response = await page.goto(CLASS_PAGE);
    expect(response?.headers()['link']).toContain(
      `</api/class/web/public/${CLASS_ID}>; rel=preload; as=fetch; crossorigin`,
    );
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The page's preload asks before any code has run, and the app's own read is answered by it.
    const read = `/api/class/web/public/${CLASS_ID}`;
    expect(asked.indexOf(read)).toBeLessThan(asked.findIndex((path) => path.endsWith('.js')));
    expect(asked.filter((path) => path === read)).toHaveLength(1);
  });

  test("a shared link asks for the class before the shell's later parts (toasts, footer, service worker)", async ({
    page,
  }) => {
    // As from a host that sends no preloads, or from the service worker's copy of the page.
    await page.route(CLASS_PAGE, async (route) => {
      const response = await route.fetch();
      const { link: _link, ...headers } = response.headers();
      await route.fulfill({ response, headers });
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(CLASS_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const at = (pattern: RegExp) => asked.findIndex((path) => pattern.test(path));
    const classRead = at(/^\/api\/class\/web\/public\/cl_2007$/);
    expect(classRead).toBeGreaterThanOrEqual(0);
    for (const later of [/^\/assets\/Toasts-/, /^\/assets\/Footer-/, /^\/assets\/AppUpdates-/]) {
      expect(at(later), String(later)).toBeGreaterThan(classRead);
    }
  });

  test('a shared link to a recorded class', async ({ page }) => {
    await page.goto('/classes/cl_2022');
    const hero = page.getByRole('region', { name: 'Endurance Ride: Zone 2' });
    await expect(hero.getByRole('heading', { level: 1, name: 'Endurance Ride: Zone 2' })).toBeVisible();
    await expect(hero.getByText('On demand')).toBeVisible();
    await expect(hero.getByText('£29 per person')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Log in to buy' })).toBeVisible();
  });

  test('without the public read (a missing class, or an API without it): the log-in prompt alone', async ({ page }) => {
    await prefer(page, publicClass, 'code=404');
    await page.goto(CLASS_PAGE);
    await expect(page).toHaveTitle('Kinetic — Log in to see this class');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to see the full class' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      `/login?callbackUrl=${encodeURIComponent(CLASS_PAGE)}`,
    );
    await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
