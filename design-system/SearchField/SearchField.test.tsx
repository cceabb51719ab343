import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('submits on Enter and clears on Escape', async () => {
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search" clearLabel="Clear search" onSubmit={onSubmit} onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    await userEvent.type(box, 'yoga{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('yoga');
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalled();
    expect(box.value).toBe('');
  });

  it('has a named clear button once there is text', async () => {
    render(<SearchField label="Search" clearLabel="Clear search" />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'hiit');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });
});
