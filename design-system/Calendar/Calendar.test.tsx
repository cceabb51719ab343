import { parseDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './Calendar';

describe('Calendar', () => {
  it('moves by day with arrow keys and selects with Enter', async () => {
    const onChange = vi.fn();
    render(<Calendar aria-label="Class date" defaultFocusedValue={parseDate('2026-11-18')} onChange={onChange} />);
    expect(screen.getByRole('application', { name: /Class date/ })).toBeTruthy();
    await userEvent.tab(); // previous
    await userEvent.tab(); // next
    await userEvent.tab(); // grid (focused date)
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-11-19'));
  });

  it('does not select unavailable dates', async () => {
    const onChange = vi.fn();
    render(
      <Calendar
        aria-label="Class date"
        defaultFocusedValue={parseDate('2026-11-18')}
        isDateUnavailable={(d) => d.day === 18}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByText('18'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
