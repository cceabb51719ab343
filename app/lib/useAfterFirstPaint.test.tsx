import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'after' : 'before'}</p>;
}

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false on mount and through the next frame, then true in the task after it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(<Probe />);
    expect(screen.getByText('before')).toBeTruthy();
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('before')).toBeTruthy();
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('schedules nothing more once unmounted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { unmount } = render(<Probe />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
