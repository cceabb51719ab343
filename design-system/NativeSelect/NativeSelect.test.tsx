import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

const periods = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'custom', label: 'Custom dates' },
];

function Period({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('7d');
  return (
    <NativeSelect
      label="Period"
      description="For every figure below"
      options={periods}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NativeSelect', () => {
  it('is a combobox named by its label and described by its description, showing the chosen option', () => {
    render(<Period onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(screen.getByRole('combobox', { description: 'For every figure below' })).toBe(select);
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Last 7 days');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(periods.map((p) => p.label));
  });

  it('hands the chosen option’s id to onChange', async () => {
    const onChange = vi.fn();
    render(<Period onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom dates');
    expect(onChange).toHaveBeenLastCalledWith('custom');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Custom dates');
  });
});
