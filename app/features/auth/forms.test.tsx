import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@/sdk';
import type { components } from '@/sdk/generated/identity';
import type { OobCodeResult, SignUpResult } from '@/sdk/signIn';
import { json, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen } from '@/app/lib/testing/screens';
import { clearSession } from '@/app/session/session';
import { signedInForEachTest } from '@/app/session/testing';
import { AccountSettingsPage } from './AccountSettingsPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { SignUpPage } from './SignUpPage';

// The settings' offer of notifications would register the service worker, which only a browser has.
vi.mock('@/app/offline/register', () => ({ registerWorker: () => new Promise(() => undefined) }));

const field = (name: string) => screen.getByRole('textbox', { name });
const password = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const invalid = (element: Element) => element.getAttribute('aria-invalid') === 'true';
/** Not marked at all: no `aria-invalid`, not even `false`. */
const unmarked = (element: Element) => !element.hasAttribute('aria-invalid');
/** What describes `element` (its `aria-describedby`), as a screen reader reads it after its name. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .filter(Boolean)
    .join(' ');

// Actions one after the other, without a pause between them.
const user = userEvent.setup({ delay: null });

/** Puts `value` in `input` at once, as pasting or a browser's autofill would, unless it holds it already. */
async function fill(input: HTMLElement, value: string) {
  if (input instanceof HTMLInputElement && input.value === value) return;
  await user.clear(input);
  if (value) await user.paste(value);
}

/** The form's summary says `message`, and so does `input`, marked, still holding `value`. */
async function expectRefusedOn(input: HTMLElement, message: string, value: string) {
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(invalid(input)).toBe(true);
  expect(description(input)).toBe(message);
  expect(input).toHaveProperty('value', value);
}

/** Fills the login form and sends it. */
async function logIn(email: string, secret: string) {
  await fill(field('Email'), email);
  await fill(password('Password'), secret);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Fills the sign-up form (a value given here in place of a good one) and sends it. */
async function signUp(values: Partial<Record<string, string>> = {}) {
  const all = {
    'First name': 'Maya',
    'Last name': 'Okafor',
    Email: 'new.member@example.com',
    Password: 'Sunrise#2026',
    'Confirm password': 'Sunrise#2026',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) await fill(password(label), value ?? '');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

/**
 * The identity service's refusal: a 400 in its own error shape, whose message is its code (and for
 * some codes a colon and details), as the examples of its contract word it.
 */
function identityRefusal(message: string): Answer {
  const body: components['schemas']['IdentityError'] = {
    error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
  };
  return json(body, 400);
}

/** The new member's account, as the identity service creates it. */
const signedUp: SignUpResult = {
  kind: 'identitytoolkit#SignupNewUserResponse',
  email: 'new.member@example.com',
  idToken: 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImtpbmV0aWMtbW9jayJ9.eyJzdWIiOiJ1aWRfbmV3bWVtYmVyIn0.c2lnbmF0dXJl',
  refreshToken: 'AMf-vBx-new-member-refresh-token',
  expiresIn: '3600',
  localId: 'uid_newmember01',
};

/** Who the new member is to the product API: a customer yet to answer the onboarding questions. */
const newMember: Schema<'UserProfile'> = {
  localId: 'uid_newmember01',
  role: 'CUSTOMER',
  id: 'cu_3001',
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'new.member@example.com',
  avatarUrl: null,
  onboardingDone: false,
};

/** The new member's profile once the sign-up has named it, nothing else in it yet. */
const { role: _role, ...named } = newMember;
const newMemberDetails: Schema<'CustomerProfile'> = {
  ...named,
  mobileNumber: null,
  dateOfBirth: null,
  gender: null,
  favouriteCategories: [],
  followingTrainerIds: [],
  createdAt: '2026-03-18T09:00:00+00:00',
};

/** The verification code on its way to the new member. */
const codeSent: OobCodeResult = {
  kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
  email: 'new.member@example.com',
};

const required = 'Please fill in all required fields';

// The auth forms' rules: what is marked, said and focused before anything is sent, and where a refusal
// of the identity service shows, with what was typed kept. A request no answer is given for here fails
// the form with a 404.
describe('logging in', () => {
  it('says so when the email or password is wrong, about the pair and not either field', async () => {
    const { history } = renderScreen('/login', <LoginPage role="customer" />, [
      ['POST', /:signInWithPassword$/, identityRefusal('INVALID_LOGIN_CREDENTIALS')],
    ]);
    await logIn('olivia.hughes@example.com', 'Wrong#2026');
    expect((await screen.findByRole('alert')).textContent).toBe('Email or Password is not correct, try again.');
    expect(field('Email')).toHaveProperty('value', 'olivia.hughes@example.com');
    expect(unmarked(field('Email'))).toBe(true);
    expect(unmarked(password('Password'))).toBe(true);
    expect(history).toEqual(['/login']);
    await expectNoAxeViolations();
  });

  it('asks for every field on the fields themselves, and typing clears only that field’s mark', async () => {
    renderScreen('/login', <LoginPage role="customer" />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe(required);
    const email = field('Email');
    for (const input of [email, password('Password')]) {
      expect(invalid(input)).toBe(true);
      expect(description(input)).toBe(required);
    }
    expect(document.activeElement).toBe(email);
    await expectNoAxeViolations();

    await fill(email, 'olivia.hughes@example.com');
    expect(unmarked(email)).toBe(true);
    expect(description(email)).toBe('');
    expect(invalid(password('Password'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(password('Password'));
  });
});

describe('signing up', () => {
  // A new account is signed in as soon as it exists: each test starts signed out.
  afterEach(() => clearSession('customer'));

  it('checks the required fields, the password rule and the confirmation, one at a time', async () => {
    const { history } = renderScreen('/sign-up', <SignUpPage role="customer" />);
    const lastName = field('Last name');
    await signUp({ 'Last name': '' });
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(invalid(lastName)).toBe(true);
    expect(description(lastName)).toBe('Please fill in all required fields');
    expect(document.activeElement).toBe(lastName);
    expect(invalid(field('First name'))).toBe(false);

    const rule =
      'Password must be at least 6 characters long and include a digit, an uppercase letter, and a special character.';
    await signUp({ Password: 'sunrise', 'Confirm password': 'sunrise' });
    expect(screen.getByRole('alert').textContent).toBe(rule);
    expect(invalid(password('Password'))).toBe(true);
    expect(description(password('Password'))).toBe(
      `At least 6 characters, with a digit, an uppercase letter and a special character. ${rule}`,
    );
    expect(invalid(password('Confirm password'))).toBe(false);
    expect(invalid(lastName)).toBe(false);

    await signUp({ 'Confirm password': 'Sunrise#2027' });
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(invalid(password('Confirm password'))).toBe(true);
    expect(description(password('Confirm password'))).toBe('Passwords do not match');
    expect(document.activeElement).toBe(password('Confirm password'));
    expect(invalid(password('Password'))).toBe(false);
    expect(history).toEqual(['/sign-up']);
    await expectNoAxeViolations();
  });

  it('says the email already has an account, on the email, keeping what was typed', async () => {
    renderScreen('/sign-up', <SignUpPage role="customer" />, [['POST', /:signUp$/, identityRefusal('EMAIL_EXISTS')]]);
    await signUp();
    const email = field('Email');
    await expectRefusedOn(email, 'Email already exits.', 'new.member@example.com');
    expect(document.activeElement).toBe(email);
    expect(field('First name')).toHaveProperty('value', 'Maya');
    expect(unmarked(field('First name'))).toBe(true);
    await expectNoAxeViolations();
  });

  it('refuses a wrong one-time code, on the code, keeping it', async () => {
    renderScreen('/sign-up', <SignUpPage role="customer" />, [
      ['POST', /:signUp$/, json(signedUp)],
      ['GET', /^\/user\/profile$/, json(newMember)],
      ['PUT', /^\/customer\/cu_3001$/, json(newMemberDetails)],
      ['POST', /:sendOobCode$/, json(codeSent)],
      ['POST', /:update$/, identityRefusal('INVALID_OOB_CODE')],
    ]);
    await signUp();
    await fill(await screen.findByRole('textbox', { name: 'One-time code' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await expectRefusedOn(field('One-time code'), 'That code is wrong or has already been used.', 'nope');
  });
});

describe('resetting a forgotten password', () => {
  it('marks the empty email, then the empty code and the mismatched confirmation', async () => {
    renderScreen('/forgot-password', <ForgotPasswordPage role="customer" />, [
      ['POST', /:sendOobCode$/, json({ email: 'olivia.hughes@example.com' })],
    ]);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(description(field('Email'))).toBe('Please fill in all required fields');

    await fill(field('Email'), 'olivia.hughes@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await fill(await screen.findByLabelText('New password', { exact: true }), 'Evening#2026');
    await fill(password('Confirm new password'), 'Evening#2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    const code = field('One-time code');
    expect(invalid(code)).toBe(true);
    expect(document.activeElement).toBe(code);
    expect(description(password('Confirm new password'))).toBe('Passwords do not match');
    expect(invalid(password('New password'))).toBe(false);
    await expectNoAxeViolations();
  });

  it('says when no account has the email, on the email, keeping it', async () => {
    renderScreen('/forgot-password', <ForgotPasswordPage role="customer" />, [
      ['POST', /:sendOobCode$/, identityRefusal('EMAIL_NOT_FOUND')],
    ]);
    await fill(field('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await expectRefusedOn(field('Email'), 'We couldn’t find an account with that email.', 'nobody@example.com');
  });
});

describe('changing the password and the email in the settings', () => {
  signedInForEachTest('customer', { id: 'cu_3001', firstName: 'Olivia' });

  it('marks the fields that need attention in each form, and the identity service’s password rule on the password', async () => {
    renderScreen('/dashboard/settings', <AccountSettingsPage role="customer" />, [
      ['POST', /:update$/, identityRefusal('WEAK_PASSWORD : Password should be at least 6 characters')],
    ]);
    const passwordForm = within(screen.getByRole('region', { name: 'Change password' }));
    const newPassword = passwordForm.getByLabelText('New password', { exact: true, selector: 'input' });
    const confirmation = passwordForm.getByLabelText('Confirm new password', { exact: true, selector: 'input' });
    await user.click(passwordForm.getByRole('button', { name: 'Change password' }));
    expect(passwordForm.getByRole('alert').textContent).toBe(required);
    expect(invalid(newPassword)).toBe(true);
    expect(description(confirmation)).toBe(required);
    expect(document.activeElement).toBe(newPassword);

    const emailForm = within(screen.getByRole('region', { name: 'Change email' }));
    await user.click(emailForm.getByRole('button', { name: 'Change email' }));
    const newEmail = emailForm.getByRole('textbox', { name: 'New email' });
    expect(invalid(newEmail)).toBe(true);
    expect(description(newEmail)).toBe(required);
    expect(emailForm.getByRole('alert').textContent).toBe(required);
    await expectNoAxeViolations();

    await fill(newPassword, 'Evening#2026');
    await fill(confirmation, 'Evening#2026');
    await user.click(passwordForm.getByRole('button', { name: 'Change password' }));
    const rule =
      'Password must be at least 6 characters long and include a digit, an uppercase letter, and a special character.';
    await waitFor(() => expect(passwordForm.getByRole('alert').textContent).toBe(rule));
    expect(invalid(newPassword)).toBe(true);
    expect(description(newPassword)).toBe(
      `At least 6 characters, with a digit, an uppercase letter and a special character. ${rule}`,
    );
    expect(newPassword).toHaveProperty('value', 'Evening#2026');
    expect(unmarked(confirmation)).toBe(true);
  });
});
