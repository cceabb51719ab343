import type { BrowserContext, Page, Request } from '@playwright/test';
import { setMockClock } from './clock';
import {
  expect,
  expectNoAxeViolations,
  hold,
  logInAsCustomer,
  logInAsTrainerAt,
  prefer,
  requestsTo,
  signIn,
  test,
} from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

// The video room with the local provider: real WebRTC between pages of one browser context,
// signalled over BroadcastChannel, with Chromium's fake camera and microphone.

const ROOM = '**/api/agora/room/**';
const TRAINER_TOKEN = '**/api/agora/trainer-token*';
const CUSTOMER_TOKEN = '**/api/agora/customer-token?*';

/** Fails the test on contract violations and page errors of a second page (the fixture guards `page`). */
function guard(other: Page) {
  const problems: string[] = [];
  other.on('response', (response) => {
    const header = response.headers()['sl-violations'];
    if (header) problems.push(`${response.url()}: ${header}`);
  });
  other.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const waitForCall = (page: Page, path: string, method = 'GET') =>
  page.waitForRequest((request: Request) => request.method() === method && new URL(request.url()).pathname === path);
const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

/** The width of the picture a `<video>` is playing (0 until frames arrive). */
const videoWidth = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Video' })
    .getByLabel(name)
    .evaluate((video: HTMLVideoElement) => video.videoWidth);

/** The trainer, signed in, in the room's pre-join screen (Open Studio Flow is on at any hour). */
async function trainerInRoom(page: Page, roomId = 'cl_2040') {
  await setMockClock(page);
  await logInAsTrainerAt(page, `/room/${roomId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function customerPage(context: BrowserContext) {
  const customer = await context.newPage();
  const problems = guard(customer);
  await setMockClock(customer);
  await logInAsCustomer(customer);
  return { customer, problems };
}

/** The trainer goes live and a booked customer joins and sees them. */
async function liveWithViewer(page: Page, context: BrowserContext) {
  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByRole('button', { name: 'End class' })).toBeVisible();
  const watching = await customerPage(context);
  await watching.customer.goto('/room/cl_2040');
  await watching.customer.getByRole('button', { name: 'Join' }).click();
  await expect.poll(() => videoWidth(watching.customer, 'Video of Priya Sharma')).toBeGreaterThan(0);
  return watching;
}

test('the pre-join screens: the trainer sees their camera, devices and level; a customer is told they only watch', async ({
  page,
  context,
}) => {
  await trainerInRoom(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Open Studio Flow' })).toBeVisible();
  await expect
    .poll(() => page.getByLabel('Your camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Camera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Microphone' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await expectNoAxeViolations(page);

  const { customer, problems } = await customerPage(context);
  await customer.goto('/room/cl_2040');
  await expect(
    customer.getByText('You watch and listen; your camera and microphone stay off in a class.'),
  ).toBeVisible();
  await expectNoAxeViolations(customer);
  expect(problems).toEqual([]);
});

test('on a phone the pre-join comes in the place its loading view kept: nothing on the page moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await setMockClock(page);
  await signIn(page, 'customer');
  const release = await hold(page, ROOM);
  await page.goto('/room/cl_2040');
  await expect(page.getByRole('status', { name: 'Opening the room' })).toBeVisible();
  // The elements that move from now on (a layout shift's sources), as the browser reports them.
  await page.evaluate(() => {
    const moved: string[] = [];
    Object.assign(window, { moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node: Node | null }[] })[])
        for (const { node } of entry.sources) moved.push(node?.nodeName ?? '?');
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  // A frame for the browser to report what the pre-join's arrival moved.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
});

test('the trainer goes live, a booked customer joins and sees the trainer, leaves, rejoins, and the class ends', async ({
  page,
  context,
}) => {
  await trainerInRoom(page);
  const trainerToken = waitForCall(page, '/api/agora/trainer-token');
  await page.getByRole('button', { name: 'Go live' }).click();
  expect(query(await trainerToken)).toEqual({ classId: 'cl_2040' });
  await expect(page.getByRole('status').filter({ hasText: 'No one watching yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End class' })).toBeVisible();

  const { customer, problems } = await customerPage(context);
  await customer.goto('/room/cl_2040');
  const customerToken = waitForCall(customer, '/api/agora/customer-token');
  const count = waitForCall(customer, '/api/agora/customer-count', 'POST');
  await customer.getByRole('button', { name: 'Join' }).click();
  expect(query(await customerToken)).toEqual({ classId: 'cl_2040', uid: expect.stringMatching(/^[1-9]\d*$/) });
  expect(query(await count)).toEqual({ channelName: 'class-cl_2040' });
  await expect.poll(() => videoWidth(customer, 'Video of Priya Sharma')).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: '1 watching' })).toBeVisible();
  await expectNoAxeViolations(customer);

  // Mute what one hears, then leave and rejoin.
  await customer.getByRole('button', { name: 'Mute sound' }).click();
  await expect(customer.getByLabel('Video of Priya Sharma')).toHaveJSProperty('muted', true);
  await expect(customer.getByRole('button', { name: 'Unmute sound' })).toBeVisible();
  const uncount = waitForCall(customer, '/api/agora/customer-count', 'DELETE');
  await customer.getByRole('button', { name: 'Leave' }).click();
  await expect(customer.getByRole('heading', { name: 'You left the room' })).toBeVisible();
  // Leaving counts the viewer out, as joining counted them in.
  expect(query(await uncount)).toEqual({ channelName: 'class-cl_2040' });
  await expect(page.getByRole('status').filter({ hasText: 'No one watching yet' })).toBeVisible();
  await customer.getByRole('button', { name: 'Rejoin' }).click();
  await expect.poll(() => videoWidth(customer, 'Video of Priya Sharma')).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: '1 watching' })).toBeVisible();

  await page.getByRole('button', { name: 'End class' }).click();
  await expect(page.getByRole('heading', { name: 'The class has ended' })).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'The class has ended' })).toBeVisible();
  await expect(customer.getByText('Thanks for training with Priya Sharma.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('when the network drops the room waits for the connection to come back by itself, even after 10 s, without joining again', async ({
  page,
  context,
}) => {
  // Ten seconds without a network, on top of joining.
  test.slow();
  await trainerInRoom(page);
  const { customer, problems } = await liveWithViewer(page, context);
  const tokens = requestsTo(customer, 'GET', '/agora/customer-token');

  await context.setOffline(true);
  const reconnecting = customer.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' });
  await expect(reconnecting).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' })).toBeVisible();
  await expectNoAxeViolations(customer);
  // The video service keeps trying (for minutes): 10 s later the room still waits, nothing offered.
  await customer.waitForTimeout(10_000);
  await expect(reconnecting).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'You’re disconnected' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(reconnecting).toHaveCount(0);
  await expect.poll(() => videoWidth(customer, 'Video of Priya Sharma')).toBeGreaterThan(0);
  // Back in the same session: no new token, no new join.
  expect(tokens).toEqual([]);
  expect(problems).toEqual([]);
});

test('a second tab of the same trainer takes over the broadcast once; the first says so and never takes it back by itself', async ({
  page,
  context,
}) => {
  // Three pages: two of the trainer and a viewer.
  test.slow();
  await trainerInRoom(page);
  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByRole('button', { name: 'End class' })).toBeVisible();

  const second = await context.newPage();
  const problems = guard(second);
  await setMockClock(second);
  await second.goto('/room/cl_2040');
  await second.getByRole('button', { name: 'Go live' }).click();
  await expect(second.getByRole('button', { name: 'End class' })).toBeVisible();

  const replaced = page.getByRole('heading', { name: 'You’re in this room on another device' });
  await expect(replaced).toBeVisible();
  await expectNoAxeViolations(page);
  // No flapping: a while later each tab is where it was.
  await page.waitForTimeout(3000);
  await expect(replaced).toBeVisible();
  await expect(second.getByRole('button', { name: 'End class' })).toBeVisible();

  // Continue here takes it back, once: now the second tab steps out.
  await page.getByRole('button', { name: 'Continue here' }).click();
  await expect(page.getByRole('button', { name: 'End class' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'You’re in this room on another device' })).toBeVisible();

  // A viewer watches the tab that broadcasts.
  const { customer, problems: customerProblems } = await customerPage(context);
  await customer.goto('/room/cl_2040');
  await customer.getByRole('button', { name: 'Join' }).click();
  await expect.poll(() => videoWidth(customer, 'Video of Priya Sharma')).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: '1 watching' })).toBeVisible();
  expect([...problems, ...customerProblems]).toEqual([]);
});

test('a camera that stops (unplugged) says so in the room, offers the pickers, and the viewers get the camera opened again', async ({
  page,
  context,
}) => {
  // Keeps what getUserMedia opens, so the test can play an unplugged camera.
  await page.addInitScript(() => {
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    const opened: MediaStream[] = [];
    Object.assign(window, { opened });
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const media = await getUserMedia(constraints);
      opened.push(media);
      return media;
    };
  });
  await trainerInRoom(page);
  const { customer, problems } = await liveWithViewer(page, context);

  const opens = () => page.evaluate(() => (window as unknown as { opened: MediaStream[] }).opened.length);
  const before = await opens();
  // The camera goes, as when unplugged: its track ends.
  await page.evaluate(() => {
    const { opened } = window as unknown as { opened: MediaStream[] };
    const camera = opened.at(-1)?.getVideoTracks()[0];
    camera?.stop();
    camera?.dispatchEvent(new Event('ended'));
  });
  const notice = page.getByRole('alert').filter({ hasText: 'Your camera stopped' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Camera' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Opened again (the default camera), and sent: the viewer's picture goes on.
  await expect.poll(opens).toBeGreaterThan(before);
  await expect
    .poll(() =>
      customer.getByLabel('Video of Priya Sharma').evaluate((video: HTMLVideoElement) => {
        const [track] = (video.srcObject as MediaStream).getVideoTracks();
        return track?.muted === false && video.videoWidth > 0;
      }),
    )
    .toBe(true);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a one-to-one: both sides see each other, each with their own picture in a corner', async ({ page, context }) => {
  // Two pages with a camera each join the room: more than one page's 30 s on a busy machine.
  test.slow();
  await prefer(page, ROOM, 'example=oneToOne');
  await trainerInRoom(page, 'oo_8002');
  const trainerToken = waitForCall(page, '/api/agora/customer-token-oneToOne');
  await page.getByRole('button', { name: 'Join' }).click();
  expect(query(await trainerToken)).toEqual({ classId: 'oo_8002' });
  await expect(page.getByText('Waiting for the other person to join…')).toBeVisible();

  const { customer, problems } = await customerPage(context);
  await prefer(customer, ROOM, 'example=oneToOne');
  await customer.goto('/room/oo_8002');
  await expect
    .poll(() => customer.getByLabel('Your camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  const customerToken = waitForCall(customer, '/api/agora/customer-token-oneToOne');
  await customer.getByRole('button', { name: 'Join' }).click();
  expect(query(await customerToken)).toEqual({ classId: 'oo_8002', uid: expect.stringMatching(/^[1-9]\d*$/) });

  await expect.poll(() => videoWidth(customer, 'Video of Priya Sharma')).toBeGreaterThan(0);
  await expect.poll(() => videoWidth(page, 'Video of Priya Sharma')).toBeGreaterThan(0);
  await expect(customer.getByRole('region', { name: 'Video' }).getByLabel('Your video')).toBeVisible();
  await expectNoAxeViolations(customer);

  await customer.getByRole('button', { name: 'Mute microphone' }).click();
  await expect(customer.getByRole('button', { name: 'Unmute microphone' })).toBeVisible();
  await customer.getByRole('button', { name: 'Stop camera' }).click();
  await expect(customer.getByRole('button', { name: 'Start camera' })).toBeVisible();

  // Either side ends a one-to-one for both, and both are told the session (not a class) has ended.
  await page.getByRole('button', { name: 'End session' }).click();
  for (const side of [page, customer]) {
    await expect(side.getByRole('heading', { name: 'The session has ended' })).toBeVisible();
    await expect(side.getByText('The one-to-one session is over for both of you.')).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('a camera or microphone that is refused says how to allow it, and Go live waits until it works', async ({
  page,
}) => {
  // The first request for the camera is refused, as when the browser blocks it; the next is granted.
  await page.addInitScript(() => {
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    let refused = false;
    navigator.mediaDevices.getUserMedia = (constraints) => {
      if (refused) return getUserMedia(constraints);
      refused = true;
      return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    };
  });
  await trainerInRoom(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Camera and microphone are blocked' });
  await expect(alert).toContainText('Allow them for this site');
  await expect(page.getByRole('button', { name: 'Go live' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Go live' })).toBeEnabled();
  await expect
    .poll(() => page.getByLabel('Your camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
});

test('a failing token call says so and Try again joins once it answers', async ({ page }) => {
  await trainerInRoom(page);
  await prefer(page, TRAINER_TOKEN, 'code=500');
  await page.getByRole('button', { name: 'Go live' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t connect you to the room' });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(TRAINER_TOKEN);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'End class' })).toBeVisible();
});

test('a customer without a booking is told so and sent to the class', async ({ page }) => {
  await setMockClock(page);
  await signIn(page, 'customer');
  await prefer(page, CUSTOMER_TOKEN, 'code=403');
  await page.goto('/room/cl_2040');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('alert')).toContainText('Only customers who booked this class can join it.');
  await expect(page.getByRole('link', { name: 'Go to the class' })).toHaveAttribute('href', '/classes/cl_2040');
});

test('before the room opens a countdown shows; after the end the session is over', async ({ page }) => {
  await setMockClock(page);
  await signIn(page, 'customer');
  await prefer(page, ROOM, 'example=upcoming');
  await page.goto('/room/cl_2007');
  await expect(page.getByText('Not started yet')).toBeVisible();
  await expect(page.locator('time').filter({ hasText: '1:00:00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute(ROOM);
  await prefer(page, ROOM, 'example=over');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This session is over' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('a visitor is sent to log in first', async ({ page }) => {
  await page.goto('/room/cl_2007');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Froom%2Fcl_2007$/);
});
