import type { Locator, Page } from '@playwright/test';
import { setMockClock } from './clock';
import { TRAINER, expect, expectNoAxeViolations, logIn, logInAsTrainerAt, prefer, requestsTo, test } from './fixtures';

// This spec reads what the page sent (request bodies).
test.use({ readsBodies: true });

const CERTIFICATES = `**/api/trainer/${TRAINER.id}/certificates`;
const BANK = '**/api/trainer/bank-account';

/** Ticks or unticks a checkbox with the keyboard (its visible box sits over the input). */
async function toggle(page: Page, checkbox: Locator) {
  await checkbox.focus();
  await page.keyboard.press('Space');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await setMockClock(page);
});

test('a trainer who has not finished is sent here after signing in, and can finish later', async ({ page }) => {
  await prefer(page, '**/identity/v1/accounts:signInWithPassword*', 'example=trainer');
  await prefer(page, '**/api/user/profile*', 'example=newTrainer');
  await prefer(page, BANK, 'code=404');
  await page.goto('/trainer/login');
  await logIn(page, TRAINER.email);
  await expect(page).toHaveURL(/\/trainer\/onboarding$/);
  await page.getByRole('link', { name: 'Finish later and go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya, welcome to your studio' })).toBeVisible();
  // Finishing later lasts for this sign-in: the dashboard no longer sends the trainer back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya, welcome to your studio' })).toBeVisible();
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
});

test('shows what is missing, each certificate’s status and the reason for a rejection', async ({ page }) => {
  await prefer(page, BANK, 'code=404');
  await logInAsTrainerAt(page, '/trainer/onboarding');
  await expect(page).toHaveTitle(/Get ready to sell/);
  const status = page.getByRole('status').filter({ hasText: 'Still to do' });
  await expect(status).toContainText('Add the bank account we pay you into.');
  await expect(status).not.toContainText('Complete your profile');
  const list = page.getByRole('list', { name: 'Certificates sent' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Active IQ' })).toContainText('Pending');
  await expect(list.getByRole('listitem').filter({ hasText: 'First Aid at Work' })).toContainText(
    'Not accepted: The certificate expired in 2025. Please upload a current one.',
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Yoga Alliance' })).toContainText('Validated');
  await expectNoAxeViolations(page);
});

test('says a trainer without a validated certificate cannot publish classes yet', async ({ page }) => {
  await prefer(page, CERTIFICATES, 'example=empty');
  await logInAsTrainerAt(page, '/trainer/onboarding');
  await expect(page.getByText('Have a certificate validated')).toBeVisible();
  await expect(page.getByText('You have not sent a certificate yet.')).toBeVisible();
});

test('has no axe violations in the dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await logInAsTrainerAt(page, '/trainer/onboarding');
  await expect(page.getByText('You are validated: you can publish classes.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the profile says what each field needs, then saves with PUT /trainer/{id}', async ({ page }) => {
  const saves = requestsTo(page, 'PUT', `/api/trainer/${TRAINER.id}`);
  await logInAsTrainerAt(page, '/trainer/onboarding');
  const profile = section(page, 'Your profile');
  await toggle(page, profile.getByRole('checkbox', { name: 'Yoga', exact: true }));
  await toggle(page, profile.getByRole('checkbox', { name: 'Meditation', exact: true }));
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Incomplete Fields! Please fill in all required fields').first()).toBeVisible();
  await expect(profile.getByText('Select atleast one of the specialities')).toBeVisible();
  await expect(profile.getByText('Please select a skill and professional training')).toBeVisible();
  await expect(profile.getByText('Enter your date of birth.')).toBeVisible();
  expect(saves).toHaveLength(0);

  await profile.getByRole('spinbutton', { name: /^day, Date of birth/ }).focus();
  await page.keyboard.type('01012012');
  await profile.getByLabel('Mobile number').fill('020 7946 0018');
  await profile.getByRole('radio', { name: 'Non Binary' }).focus();
  await page.keyboard.press('Space');
  await toggle(page, profile.getByRole('checkbox', { name: 'Yoga', exact: true }));
  await toggle(page, profile.getByRole('checkbox', { name: 'Level 3 Diploma in Personal Training' }));
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Trainers must be 18 or older.')).toBeVisible();
  await expect(profile.getByText('Enter a UK mobile number, like 07700 900456 or +44 7700 900456.')).toBeVisible();

  await profile.getByRole('spinbutton', { name: /^day, Date of birth/ }).focus();
  await page.keyboard.type('12071990');
  await profile.getByLabel('Mobile number').fill('07700 900456');
  await profile.getByRole('button', { name: 'Save profile' }).dblclick();
  await expect(page.getByText('Your profile is saved')).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(saves[0]?.postDataJSON()).toMatchObject({
    firstName: 'Priya',
    gender: 'NON_BINARY',
    dateOfBirth: '1990-07-12',
    mobileNumber: '+447700900456',
    skills: ['Yoga'],
    professionalTraining: ['Level 3 Diploma in Personal Training'],
  });
});

test('a certificate over 1 MB is refused before anything is sent; one within is sent once', async ({ page }) => {
  const uploads = requestsTo(page, 'POST', `/api/trainer/${TRAINER.id}/certificates`);
  await logInAsTrainerAt(page, '/trainer/onboarding');
  const certificates = section(page, 'Certificates');
  const file = certificates.getByRole('group', { name: 'Certificate file' }).locator('input[type="file"]');
  await file.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024 * 1024 + 1) });
  await expect(certificates).toContainText('scan.pdf is larger than 1 MB, the most a certificate may be.');
  await certificates.getByLabel('Certificate', { exact: true }).fill('Level 3 Diploma in Personal Training');
  await certificates.getByLabel('Issued by').fill('Active IQ');
  await certificates.getByRole('button', { name: 'Send for validation' }).click();
  await expect(certificates.getByText('Choose the certificate’s file.').first()).toBeVisible();
  expect(uploads).toHaveLength(0);

  await file.setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(300_000) });
  await certificates.getByRole('button', { name: 'Send for validation' }).dblclick();
  await expect(page.getByText('Level 3 Diploma in Personal Training is sent for validation')).toBeVisible();
  expect(uploads).toHaveLength(1);
  expect(uploads[0]?.headers()['idempotency-key']).toBeTruthy();
});

test('a certificate the server refuses keeps everything typed and chosen', async ({ page }) => {
  await prefer(page, CERTIFICATES, 'code=400');
  await logInAsTrainerAt(page, '/trainer/onboarding');
  const certificates = section(page, 'Certificates');
  await certificates.getByLabel('Certificate', { exact: true }).fill('First Aid at Work');
  await certificates.getByLabel('Issued by').fill('St John Ambulance');
  await certificates
    .getByRole('group', { name: 'Certificate file' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'first-aid.png', mimeType: 'image/png', buffer: Buffer.alloc(5000) });
  await certificates.getByRole('button', { name: 'Send for validation' }).click();
  await expect(certificates.getByText('The certificate was not sent: The request is invalid.').first()).toBeVisible();
  await expect(certificates.getByLabel('Issued by')).toHaveValue('St John Ambulance');
  await expect(certificates.getByRole('button', { name: 'Remove first-aid.png' })).toBeVisible();
});

test('the bank account takes 8 digits and a 6-digit sort code, sent as 12-34-56', async ({ page }) => {
  const saves = requestsTo(page, 'PUT', '/api/trainer/bank-account');
  await prefer(page, BANK, 'code=404');
  await logInAsTrainerAt(page, '/trainer/onboarding');
  const bank = section(page, 'Bank account');
  await bank.getByLabel('Bank name').fill('Monzo');
  await bank.getByLabel('Name on the account').fill('Priya Sharma');
  await bank.getByLabel('Account number').fill('1234567');
  await bank.getByLabel('Sort code').fill('04000');
  await bank.getByRole('button', { name: 'Save account' }).click();
  await expect(bank.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
  await expect(bank.getByLabel('Sort code')).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toHaveLength(0);
  await page.unroute(BANK);
  await bank.getByLabel('Account number').fill('12345678');
  await bank.getByLabel('Sort code').fill('040004');
  await bank.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('Your bank account is saved')).toBeVisible();
  expect(saves[0]?.postDataJSON()).toMatchObject({ accountNumber: '12345678', sortCode: '04-00-04' });
});
