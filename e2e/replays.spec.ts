import type { Page } from '@playwright/test';
import { MOCK_NOW, setMockClock } from './clock';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// Open Studio Flow (Priya's, every hour on the hour, an hour long), recorded, in this test's own
// world: its trainer turns recording on and Olivia books the session two hours after the mocks' now
// and joins its room, all through the API. The replay is processing once the session ends and ready
// 20 minutes later.
const HOUR = 60 * 60 * 1000;
const start = new Date(Math.ceil(MOCK_NOW.getTime() / HOUR) * HOUR + HOUR);
const at = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);
const bearer = (sub: string) =>
  `Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6ImtpbmV0aWMtbW9jayJ9.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.c2lnbmF0dXJl`;

/** A call to the product API as `sub` at `when`. */
async function api(page: Page, sub: string, when: Date, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const answer = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: {
      Authorization: bearer(sub),
      'X-Mock-Now': when.toISOString(),
      ...(method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
    },
  });
  expect(answer.ok(), `${method} ${path}`).toBe(true);
  return (await answer.json()) as unknown;
}

/** Priya records Open Studio Flow (its fees her default). */
const recordIt = (page: Page, when: Date) =>
  api(page, 'uid_priya', when, 'PUT', '/class/cl_2040/policy', {
    usesDefault: true,
    recorded: true,
    replaysForSale: false,
  });

/** Olivia books the session at `start` and joins its room two minutes in. */
async function bookAndJoin(page: Page) {
  const window = `startDate=${at(-60).toISOString()}&endDate=${at(120).toISOString()}`;
  const sessions = (await api(page, 'uid_olivia', at(-30), 'GET', `/class/cl_2040/instances?${window}`)) as {
    id: string;
    startDate: string;
  }[];
  const id = sessions.find((session) => Date.parse(session.startDate) === start.getTime())?.id ?? '';
  await api(page, 'uid_olivia', at(-30), 'POST', '/class/cl_2040/book', {
    classInstanceId: id,
    paymentMethod: 'CREDIT',
  });
  await api(page, 'uid_olivia', at(2), 'POST', '/agora/customer-count?channelName=class-cl_2040');
}

test('a recorded class says so before joining, and shows Recording in the room', async ({ page }) => {
  await signIn(page, 'customer');
  await recordIt(page, MOCK_NOW);
  await setMockClock(page);
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
  await signIn(page, 'customer');
  await recordIt(page, at(-60));
  await bookAndJoin(page);

  // The session has ended: its replay is processing.
  await setMockClock(page, at(61));
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

  await replay.click();
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
