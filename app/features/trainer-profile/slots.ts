import {
  CalendarDateTime,
  fromDate,
  getLocalTimeZone,
  toCalendarDate,
  toZoned,
  type CalendarDate,
} from '@/design-system';
import type { Schema } from '@/sdk';
import { monthAheadWindow } from '@/app/lib/time/windows';
import { weekdayOf } from '@/app/lib/time/weekdays';

type Availability = Schema<'Availability'>;

/** A free start time for a session of the offer's length. */
export interface Slot {
  start: Date;
  end: Date;
}

/**
 * A time the trainer is already taken: one of her busy times (`listTrainerBusyTimes`, which says
 * only when, never with whom), or a slot booked here since they were read.
 */
export interface Busy {
  start: string | Date;
  end: string | Date;
}

/** Whether `slot` lies across any of `busy`'s time (times that only touch do not). */
const clashes = (slot: Slot, busy: Busy) => new Date(busy.start) < slot.end && slot.start < new Date(busy.end);

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/**
 * The free slots of a weekly availability from `now` to a month ahead (`monthAheadWindow`): each
 * weekly window, on the days that are not blocked, cut into back-to-back sessions of
 * `durationMinutes`, in the trainer's time zone; only slots that start after `now` and lie across
 * none of the times in `busy` (her busy times), soonest first.
 */
export function freeSlots(
  availability: Availability,
  durationMinutes: number,
  now: Date,
  busy: readonly Busy[] = [],
): Slot[] {
  const zone = availability.timezone;
  const until = new Date(monthAheadWindow(now).endDate);
  const blocked = new Set(availability.blockedDates);
  const first = toCalendarDate(fromDate(now, zone));
  const last = toCalendarDate(fromDate(until, zone));
  const slots: Slot[] = [];
  for (let day = first; day.compare(last) <= 0; day = day.add({ days: 1 })) {
    if (blocked.has(day.toString())) continue;
    const weekday = weekdayOf(day);
    for (const window of availability.weeklySlots) {
      if (window.dayOfWeek !== weekday) continue;
      const close = minutes(window.endTime);
      for (let at = minutes(window.startTime); at + durationMinutes <= close; at += durationMinutes) {
        const time = new CalendarDateTime(day.year, day.month, day.day, Math.floor(at / 60), at % 60);
        const start = toZoned(time, zone).toDate();
        const slot = { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
        if (start > now && start <= until && !busy.some((taken) => clashes(slot, taken))) slots.push(slot);
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The date a slot starts on in the viewer's time zone. */
export function localDay(slot: Slot, zone = getLocalTimeZone()): CalendarDate {
  return toCalendarDate(fromDate(slot.start, zone));
}
