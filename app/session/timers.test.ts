import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  holdSession,
  SESSION_LOGOUT_MS,
  sessions,
  signedIn,
  TOKEN_REFRESH_MARGIN_MS,
  TOKEN_REFRESH_MS,
  tokensRefreshed,
  type Tokens,
} from './session';
import { startSessionTimers } from './timers';

const tokens = (n: number, expiresIn = '3600'): Tokens => ({
  idToken: `id-${n}`,
  refreshToken: `refresh-${n}`,
  localId: 'uid_olivia01',
  expiresIn,
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
    signedIn('customer', tokens(1, '7200'));
    const logout = vi.fn();
    const stop = startSessionTimers('customer', { renew: vi.fn(), logout });
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
    const stop = startSessionTimers('customer', { renew: vi.fn(), logout });
    vi.advanceTimersByTime(0);
    expect(logout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for a live class or a checkout to finish before the 1-hour logout', () => {
    signedIn('customer', tokens(1));
    const logout = vi.fn();
    const stop = startSessionTimers('customer', { renew: vi.fn(), logout });
    const leaveClass = holdSession();
    const finishCheckout = holdSession();
    vi.advanceTimersByTime(SESSION_LOGOUT_MS + 20 * 60_000);
    expect(logout).not.toHaveBeenCalled();
    leaveClass();
    expect(logout).not.toHaveBeenCalled();
    finishCheckout();
    expect(logout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('forgets a waiting logout when stopped', () => {
    signedIn('customer', tokens(1));
    const logout = vi.fn();
    const stop = startSessionTimers('customer', { renew: vi.fn(), logout });
    const release = holdSession();
    vi.advanceTimersByTime(SESSION_LOGOUT_MS);
    stop();
    release();
    expect(logout).not.toHaveBeenCalled();
  });

  it('never schedules a logout for a trainer', () => {
    signedIn('trainer', tokens(1));
    const logout = vi.fn();
    const stop = startSessionTimers('trainer', { renew: vi.fn().mockResolvedValue(undefined), logout });
    vi.advanceTimersByTime(3 * SESSION_LOGOUT_MS);
    expect(logout).not.toHaveBeenCalled();
    stop();
  });

  it('renews an expired token at once', () => {
    signedIn('trainer', tokens(1));
    vi.setSystemTime(Date.now() + 3600_000);
    const renew = vi.fn().mockResolvedValue(undefined);
    const stop = startSessionTimers('trainer', { renew, logout: vi.fn() });
    vi.advanceTimersByTime(0);
    expect(renew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('renews 5 minutes before the token expires, then before the renewed one expires', async () => {
    // A token of 20 minutes: the 30-minute timer would come too late.
    signedIn('trainer', tokens(1, '1200'));
    const renew = vi.fn(async () => tokensRefreshed('trainer', tokens(2, '1200')));
    const stop = startSessionTimers('trainer', { renew, logout: vi.fn() });
    await vi.advanceTimersByTimeAsync(1200_000 - TOKEN_REFRESH_MARGIN_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1200_000 - TOKEN_REFRESH_MARGIN_MS);
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
  });

  it('renews every 30 minutes too, as the specification asks', async () => {
    signedIn('customer', tokens(1));
    const renew = vi.fn().mockResolvedValue(undefined);
    const stop = startSessionTimers('customer', { renew, logout: vi.fn() });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('moves the renewal when another tab renewed the token first', async () => {
    signedIn('trainer', tokens(1));
    const renew = vi.fn().mockResolvedValue(undefined);
    const stop = startSessionTimers('trainer', { renew, logout: vi.fn() });
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    // Another tab's renewal arrives through the persisted state: a token for the next hour.
    sessions.trainer.expiresAt = Date.now() + 3600_000;
    await vi.advanceTimersByTimeAsync(3600_000 - TOKEN_REFRESH_MARGIN_MS - 1);
    // Only the 30-minute timer's two renewals, none at the first token's old deadline.
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops every timer when stopped (unmount or logout)', async () => {
    signedIn('customer', tokens(1));
    const renew = vi.fn();
    const logout = vi.fn();
    const stop = startSessionTimers('customer', { renew, logout });
    stop();
    await vi.advanceTimersByTimeAsync(2 * SESSION_LOGOUT_MS);
    expect(renew).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
