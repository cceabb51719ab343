import type { Page } from '@playwright/test';
import { CUSTOMER, expect, expectNoAxeViolations, hold, logIn, prefer, test } from './fixtures';

const signInWithPassword = '**/identity/v1/accounts:signInWithPassword*';
const update = '**/identity/v1/accounts:update*';

test.describe('customer login', () => {
  test('signs in, lands on the dashboard, stays signed in after a reload and logs out', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Kinetic — Log in');
    await expectNoAxeViolations(page);
    await logIn(page);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header.getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);

    await header.getByRole('button', { name: /Account menu/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    const persisted = await page.evaluate(() => JSON.parse(localStorage.getItem('kinetic') ?? '{}'));
    expect(persisted.slices.customer).toMatchObject({ currentUser: null, isAuthenticated: false, expiresAt: null });
  });

  test('the account menu closes on a click outside it', async ({ page }) => {
    await page.goto('/login');
    await logIn(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('tells a trainer at the customer door where to log in', async ({ page }) => {
    await prefer(page, '**/api/customer/email-verification/customer*', 'example=unknown');
    await page.goto('/login');
    await logIn(page, 'priya.sharma@example.com');
    await expect(page.getByRole('alert')).toHaveText(
      'This email belongs to a trainer account. Log in on the trainer page instead.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('sends the credentials once however often the form is submitted', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('accounts:signInWithPassword')) calls += 1;
    });
    const release = await hold(page, signInWithPassword);
    await page.goto('/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(CUSTOMER.password);
    await password.press('Enter');
    const submit = page.getByRole('button', { name: /^Log in/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await password.press('Enter');
    await submit.click({ force: true });
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(calls).toBe(1);
  });

  test('signs in with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('olivia.hughes@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sunrise#2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Open the account menu and log out with the keyboard too.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('End'); // Logout, the last item
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('guards and callbackUrl', () => {
  test('a customer page sends a visitor to log in, then back', async ({ page }) => {
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fsettings$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  });

  test('a trainer page sends a visitor to the trainer login', async ({ page }) => {
    await page.goto('/trainer/dashboard');
    await expect(page).toHaveURL(/\/trainer\/login\?callbackUrl=%2Ftrainer%2Fdashboard$/);
  });

  test('a callbackUrl to another site is refused and never followed', async ({ page }) => {
    await page.goto('/login?callbackUrl=https%3A%2F%2Fevil.example%2Fsteal');
    await expect(page.getByRole('alert')).toContainText('points outside Kinetic');
    await logIn(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
  });

  for (const [name, value] of [
    ['corrupt', '{not json'],
    [
      'old',
      JSON.stringify({
        version: 0,
        slices: {
          customer: {
            isAuthenticated: true,
            currentUser: { idToken: 'a', refreshToken: 'b', localId: 'c', expiresIn: '3600' },
          },
        },
      }),
    ],
  ]) {
    test(`a ${name} persisted value boots signed out`, async ({ page }) => {
      await page.addInitScript((persisted) => localStorage.setItem('kinetic', persisted), value);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    });
  }
});

test.describe('customer sign-up', () => {
  async function fill(page: Page, values: Partial<Record<string, string>> = {}) {
    const all = {
      'First name': 'Maya',
      'Last name': 'Okafor',
      Email: 'new.member@example.com',
      Password: 'Sunrise#2026',
      'Confirm password': 'Sunrise#2026',
      ...values,
    };
    for (const [label, value] of Object.entries(all)) await page.getByLabel(label, { exact: true }).fill(value ?? '');
    await page.getByRole('button', { name: 'Sign up' }).click();
  }

  test('creates the account and verifies the email with a one-time code', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page).toHaveTitle('Kinetic — Sign up');
    await expectNoAxeViolations(page);
    await fill(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('We sent a one-time code to new.member@example.com.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel('One-time code').fill('Xk3v9QmT2b');
    await page.getByRole('button', { name: 'Verify email' }).click();
    // A new customer is asked the onboarding questions first.
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Maya, ready to train?' })).toBeVisible();
  });
});

test.describe('password reset and account settings', () => {
  test('resets a forgotten password with an emailed code', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('olivia.hughes@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').fill('Xk3v9QmT2b');
    await page.getByLabel('New password', { exact: true }).fill('Evening#2026');
    await page.getByLabel('Confirm new password').fill('Evening#2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password is changed. Log in with your new password.');
    await expectNoAxeViolations(page);
  });

  test('changes the password and the email in the settings', async ({ page }) => {
    await page.goto('/login?callbackUrl=%2Fdashboard%2Fsettings');
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expectNoAxeViolations(page);

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('New password', { exact: true }).fill('Evening#2026');
    await password.getByLabel('Confirm new password').fill('Evening#2026');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText('Your password is changed.');
    await expect(password.getByLabel('New password', { exact: true })).toHaveValue('');
    await expect(password.getByLabel('Confirm new password')).toHaveValue('');

    const email = page.getByRole('region', { name: 'Change email' });
    await email.getByLabel('New email').fill('olivia.h@example.com');
    await email.getByRole('button', { name: 'Change email' }).click();
    await expect(email.getByRole('status')).toHaveText('Your email is now olivia.hughes@example.com.');
  });

  test('asks to log in again when the session has expired', async ({ page }) => {
    await prefer(page, update, 'code=400, example=tokenExpired');
    await page.goto('/login?callbackUrl=%2Fdashboard%2Fsettings');
    await logIn(page);
    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('New password', { exact: true }).fill('Evening#2026');
    await password.getByLabel('Confirm new password').fill('Evening#2026');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Your session has expired. Log in again to make this change.');
    await expect(password.getByLabel('New password', { exact: true })).not.toHaveAttribute('aria-invalid');
  });
});

test.describe('trainer', () => {
  test('logs in to the trainer dashboard and logs out to the trainer login', async ({ page }) => {
    await page.goto('/trainer/login');
    await expect(page).toHaveTitle('Kinetic — Trainer log in');
    await expectNoAxeViolations(page);
    await logIn(page, 'priya.sharma@example.com');
    await expect(page).toHaveURL(/\/trainer\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Priya, welcome to your studio' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/trainer\/login$/);
  });

  test('tells a customer at the trainer door where to log in', async ({ page }) => {
    await prefer(page, '**/api/customer/email-verification/trainer*', 'example=unknown');
    await page.goto('/trainer/login');
    await logIn(page);
    await expect(page.getByRole('alert')).toHaveText(
      'This email belongs to a customer account. Log in on the customer page instead.',
    );
  });

  test('signs up as a trainer', async ({ page }) => {
    await page.goto('/trainer/sign-up');
    await expectNoAxeViolations(page);
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByLabel('Email').fill('new.member@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Sunrise#2026');
    await page.getByLabel('Confirm password').fill('Sunrise#2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('One-time code').fill('Xk3v9QmT2b');
    await page.getByRole('button', { name: 'Verify email' }).click();
    // A new trainer starts by getting ready to sell.
    await expect(page).toHaveURL(/\/trainer\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get ready to sell' })).toBeVisible();
  });
});

test.describe('Google sign-in', () => {
  test('signs a customer in with Google and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the auth error of the address on the sign-in page', async ({ page }) => {
    await page.goto('/login?error=OAuthCallbackError');
    await expect(page.getByRole('alert')).toHaveText('Google did not complete the sign-in. Please try again.');
    await page.goto('/login?error=MissingSecretError');
    await expect(page.getByRole('alert')).toContainText('a problem on our side');
  });

  test('a server misconfiguration comes back as a clear error', async ({ page }) => {
    await prefer(page, '**/api/auth/csrf', 'code=500');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/error=MissingSecretError/);
    await expect(page.getByRole('alert')).toContainText('a problem on our side');
  });

  test('a signed-out auth session after the callback is an OAuthCallbackError', async ({ page }) => {
    await prefer(page, '**/api/auth/session', 'example=empty');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/error=OAuthCallbackError/);
    await expect(page.getByRole('alert')).toHaveText('Google did not complete the sign-in. Please try again.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a refused callback comes back as an error', async ({ page }) => {
    await prefer(page, '**/api/auth/callback/google', 'example=credentialsSignin');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/error=CredentialsSignin/);
    await expect(page.getByRole('alert')).toHaveText('Email or Password is not correct, try again.');
  });
});

test.describe('accessibility', () => {
  test('the login, sign-up and password pages of both doors, and the reset-code step, have no axe violations', async ({
    page,
  }) => {
    for (const path of [
      '/login',
      '/sign-up',
      '/forgot-password',
      '/trainer/login',
      '/trainer/sign-up',
      '/trainer/forgot-password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The trainer's password page, at its second step.
    await page.getByLabel('Email').fill('priya.sharma@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('One-time code')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('two tabs', () => {
  test('signing out in one tab signs out the other', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/login');
    await logIn(first);
    await expect(first).toHaveURL(/\/dashboard$/);

    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(second.getByRole('banner').getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();

    await first
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await first.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
    await expect(second.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('Spanish', () => {
  test.use({ locale: 'es-ES' });
  test('the login page speaks Spanish', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Rellena todos los campos obligatorios');
    await expectNoAxeViolations(page);
  });
});
