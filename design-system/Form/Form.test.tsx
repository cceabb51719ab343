import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { virtual } from '@guidepup/virtual-screen-reader';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

describe('Form', () => {
  it('shows field errors on submit and focuses the first invalid field; submits once fixed', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField name="name" label="Name" isRequired errorMessage="Enter your name" />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your name')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('Maya{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows server errors per field and a form-level alert', () => {
    render(
      <Form validationErrors={{ email: 'Already registered' }} errorMessage="Check the fields">
        <TextField name="email" label="Email" />
      </Form>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Check the fields');
    expect(screen.getByText('Already registered')).toBeTruthy();
  });

  it('is heard by a screen reader on a failed submit: focus on the first invalid field, its error read with it', async () => {
    render(
      <Form onSubmit={(e) => e.preventDefault()}>
        <TextField name="name" label="Name" isRequired errorMessage="Enter your name" />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await virtual.start({ container: document.body });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(async () =>
        expect(await virtual.lastSpokenPhrase()).toBe('textbox, Name, Enter your name, invalid, required'),
      );
    } finally {
      await virtual.stop();
    }
  });
});
