import type { Page } from '@playwright/test';
import { MOCK_NOW, setMockClock } from './clock';
import { api, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { at, bookOpenStudio, joinOpenStudio } from './openStudio';

// Open Studio Flow (Priya's, every hour on the hour, an hour long), recorded, in this test's own
// world: its trainer turns recording on and Olivia books the session two hours after the mocks' now
// and joins its room, all through the API. The replay is processing once the session ends and ready
// 20 minutes later.
/** Priya records Open Studio Flow (its fees her default). */
const recordIt = (page: Page, when: Date) =>
  api(page, 'PUT', '/class/cl_2040/policy', {
    as: 'uid_priya',
    at: when,
    data: { usesDefault: true, recorded: true, replaysForSale: false },
  });

/** Olivia books the session and joins its room two minutes in. */
async function bookAndJoin(page: Page) {
  await bookOpenStudio(page, 'uid_olivia');
  await joinOpenStudio(page, 'uid_olivia', 2);
}

test('a recorded class says so before joining, and shows Recording in the room', async ({ page }) => {
  await recordIt(page, MOCK_NOW);
  await setMockClock(page);
  await signIn(page, 'customer');
  await page.goto('/room/cl_2040');

  await expect(page.getByRole('heading', { level: 1, name: 'Open Studio Flow' })).toBeVisible();
  await expect(page.getByText('This class is recorded', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The trainer is recorded while the class runs, and everyone who booked gets the replay.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('region', { name: 'Video' }).getByText('Recording', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a booked recorded session is a replay processing on the class page and in the library, then a video there to resume', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await recordIt(page, at(-60));
  await bookAndJoin(page);

  // The session has ended: its replay is processing.
  await setMockClock(page, at(61));
  await signIn(page, 'customer');
  await page.goto('/classes/cl_2040');
  await expect(page.getByText(/^This class is recorded\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Replays' })).toContainText('Replay processing');
  await expectNoAxeViolations(page);

  await page.goto('/library');
  const onTheWay = page.getByRole('region', { name: 'Replays on the way' });
  await expect(onTheWay.getByRole('listitem')).toHaveCount(1);
  await expect(onTheWay).toContainText('Open Studio Flow');
  await expect(onTheWay).toContainText('Replay processing');
  await expectNoAxeViolations(page);

  // Twenty minutes after the end it is one of the videos, first in the library.
  await setMockClock(page, at(80));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
  const replay = page.getByRole('region', { name: 'Videos' }).getByRole('link', { name: 'Open Studio Flow' });
  await expect(replay).toHaveAttribute('href', /^\/library\/cl_rp_2040_/);
  await expect(onTheWay).toHaveCount(0);
  // Labelled a replay, with its session's day and time, not as any recorded class.
  const card = page.getByRole('region', { name: 'Videos' }).getByRole('article', { name: 'Open Studio Flow' });
  await expect(card).toContainText(/Replay of \w{3} \d{1,2} \w{3}, \d{1,2}:00 · 60 min/);
  await expect(card).not.toContainText('On demand');

  await replay.click();
  await expect(page.getByText(/^Of the live class on \w+ \d{1,2} \w+ at \d{1,2}:00$/)).toBeVisible();
  await expectNoAxeViolations(page);
  const player = page.getByLabel('Video: Open Studio Flow');
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await player.evaluate((video: HTMLVideoElement) => {
    video.currentTime = 24;
  });
  await player.evaluate((video: HTMLVideoElement) => video.pause());
  await page.getByRole('link', { name: 'Back to your library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();

  await replay.click();
  const resume = page.getByRole('button', { name: 'Resume from 0:24' });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThanOrEqual(24);
});
