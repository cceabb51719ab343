import type { Page, Request } from '@playwright/test';
import { setMockClock } from './clock';
import { choose, expect, expectNoAxeViolations, logInAsCustomer, prefer, test } from './fixtures';

const VIDEO = '**/api/customer/v1/get/videos/*';

const videosRequest = (page: Page) =>
  page.waitForRequest((request: Request) => new URL(request.url()).pathname === '/api/customer/v1/get/videos');
const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

test.beforeEach(async ({ page }) => {
  await setMockClock(page);
  await logInAsCustomer(page);
});

test('the library lists videos a page at a time, each opening its player, and filters by trainer', async ({ page }) => {
  const first = videosRequest(page);
  await page.goto('/library');
  expect(query(await first)).toEqual({ page: '0', size: '12' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
  const videos = page.getByRole('region', { name: 'Videos' });
  await expect(videos.getByRole('link', { name: 'Endurance Ride: Zone 2' })).toHaveAttribute(
    'href',
    '/library/cl_2022',
  );
  await expectNoAxeViolations(page);

  const filtered = videosRequest(page);
  await page.getByRole('button', { name: /Trainer/ }).click();
  await page.getByRole('option', { name: 'Priya Sharma' }).click();
  expect(query(await filtered)).toEqual({ page: '0', size: '12', trainerId: 'tr_1003' });
  await expect(page).toHaveURL(/\/library\?trainer=tr_1003$/);
});

test('the player has captions and offers to resume where the customer stopped, or to start over', async ({ page }) => {
  await prefer(page, VIDEO, 'example=purchased');
  await page.goto('/library/cl_2009');
  await expect(page.getByRole('heading', { level: 1, name: 'Breathwork for Better Sleep' })).toBeVisible();
  const player = page.getByLabel('Video: Breathwork for Better Sleep');
  await expect(player).toHaveAttribute('controls', '');
  await expect(player.locator('track[kind="captions"]')).toHaveAttribute(
    'src',
    '/media/videos/breathwork-for-better-sleep.en.vtt',
  );
  await expect(page.getByRole('button', { name: /Resume from/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Watch to 12:04 in, then pause (the native controls' keyboard: Space pauses the focused player).
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await player.evaluate((video: HTMLVideoElement) => {
    video.currentTime = 24;
  });
  await player.focus();
  await page.keyboard.press('Space');
  await expect(player).toHaveJSProperty('paused', true);

  await page.getByRole('link', { name: 'Back to your library' }).click();
  // The library itself, not only its name (the heading while its code loads): the player has gone.
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
  await expect(player).toHaveCount(0);
  await page.goBack();
  const resume = page.getByRole('button', { name: 'Resume from 0:24' });
  await expect(resume).toBeVisible();
  await expectNoAxeViolations(page);
  await resume.click();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThanOrEqual(24);
  await expect(resume).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThan(5);
  await player.evaluate((video: HTMLVideoElement) => video.pause());
  await page.reload();
  await expect(page.getByRole('button', { name: /Resume from/ })).toHaveCount(0);
});

test('a video not bought yet leads to its class, where it is bought from credit and then plays', async ({ page }) => {
  await page.goto('/library/cl_2009');
  await expect(page.getByRole('heading', { name: 'Buy this class to watch it' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('link', { name: 'See the class' }).click();

  await expect(page).toHaveURL(/\/classes\/cl_2009$/);
  await page.getByRole('button', { name: 'Buy to watch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Breathwork for Better Sleep' });
  await expect(dialog.getByRole('radio', { name: /^Account credit/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Buy for £9 from credit' }).click();
  await expect(dialog).toContainText(
    'Breathwork for Better Sleep is yours to watch. We’ve taken £9 from your account credit.',
  );
  await dialog.getByRole('link', { name: 'Watch now' }).click();

  await expect(page).toHaveURL(/\/library\/cl_2009$/);
  await expect(page.getByLabel('Video: Breathwork for Better Sleep')).toHaveAttribute('controls', '');
  await page.goto('/classes/cl_2009');
  await expect(page.getByText('In your library')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/library/cl_2009');
  await expect(page.getByRole('button', { name: 'Buy to watch' })).toHaveCount(0);
});

test('a recorded class bought by card with a code is confirmed on return and opens from the library', async ({
  page,
}) => {
  await page.goto('/classes/cl_2009');
  await page.getByRole('button', { name: 'Buy to watch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Breathwork for Better Sleep' });
  await dialog.getByRole('button', { name: 'Have a code?' }).click();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('WINTER20');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toContainText('£7.20, was £9');
  await choose(dialog.getByRole('radio', { name: /^Card/ }));
  await dialog.getByRole('button', { name: 'Buy for £7.20 by card' }).click();

  await expect(page).toHaveURL(/\/payment-success\?video=cl_2009/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/Breathwork for Better Sleep is in your library, yours to keep/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to your library' }).click();
  await expect(
    page.getByRole('region', { name: 'Videos' }).getByRole('link', { name: 'Breathwork for Better Sleep' }),
  ).toBeVisible();
});
