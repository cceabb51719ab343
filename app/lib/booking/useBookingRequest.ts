import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient, dataOrThrow, toApiError, type ApiError } from '@/sdk';
import { useAttemptKey } from './attemptKey';
import { checkoutTarget } from './checkout';

/** A booking request's progress: not sent, on its way, failed, off to the checkout page, or booked. */
export type BookingState<Result> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; error: ApiError | null }
  | { status: 'checkout' }
  | { status: 'booked'; result: Result };

/**
 * What a booking or purchase call answers: the checkout address when it waits for a card, and for a
 * class session or a one-to-one the booking, which holds its place meanwhile (a recorded class's
 * purchase holds nothing until it is paid).
 */
export interface Booked {
  booking?: { id: string };
  checkoutUrl: string | null;
}

/** Releases a booking that waits for a checkout this app will not open: whether the API released it. */
const released = (bookingId: string) =>
  dataOrThrow(apiClient.POST('/class/booking/{bookingId}/release', { params: { path: { bookingId } } })).then(
    () => true,
    () => false,
  );

/**
 * Sends a booking of `what` (a class session, a one-to-one at a time, a recorded class to buy; `body`,
 * as `send` posts it) once: a press while one is on its way does nothing; a retry after a failure
 * sends the same `Idempotency-Key`, kept with the attempt in session storage (`useAttemptKey`), so the
 * server books at most once even when the dialog was closed and opened again; a changed booking (card
 * instead of credit) a new one, and a new key is made once it is booked. A result with a checkout URL
 * sends the browser there (the success address says what was paid for); one without is booked (from
 * credit), `onBooked` is told, and the account credit is read afresh. A failure without an API error
 * (`error: null`) is a checkout URL that is not on the configured checkout origins: the booking that
 * waits for it is released (a purchase, which holds nothing, needs no release), so it holds no place
 * and trying again is a new booking; when the release fails, the attempt keeps its key, so trying
 * again answers with the same booking rather than making another. Back from the checkout page (the
 * page restored from the back-forward cache) the request starts over.
 */
export function useBookingRequest<Body, Result extends Booked>(
  what: string,
  body: Body,
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
  onBooked: (result: Result) => void,
) {
  const queryClient = useQueryClient();
  const { keyFor, renew } = useAttemptKey(what);
  const inFlight = useRef(false);
  const [state, setState] = useState<BookingState<Result>>({ status: 'idle' });

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setState({ status: 'idle' });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const book = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'sending' });
    send(body, keyFor(body)).then(
      (result) => {
        if (result.checkoutUrl === null) {
          renew();
          inFlight.current = false;
          setState({ status: 'booked', result });
          void queryClient.invalidateQueries({ queryKey: ['get', '/customer/credit'] });
          onBooked(result);
          return;
        }
        const target = checkoutTarget(result.checkoutUrl);
        if (!target) {
          // Still in flight until the booking is released (or not), so a press sends nothing meanwhile.
          void (result.booking ? released(result.booking.id) : Promise.resolve(true)).then((done) => {
            if (done) renew();
            inFlight.current = false;
            setState({ status: 'failed', error: null });
          });
          return;
        }
        renew();
        // Still in flight: the page is leaving, and nothing may be sent again meanwhile.
        setState({ status: 'checkout' });
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
