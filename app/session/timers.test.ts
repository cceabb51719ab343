import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, SESSION_LOGOUT_MS, sessions, signedIn, TOKEN_REFRESH_MS, type Tokens } from './session';
import { startSessionTimers } from './timers';

const tokens = (n: number): Tokens => ({
  idToken: `id-${n}`,
  refreshToken: `refresh-${n}`,
  localId: 'uid_olivia01',
  expiresIn: '3600',
});

describe('session timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    clearSession('customer');
    clearSession('trainer');
    vi.useRealTimers();
  });

  it('logs a customer out 1 hour after login', () => {
    signedIn('customer', tokens(1));
    const logout = vi.fn();
    const stop = startSessionTimers('customer', { refresh: vi.fn(), logout });
    vi.advanceTimersByTime(SESSION_LOGOUT_MS - 1);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logs out at once when the deadline passed while the app was closed', () => {
    signedIn('customer', tokens(1));
    vi.setSystemTime(Date.now() + SESSION_LOGOUT_MS + 5_000);
    const logout = vi.fn();
    const stop = startSessionTimers('customer', { refresh: vi.fn(), logout });
    vi.advanceTimersByTime(0);
    expect(logout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never schedules a logout for a trainer', () => {
    signedIn('trainer', tokens(1));
    const logout = vi.fn();
    const stop = startSessionTimers('trainer', { refresh: vi.fn().mockResolvedValue(tokens(2)), logout });
    vi.advanceTimersByTime(3 * SESSION_LOGOUT_MS);
    expect(logout).not.toHaveBeenCalled();
    stop();
  });

  it('refreshes an expired token at once, then every 30 minutes', async () => {
    signedIn('trainer', tokens(1));
    vi.setSystemTime(Date.now() + 3600_000);
    const refresh = vi.fn().mockResolvedValueOnce(tokens(2)).mockResolvedValueOnce(tokens(3));
    const stop = startSessionTimers('trainer', { refresh, logout: vi.fn() });
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(sessions.trainer.currentUser?.idToken).toBe('id-2');
    expect(sessions.trainer.expiresAt).toBe(Date.now() + 3600_000);

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith('refresh-2');
    expect(sessions.trainer.currentUser?.idToken).toBe('id-3');
    stop();
  });

  it('does not refresh a token that is still valid until 30 minutes pass', async () => {
    signedIn('customer', tokens(1));
    const refresh = vi.fn().mockResolvedValue(tokens(2));
    const stop = startSessionTimers('customer', { refresh, logout: vi.fn() });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('only logs a failed refresh and keeps the session', async () => {
    signedIn('customer', tokens(1));
    vi.setSystemTime(Date.now() + 3600_000);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = startSessionTimers('customer', {
      refresh: vi.fn().mockRejectedValue(new Error('TOKEN_EXPIRED')),
      logout: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith('The session token could not be refreshed.', expect.any(Error));
    expect(sessions.customer.isAuthenticated).toBe(true);
    expect(sessions.customer.currentUser?.idToken).toBe('id-1');
    stop();
  });

  it('stops every timer when stopped (unmount or logout)', async () => {
    signedIn('customer', tokens(1));
    const refresh = vi.fn().mockResolvedValue(tokens(2));
    const logout = vi.fn();
    const stop = startSessionTimers('customer', { refresh, logout });
    stop();
    await vi.advanceTimersByTimeAsync(2 * SESSION_LOGOUT_MS);
    expect(refresh).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
