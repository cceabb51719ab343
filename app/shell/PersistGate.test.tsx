import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Persist from '../lib/storage/persist';

afterEach(() => vi.useRealTimers());

describe('PersistGate', () => {
  it('shows nothing until persisted state has loaded', async () => {
    vi.resetModules();
    let finish!: () => void;
    vi.doMock('../lib/storage/persist', async (original) => ({
      ...(await original<typeof Persist>()),
      loadPersistedState: () => new Promise<void>((resolve) => (finish = resolve)),
    }));
    const { PersistGate } = await import('./PersistGate');
    render(<PersistGate>page</PersistGate>);
    expect(screen.queryByText('page')).toBeNull();
    await act(async () => finish());
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('renders anyway after 5000 ms when loading hangs', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.doMock('../lib/storage/persist', async (original) => ({
      ...(await original<typeof Persist>()),
      loadPersistedState: () => new Promise<void>(() => {}),
    }));
    const { PersistGate } = await import('./PersistGate');
    render(<PersistGate>page</PersistGate>);
    await act(async () => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('page')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('page')).toBeTruthy();
  });
});
