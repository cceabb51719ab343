import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem } from './ComboBox';

describe('ComboBox', () => {
  it('filters as you type and selects with arrow keys and Enter', async () => {
    const onSelectionChange = vi.fn();
    render(
      <ComboBox label="City" onSelectionChange={onSelectionChange}>
        <ComboBoxItem id="london">London</ComboBoxItem>
        <ComboBoxItem id="leeds">Leeds</ComboBoxItem>
        <ComboBoxItem id="bristol">Bristol</ComboBoxItem>
      </ComboBox>,
    );
    const input = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    await userEvent.tab();
    await userEvent.keyboard('Le');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Leeds']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('leeds');
    expect(input.value).toBe('Leeds');
  });
});
