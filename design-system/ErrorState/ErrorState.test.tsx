import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the error and retries from the keyboard', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load" description="Offline" onRetry={onRetry} retryLabel="Try again" />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no button without onRetry, and blocks repeat retries while retrying', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState title="Oops" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ErrorState title="Oops" onRetry={onRetry} retryLabel="Retry" isRetrying retryingLabel="Retrying" />);
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('says Try again is retrying, and when it is done, while it has focus', async () => {
    const props = { title: 'Oops', onRetry: vi.fn(), retryLabel: 'Try again', retryingLabel: 'Trying again' };
    const { rerender } = render(<ErrorState {...props} />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Try again' });
    const said = () =>
      [...document.querySelectorAll('[aria-live="assertive"] [aria-labelledby]')].map((node) =>
        node.getAttribute('aria-labelledby'),
      );
    rerender(<ErrorState {...props} isRetrying />);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(within(button).getByRole('progressbar', { name: 'Trying again' })).toBeTruthy();
    expect(said()).toEqual([button.id]);
    rerender(<ErrorState {...props} />);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(said()).toEqual([button.id, button.id]);
  });
});
