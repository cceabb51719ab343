import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label (not the placeholder) and described by its description', () => {
    render(<TextField label="Email" placeholder="you@example.com" description="For receipts" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('For receipts');
  });

  it('reports typing through onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('Maya');
    expect(onChange).toHaveBeenLastCalledWith('Maya');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<TextField label="Email" isInvalid errorMessage="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
  });
});
