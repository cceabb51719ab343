import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Rating } from './Rating';
import { RatingInput } from './RatingInput';

const starLabel = (n: number) => `${n} stars`;

describe('Rating', () => {
  it('display is one image named by its label', () => {
    render(<Rating value={4.6} label="Rated 4.6 out of 5" showValue caption="(12)" />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeTruthy();
    expect(screen.getByText('(12)')).toBeTruthy();
  });

  it('input is a labelled radio group operated with arrow keys', async () => {
    const onChange = vi.fn();
    render(<RatingInput label="Your rating" defaultValue={3} onChange={onChange} starLabel={starLabel} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('input shows its error message when invalid', () => {
    render(<RatingInput label="Your rating" isInvalid errorMessage="Choose a rating" starLabel={starLabel} />);
    expect(screen.getByText('Choose a rating')).toBeTruthy();
  });
});
