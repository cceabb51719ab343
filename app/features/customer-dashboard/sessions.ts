import { isRoomOpen } from '@/app/lib/time/room';
import { previousWindow } from '@/app/lib/time/windows';
import type { Booking, ClassSummary, OneToOneBooking, Schema, TrainerRef } from '@/sdk';

export type BookingStatus = Schema<'BookingStatus'>;

const MINUTE = 60 * 1000;
/** A row of the dashboard, whatever it was booked as. */
export interface Session {
  /** The booking's id (the class's id and start for a subscription class). */
  id: string;
  kind: 'class' | 'one-to-one' | 'subscription';
  title: string;
  /** The class page; a one-to-one session has none. */
  classId: string | null;
  trainer: TrainerRef;
  start: string;
  end: string;
  durationMinutes: number;
  /** The booking's status; a subscription class is not booked one by one. */
  status: BookingStatus | null;
  /** Live classes and one-to-one sessions happen in a video room. */
  live: boolean;
  /** The video room's id: the class, or the one-to-one booking. */
  roomId: string;
}

export const fromBooking = (booking: Booking): Session => ({
  id: booking.id,
  kind: 'class',
  title: booking.class.title,
  classId: booking.classId,
  trainer: booking.class.trainer,
  start: booking.startDate,
  end: booking.endDate,
  durationMinutes: Math.round((Date.parse(booking.endDate) - Date.parse(booking.startDate)) / MINUTE),
  status: booking.status,
  live: booking.class.isLive,
  roomId: booking.classId,
});

export const fromOneToOne = (booking: OneToOneBooking): Session => ({
  id: booking.id,
  kind: 'one-to-one',
  title: booking.title,
  classId: null,
  trainer: booking.trainer,
  start: booking.startDate,
  end: booking.endDate,
  durationMinutes: booking.durationMinutes,
  status: booking.status,
  live: true,
  roomId: booking.id,
});

export const fromSubscriptionClass = (summary: ClassSummary): Session => ({
  id: `${summary.id}@${summary.startDate}`,
  kind: 'subscription',
  title: summary.title,
  classId: summary.id,
  trainer: summary.trainer,
  start: summary.startDate,
  end: new Date(Date.parse(summary.startDate) + summary.durationMinutes * MINUTE).toISOString(),
  durationMinutes: summary.durationMinutes,
  status: null,
  live: summary.isLive,
  roomId: summary.id,
});

const isBooked = (status: BookingStatus | null) => status === null || status === 'CONFIRMED';

/** A session has not ended yet. */
export const isOngoingOrAhead = (session: Session, now: Date) => Date.parse(session.end) > now.getTime();

/** Join: a live class or one-to-one that is booked and paid, from 10 minutes before the start until the end. */
export function canJoin(session: Session, now: Date): boolean {
  return (
    session.live && isBooked(session.status) && isRoomOpen({ startDate: session.start, endDate: session.end }, now)
  );
}

/** A class booking can be cancelled by the customer until it starts, paid or awaiting payment. */
export const canCancel = (booking: Booking, now: Date) =>
  (booking.status === 'CONFIRMED' || booking.status === 'PENDING_PAYMENT') &&
  Date.parse(booking.startDate) > now.getTime();

/** A one-to-one can be cancelled until it starts, while its customer's list gives its cancellation policy. */
export const canCancelOneToOne = (booking: OneToOneBooking, now: Date) =>
  booking.cancellationPolicy !== undefined && Date.parse(booking.startDate) > now.getTime();

/** A paid live class that has started (or that the trainer cancelled) can have a refund requested. */
export const canRequestRefund = (booking: Booking, now: Date) =>
  booking.class.isLive &&
  booking.amountPaid.amount > 0 &&
  ['CONFIRMED', 'ATTENDED', 'CANCELLED_BY_TRAINER'].includes(booking.status) &&
  Date.parse(booking.startDate) <= now.getTime();

/** A class attended within the last month can be reviewed. */
export const canReview = (booking: Booking, now: Date) =>
  booking.status === 'ATTENDED' &&
  Date.parse(booking.endDate) <= now.getTime() &&
  Date.parse(booking.endDate) >= Date.parse(previousWindow(now).startDate);

/** Something to add to a calendar: a booked session that has not ended. */
export const isCalendarWorthy = (session: Session, now: Date) =>
  isOngoingOrAhead(session, now) && (session.status === 'CONFIRMED' || session.status === 'PENDING_PAYMENT');
