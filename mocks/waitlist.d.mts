export type WaitlistStatus = 'WAITING' | 'OFFERED' | 'PROMOTED';
export type Payment = 'CREDIT' | 'CARD';
/** One customer in a session's line. */
export interface WaitlistEntry {
  customerId: string;
  status: WaitlistStatus;
  /** When an offered place stops being held (ms since the epoch). */
  holdUntil: number | null;
  timeZone: string;
  promoteOvernight: boolean;
  payment?: Payment;
}
export type Line = readonly WaitlistEntry[];
/** How a customer can pay for a place now, or null when nothing would. */
export type Pay = (customerId: string) => Payment | null;
export interface PlaceTime {
  classInstanceId: string;
  startDate: string;
  endDate: string;
  status: WaitlistStatus;
}

export declare const HOLD_MINUTES: number;
export declare const QUIET_FROM: number;
export declare const QUIET_UNTIL: number;
export declare function isQuietHours(now: number, timeZone: string): boolean;
export declare function paymentFrom(wallet?: { credit?: boolean; card?: boolean }): Payment | null;
export declare function mayPromote(entry: WaitlistEntry, now: number): boolean;
export declare function promotionKind(cutoff: number, now: number): 'AUTOMATIC' | 'OFFER';
export declare function positionOf(line: Line, customerId: string): number | null;
export declare function lengthOf(line: Line): number;
export declare function join(
  line: Line,
  entry: Omit<WaitlistEntry, 'status' | 'holdUntil'>,
  settings?: { open?: boolean; cap?: number | null; full?: boolean },
): {
  line: WaitlistEntry[];
  refused?: 'ALREADY_WAITING' | 'SESSION_HAS_PLACES' | 'WAITLIST_CLOSED' | 'WAITLIST_FULL';
};
export declare function leave(line: Line, customerId: string): WaitlistEntry[];
export declare function freePlace(options: { line: Line; cutoff: number; now: number; pay: Pay }): {
  line: WaitlistEntry[];
  promoted?: string;
  payment?: Payment;
  offered?: string;
  skipped: string[];
};
export declare function offerExpired(entry: WaitlistEntry, now: number): boolean;
export declare function expireOffers(options: { line: Line; cutoff: number; now: number; pay: Pay }): {
  line: WaitlistEntry[];
  expired: string[];
  offered: string[];
  promoted: string[];
};
export declare function claim(
  line: Line,
  customerId: string,
  now: number,
  pay: Pay,
): { line: WaitlistEntry[]; payment?: Payment; refused?: 'OFFER_EXPIRED' | 'PAYMENT_FAILED' };
export declare function sameHourPlaces<T extends PlaceTime>(places: readonly T[], promoted: PlaceTime): T[];
