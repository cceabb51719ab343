import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('exposes its text and keeps the status dot out of the accessibility tree', () => {
    const { container } = render(
      <Badge tone="live" dot aria-label="Live now">
        Live
      </Badge>,
    );
    expect(screen.getByText('Live')).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-label')).toBe('Live now');
  });
});
