import { renderHook } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/sdk';
import { customerSession, initialCustomerSession } from '../session/stores';
import { keepAnswer, keptAnswer } from './answers';
import { useOfflineAnswer } from './useOfflineAnswer';

const olivia = { role: 'customer', id: 'cu_3001' } as const;
const bookings = [{ id: 'bk_1' }];

/** A query in the state a screen sees (only what the hook reads). */
const query = (state: Partial<UseQueryResult<unknown>>) =>
  ({ isPending: false, isError: false, isSuccess: false, fetchStatus: 'idle', ...state }) as UseQueryResult<unknown>;
const failed = (status: number, code: string) =>
  query({ isError: true, status: 'error', error: new ApiRequestError({ status, code, message: code }) });

const shown = (state: UseQueryResult<unknown>) =>
  renderHook(() => useOfflineAnswer('customer-upcoming', state)).result.current;

beforeEach(() =>
  Object.assign(customerSession, {
    isAuthenticated: true,
    profileId: olivia.id,
    currentUser: { idToken: 't', refreshToken: 'r', localId: 'l', expiresIn: '3600' },
  }),
);
afterEach(() => {
  Object.assign(customerSession, initialCustomerSession());
  localStorage.clear();
});

describe('a screen read offline', () => {
  it('keeps an answer that came, with the time it arrived', () => {
    shown(query({ isSuccess: true, status: 'success', data: bookings, dataUpdatedAt: 42 }));
    expect(keptAnswer(olivia, 'customer-upcoming')).toEqual({ at: 42, data: bookings });
  });

  it.each([
    ['a refusal of the session', failed(401, 'UNAUTHORIZED')],
    ['a forbidden answer', failed(403, 'FORBIDDEN')],
    ['a server failure', failed(500, 'SERVER_ERROR')],
  ])('keeps nothing of %s, and shows it as it is', (_case, state) => {
    expect(shown(state)).toBe(state);
    expect(keptAnswer(olivia, 'customer-upcoming')).toBeUndefined();
  });

  it('shows the kept answer when no answer can come: offline, or a request that got none', () => {
    keepAnswer(olivia, 'customer-upcoming', { at: 42, data: bookings });
    for (const state of [query({ isPending: true, fetchStatus: 'paused' }), failed(0, 'NETWORK_ERROR')]) {
      const result = shown(state);
      expect(result.data).toEqual(bookings);
      expect(result.isSuccess && !result.isError && !result.isPending).toBe(true);
    }
  });

  it('never shows another account’s answer, nor one while the server answers', () => {
    keepAnswer({ role: 'customer', id: 'cu_9999' }, 'customer-upcoming', { at: 42, data: bookings });
    const offline = query({ isPending: true, fetchStatus: 'paused' });
    expect(shown(offline)).toBe(offline);
    keepAnswer(olivia, 'customer-upcoming', { at: 42, data: bookings });
    const server = failed(500, 'SERVER_ERROR');
    expect(shown(server)).toBe(server);
  });
});
