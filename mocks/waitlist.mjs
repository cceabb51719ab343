// A session's waitlist and how a freed place reaches the people in it, as the mock plays it.
// Pure: every function takes the line (the entries in the order they joined) and the moment, and
// answers a new line with what happened, so the rules are tested without a clock or a world.
//
// - Before the cut-off (the class's cancellation deadline) the first in line is booked at once and
//   pays then: account credit, else the card on file; with neither they are passed over, keeping
//   their place, and the next one is tried.
// - After the cut-off the place is offered to one person at a time, held for HOLD_MINUTES; Claim
//   books and pays it, an offer not claimed in time leaves the line and the place goes on.
// - Nobody pays for waiting. Nobody is promoted or offered a place between 22:00 and 07:00 in
//   their own time zone unless they said so when joining (`promoteOvernight`).
// - A promoted customer leaves their other waitlists for the same hour (`sameHourPlaces`).

export const HOLD_MINUTES = 15;
const MINUTE = 60 * 1000;
export const QUIET_FROM = 22;
export const QUIET_UNTIL = 7;

/** The hour (0–23) of `now` on the wall clocks of `timeZone`. */
const hourIn = (now, timeZone) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now));

/** Whether `now` is between 22:00 and 07:00 in `timeZone`. */
export function isQuietHours(now, timeZone) {
  const hour = hourIn(now, timeZone);
  return hour >= QUIET_FROM || hour < QUIET_UNTIL;
}

/** How a customer with `wallet` pays for a place: account credit, else the card on file, else nothing. */
export const paymentFrom = ({ credit = false, card = false } = {}) => (credit ? 'CREDIT' : card ? 'CARD' : null);

/** Whether a freed place may reach `entry` at `now` (quiet hours unless they opted in). */
export const mayPromote = (entry, now) => entry.promoteOvernight || !isQuietHours(now, entry.timeZone);

/** What a freed place means at `now`: booked at once before the cut-off, offered after it. */
export const promotionKind = (cutoff, now) => (now < cutoff ? 'AUTOMATIC' : 'OFFER');

/** Those in line for a place: waiting or holding an offer. */
const inLine = (line) => line.filter((entry) => entry.status === 'WAITING' || entry.status === 'OFFERED');

/** `customerId`'s place in line (from 1), or null when they are not waiting. */
export function positionOf(line, customerId) {
  const index = inLine(line).findIndex((entry) => entry.customerId === customerId);
  return index < 0 ? null : index + 1;
}

/** How many are in line. */
export const lengthOf = (line) => inLine(line).length;

/**
 * `entry` joins the end of the line unless the session still has places (`full` false: book one
 * instead), the waitlist is closed or at its cap, or they are on it already: `{ line }` or
 * `{ line, refused }` with the contract's code.
 */
export function join(line, entry, { open = true, cap = null, full = true } = {}) {
  if (line.some((other) => other.customerId === entry.customerId)) return { line, refused: 'ALREADY_WAITING' };
  if (!full) return { line, refused: 'SESSION_HAS_PLACES' };
  if (!open) return { line, refused: 'WAITLIST_CLOSED' };
  if (cap !== null && lengthOf(line) >= cap) return { line, refused: 'WAITLIST_FULL' };
  return { line: [...line, { status: 'WAITING', holdUntil: null, ...entry }] };
}

/** `customerId` leaves the line (nothing to pay, nothing kept). */
export const leave = (line, customerId) => line.filter((entry) => entry.customerId !== customerId);

const replace = (line, changed) => line.map((entry) => (entry.customerId === changed.customerId ? changed : entry));

/**
 * One place of the session freed at `now`. Before `cutoff` the first waiting customer who may be
 * promoted now and can pay (`pay(customerId)`: 'CREDIT', 'CARD' or null) is booked
 * (`promoted`, with `payment`); those who cannot pay are `skipped` and keep their place. After it
 * the first waiting customer who may be promoted now is `offered` the place until `holdUntil`.
 * With nobody to take it, the place stays free.
 */
export function freePlace({ line, cutoff, now, pay }) {
  const skipped = [];
  for (const entry of line) {
    if (entry.status !== 'WAITING' || !mayPromote(entry, now)) continue;
    if (promotionKind(cutoff, now) === 'OFFER') {
      const offered = { ...entry, status: 'OFFERED', holdUntil: now + HOLD_MINUTES * MINUTE };
      return { line: replace(line, offered), offered: entry.customerId, skipped };
    }
    const payment = pay(entry.customerId);
    if (!payment) {
      skipped.push(entry.customerId);
      continue;
    }
    const promoted = { ...entry, status: 'PROMOTED', holdUntil: null, payment };
    return { line: replace(line, promoted), promoted: entry.customerId, payment, skipped };
  }
  return { line, skipped };
}

/** Whether `entry`'s offer has run out at `now`. */
export const offerExpired = (entry, now) => entry.status === 'OFFERED' && entry.holdUntil <= now;

/**
 * The offers that ran out by `now` leave the line (`expired`), each at the moment its hold ended, and
 * its place goes on to the next in line from that moment (`offered`, `promoted`): an offer passed on
 * and not claimed either runs out in turn, so the line is as if it had been watched all along.
 */
export function expireOffers({ line, cutoff, now, pay }) {
  let next = { line, expired: [], offered: [], promoted: [] };
  for (;;) {
    const ended = next.line.filter((entry) => offerExpired(entry, now)).sort((a, b) => a.holdUntil - b.holdUntil)[0];
    if (!ended) return next;
    const result = freePlace({ line: leave(next.line, ended.customerId), cutoff, now: ended.holdUntil, pay });
    next = {
      line: result.line,
      expired: [...next.expired, ended.customerId],
      offered: result.offered ? [...next.offered, result.offered] : next.offered,
      promoted: result.promoted ? [...next.promoted, result.promoted] : next.promoted,
    };
  }
}

/**
 * `customerId` claims their offered place at `now`: booked and paid (`pay` as for a promotion), or
 * refused: `OFFER_EXPIRED` when the hold ended or there is no offer, `PAYMENT_FAILED` when nothing pays.
 */
export function claim(line, customerId, now, pay) {
  const entry = line.find((candidate) => candidate.customerId === customerId);
  if (!entry || entry.status !== 'OFFERED' || offerExpired(entry, now)) return { line, refused: 'OFFER_EXPIRED' };
  const payment = pay(customerId);
  if (!payment) return { line, refused: 'PAYMENT_FAILED' };
  return { line: replace(line, { ...entry, status: 'PROMOTED', holdUntil: null, payment }), payment };
}

/** Whether two sessions (`startDate`, `endDate` as ISO strings) share any time. */
const overlaps = (a, b) =>
  Date.parse(a.startDate) < Date.parse(b.endDate) && Date.parse(b.startDate) < Date.parse(a.endDate);

/**
 * The customer's other places still in line (of `places`: `{ classInstanceId, startDate, endDate,
 * status }`) for the same hour as the session they were promoted to: the ones they now leave.
 */
export const sameHourPlaces = (places, promoted) =>
  places.filter(
    (place) =>
      place.classInstanceId !== promoted.classInstanceId &&
      (place.status === 'WAITING' || place.status === 'OFFERED') &&
      overlaps(place, promoted),
  );
