import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with its value', () => {
    render(<ProgressBar label="Uploading" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar label="Processing" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Processing' }).hasAttribute('aria-valuenow')).toBe(false);
  });

  it('keeps its own class and adds the one a className function returns for its render props', () => {
    render(
      <ProgressBar
        label="Uploading"
        value={40}
        className={({ percentage, defaultClassName }) => `${defaultClassName} at-${percentage}`}
      />,
    );
    const classes = screen.getByRole('progressbar').classList;
    expect(classes).toContain('react-aria-ProgressBar');
    expect(classes).toContain('at-40');
    expect(classes.length).toBeGreaterThan(2);
  });
});
