import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as sdk from '@/sdk';
import { useAuthSession, useSessionSync } from './hooks';

vi.mock('@/sdk', async (original) => ({
  ...(await original<typeof sdk>()),
  getSession: vi.fn(),
  log: vi.fn().mockResolvedValue(undefined),
}));

const olivia = { user: { id: 'uid_olivia01', name: 'Olivia Hughes', email: 'olivia.hughes@example.com' } };

function useWatchedSession() {
  useSessionSync();
  return useAuthSession();
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('the auth client session', () => {
  it('is loading, then authenticated, and is refetched when the tab becomes visible', async () => {
    vi.mocked(sdk.getSession).mockResolvedValueOnce(olivia).mockResolvedValueOnce({});
    const { result } = renderHook(useWatchedSession, { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.data).toEqual(olivia);

    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(sdk.getSession).toHaveBeenCalledTimes(2);
  });

  it('logs a failed read as CLIENT_SESSION_ERROR and reads as signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(sdk.getSession).mockRejectedValueOnce(new Error('Failed to fetch'));
    const { result } = renderHook(useWatchedSession, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(sdk.log).toHaveBeenCalledWith('error', 'CLIENT_SESSION_ERROR', 'Failed to fetch');
  });
});
