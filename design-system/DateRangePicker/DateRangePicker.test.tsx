import { parseDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';

describe('DateRangePicker', () => {
  it('has labelled start and end segments editable from the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Period"
        defaultValue={{ start: parseDate('2026-11-01'), end: parseDate('2026-11-15') }}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getAllByRole('spinbutton')).toHaveLength(6);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalled();
    const last = onChange.mock.calls.at(-1)?.[0] as { start: unknown; end: unknown };
    expect(String(last.end)).toBe('2026-11-15');
  });
});
