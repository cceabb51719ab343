import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { LinkButton } from './LinkButton';

describe('Link and LinkButton', () => {
  it('navigates in-app through the RouterProvider on Enter', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/discover">Discover</Link>
      </RouterProvider>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Discover' }));
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/discover', undefined);
  });

  it('adds rel="noopener noreferrer" to external links only', () => {
    render(
      <>
        <Link href="https://example.com">External</Link>
        <Link href="/privacy-policy">Internal</Link>
        <LinkButton href="https://example.com" rel="external">
          Out
        </LinkButton>
      </>,
    );
    expect(screen.getByRole('link', { name: 'External' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Internal' }).getAttribute('rel')).toBeNull();
    expect(screen.getByRole('link', { name: 'Out' }).getAttribute('rel')).toBe('external noopener noreferrer');
  });

  it('LinkButton is a link named by its text that routes on click', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <LinkButton href="/sign-up">Start training</LinkButton>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Start training' }));
    expect(navigate).toHaveBeenCalledWith('/sign-up', undefined);
  });
});
