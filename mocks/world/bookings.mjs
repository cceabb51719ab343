// @ts-check
// A booking of a class session: what booking it, paying for it or being promoted from its waitlist,
// keeps in the world.
import { OLIVIA, at, iso, newId, pick, write } from './records.mjs';
import { feesBooked } from './attendance.mjs';

/** @typedef {import('./records.mjs').World} World @typedef {import('./records.mjs').Item} Item */
/** @typedef {{ role: string, id: string }} Someone A person, as far as their bookings go. */

/**
 * A booking of `session` for `who`, from the booking `template`, kept in the world.
 * @param {World} world
 * @param {Someone | undefined} who
 * @param {Item} session
 * @param {Item} template
 * @param {number} days
 * @param {number} now
 */
export function bookSession(world, who, session, template, days, now) {
  const item = at(world, days)(world.classes.get(session.classId));
  const booking = write(
    world,
    {
      ...template,
      id: newId(world, world.bookings, `bk_${session.id.slice(3)}`),
      customerId: who?.id ?? OLIVIA,
      classId: session.classId,
      classInstanceId: session.id,
      startDate: session.startDate,
      endDate: session.endDate,
      class: pick(item, Object.keys(template.class)),
      amountPaid: item.price,
      bookedAt: iso(now),
    },
    who?.id,
  );
  world.bookings.set(booking.id, booking);
  feesBooked(world, booking, days);
  return booking;
}
