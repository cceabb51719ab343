import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSdk } from '@/sdk';
import { useBookingRequest } from './useBookingRequest';

type Result = { booking: { id: string }; checkoutUrl: string | null };
const booking = { id: 'bk_1' };
const credit = { classInstanceId: 'ci_1', paymentMethod: 'CREDIT' };
const card = { classInstanceId: 'ci_1', paymentMethod: 'CARD' };
type Send = (body: unknown, key: string) => Promise<Result>;
const unanswered: Send = () => Promise.reject(new TypeError('Failed to fetch'));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

/** The booking dialog's request for `what`, as a dialog mounts it; `send` answers each press. */
function openDialog(send: Send, body: unknown = credit, what = 'class:cl_1:ci_1') {
  const onBooked = vi.fn();
  const dialog = renderHook(({ current }) => useBookingRequest(what, current, send, onBooked), {
    wrapper,
    initialProps: { current: body },
  });
  return { ...dialog, onBooked };
}

/** The API's answers to releasing a booking: `status` each time; the paths released, in order. */
function releases(status: number) {
  const released: string[] = [];
  configureSdk({
    baseUrls: { api: 'http://api.test/api' },
    fetch: async (input) => {
      const request = input as Request;
      released.push(`${request.method} ${new URL(request.url).pathname}`);
      return Response.json(
        { id: booking.id, status: 'CANCELLED_BY_CUSTOMER', releasedAt: '2026-12-01T09:30:00Z' },
        { status },
      );
    },
  });
  return released;
}

async function press(dialog: ReturnType<typeof openDialog>, status: string) {
  act(() => dialog.result.current.book());
  await waitFor(() => expect(dialog.result.current.state.status).toBe(status));
}

afterEach(() => {
  sessionStorage.clear();
  configureSdk({});
});

describe('a booking attempt', () => {
  it('keeps its Idempotency-Key after the dialog is closed and opened again, until it is booked', async () => {
    const send = vi.fn<Send>(unanswered);
    const first = openDialog(send);
    await press(first, 'failed');
    first.unmount();

    send.mockResolvedValue({ booking, checkoutUrl: null });
    const again = openDialog(send);
    await press(again, 'booked');
    expect(again.onBooked).toHaveBeenCalledTimes(1);
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

  it('a checkout address off the checkout origins is not opened: the booking is released, and a retry is a new booking', async () => {
    const released = releases(200);
    const here = window.location.href;
    const send = vi.fn<Send>(async () => ({ booking, checkoutUrl: 'https://evil.example/pay' }));
    const dialog = openDialog(send, card);
    await press(dialog, 'failed');
    expect(dialog.result.current.state).toEqual({ status: 'failed', error: null });
    expect(window.location.href).toBe(here);
    expect(released).toEqual(['POST /api/class/booking/bk_1/release']);
    await press(dialog, 'failed');
    expect(send.mock.calls[1]?.[1]).not.toBe(send.mock.calls[0]?.[1]);
  });

  it('a booking the API would not release keeps its key, so a retry answers with that booking, not a second', async () => {
    const released = releases(500);
    const send = vi.fn<Send>(async () => ({ booking, checkoutUrl: 'https://evil.example/pay' }));
    const dialog = openDialog(send, card);
    await press(dialog, 'failed');
    await press(dialog, 'failed');
    expect(released).toHaveLength(2);
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });

  it('starts over when the page comes back from the checkout (back-forward cache)', async () => {
    // A checkout on this page's own address, so leaving for it moves only the fragment here.
    const page = window.location.href;
    const send = vi.fn<Send>(async () => ({ booking, checkoutUrl: `${page}#checkout-cs_1` }));
    const dialog = openDialog(send, card);
    await press(dialog, 'checkout');
    expect(window.location.hash).toBe('#checkout-cs_1');
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
