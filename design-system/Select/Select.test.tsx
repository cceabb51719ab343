import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './Select';

describe('Select', () => {
  it('opens from the keyboard and selects an option with Enter', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Select label="Discipline" placeholder="Choose" onSelectionChange={onSelectionChange}>
        <SelectItem id="hiit">HIIT</SelectItem>
        <SelectItem id="yoga">Yoga</SelectItem>
      </Select>,
    );
    const trigger = screen.getByRole('button', { name: /Discipline/ });
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('yoga');
    expect(trigger.textContent).toContain('Yoga');
  });
});
