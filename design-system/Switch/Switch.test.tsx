import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch toggled with Space', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Notifications</Switch>);
    const sw = screen.getByRole('switch', { name: 'Notifications' }) as HTMLInputElement;
    await userEvent.tab();
    expect(document.activeElement).toBe(sw);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(sw.checked).toBe(true);
  });
});
