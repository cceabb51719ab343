import { describe, expect, it } from 'vitest';
import { CalendarDate } from '../../../design-system';
import { daysWindow, monthAheadWindow, scheduleWindow, todayWindow } from './windows';

const now = new Date('2026-11-24T05:30:15Z');

describe('date windows', () => {
  it('today runs from midnight to midnight in the zone (00:30 in New York is still the 24th)', () => {
    expect(todayWindow(now, 'Europe/London')).toEqual({
      startDate: '2026-11-24T00:00:00.000Z',
      endDate: '2026-11-25T00:00:00.000Z',
    });
    expect(todayWindow(now, 'America/New_York')).toEqual({
      startDate: '2026-11-24T05:00:00.000Z',
      endDate: '2026-11-25T05:00:00.000Z',
    });
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

  it('whole days include the last one', () => {
    expect(daysWindow(new CalendarDate(2026, 3, 29), new CalendarDate(2026, 3, 29), 'Europe/London')).toEqual({
      startDate: '2026-03-29T00:00:00.000Z',
      endDate: '2026-03-29T23:00:00.000Z',
    });
  });
});
