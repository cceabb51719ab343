import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

describe('CheckboxGroup', () => {
  it('is a labelled group whose value collects the checked boxes (keyboard)', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Class types" onChange={onChange}>
        <Checkbox value="live">Live</Checkbox>
        <Checkbox value="recorded">Recorded</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Class types' })).toBeTruthy();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['live', 'recorded']);
  });

  it('shows its error message when invalid', () => {
    render(
      <CheckboxGroup label="Types" isInvalid errorMessage="Choose one">
        <Checkbox value="a">A</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByText('Choose one')).toBeTruthy();
  });
});
