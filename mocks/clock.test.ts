import { describe, expect, it } from 'vitest';
import { shiftDate } from './anchor.mjs';
import { fromLondonWall, londonWall, moveDateTime, moveDates, unmoveWeeks, worldDays } from './clock.mjs';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const inLondon = (value: string) => londonTime.format(Date.parse(value));

describe('worldDays', () => {
  it('counts London calendar days from the anchor’s day', () => {
    expect(worldDays(Date.parse('2026-11-24T00:00:00Z'))).toBe(0);
    expect(worldDays(Date.parse('2026-11-24T23:59:59Z'))).toBe(0);
    // Just after midnight the world is on the next day.
    expect(worldDays(Date.parse('2026-11-25T00:00:01Z'))).toBe(1);
    // Sunday night to Monday.
    expect(worldDays(Date.parse('2026-11-29T23:59:00Z'))).toBe(5);
    expect(worldDays(Date.parse('2026-11-30T00:05:00Z'))).toBe(6);
  });

  it('follows London’s summer time: midnight in London is 23:00 UTC the day before', () => {
    expect(worldDays(Date.parse('2027-06-14T22:59:00Z'))).toBe(202);
    expect(worldDays(Date.parse('2027-06-14T23:01:00Z'))).toBe(203);
  });
});

describe('London’s wall clock', () => {
  it('reads and sets it on both sides of the clocks going forward and back', () => {
    for (const instant of [
      '2027-03-28T00:30:00Z',
      '2027-03-28T01:30:00Z',
      '2027-10-30T23:30:00Z',
      '2027-10-31T01:30:00Z',
    ]) {
      const time = Date.parse(instant);
      expect(fromLondonWall(londonWall(time)), instant).toBe(time);
    }
    // 01:30 happens twice the night the clocks go back: the later one (GMT) is taken.
    expect(londonWall(Date.parse('2027-10-31T00:30:00Z'))).toBe(londonWall(Date.parse('2027-10-31T01:30:00Z')));
    expect(fromLondonWall(Date.parse('2027-10-31T01:30:00Z'))).toBe(Date.parse('2027-10-31T01:30:00Z'));
    expect(new Date(londonWall(Date.parse('2027-07-01T05:00:00Z'))).toISOString()).toBe('2027-07-01T06:00:00.000Z');
  });
});

describe('moveDateTime', () => {
  it('keeps the time on London’s clock when the clocks go forward and back', () => {
    // 06:00 on Tuesday 24 November (GMT) is 06:00 on a Tuesday in summer (BST) too.
    const summer = moveDateTime('2026-11-24T06:00:00+00:00', 7 * 18);
    expect(summer).toBe('2027-03-30T05:00:00Z');
    expect(inLondon(summer)).toBe('Tuesday 06:00');
    const back = moveDateTime(summer, 7 * 31);
    expect(inLondon(back)).toBe('Tuesday 06:00');
    expect(back).toBe('2027-11-02T06:00:00Z');
  });

  it('moves a session across the night the clocks go forward without losing it', () => {
    // 00:30 on the Saturday before the change, to the Sunday: 00:30 exists on both.
    expect(inLondon(moveDateTime('2027-03-27T00:30:00Z', 1))).toBe('Sunday 00:30');
  });
});

describe('moveDates', () => {
  it('moves dates and date-times by whole days and turns weekdays with them', () => {
    const record = {
      startDate: '2026-12-01T06:00:00+00:00',
      repeatDays: ['TUESDAY', 'THURSDAY'],
      weeklySlots: [{ dayOfWeek: 'SATURDAY', startTime: '09:00', endTime: '13:00' }],
      blockedDates: ['2026-12-25'],
      dateOfBirth: '1992-04-18',
      title: 'Sunrise Vinyasa Flow',
    };
    // The date of birth and the title stay.
    expect(moveDates(record, 6)).toEqual({
      ...record,
      startDate: '2026-12-07T06:00:00Z',
      repeatDays: ['MONDAY', 'WEDNESDAY'],
      weeklySlots: [{ ...record.weeklySlots[0], dayOfWeek: 'FRIDAY' }],
      blockedDates: ['2026-12-31'],
    });
    expect(moveDates(record, 0)).toBe(record);
  });

  it('undoes the whole weeks the mocks’ copy of the contracts moved', () => {
    const written = { startDate: '2026-12-01T06:00:00+00:00', day: '2026-11-30' };
    const served = { startDate: shiftDate(written.startDate, 3), day: shiftDate(written.day, 3) };
    expect(unmoveWeeks(served, 3)).toEqual(written);
  });
});
