import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookingRequest } from './useBookingRequest';

type Result = { checkoutUrl: string | null };
const credit = { classInstanceId: 'ci_1', paymentMethod: 'CREDIT' };
const card = { classInstanceId: 'ci_1', paymentMethod: 'CARD' };
type Send = (body: unknown, key: string) => Promise<Result>;
const unanswered: Send = () => Promise.reject(new TypeError('Failed to fetch'));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

/** The booking dialog's request for `what`, as a dialog mounts it; `send` answers each press. */
function openDialog(send: Send, body: unknown = credit, what = 'class:cl_1:ci_1') {
  const handlers = { onCheckout: vi.fn(), onBooked: vi.fn() };
  const dialog = renderHook(({ current }) => useBookingRequest(what, current, send, handlers), {
    wrapper,
    initialProps: { current: body },
  });
  return { ...dialog, handlers };
}

async function press(dialog: ReturnType<typeof openDialog>, status: string) {
  act(() => dialog.result.current.book());
  await waitFor(() => expect(dialog.result.current.state.status).toBe(status));
}

afterEach(() => {
  sessionStorage.clear();
});

describe('a booking attempt', () => {
  it('keeps its Idempotency-Key after the dialog is closed and opened again, until it is booked', async () => {
    const send = vi.fn<Send>(unanswered);
    const first = openDialog(send);
    await press(first, 'failed');
    first.unmount();

    send.mockResolvedValue({ checkoutUrl: null });
    const again = openDialog(send);
    await press(again, 'booked');
    const [firstKey, retryKey] = send.mock.calls.map(([, key]) => key);
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(retryKey).toBe(firstKey);
    again.unmount();

    // Booked: the next booking of the same session is a new attempt.
    const next = openDialog(send);
    await press(next, 'booked');
    expect(send.mock.calls[2]?.[1]).not.toBe(firstKey);
  });

  it('is one per thing bought and per request: another session, or card instead of credit, is another key', async () => {
    const send = vi.fn<Send>(unanswered);
    const one = openDialog(send);
    await press(one, 'failed');
    one.rerender({ current: card });
    await press(one, 'failed');
    const other = openDialog(send, credit, 'class:cl_1:ci_2');
    await press(other, 'failed');
    const keys = send.mock.calls.map(([, key]) => key);
    expect(new Set(keys).size).toBe(3);
  });

  it('a checkout address off the checkout origins fails and keeps the key, so a retry makes no second booking', async () => {
    const send = vi.fn<Send>(async () => ({ checkoutUrl: 'https://evil.example/pay' }));
    const dialog = openDialog(send, card);
    await press(dialog, 'failed');
    expect(dialog.result.current.state).toEqual({ status: 'failed', error: null });
    expect(dialog.handlers.onCheckout).not.toHaveBeenCalled();
    await press(dialog, 'failed');
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });

  it('starts over when the page comes back from the checkout (back-forward cache)', async () => {
    // A checkout on this page's own address, so leaving for it moves only the fragment here.
    const page = window.location.href;
    const send = vi.fn<Send>(async () => ({ checkoutUrl: `${page}#checkout-cs_1` }));
    const dialog = openDialog(send, card);
    await press(dialog, 'checkout');
    expect(window.location.hash).toBe('#checkout-cs_1');
    expect(dialog.handlers.onCheckout).toHaveBeenCalledTimes(1);
    expect(dialog.result.current.isSending).toBe(true);
    history.replaceState(null, '', page);

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(dialog.result.current.state).toEqual({ status: 'idle' });
    expect(dialog.result.current.isSending).toBe(false);
    await press(dialog, 'checkout');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
