import { createIntl } from '@formatjs/intl';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, Form, NumberField, TextField } from '@/design-system';
import { IntlProvider } from '@/app/i18n';
import { useFormFields, type SubmitFailure } from './useFormFields';

/** Translated, to show that catalogue messages are formatted in the user's language. */
const intl = createIntl({ locale: 'es', messages: { 'test.required': 'Rellena este campo' } });
const requiredMessage = { id: 'test.required', defaultMessage: 'Fill this in' };

interface Values {
  name: string;
  email: string;
}

function ProfileForm({
  onValid,
  failure,
}: {
  onValid: (values: Values) => unknown;
  failure?: (error: unknown) => SubmitFailure;
}) {
  const form = useFormFields({
    initialValues: { name: '', email: '' },
    validate: ({ name, email }) => ({
      name: name.trim() === '' && requiredMessage,
      email: !email.includes('@') && 'Enter an email like name@example.com',
    }),
    failure,
  });
  return (
    <Form {...form.formProps} onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <Button type="submit" isPending={form.isPending} pendingLabel="Saving">
        Save
      </Button>
    </Form>
  );
}

function renderForm(props: Parameters<typeof ProfileForm>[0]) {
  render(
    <IntlProvider value={intl}>
      <ProfileForm {...props} />
    </IntlProvider>,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A form with one number field, valid from 1. */
function PriceForm() {
  const form = useFormFields({
    initialValues: { price: Number.NaN },
    validate: ({ price }) => ({ price: !(price >= 1) && 'Enter a price of at least 1' }),
  });
  return (
    <Form {...form.formProps} onSubmit={form.handleSubmit(() => undefined)}>
      <NumberField label="Price" {...form.field('price')} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

describe('useFormFields', () => {
  it('focuses an invalid number field’s own input', async () => {
    render(
      <IntlProvider value={intl}>
        <PriceForm />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Price' })));
  });

  it('marks each invalid field with its message, sums up at the top and focuses the first', async () => {
    const onValid = vi.fn();
    const { name, email, save } = renderForm({ onValid });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(save);
    expect(onValid).not.toHaveBeenCalled();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toBe('Rellena este campo');
    expect(describedBy(email)).toBe('Enter an email like name@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Rellena este campo');
    expect(document.activeElement).toBe(name);

    await userEvent.type(name, 'Maya');
    await userEvent.click(save);
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toBe('Enter an email like name@example.com');
  });

  it('focuses the first control a list field marks invalid when the list has no named control', async () => {
    function TimesForm() {
      const form = useFormFields({
        initialValues: { note: 'ok', times: ['07:00', '', ''] },
        validate: ({ times }) => ({ times: times.includes('') && 'Fill in every time' }),
      });
      const times = form.field('times');
      return (
        <Form {...form.formProps} onSubmit={form.handleSubmit(vi.fn())}>
          <TextField label="Note" {...form.field('note')} />
          {times.value.map((time, index) => (
            <TextField
              key={index}
              label={`Time ${index + 1}`}
              value={time}
              onChange={(value) => times.onChange(times.value.map((t, i) => (i === index ? value : t)))}
              isInvalid={times.isInvalid && time === ''}
            />
          ))}
          <Button type="submit">Save</Button>
        </Form>
      );
    }
    render(
      <IntlProvider value={intl}>
        <TimesForm />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Time 2' }));
  });

  it('clears a field’s error when it is edited, and leaves the others', async () => {
    const { name, email, save } = renderForm({ onValid: vi.fn() });
    await userEvent.click(save);
    await userEvent.type(name, 'M');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(name)).toBe('');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter an email like name@example.com');
    await userEvent.type(email, 'maya@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the values once while a submission is pending', async () => {
    const submission = deferred();
    const onValid = vi.fn(() => submission.promise);
    const { name, email, save } = renderForm({ onValid });
    await userEvent.type(name, 'Maya');
    await userEvent.type(email, 'maya@example.com{Enter}');
    expect(save.dataset.pending).toBe('true');
    // Another submit however it comes (a second Enter, a script, a double click before the re-render).
    fireEvent.submit(email.closest('form')!);
    await userEvent.click(save);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Maya', email: 'maya@example.com' });

    submission.resolve();
    await waitFor(() => expect(save.dataset.pending).toBeUndefined());
    await userEvent.click(save);
    expect(onValid).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed when the submission fails, and shows the failure on its field', async () => {
    const submission = deferred();
    const failure = vi.fn(() => ({ fields: { email: 'That email already has an account' } }));
    const { name, email } = renderForm({ onValid: () => submission.promise, failure });
    await userEvent.type(name, 'Maya');
    await userEvent.type(email, 'maya@example.com{Enter}');
    submission.reject(new Error('EMAIL_EXISTS'));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'That email already has an account');
    expect(failure).toHaveBeenCalledWith(new Error('EMAIL_EXISTS'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toBe('That email already has an account');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name).toHaveProperty('value', 'Maya');
    expect(email).toHaveProperty('value', 'maya@example.com');
    expect(document.activeElement).toBe(email);
  });

  it('shows a failure about the whole form at the top only', async () => {
    const { name, email } = renderForm({
      onValid: () => Promise.reject(new Error('offline')),
      failure: () => ({ form: 'We couldn’t save that. Please try again.' }),
    });
    await userEvent.type(name, 'Maya');
    await userEvent.type(email, 'maya@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'We couldn’t save that. Please try again.');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email).toHaveProperty('value', 'maya@example.com');
  });
});

/** The text of the elements that describe `element` (aria-describedby). */
function describedBy(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
