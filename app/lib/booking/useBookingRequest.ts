import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError, type ApiError } from '../../../sdk';
import { useIdempotencyKey } from '../forms/idempotency';
import { checkoutTarget } from './checkout';

/** A booking request's progress: not sent, on its way, failed, off to the checkout page, or booked. */
export type BookingState<Result> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; error: ApiError | null }
  | { status: 'checkout' }
  | { status: 'booked'; result: Result };

interface BookingHandlers<Result> {
  /** Before the browser leaves for the checkout page: remember what is being paid for. */
  onCheckout: (result: Result) => void;
  /** Booked and paid from credit. */
  onBooked: (result: Result) => void;
}

/**
 * Sends a booking (`body`, as `send` posts it) once: a press while one is on its way does nothing, a
 * retry after a failure sends the same `Idempotency-Key` (so the server books at most once), a
 * changed booking (card instead of credit) a new one, and a new key is made once it is booked. A result with a checkout URL sends the browser there; one without is booked (from credit),
 * and the account credit is read afresh. A failure without an API error (`error: null`) is a
 * checkout URL that is not on the configured checkout origins.
 */
export function useBookingRequest<Body, Result extends { checkoutUrl: string | null }>(
  body: Body,
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
  { onCheckout, onBooked }: BookingHandlers<Result>,
) {
  const queryClient = useQueryClient();
  const { keyFor, renew } = useIdempotencyKey();
  const inFlight = useRef(false);
  const [state, setState] = useState<BookingState<Result>>({ status: 'idle' });

  const book = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'sending' });
    send(body, keyFor(body)).then(
      (result) => {
        renew();
        if (result.checkoutUrl === null) {
          inFlight.current = false;
          setState({ status: 'booked', result });
          void queryClient.invalidateQueries({ queryKey: ['get', '/customer/credit'] });
          onBooked(result);
          return;
        }
        const target = checkoutTarget(result.checkoutUrl);
        if (!target) {
          inFlight.current = false;
          setState({ status: 'failed', error: null });
          return;
        }
        // Still in flight: the page is leaving, and nothing may be sent again meanwhile.
        setState({ status: 'checkout' });
        onCheckout(result);
        window.location.assign(target);
      },
      (error: unknown) => {
        inFlight.current = false;
        setState({ status: 'failed', error: toApiError(0, error) });
      },
    );
  };

  return { state, book, isSending: state.status === 'sending' || state.status === 'checkout' };
}
