import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line textbox that accepts new lines', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Bio" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Bio' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.click(box);
    await userEvent.keyboard('Line 1{Enter}Line 2');
    expect(onChange).toHaveBeenLastCalledWith('Line 1\nLine 2');
  });
});
