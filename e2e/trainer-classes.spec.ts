import type { Page, Request } from '@playwright/test';
import { PROCESSING_TIME } from '../mocks/world/replays.mjs';
import { MOCK_NOW, setMockClock } from './clock';
import {
  expect,
  expectNoAxeViolations,
  logInAsTrainerAt,
  pickOption,
  prefer,
  requestsTo,
  test,
  typeDateTime,
} from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const CREATE = '/api/class';
const DAY = 24 * 60 * 60 * 1000;

/** A multipart body's text (the parts' names and values; files as their bytes). */
const body = (request: Request) => request.postDataBuffer()?.toString('latin1') ?? '';
const part = (name: string, value: string) => `name="${name}"\r\n\r\n${value}\r\n`;

/** A picture of `bytes` bytes, as the file chooser hands it over. */
const picture = (name: string, bytes: number) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(bytes, 1) });

/** Fills every required field of a new live class with the keyboard (two weeks after the mocks' now). */
async function fillLiveClass(page: Page) {
  await page.getByLabel('Class title').focus();
  await page.keyboard.type('Evening Slow Flow');
  await page.getByLabel('Description').focus();
  await page.keyboard.type('A slow, grounding flow to end the day.');
  await pickOption(page, 'Category', 'Yoga');
  await pickOption(page, 'Difficulty', 'Beginner');
  await page.getByRole('checkbox', { name: 'Yoga mat' }).focus();
  await page.keyboard.press('Space');
  await typeDateTime(
    page.getByRole('spinbutton', { name: /^day, Starting date/ }),
    new Date(MOCK_NOW.getTime() + 14 * DAY + 3 * 60 * 60 * 1000),
  );
  await page.getByRole('checkbox', { name: 'Monday' }).focus();
  await page.keyboard.press('Space');
}

test.beforeEach(async ({ page }) => {
  await setMockClock(page);
});

test.describe('the trainer’s classes', () => {
  test('lists each class with its status, next session, bookings and price', async ({ page }) => {
    await logInAsTrainerAt(page, '/trainer/classes');
    await expect(page).toHaveTitle(/Your classes/);
    const list = page.getByRole('list', { name: 'Your classes' });
    const sunrise = list.getByRole('listitem', { name: 'Sunrise Vinyasa Flow' });
    await expect(sunrise).toContainText('Scheduled');
    await expect(sunrise).toContainText('14 bookings for the next session');
    await expect(sunrise).toContainText('£30');
    const breathwork = list.getByRole('listitem', { name: 'Breathwork for Better Sleep' });
    await expect(breathwork).toContainText('Published');
    await expect(breathwork).toContainText('Bought 42 times');
    await expect(breathwork.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('has no axe violations in the dark, list and form', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await logInAsTrainerAt(page, '/trainer/classes');
    await expect(page.getByRole('listitem', { name: 'Sunrise Vinyasa Flow' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'New class' }).click();
    await expect(page.getByLabel('Class title')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('deletes a class after a confirmation', async ({ page }) => {
    const deletes = requestsTo(page, 'DELETE', '/api/class/cl_2007');
    await logInAsTrainerAt(page, '/trainer/classes');
    await page.getByRole('button', { name: 'Delete Sunrise Vinyasa Flow' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Sunrise Vinyasa Flow?' });
    await expect(dialog).toContainText('The 14 customers booked are refunded to account credit.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep class' }).click();
    await expect(dialog).toBeHidden();
    expect(deletes).toHaveLength(0);
    await page.getByRole('button', { name: 'Delete Sunrise Vinyasa Flow' }).click();
    await dialog.getByRole('button', { name: 'Delete class' }).click();
    await expect(page.getByText('Sunrise Vinyasa Flow is deleted')).toBeVisible();
    expect(deletes).toHaveLength(1);
  });

  test('shows the API’s message when a delete is refused', async ({ page }) => {
    await prefer(page, /\/api\/class\/cl_2007$/, 'code=409');
    await logInAsTrainerAt(page, '/trainer/classes');
    await page.getByRole('button', { name: 'Delete Sunrise Vinyasa Flow' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete class' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The class was not deleted: This has already been done.');
  });

  test('cancels the next session for everyone after saying who will be told', async ({ page }) => {
    const cancels = requestsTo(page, 'GET', '/api/customer/cancel-class-trainer');
    await logInAsTrainerAt(page, '/trainer/classes');
    await page.getByRole('button', { name: 'Cancel Sunrise Vinyasa Flow for everyone booked' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this session for everyone?' });
    await expect(dialog).toContainText('All 14 customers booked lose their place and are told at once.');
    await dialog.getByRole('button', { name: 'Cancel for everyone' }).click();
    await expect(page.getByText('Sunrise Vinyasa Flow is cancelled')).toBeVisible();
    expect(cancels.map((request) => new URL(request.url()).searchParams.get('classId'))).toEqual(['cl_2007']);
  });
});

test.describe('creating a class', () => {
  test('works with the keyboard alone and sends every field once', async ({ page }) => {
    const creates = requestsTo(page, 'POST', CREATE);
    await logInAsTrainerAt(page, '/trainer/classes/new');
    await expect(page).toHaveTitle(/New class/);
    await fillLiveClass(page);
    await page.getByRole('button', { name: 'Create class' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Class Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/classes$/);
    expect(creates).toHaveLength(1);
    const sent = body(creates[0] as Request);
    expect(creates[0]?.headers()['idempotency-key']).toBeTruthy();
    for (const [name, value] of [
      ['title', 'Evening Slow Flow'],
      ['category', 'Yoga'],
      ['difficulty', 'BEGINNER'],
      ['isLive', 'true'],
      ['durationMinutes', '60'],
      ['price', '2667'],
      ['capacity', '20'],
      ['sessionType', 'RECURRING'],
      ['repeatDays', 'MONDAY'],
      ['equipment', 'Yoga mat'],
    ])
      expect(sent).toContain(part(name as string, value as string));
  });

  test('refuses a picture over 1 MB without sending anything, and keeps the others in order', async ({ page }) => {
    const creates = requestsTo(page, 'POST', CREATE);
    await logInAsTrainerAt(page, '/trainer/classes/new');
    const pictures = page.getByRole('group', { name: 'Pictures' });
    await pictures
      .locator('input[type="file"]')
      .setInputFiles([
        picture('cover.png', 200_000),
        picture('huge.png', 1024 * 1024 + 1),
        picture('studio.png', 300_000),
      ]);
    await expect(pictures).toContainText('huge.png is larger than 1 MB, the most a picture may be. It was not added.');
    await expect(pictures.getByRole('button', { name: 'Remove huge.png' })).toHaveCount(0);
    await pictures.getByRole('button', { name: 'Move studio.png earlier' }).click();
    await expect(pictures.getByRole('button', { name: 'Remove studio.png' })).toBeVisible();
    expect(creates).toHaveLength(0);
    await fillLiveClass(page);
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect(page.getByText('Class Created Successfully')).toBeVisible();
    const sent = body(creates[0] as Request);
    expect(sent).not.toContain('huge.png');
    expect(sent.indexOf('filename="studio.png"')).toBeLessThan(sent.indexOf('filename="cover.png"'));
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await logInAsTrainerAt(page, '/trainer/classes');
    await page.getByRole('link', { name: 'New class' }).first().click();
    await page.getByLabel('Class title').fill('Half-typed');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    const back = page.getByRole('link', { name: 'Back to classes' });
    await back.focus();
    await page.keyboard.press('Enter');
    expect(asked).toEqual(['You have changes that are not saved. Leave this page and lose them?']);
    await expect(page).toHaveURL(/\/trainer\/classes\/new$/);
    await expect(page.getByLabel('Class title')).toHaveValue('Half-typed');
    // The browser's Back asks the same.
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.evaluate(() => history.back());
    await expect.poll(() => asked).toHaveLength(2);
    await expect(page).toHaveURL(/\/trainer\/classes\/new$/);
    await expect(page.getByLabel('Class title')).toHaveValue('Half-typed');
    page.once('dialog', (dialog) => void dialog.accept());
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trainer\/classes$/);
  });

  test('a recorded class uploads its video with progress, can try again after a failure, and its edit screen says when it is ready', async ({
    page,
  }) => {
    const uploads = requestsTo(page, 'PUT', '/api/class/cl_2101/video');
    await prefer(page, /\/api\/class\/cl_2101\/video$/, 'code=500');
    await logInAsTrainerAt(page, '/trainer/classes/new');
    await page.getByRole('radio', { name: /^Live/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Recorded/ })).toBeChecked();
    await expect(page.getByLabel('Places per session')).toHaveCount(0);
    await page.getByLabel('Class title').fill('Morning Mobility');
    await page.getByLabel('Description').fill('Twenty minutes to loosen hips and shoulders.');
    await pickOption(page, 'Category', 'Yoga');
    await pickOption(page, 'Difficulty', 'Beginner');
    await typeDateTime(
      page.getByRole('spinbutton', { name: /^day, Publication date/ }),
      new Date(MOCK_NOW.getTime() + DAY),
    );
    await page
      .getByRole('group', { name: 'Class video' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'mobility.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(2_000_000, 1) });
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect(page.getByText('Class Created Successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uploading mobility.mp4' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Video upload' })).toBeVisible();
    await expect(page.getByText('The video did not upload: Something went wrong on our side.')).toBeVisible();
    await page.unroute(/\/api\/class\/cl_2101\/video$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Your video is uploaded')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/classes$/);
    expect(uploads).toHaveLength(2);
    // Its edit screen says the video is processing, and says Ready once it is, without a reload.
    await page.getByRole('link', { name: 'Edit Morning Mobility' }).click();
    const video = page.getByRole('region', { name: 'Video' });
    await expect(video.getByText('mobility.mp4', { exact: true })).toBeVisible();
    await expect(video.getByRole('status')).toHaveText('Processing');
    await expect(video.getByText(/^1\.9 MB · uploaded /)).toBeVisible();
    await expect(video.getByText(/^It will be ready to watch shortly\./)).toBeVisible();
    await expectNoAxeViolations(page);
    await setMockClock(page, new Date(MOCK_NOW.getTime() + PROCESSING_TIME));
    // The section reads a processing video again every 30 seconds.
    await page.clock.fastForward('00:30');
    await expect(video.getByRole('status')).toHaveText('Ready');
    await expect(video.getByText(/ready to watch shortly/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('a new class’s fees', () => {
  // Filling the whole form with the keyboard takes most of the default 30 seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a new live class can have its own late-cancel and no-show fees, saved once it exists and on its edit screen', async ({
    page,
  }) => {
    const creates = requestsTo(page, 'POST', CREATE);
    const policies = requestsTo(page, 'PUT', '/policy');
    await logInAsTrainerAt(page, '/trainer/classes/new');
    await fillLiveClass(page);
    const fees = page.getByRole('radiogroup', { name: 'Cancellation and no-show fees' });
    const byDefault = fees.getByRole('radio', { name: 'Use my default' });
    await expect(byDefault).toBeChecked();
    await byDefault.focus();
    await page.keyboard.press('ArrowDown');
    await expect(fees.getByRole('radio', { name: 'Its own fees (at most its price, £26.67)' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Late-cancel window (hours)' }).fill('12');
    await page.getByRole('textbox', { name: 'Late-cancel fee' }).fill('5');
    const noShow = page.getByRole('textbox', { name: 'No-show fee' });
    await noShow.fill('30');
    await expectNoAxeViolations(page);

    // Above the class's price: refused on its field, nothing sent.
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect(noShow).toHaveAccessibleDescription(/Enter a fee no higher than the class’s price \(£26.67\)/);
    expect(creates).toHaveLength(0);

    await noShow.fill('10');
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect(page.getByText('Class Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/classes$/);
    expect(creates).toHaveLength(1);
    expect(policies).toHaveLength(1);
    expect(policies[0]?.postDataJSON()).toEqual({
      usesDefault: false,
      fees: {
        lateCancelWindowHours: 12,
        lateCancelFee: { amount: 500, currency: 'GBP' },
        noShowFee: { amount: 1000, currency: 'GBP' },
      },
      recorded: false,
      replaysForSale: false,
    });

    // Its edit screen has them.
    await page.getByRole('link', { name: 'Edit Evening Slow Flow' }).click();
    const section = page.getByRole('form', { name: 'Fees and recording' });
    await expect(section.getByRole('radio', { name: /^Its own fees/ })).toBeChecked();
    await expect(section.getByRole('textbox', { name: 'Late-cancel window (hours)' })).toHaveValue('12');
    await expect(section.getByRole('textbox', { name: 'No-show fee' })).toHaveValue('£10.00');
  });

  test('a new class on the trainer’s default sends no fees of its own', async ({ page }) => {
    const policies = requestsTo(page, 'PUT', '/policy');
    await logInAsTrainerAt(page, '/trainer/classes/new');
    await fillLiveClass(page);
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect(page).toHaveURL(/\/trainer\/classes$/);
    expect(policies).toHaveLength(0);
  });
});

test.describe('editing a class', () => {
  test('a recorded class’s edit screen shows its video, ready to watch', async ({ page }) => {
    await logInAsTrainerAt(page, '/trainer/classes');
    await page.getByRole('link', { name: 'Edit Breathwork for Better Sleep' }).click();
    const video = page.getByRole('region', { name: 'Video' });
    await expect(video.getByText('breathwork-for-better-sleep.mp4')).toBeVisible();
    await expect(video.getByText('Ready', { exact: true })).toBeVisible();
    await expect(video.getByText(/^205 MB · uploaded /)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('starts with the class and saves the changes with PUT', async ({ page }) => {
    const updates = requestsTo(page, 'PUT', '/api/class/cl_2007');
    await logInAsTrainerAt(page, '/trainer/classes');
    await page.getByRole('link', { name: 'Edit Sunrise Vinyasa Flow' }).click();
    await expect(page).toHaveURL(/\/trainer\/classes\/cl_2007\/edit$/);
    await expect(page.getByLabel('Class title')).toHaveValue('Sunrise Vinyasa Flow');
    await expectNoAxeViolations(page);
    await page.getByLabel('Class title').fill('Sunrise Vinyasa Flow (all levels)');
    await typeDateTime(
      page.getByRole('spinbutton', { name: /^day, Starting date/ }),
      new Date(MOCK_NOW.getTime() + 7 * DAY),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your class is saved')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/classes$/);
    expect(updates).toHaveLength(1);
    const [put] = updates;
    expect(body(put as Request)).toContain(part('title', 'Sunrise Vinyasa Flow (all levels)'));
    // The pictures nobody touched stay, and no picture is sent again.
    expect(body(put as Request)).toContain(
      part('imageOrder', '/media/classes/sunrise-vinyasa-flow.svg,/media/classes/category-yoga.svg'),
    );
    expect(body(put as Request)).not.toContain('name="images"');
  });

  test('changes only the pictures added, removed or moved', async ({ page }) => {
    const updates = requestsTo(page, 'PUT', '/api/class/cl_2007');
    await logInAsTrainerAt(page, '/trainer/classes/cl_2007/edit');
    const pictures = page.getByRole('group', { name: 'Pictures' });
    await expect(pictures.getByRole('button', { name: 'Remove sunrise-vinyasa-flow.svg' })).toBeVisible();
    await pictures.getByRole('button', { name: 'Remove category-yoga.svg' }).click();
    await pictures.locator('input[type="file"]').setInputFiles([picture('studio.png', 1000)]);
    await pictures.getByRole('button', { name: 'Move studio.png earlier' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your class is saved')).toBeVisible();
    expect(updates).toHaveLength(1);
    const sent = body(updates[0] as Request);
    expect(sent).toContain(part('imageOrder', 'new,/media/classes/sunrise-vinyasa-flow.svg'));
    expect(sent).toContain('name="images"; filename="studio.png"');
    expect(sent).not.toContain('category-yoga');
  });
});
