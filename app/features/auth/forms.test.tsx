import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen } from '@/app/lib/testing/screens';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SignUpPage } from './SignUpPage';

const field = (name: string) => screen.getByRole('textbox', { name });
const password = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const invalid = (element: Element) => element.getAttribute('aria-invalid') === 'true';
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

// The rules of the sign-up and reset forms: what is marked, said and focused, before anything is sent
// (no answer is given here: a request would fail the form with a 404).
describe('signing up', () => {
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
});
