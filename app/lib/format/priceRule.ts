/** The least a trainer may charge, in pence: £20 for every 45 minutes of a session. */
export const MINIMUM_PENCE_PER_45_MINUTES = 2000;

/**
 * The lowest price of a session of `durationMinutes`, in pence: £20 per 45 minutes, pro rata and
 * rounded up to a whole penny (45 minutes → £20, 60 → £26.67, 90 → £40).
 */
export function minimumPrice(durationMinutes: number): number {
  return Math.ceil((Math.max(0, durationMinutes) * MINIMUM_PENCE_PER_45_MINUTES) / 45);
}

/** True when `pence` respects the price rule for a session of `durationMinutes`. */
export function meetsPriceRule(pence: number, durationMinutes: number): boolean {
  return pence >= minimumPrice(durationMinutes);
}

/** Pounds as typed in a money field to pence as the API takes them. */
export const toPence = (pounds: number) => Math.round(pounds * 100);
