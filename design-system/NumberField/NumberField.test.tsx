import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('formats currency and steps with the arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <NumberField
        label="Price"
        defaultValue={10}
        step={0.5}
        formatOptions={{ style: 'currency', currency: 'GBP' }}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    expect(input.value).toBe('£10.00');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(10.5);
    expect(input.value).toBe('£10.50');
  });

  it('clamps to min and max on blur', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Places" minValue={1} maxValue={20} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Places' }), '99');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(20);
  });
});
