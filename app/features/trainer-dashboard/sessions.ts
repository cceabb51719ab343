import type { Schema } from '@/sdk';

export type ClassInstance = Schema<'ClassInstance'>;

/** A session can be cancelled for everyone booked while it is scheduled and has not started. */
export const canCancel = (session: ClassInstance, now: Date) =>
  session.status === 'SCHEDULED' && Date.parse(session.startDate) > now.getTime();

/** A session that is not cancelled can be taken live while its room is open. */
export const canGoLive = (session: ClassInstance) => session.status === 'SCHEDULED' || session.status === 'LIVE';
