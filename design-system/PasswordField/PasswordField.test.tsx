import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

const props = { label: 'Password', showPasswordLabel: 'Show password', hidePasswordLabel: 'Hide password' };

describe('PasswordField', () => {
  it('hides the value until the toggle is pressed with the keyboard, and hides it again', async () => {
    render(<PasswordField {...props} defaultValue="Secret1" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(input.type).toBe('password');
  });

  it('checks rule hints live as the user types and reports the value', async () => {
    const onChange = vi.fn();
    render(
      <PasswordField
        {...props}
        onChange={onChange}
        ruleMetLabel="Done:"
        ruleUnmetLabel="Needed:"
        rules={[
          { label: '8 characters', test: (v) => v.length >= 8 },
          { label: 'A number', test: (v) => /\d/.test(v) },
        ]}
      />,
    );
    const input = screen.getByLabelText('Password');
    const rule = (name: string) => screen.getByText(name).closest('li')!;
    expect(rule('A number').hasAttribute('data-met')).toBe(false);
    await userEvent.type(input, 'abc1');
    expect(rule('A number').hasAttribute('data-met')).toBe(true);
    expect(rule('A number').textContent).toContain('Done:');
    expect(rule('8 characters').textContent).toContain('Needed:');
    expect(onChange).toHaveBeenLastCalledWith('abc1');
    // the hints describe the input
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.some((id) => document.getElementById(id)?.textContent?.includes('A number'))).toBe(true);
  });
});
