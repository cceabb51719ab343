import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sdk from '@/sdk/signIn';
import { IntlProvider, loadIntl } from '@/app/i18n';
import { clearSession, signedIn } from '@/app/session/session';
import { RESEND_DELAY_S, VerifyEmail } from './VerifyEmail';

vi.mock('@/sdk/signIn', async (original) => ({
  ...(await original<typeof sdk>()),
  sendOobCode: vi.fn().mockResolvedValue({ email: 'new.member@example.com' }),
}));

describe('VerifyEmail', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signedIn('customer', { idToken: 'id-1', refreshToken: 'r', localId: 'uid', expiresIn: '3600' });
  });
  afterEach(() => {
    clearSession('customer');
    vi.useRealTimers();
  });

  it('sends a code at once and offers another only after the delay', async () => {
    const intl = await loadIntl('en');
    render(
      <IntlProvider value={intl}>
        <QueryClientProvider client={new QueryClient()}>
          <VerifyEmail role="customer" email="new.member@example.com" onVerified={() => undefined} />
        </QueryClientProvider>
      </IntlProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(sdk.sendOobCode).toHaveBeenCalledTimes(1);
    expect(sdk.sendOobCode).toHaveBeenCalledWith({ requestType: 'VERIFY_EMAIL', idToken: 'id-1' });

    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toHaveProperty('disabled', true);
    expect(screen.getByText(`You can ask for a new code in ${RESEND_DELAY_S} seconds.`)).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync((RESEND_DELAY_S - 1) * 1000));
    expect(screen.getByText('You can ask for a new code in 1 second.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toHaveProperty('disabled', false);

    fireEvent.click(resend);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(sdk.sendOobCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('A new code is on its way to new.member@example.com.');
    expect(resend).toHaveProperty('disabled', true);
  });
});
