import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialOf } from './Avatar';

describe('Avatar', () => {
  it('shows the initial letter and is named by the person', () => {
    render(<Avatar name="maya Okafor" />);
    const img = screen.getByRole('img', { name: 'maya Okafor' });
    expect(img.textContent).toBe('M');
  });

  it('shows the photo, and falls back to the initial when it fails to load', () => {
    const { container } = render(<Avatar name="Tom Reyes" src="/tom.png" />);
    const photo = container.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/tom.png');
    fireEvent.error(photo!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Tom Reyes' }).textContent).toBe('T');
  });

  it('is hidden from assistive tech when decorative', () => {
    render(<Avatar name="Priya" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes the first letter or digit, skipping spaces and punctuation', () => {
    expect(initialOf('  élodie')).toBe('É');
    expect(initialOf('"42 Gym"')).toBe('4');
    expect(initialOf('')).toBe('?');
  });
});
