import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, test } from '../fixtures';
import {
  account,
  answerTo,
  createAccount,
  emailedCode,
  errorCode,
  logInAsNew,
  NEW_PASSWORD,
  openAccountMenu,
  PASSWORD,
  protectEmails,
  skipOnboarding,
  uniqueEmail,
  unsignedToken,
} from './emulator';

/**
 * Signing up, in and out against Firebase's Auth emulator, through the app's own screens and
 * proxy: the codes the emulator "emails" are read from it and typed in, as a person would.
 */

const WRONG = 'Email or Password is not correct, try again.';

/** Fills the sign-up form on the page and sends it. */
async function signUp(page: Page, email: string, names = { first: 'Maya', last: 'Okafor' }) {
  await page.getByLabel('First name').fill(names.first);
  await page.getByLabel('Last name').fill(names.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Types the code the emulator emailed to verify `email`, and sends it. */
async function verify(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.getByLabel('One-time code').fill(await emailedCode(email, 'VERIFY_EMAIL'));
  await page.getByRole('button', { name: 'Verify email' }).click();
}

/** Logs in with what the emulator refuses: the login page says so and stays; gives the emulator's code. */
async function refusedLogIn(page: Page, email: string, password: string) {
  const answer = answerTo(page, 'identity', 'accounts:signInWithPassword');
  await logIn(page, email, password);
  const code = await errorCode(await answer);
  await expect(page.getByRole('alert')).toHaveText(WRONG);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  return code;
}

async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test.describe('sign-up', () => {
  test('a customer signs up and verifies the email with the code the emulator sent', async ({ page }) => {
    const email = uniqueEmail('maya.okafor');
    await page.goto('/sign-up');
    await expectNoAxeViolations(page);
    const created = answerTo(page, 'identity', 'accounts:signUp');
    await signUp(page, email);
    expect((await created).status()).toBe(200);
    await expect(page.getByText(`We sent a one-time code to ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await verify(page, email);
    await skipOnboarding(page, 'Maya');
    expect(await account(email)).toMatchObject({ emailVerified: true });
  });

  test('a trainer signs up, verifies the email and starts getting ready to sell', async ({ page }) => {
    const email = uniqueEmail('tomas.reyes');
    await page.goto('/trainer/sign-up');
    await signUp(page, email, { first: 'Tomás', last: 'Reyes' });
    await verify(page, email);
    await expect(page).toHaveURL(/\/trainer\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get ready to sell' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Tomás' })).toBeVisible();
    expect(await account(email)).toMatchObject({ emailVerified: true });
  });

  test('an email that has an account already is said so on the email field', async ({ page }) => {
    const email = uniqueEmail('amara.obi');
    await createAccount(email);
    await page.goto('/sign-up');
    const refused = answerTo(page, 'identity', 'accounts:signUp');
    await signUp(page, email);
    expect(await errorCode(await refused)).toBe('EMAIL_EXISTS');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email already exits.');
  });
});

test.describe('sign-in', () => {
  test('a customer signs in and out', async ({ page }) => {
    await logInAsNew(page, '/login', 'lena.fischer');
    // Someone the product API has not met yet is a new customer, asked the onboarding questions first.
    await skipOnboarding(page, 'Lena');
    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a wrong password and an unknown email, with the emulator’s email enumeration protection off and on', async ({
    page,
  }) => {
    const email = uniqueEmail('jonas.berg');
    await createAccount(email);
    /** A reset code asked for an email without an account: whether the page could tell. */
    const resetForUnknown = async () => {
      await page.goto('/forgot-password');
      const answer = answerTo(page, 'identity', 'accounts:sendOobCode');
      await page.getByLabel('Email').fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: 'Send code' }).click();
      return (await answer).status();
    };
    await page.goto('/login');
    const codes = [
      await refusedLogIn(page, email, 'Wrong#2026'),
      await refusedLogIn(page, uniqueEmail('nobody'), PASSWORD),
    ];
    expect(await resetForUnknown()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('We couldn’t find an account with that email.');

    // A new Firebase project has the protection on: the service no longer says which was wrong.
    await protectEmails(true);
    try {
      await page.goto('/login');
      codes.push(
        await refusedLogIn(page, email, 'Wrong#2026'),
        await refusedLogIn(page, uniqueEmail('nobody'), PASSWORD),
      );
      // Nor whether an email has an account: the page asks for the code that never comes.
      expect(await resetForUnknown()).toBe(200);
      await expect(page.getByLabel('One-time code')).toBeVisible();
    } finally {
      await protectEmails(false);
    }
    expect(codes).toEqual([
      'INVALID_PASSWORD',
      'EMAIL_NOT_FOUND',
      'INVALID_LOGIN_CREDENTIALS',
      'INVALID_LOGIN_CREDENTIALS',
    ]);
  });

  test('a trainer signs in at the trainer door; the customer door then tells them where to log in', async ({
    page,
  }) => {
    const { email } = await logInAsNew(page, '/trainer/login', 'priya.nair');
    await expect(page).toHaveURL(/\/trainer\/onboarding$/);
    await logOut(page);
    await expect(page).toHaveURL(/\/trainer\/login$/);
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'This email belongs to a trainer account. Log in on the trainer page instead.',
    );
  });
});

test.describe('passwords and emails', () => {
  test('resets a forgotten password with the code the emulator sent, then signs in with the new one', async ({
    page,
  }) => {
    // Google's identity service takes a password-reset code at accounts:resetPassword only
    // (accounts:update answers it 501): the emulator holds the app to that.
    const email = uniqueEmail('noor.haddad');
    await createAccount(email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('One-time code')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('One-time code').fill(await emailedCode(email, 'PASSWORD_RESET'));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    const reset = page.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' && /^\/identity\/v1\/accounts:/.test(new URL(answer.url()).pathname),
    );
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect((await reset).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('Your password is changed. Log in with your new password.');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to log in' }).click();
    await refusedLogIn(page, email, PASSWORD);
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('changes the password and the email in the settings, then signs in with both new', async ({ page }) => {
    const { email } = await logInAsNew(page, '/login?callbackUrl=%2Fdashboard%2Fsettings', 'ines.moreau');
    const newEmail = uniqueEmail('ines.moreau.new');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText('Your password is changed.');
    // The change answered with fresh tokens, which the email change then signs with.
    const change = page.getByRole('region', { name: 'Change email' });
    await change.getByLabel('New email').fill(newEmail);
    await change.getByRole('button', { name: 'Change email' }).click();
    await expect(change.getByRole('status')).toHaveText(`Your email is now ${newEmail}.`);
    expect(await account(email)).toBeUndefined();

    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await refusedLogIn(page, email, NEW_PASSWORD);
    await refusedLogIn(page, newEmail, PASSWORD);
    await logIn(page, newEmail, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Ines' })).toBeVisible();
  });
});

test.describe('Google sign-in', () => {
  test('the Google credential of the auth client’s session signs the customer in at the emulator', async ({ page }) => {
    const email = uniqueEmail('ada.lovelace');
    const sub = String(Date.now()) + String(Math.floor(Math.random() * 1e6));
    // A Google id token as Google would sign it, but unsigned: the emulator takes it as Google's word.
    const googleIdToken = unsignedToken({
      iss: 'https://accounts.google.com',
      aud: 'kinetic-web.apps.googleusercontent.com',
      sub,
      email,
      email_verified: true,
      name: 'Ada Lovelace',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    // Back from Google, the auth client's session holds that credential (its contract's shape).
    await page.route('**/api/auth/session', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              user: { id: sub, name: 'Ada Lovelace', email, image: null, role: 'CUSTOMER' },
              expires: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
              idToken: googleIdToken,
            },
          })
        : route.fallback(),
    );
    const exchanged = answerTo(page, 'identity', 'accounts:signInWithIdp');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const answer = await exchanged;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ providerId: 'google.com', email, isNewUser: true });
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();
    const user = await account(email);
    expect(user?.providerUserInfo?.map(({ providerId }) => providerId)).toEqual(['google.com']);
  });
});
