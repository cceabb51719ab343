import { $api, type Booking, type ClassInstance } from '@/sdk';
import type { DateWindow } from '@/app/lib/time/windows';
import { useViewer } from '@/app/session/hooks';

/** A customer's side of the schedule: the sessions they have booked, and how to book another. */
export interface Bookings {
  booked: ReadonlySet<string>;
  onBook: (session: ClassInstance) => void;
  /** Opens a full session's waitlist: to join it, or to see the place held and leave. */
  onWaitlist: (session: ClassInstance) => void;
}

/** A booking that holds a place: paid, waiting for its card payment, or attended. */
export const holdsPlace = (booking: Pick<Booking, 'status'>) =>
  booking.status === 'CONFIRMED' || booking.status === 'PENDING_PAYMENT' || booking.status === 'ATTENDED';

/**
 * What a session offers the customer: it is cancelled, they have booked it, it is live or has
 * started (booking is closed), it is full, or it is open to book.
 */
export type SessionState = 'cancelled' | 'booked' | 'live' | 'closed' | 'full' | 'open';

export function sessionState(session: ClassInstance, booked: ReadonlySet<string>, now = Date.now()): SessionState {
  if (session.status === 'CANCELLED') return 'cancelled';
  if (booked.has(session.id)) return 'booked';
  if (session.status === 'LIVE') return 'live';
  if (Date.parse(session.startDate) <= now) return 'closed';
  return session.bookedCount >= session.capacity ? 'full' : 'open';
}

/** The class's sessions in the range (`GET /class/{classId}/instances`), soonest first. */
export function useSchedule(classId: string, range: DateWindow) {
  return $api.useQuery(
    'get',
    '/class/{classId}/instances',
    { params: { path: { classId }, query: range } },
    { select: (list) => [...list].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate)) },
  );
}

/** The signed-in customer's id, which the booking calls take; undefined for anyone else (only a customer books). */
export function useCustomerId(): string | undefined {
  const viewer = useViewer();
  return (viewer?.role === 'customer' && viewer.id) || undefined;
}

/** The sessions of this class the customer holds a place on in the range, by session id. */
export function useBookedSessions(classId: string, range: DateWindow) {
  const customerId = useCustomerId();
  return $api.useQuery(
    'get',
    '/class/booked/by-date-range/{customerId}',
    { params: { path: { customerId: customerId ?? '' }, query: range } },
    {
      enabled: customerId !== undefined,
      select: (list) =>
        new Set(
          list.filter((booking) => booking.classId === classId && holdsPlace(booking)).map((b) => b.classInstanceId),
        ),
    },
  );
}
