import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is named by its label and toggles with Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remind me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remind me' }) as HTMLInputElement;
    await userEvent.tab();
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
  });

  it('cannot be toggled when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Remind me
      </Checkbox>,
    );
    await userEvent.click(screen.getByText('Remind me'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
