import type { Page } from '@playwright/test';
import { setMockClock } from './clock';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const update = '**/api/customer/cu_3001';
const preferences = '**/api/user/notification-preferences';

async function openProfile(page: Page) {
  await signIn(page, 'customer');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
}

/** The bodies of the PUTs to `url` (a route sees the body a fetch streams). */
async function capturePuts(page: Page, url: string) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(url, (route) => {
    if (route.request().method() === 'PUT') bodies.push(route.request().postDataJSON());
    return route.fallback();
  });
  return bodies;
}

/** Toggles a checkbox or switch from the keyboard. */
async function toggle(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press('Space');
}

/** A PNG of `bytes` bytes (the signature, then padding). */
const png = (name: string, bytes: number) => {
  const buffer = Buffer.alloc(bytes);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { name, mimeType: 'image/png', buffer };
};

test.describe('customer profile', () => {
  test.beforeEach(({ page }) => setMockClock(page));

  test('shows the details and saves a change, names first-letter capitalised', async ({ page }) => {
    await openProfile(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Olivia Hughes' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Olivia');
    await expect(page.getByLabel('Mobile number (optional)')).toHaveValue('+44 7700 900123');
    await expect(page.getByRole('checkbox', { name: 'Pilates' })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('liv');
    await toggle(page, page.getByRole('checkbox', { name: 'Boxing' }));
    const puts = await capturePuts(page, update);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    expect(puts).toEqual([
      {
        firstName: 'liv',
        lastName: 'Hughes',
        mobileNumber: '+44 7700 900123',
        dateOfBirth: '1992-04-18',
        gender: 'FEMALE',
        favouriteCategories: ['Yoga', 'Pilates', 'HIIT', 'Boxing'],
      },
    ]);
  });

  test('refuses a photo over 1 MB or a file that is not an image, and uploads a good one without the data prefix', async ({
    page,
  }) => {
    await openProfile(page);
    const chooser = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const fileChooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose a photo' }).click();
      await (await fileChooser).setFiles(file);
    };
    await chooser(png('huge.png', 1024 * 1024 + 1));
    await expect(page.getByText('huge.png is larger than 1 MB. Choose a smaller photo.')).toBeVisible();
    await chooser({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('notes.pdf is not a JPEG, PNG, WebP or GIF image. Choose a photo.')).toBeVisible();

    const photo = png('me.png', 64);
    await chooser(photo);
    await expect(page.getByRole('button', { name: 'Remove me.png' })).toBeVisible();
    const puts = await capturePuts(page, update);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    expect(puts[0]?.avatar).toEqual({ contentType: 'image/png', data: photo.buffer.toString('base64') });
  });

  test('saves notification settings, and links to change the training preferences', async ({ page }) => {
    await openProfile(page);
    const reminders = page.getByRole('switch', { name: 'News and offers by email' });
    await expect(reminders).not.toBeChecked();
    await toggle(page, reminders);
    const puts = await capturePuts(page, preferences);
    await page.getByRole('button', { name: 'Save notifications' }).click();
    await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
    expect(puts).toEqual([
      {
        classReminders: true,
        oneToOneReminders: true,
        followedTrainerLive: true,
        newClassesFromFollowed: true,
        favouriteCategoryClasses: false,
        waitlistPlaces: true,
        reviewReminders: true,
        marketingEmails: true,
      },
    ]);

    await page.getByRole('link', { name: 'Change your answers' }).click();
    await expect(page).toHaveURL(/\/onboarding\?next=/);
    await expect(page.getByRole('checkbox', { name: 'Improve flexibility' })).toBeChecked();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test('has no axe violations in the dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openProfile(page);
    await expect(page.getByLabel('First name')).toHaveValue('Olivia');
    await expect(page.getByRole('switch', { name: 'Reminders before my classes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
