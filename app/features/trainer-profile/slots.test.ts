import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { freeSlots, localDay } from './slots';

const availability = {
  trainerId: 'tr_1003',
  timezone: 'Europe/London',
  weeklySlots: [
    { dayOfWeek: 'MONDAY', startTime: '07:00', endTime: '09:00' },
    { dayOfWeek: 'WEDNESDAY', startTime: '18:00', endTime: '19:00' },
  ],
  blockedDates: ['2026-12-02'],
  updatedAt: '2026-11-15T19:20:00+00:00',
} as const;

/** A busy time of the trainer's, as `listTrainerBusyTimes` answers it. */
const busy = (start: string, end: string): Schema<'BusyTime'> => ({ start, end });

describe('freeSlots', () => {
  // Tuesday 24 November 2026, 05:00 in London (UTC+0 in winter).
  const now = new Date('2026-11-24T05:00:00Z');
  const weekly = { ...availability, weeklySlots: [...availability.weeklySlots], blockedDates: ['2026-12-02'] };
  const slots = freeSlots(weekly, 45, now);

  it('cuts each weekly window into back-to-back sessions that fit, in the trainer’s time zone', () => {
    const mondays = slots.filter((slot) => slot.start.toISOString().startsWith('2026-11-30'));
    expect(mondays.map((slot) => slot.start.toISOString())).toEqual([
      '2026-11-30T07:00:00.000Z',
      '2026-11-30T07:45:00.000Z',
    ]);
    expect(mondays[0]?.end.toISOString()).toBe('2026-11-30T07:45:00.000Z');
  });

  it('skips blocked dates, keeps to the next month, and is soonest first', () => {
    expect(slots.some((slot) => slot.start.toISOString().startsWith('2026-12-02'))).toBe(false);
    expect(slots[0]?.start.toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(slots.at(-1)?.start.getTime()).toBeLessThanOrEqual(Date.parse('2026-12-24T05:00:00Z'));
    expect(slots.map((slot) => slot.start.getTime())).toEqual(
      [...slots].map((slot) => slot.start.getTime()).sort((a, b) => a - b),
    );
  });

  it('offers no time the trainer is busy: a slot across any of her busy times is left out', () => {
    // Monday 30 November: 07:00–07:45 and 07:45–08:30 fit the window; Wednesday 25: 18:00–18:45.
    const taken = [
      busy('2026-11-30T07:30:00Z', '2026-11-30T08:00:00Z'),
      busy('2026-11-25T18:30:00+00:00', '2026-11-25T19:15:00+00:00'),
    ];
    const starts = freeSlots(weekly, 45, now, taken).map((slot) => slot.start.toISOString());
    expect(starts).not.toContain('2026-11-30T07:00:00.000Z');
    expect(starts).not.toContain('2026-11-30T07:45:00.000Z');
    expect(starts).not.toContain('2026-11-25T18:00:00.000Z');
    expect(starts[0]).toBe('2026-12-07T07:00:00.000Z');
    expect(starts).toHaveLength(slots.length - 3);
  });

  it('offers a time that only touches a busy one, and leaves out one booked here as a busy time', () => {
    const touching = [
      busy('2026-11-30T06:15:00Z', '2026-11-30T07:00:00Z'),
      busy('2026-11-25T18:45:00Z', '2026-11-25T19:30:00Z'),
    ];
    expect(freeSlots(weekly, 45, now, touching)).toEqual(slots);
    // A slot just booked (Dates, as the picker keeps it) is busy as well.
    const [first] = slots;
    if (!first) throw new Error('no slot');
    const after = freeSlots(weekly, 45, now, [first]);
    expect(after).toHaveLength(slots.length - 1);
    expect(after).not.toContainEqual(first);
  });

  it('converts a summer window to UTC', () => {
    const june = freeSlots(
      {
        ...availability,
        weeklySlots: [{ dayOfWeek: 'MONDAY', startTime: '07:00', endTime: '08:00' }],
        blockedDates: [],
      },
      60,
      new Date('2026-06-02T00:00:00Z'),
    );
    expect(june[0]?.start.toISOString()).toBe('2026-06-08T06:00:00.000Z');
  });

  it('says which day a slot is on where the viewer is', () => {
    const slot = { start: new Date('2026-11-30T23:30:00Z'), end: new Date('2026-12-01T00:15:00Z') };
    expect(localDay(slot, 'Europe/London').toString()).toBe('2026-11-30');
    expect(localDay(slot, 'Europe/Madrid').toString()).toBe('2026-12-01');
  });
});
