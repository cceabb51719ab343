import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is a labelled radiogroup: Tab enters, arrows select', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Level" defaultValue="a" onChange={onChange}>
        <Radio value="a">Beginner</Radio>
        <Radio value="b">Advanced</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Level' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Beginner' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect((screen.getByRole('radio', { name: 'Advanced' }) as HTMLInputElement).checked).toBe(true);
  });
});
