import { useQuery } from '@tanstack/react-query';
import { apiClient, dataOrThrow, type Schema } from '@/sdk';
import type { PaidFor } from '@/app/lib/booking/checkout';
import { useViewer } from '@/app/session/hooks';

/** How many times the API is asked, and how far apart: a payment provider's word can take a moment to reach it. */
export const CONFIRM_ATTEMPTS = 5;
export const CONFIRM_EVERY_MS = 2000;

/** Where the page stands: asking, the API has it, or it cannot say (not found after the attempts, or failing). */
export type Confirmation = 'confirming' | 'confirmed' | 'unconfirmed';

/** What the API has: that it holds what was paid for, or the pack the checkout paid for. */
type Found = true | Schema<'CustomerPack'>;

/** A window of a minute from a session's start: the lists hold what overlaps it. */
const around = (start: string) => ({
  startDate: start,
  endDate: new Date(Date.parse(start) + 60_000).toISOString(),
});

type Checkable = Exclude<PaidFor, { kind: 'credit' }>;

/**
 * Whether the customer's booking, subscription, pack or video that `paid` names exists, paid for, at
 * the API now: a pack is read by the checkout session the payment provider returned with (`session`),
 * a recorded class as the video the customer may now watch.
 */
async function exists(paid: Checkable, customerId: string, session: string): Promise<Found | false> {
  const path = { customerId };
  switch (paid.kind) {
    case 'class': {
      const query = around(paid.start);
      const bookings = await dataOrThrow(
        apiClient.GET('/class/booked/by-date-range/{customerId}', { params: { path, query } }),
      );
      return bookings.some((booking) => booking.classInstanceId === paid.instanceId && booking.status === 'CONFIRMED');
    }
    case 'video': {
      const path = { videoId: paid.classId };
      const video = await dataOrThrow(apiClient.GET('/customer/v1/get/videos/{videoId}', { params: { path } }));
      return video.purchased;
    }
    case 'one-to-one': {
      const query = around(paid.start);
      const sessions = await dataOrThrow(
        apiClient.GET('/class/getBookingOneToOneForCustomer/{customerId}', { params: { path, query } }),
      );
      return sessions.some(
        (session) =>
          session.offerId === paid.offerId &&
          Date.parse(session.startDate) === Date.parse(paid.start) &&
          session.status === 'CONFIRMED',
      );
    }
    case 'subscription': {
      const query = { active: true };
      const subscriptions = await dataOrThrow(
        apiClient.GET('/subscription/customer/{customerId}', { params: { path, query } }),
      );
      return subscriptions.some(({ plan, status }) => plan.id === paid.planId && status === 'ACTIVE');
    }
    case 'pack': {
      const path = { checkoutSessionId: session };
      const held = await dataOrThrow(
        apiClient.GET('/customer/packs/checkout/{checkoutSessionId}', { params: { path } }),
      );
      return held.pack.id === paid.packId && held.status === 'ACTIVE' && held;
    }
  }
}

/** Asks up to CONFIRM_ATTEMPTS times, CONFIRM_EVERY_MS apart, until the API has it. */
async function existsSoon(paid: Checkable, customerId: string, session: string): Promise<Found | false> {
  for (let attempt = 1; ; attempt++) {
    const found = await exists(paid, customerId, session);
    if (found) return found;
    if (attempt >= CONFIRM_ATTEMPTS) return false;
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_EVERY_MS));
  }
}

/**
 * Whether what the checkout paid for (a class, a recorded class, a one-to-one, a subscription or a pack) is the signed-in
 * customer's at the API, with the pack when it was one. Nothing to check (no customer, nothing named,
 * a pack without its checkout session, a top-up, which no call reads back) is `unconfirmed` at once.
 */
export function usePaymentConfirmation(
  paid: PaidFor | null,
  session: string,
): { confirmation: Confirmation; pack?: Schema<'CustomerPack'> } {
  const viewer = useViewer();
  const customerId = viewer?.role === 'customer' ? viewer.id : null;
  const checkable = paid !== null && paid.kind !== 'credit' && (paid.kind !== 'pack' || session) ? paid : null;
  const query = useQuery({
    queryKey: ['payment-confirmation', checkable, session, customerId],
    queryFn: () => existsSoon(checkable!, customerId!, session),
    enabled: checkable !== null && customerId !== null,
    retry: 1,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (checkable === null || customerId === null) return { confirmation: 'unconfirmed' };
  if (query.data) return { confirmation: 'confirmed', pack: query.data === true ? undefined : query.data };
  if (query.isError || query.data === false) return { confirmation: 'unconfirmed' };
  return { confirmation: 'confirming' };
}
