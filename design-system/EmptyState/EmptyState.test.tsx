import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('renders its title as a heading at the requested level with description and action', () => {
    render(
      <EmptyState
        headingLevel={3}
        title="No classes yet"
        description="Book one"
        action={<button>Discover</button>}
        icon={<svg />}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No classes yet' })).toBeTruthy();
    expect(screen.getByText('Book one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discover' })).toBeTruthy();
  });
});
