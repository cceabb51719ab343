import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { clearSession, signedIn } from '../session/session';
import { RequireSession } from './guards';

const tokens = { idToken: 'id', refreshToken: 'refresh', localId: 'uid', expiresIn: '3600' };

function renderAt(path: string, role: 'customer' | 'trainer') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <RequireSession role={role}>secret page</RequireSession>
    </Router>,
  );
  return location;
}

describe('RequireSession', () => {
  afterEach(() => {
    clearSession('customer');
    clearSession('trainer');
  });

  it('sends a visitor to the customer login with the page as callbackUrl', () => {
    const location = renderAt('/dashboard/settings?tab=email', 'customer');
    expect(screen.queryByText('secret page')).toBeNull();
    expect(location.history.at(-1)).toBe('/login?callbackUrl=%2Fdashboard%2Fsettings%3Ftab%3Demail');
  });

  it('sends anyone without a trainer session to the trainer login', () => {
    signedIn('customer', tokens);
    const location = renderAt('/trainer/dashboard', 'trainer');
    expect(location.history.at(-1)).toBe('/trainer/login?callbackUrl=%2Ftrainer%2Fdashboard');
  });

  it('sends a trainer who opens the customer’s dashboard, where the installed app starts, to their own', () => {
    signedIn('trainer', tokens);
    const location = renderAt('/dashboard', 'customer');
    expect(location.history.at(-1)).toBe('/trainer/dashboard');
  });

  it('shows the page to the signed-in role', () => {
    signedIn('trainer', tokens);
    renderAt('/trainer/dashboard', 'trainer');
    expect(screen.getByText('secret page')).toBeTruthy();
  });
});
