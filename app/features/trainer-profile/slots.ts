import {
  CalendarDateTime,
  fromDate,
  getLocalTimeZone,
  toCalendarDate,
  toZoned,
  type CalendarDate,
} from '@/design-system';
import type { Schema } from '@/sdk';
import { weekdayOf } from '@/app/lib/time/weekdays';

type Availability = Schema<'Availability'>;

/** A free start time for a session of the offer's length. */
export interface Slot {
  start: Date;
  end: Date;
}

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/**
 * The free slots of a weekly availability from `now` to a month ahead: each weekly window, on the
 * days that are not blocked, cut into back-to-back sessions of `durationMinutes`, in the trainer's
 * time zone; only slots that start after `now`, soonest first.
 */
export function freeSlots(availability: Availability, durationMinutes: number, now: Date): Slot[] {
  const zone = availability.timezone;
  const until = new Date(now);
  until.setMonth(until.getMonth() + 1);
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
        if (start > now && start <= until)
          slots.push({ start, end: new Date(start.getTime() + durationMinutes * 60_000) });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The date a slot starts on in the viewer's time zone. */
export function localDay(slot: Slot, zone = getLocalTimeZone()): CalendarDate {
  return toCalendarDate(fromDate(slot.start, zone));
}
