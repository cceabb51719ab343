const MINUTE = 60 * 1000;

/**
 * The room-open rule: a session's video room opens 10 minutes before its start and stays open until
 * its end. Join, Go live and the room's own countdown all follow it.
 */
export const ROOM_OPENS_BEFORE = 10 * MINUTE;

export type RoomPhase =
  /** Before the room opens: a countdown to the start. */
  { phase: 'early'; opensAt: number; startsAt: number } | { phase: 'open' } | { phase: 'over' };

/** Where a session is at `now` (milliseconds) under the room-open rule. */
export function roomPhase(session: { startDate: string; endDate: string }, now: number): RoomPhase {
  const startsAt = Date.parse(session.startDate);
  if (now >= Date.parse(session.endDate)) return { phase: 'over' };
  if (now < startsAt - ROOM_OPENS_BEFORE) return { phase: 'early', opensAt: startsAt - ROOM_OPENS_BEFORE, startsAt };
  return { phase: 'open' };
}

/** Whether a session's room is open at `now`. */
export const isRoomOpen = (session: { startDate: string; endDate: string }, now: Date) =>
  roomPhase(session, now.getTime()).phase === 'open';
