import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', () => {
    render(<Spinner label="Loading classes" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading classes' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('is decorative without a label', () => {
    render(<Spinner />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
