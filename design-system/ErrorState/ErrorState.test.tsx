import { render, screen } from '@testing-library/react';
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
});
