import { parseTime } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeField } from './TimeField';

describe('TimeField', () => {
  it('is a labelled group whose hour steps with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<TimeField label="Start time" defaultValue={parseTime('18:30')} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Start time' })).toBeTruthy();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(String(onChange.mock.calls.at(-1)?.[0])).toBe('19:30:00');
  });
});
