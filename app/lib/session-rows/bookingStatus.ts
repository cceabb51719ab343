import type { BadgeTone } from '@/design-system';
import type { Schema } from '@/sdk';

export type BookingStatus = Schema<'BookingStatus'>;

/** The badge tone of a booking's status, the same for the customer and the trainer. */
export const bookingStatusTone: Record<BookingStatus, BadgeTone> = {
  CONFIRMED: 'positive',
  PENDING_PAYMENT: 'warning',
  ATTENDED: 'neutral',
  CANCELLED_BY_CUSTOMER: 'critical',
  CANCELLED_BY_TRAINER: 'critical',
  REFUNDED: 'info',
};
