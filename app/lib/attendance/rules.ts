import { parseAbsolute, type ZonedDateTime } from '@/design-system';
import type { Schema } from '@/sdk';

/**
 * Attendance and fees as the backend decides them (docs/backend.md, "Attendance, fees and
 * replays"), for the screens to say the same before anyone commits. Instants are compared as
 * absolute times; the zone only matters for how a screen shows them.
 */

type Mark = Schema<'AttendanceMark'>;
type Money = Schema<'Money'>;
type Fee = Schema<'Fee'>;
type FeePolicy = Schema<'FeePolicy'>;

/** A join after this many minutes from the start is late. */
export const LATE_AFTER_MINUTES = 10;
/** A join counts for a session from this many minutes before its start. */
export const EARLY_JOIN_MINUTES = 15;
/** Marks can be corrected for this many hours after the session's end. */
export const CORRECTION_HOURS = 48;
/** A no-show fee can be waived or disputed for this many hours. */
export const GRACE_HOURS = 24;

const at = (instant: string | Date): ZonedDateTime =>
  parseAbsolute(typeof instant === 'string' ? instant : instant.toISOString(), 'UTC');
const before = (a: ZonedDateTime, b: ZonedDateTime) => a.compare(b) < 0;

/** The part of a session a mark is made from: its times and the room's record of the customer. */
export interface Attendance {
  startDate: string;
  endDate: string;
  joinedAt: string | null;
  joinFailedAt: string | null;
}

/**
 * The mark the room gives a booked customer at `now`: none before the session ends; ATTENDED for a
 * first join by the end of the first 10 minutes (from 15 minutes early), LATE after them, NO_SHOW
 * without a join, and JOIN_FAILED without a join but with a failed one (never a no-show).
 */
export function markFor({ startDate, endDate, joinedAt, joinFailedAt }: Attendance, now: Date): Mark | null {
  const start = at(startDate);
  const end = at(endDate);
  if (before(at(now), end)) return null;
  const joined = joinedAt === null ? undefined : at(joinedAt);
  if (joined && !before(joined, start.subtract({ minutes: EARLY_JOIN_MINUTES })) && before(joined, end))
    return before(start.add({ minutes: LATE_AFTER_MINUTES }), joined) ? 'LATE' : 'ATTENDED';
  return joinFailedAt === null ? 'NO_SHOW' : 'JOIN_FAILED';
}

/** Until when a session's marks can be corrected: 48 hours after its end. */
export const correctableUntil = (endDate: string): Date => at(endDate).add({ hours: CORRECTION_HOURS }).toDate();

/** Whether a mark on a session ending at `endDate` can still be corrected at `now` (only once it has ended). */
export const canCorrect = (endDate: string, now: Date): boolean =>
  !before(at(now), at(endDate)) && !before(at(correctableUntil(endDate).toISOString()), at(now));

/** What is wrong with a class's own fee against its price, if anything. */
export type FeeProblem = 'NEGATIVE' | 'ABOVE_PRICE';

/** Whether a fee may be set on a class of `price`: never below zero, never above the price. */
export function feeProblem(fee: Money | null, price: Money): FeeProblem | undefined {
  if (fee === null) return undefined;
  if (fee.amount < 0) return 'NEGATIVE';
  return fee.amount > price.amount ? 'ABOVE_PRICE' : undefined;
}

/** The fee a customer is charged: the policy's, never above what they paid (nothing when there is no fee). */
export const feeCharged = (fee: Money | null, paid: Money): Money | null =>
  fee === null || fee.amount <= 0 || paid.amount <= 0 ? null : { ...fee, amount: Math.min(fee.amount, paid.amount) };

/** Whether cancelling at `now` a booking starting at `startDate` is inside the policy's late-cancel window. */
export const isLateCancel = ({ lateCancelWindowHours }: FeePolicy, startDate: string, now: Date): boolean =>
  lateCancelWindowHours > 0 &&
  !before(at(now), at(startDate).subtract({ hours: lateCancelWindowHours })) &&
  before(at(now), at(startDate));

/**
 * Where a no-show fee stands at `now`: IN_GRACE (the trainer can waive it, the customer dispute
 * it), DISPUTED (waiting for the trainer to waive or keep it), WAIVED, or CHARGED (kept, or its
 * grace ended undisputed).
 */
export type FeeStanding = 'IN_GRACE' | 'DISPUTED' | 'WAIVED' | 'CHARGED';

export function feeStanding({ status, graceEndsAt }: Pick<Fee, 'status' | 'graceEndsAt'>, now: Date): FeeStanding {
  if (status === 'PENDING') return graceEndsAt !== null && before(at(now), at(graceEndsAt)) ? 'IN_GRACE' : 'CHARGED';
  return status === 'DISPUTED' ? 'DISPUTED' : status;
}

/** Whether the trainer can waive a fee at `now`: in its grace, or disputed. */
export const canWaive = (fee: Pick<Fee, 'status' | 'graceEndsAt'>, now: Date): boolean =>
  ['IN_GRACE', 'DISPUTED'].includes(feeStanding(fee, now));

/** Whether the customer can dispute a fee at `now`: a no-show fee in its grace. */
export const canDispute = (fee: Pick<Fee, 'kind' | 'status' | 'graceEndsAt'>, now: Date): boolean =>
  fee.kind === 'NO_SHOW' && feeStanding(fee, now) === 'IN_GRACE';
