import { parseDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('is a labelled group of segments; arrow keys change a segment', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Class date" defaultValue={parseDate('2026-11-18')} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Class date' });
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments.length).toBe(3);
    await userEvent.tab();
    expect(document.activeElement).toBe(segments[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalled();
  });

  it('opens the calendar from the button with the keyboard and picks a date', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Class date" defaultValue={parseDate('2026-11-18')} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Calendar|Class date/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-11-19'));
  });
});
