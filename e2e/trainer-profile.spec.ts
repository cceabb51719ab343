import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, logIn, prefer, signIn, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const discoverClasses = '**/api/class/web/discover-classes*';
const fromTrainer = '**/api/class/web/from-trainer*';
// The contract's trainer-profile example (tr_1003), third in the home page's featured trainers.
const TRAINER_ID = 'tr_1003';
const TRAINER = 'Priya Sharma';
const PROFILE = `/trainers/${TRAINER_ID}`;

test.beforeEach(({ page }) => setMockClock(page));

/**
 * The bodies of follow and unfollow calls as the server receives them. (The SDK sends a streamed
 * Request body, which `request.postData()` does not expose; an intercepted route does.)
 */
async function recordFollowCalls(page: Page) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  await page.route(/\/api\/customer\/(un)?follow$/, async (route) => {
    const request = route.request();
    calls.push({ method: request.method(), path: new URL(request.url()).pathname, body: request.postDataJSON() });
    await route.continue();
  });
  return calls;
}

test.describe('trainer profile', () => {
  test('a visitor reaches it from a home page trainer card and sees the whole profile', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Featured trainers' }).getByRole('link', { name: TRAINER }).click();
    await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
    await expect(page).toHaveTitle(`Kinetic — ${TRAINER}`);

    await expect(page.getByRole('heading', { level: 1, name: TRAINER })).toBeVisible();
    await expect(page.getByText('Vinyasa and yin yoga teacher, 500-hour certified')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.95 out of 5 from 301 reviews' })).toBeVisible();
    await expect(page.getByText('From £35 a session')).toBeVisible();
    await expect(page.getByText('5,120 followers')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Priya' })).toBeVisible();
    await expect(page.getByText(/I teach breath-led vinyasa/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Specialities' }).getByRole('listitem')).toHaveText([
      'Yoga',
      'Meditation',
    ]);

    const glance = page.getByRole('complementary', { name: 'At a glance' });
    await expect(glance.getByText('9 years')).toBeVisible();
    await expect(glance.getByText('English and Hindi')).toBeVisible();
    await expect(glance.getByText('500-hour Yoga Teacher Training (RYT-500)')).toBeVisible();
    await expect(glance.getByText('Validated')).toHaveCount(2);

    const reviews = page.getByRole('region', { name: 'Recent reviews' });
    await expect(reviews.getByRole('article')).toHaveCount(3);
    await expect(reviews.getByRole('article', { name: 'Olivia Hughes' }).getByRole('img')).toHaveAccessibleName(
      'Rated 5 out of 5',
    );

    // A visitor's classes come from the public catalogue, filtered by this trainer.
    const classes = page.getByRole('region', { name: 'Upcoming live classes' });
    const classLink = classes.getByRole('link', { name: 'Sunrise Vinyasa Flow' });
    await expect(classLink).toHaveAttribute('href', '/classes/cl_2007');
    await expect(classes.getByRole('link', { name: 'Amara' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a shared link downloads the trainer with the page itself, and reads them only once', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const response = await page.goto(PROFILE);
    expect(response?.headers()['link']).toContain(`</api/trainer/${TRAINER_ID}>; rel=preload; as=fetch; crossorigin`);
    await expect(page.getByRole('heading', { level: 1, name: TRAINER })).toBeVisible();
    const read = `/api/trainer/${TRAINER_ID}`;
    expect(asked.indexOf(read)).toBeLessThan(asked.findIndex((path) => path.endsWith('.js')));
    expect(asked.filter((path) => path === read)).toHaveLength(1);
  });

  test('asks the public catalogue for the trainer’s live classes when nobody is signed in', async ({ page }) => {
    const request = page.waitForRequest(discoverClasses);
    await page.goto(PROFILE);
    const url = new URL((await request).url());
    expect(url.searchParams.get('trainerId')).toBe(TRAINER_ID);
    expect(url.searchParams.get('isLive')).toBe('true');
  });

  test('a visitor’s Follow goes to login and comes back to the profile', async ({ page }) => {
    await page.goto(PROFILE);
    const follow = page.getByRole('link', { name: 'Follow' });
    await expect(follow).toHaveAttribute('href', `/login?callbackUrl=${encodeURIComponent(PROFILE)}`);
    await follow.click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await logIn(page);
    await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
    // Olivia already follows Priya (the contract's customer profile).
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  });

  test('a customer unfollows and follows again, with the keyboard', async ({ page }) => {
    await signIn(page, 'customer');
    const classes = page.waitForRequest(fromTrainer);
    await page.goto(PROFILE);
    expect(new URL((await classes).url()).searchParams.get('trainerId')).toBe(TRAINER_ID);
    await expect(
      page.getByRole('region', { name: 'Upcoming live classes' }).getByRole('link', { name: 'Power Yoga Foundations' }),
    ).toBeVisible();

    const unfollow = page.getByRole('button', { name: 'Unfollow' });
    await expect(unfollow).toBeVisible();
    await expectNoAxeViolations(page);

    const calls = await recordFollowCalls(page);
    const body = { customerId: 'cu_3001', trainerId: TRAINER_ID };
    const unfollowRequest = page.waitForRequest(
      (request) => request.url().endsWith('/api/customer/unfollow') && request.method() === 'DELETE',
    );
    await unfollow.focus();
    await page.keyboard.press('Enter');
    await unfollowRequest;
    await expect.poll(() => calls).toEqual([{ method: 'DELETE', path: '/api/customer/unfollow', body }]);
    await expect(page.getByRole('status').filter({ hasText: 'You’ve unfollowed Priya.' })).toBeVisible();
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await expect(follow).toBeVisible();
    await expect(follow).toBeFocused();
    await expectNoAxeViolations(page);

    const followRequest = page.waitForRequest(
      (request) => request.url().endsWith('/api/customer/follow') && request.method() === 'POST',
    );
    await page.keyboard.press('Space');
    await followRequest;
    await expect.poll(() => calls[1]).toEqual({ method: 'POST', path: '/api/customer/follow', body });
    await expect(page.getByRole('status').filter({ hasText: 'You’re following Priya.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    // The follower count is the server's answer: the world counts Olivia among the 5,120 again.
    await expect(page.getByText('5,120 followers')).toBeVisible();
  });

  test('shows when the trainer has no classes, and when classes fail to load', async ({ page }) => {
    await prefer(page, discoverClasses, 'example=empty');
    await page.goto(PROFILE);
    await expect(page.getByRole('heading', { name: 'No live classes scheduled' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute(discoverClasses);
    await prefer(page, discoverClasses, 'code=500');
    await page.reload();
    const classes = page.getByRole('region', { name: 'Upcoming live classes' });
    await expect(classes.getByRole('heading', { name: 'We couldn’t load the classes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: TRAINER })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a class card opens the class page', async ({ page }) => {
    await page.goto(PROFILE);
    await page
      .getByRole('region', { name: 'Upcoming live classes' })
      .getByRole('link', { name: 'Sunrise Vinyasa Flow' })
      .click();
    await expect(page).toHaveURL(/\/classes\/cl_2007$/);
  });
});
