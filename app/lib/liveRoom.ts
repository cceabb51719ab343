const MINUTE = 60 * 1000;

/** A session's video room opens 10 minutes before its start and stays open until its end. */
export const ROOM_OPENS_BEFORE = 10 * MINUTE;

/** Whether a session's room is open at `now`. */
export function isRoomOpen(session: { startDate: string; endDate: string }, now: Date): boolean {
  const time = now.getTime();
  return time >= Date.parse(session.startDate) - ROOM_OPENS_BEFORE && time < Date.parse(session.endDate);
}
