import type { Schema } from '../../../sdk';

export type ClassInstance = Schema<'ClassInstance'>;

/** A date-time window as the API's query: ISO 8601 in UTC. */
export interface DateWindow {
  startDate: string;
  endDate: string;
}

const window = (start: Date, end: Date): DateWindow => ({ startDate: start.toISOString(), endDate: end.toISOString() });

/** Today: from the viewer's midnight to the next one. */
export function todayWindow(now: Date): DateWindow {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return window(start, end);
}

/** The month ahead: from now to the same moment a calendar month later. */
export function monthAheadWindow(now: Date): DateWindow {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return window(now, end);
}

/** A session can be cancelled for everyone booked while it is scheduled and has not started. */
export const canCancel = (session: ClassInstance, now: Date) =>
  session.status === 'SCHEDULED' && Date.parse(session.startDate) > now.getTime();

/** A session that is not cancelled can be taken live while its room is open. */
export const canGoLive = (session: ClassInstance) => session.status === 'SCHEDULED' || session.status === 'LIVE';
