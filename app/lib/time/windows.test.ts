import { describe, expect, it } from 'vitest';
import { monthAheadWindow, scheduleWindow, todayWindow } from './windows';

const now = new Date('2026-11-24T05:30:15Z');

describe('date windows', () => {
  it('today runs from midnight to midnight in the zone (00:30 in New York is still the 24th)', () => {
    const days = [
      ['Europe/London', '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'],
      ['America/New_York', '2026-11-24T05:00:00.000Z', '2026-11-25T05:00:00.000Z'],
    ];
    for (const [zone, startDate, endDate] of days) expect(todayWindow(now, zone)).toEqual({ startDate, endDate });
  });

  it('a rolling month counts in UTC; the schedule starts at the hour and keeps the wall time in the zone', () => {
    expect(monthAheadWindow(now)).toEqual({
      startDate: '2026-11-24T05:30:15.000Z',
      endDate: '2026-12-24T05:30:15.000Z',
    });
    expect(monthAheadWindow(new Date('2027-03-10T06:10:00Z')).endDate).toBe('2027-04-10T06:10:00.000Z');
    expect(scheduleWindow(now, 'Europe/London')).toEqual({
      startDate: '2026-11-24T05:00:00.000Z',
      endDate: '2026-12-24T05:00:00.000Z',
    });
    // Over the clock change the wall time holds: 06:00 BST is 05:00 UTC.
    expect(scheduleWindow(new Date('2027-03-10T06:10:00Z'), 'Europe/London').endDate).toBe('2027-04-10T05:00:00.000Z');
  });
});
