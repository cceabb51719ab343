import { describe, expect, it } from 'vitest';
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

describe('freeSlots', () => {
  // Tuesday 24 November 2026, 05:00 in London (UTC+0 in winter).
  const now = new Date('2026-11-24T05:00:00Z');
  const slots = freeSlots(
    { ...availability, weeklySlots: [...availability.weeklySlots], blockedDates: ['2026-12-02'] },
    45,
    now,
  );

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
