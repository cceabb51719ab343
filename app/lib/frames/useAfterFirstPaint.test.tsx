import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'after' : 'before'}</p>;
}

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false on mount and through the first frame, then true from the next one', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    render(<Probe />);
    expect(screen.getByText('before')).toBeTruthy();
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('before')).toBeTruthy();
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('schedules nothing more once unmounted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { unmount } = render(<Probe />);
    act(() => vi.advanceTimersToNextFrame());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
