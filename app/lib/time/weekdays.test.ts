import { describe, expect, it } from 'vitest';
import { parseDate } from '@/design-system';
import { loadIntl } from '@/app/i18n';
import { WEEK, weekdayName, weekdayOf } from './weekdays';

describe('weekdays', () => {
  it('names the contract day of every date of a week, across a month and a year end', () => {
    const days = Array.from({ length: 7 }, (_, i) => weekdayOf(parseDate('2026-12-28').add({ days: i })));
    expect(days).toEqual(WEEK);
    expect(weekdayOf(parseDate('2024-02-29'))).toBe('THURSDAY');
  });

  it("names a day in the viewer's language, from the locale's calendar", async () => {
    const en = await loadIntl('en', ['en-GB']);
    const es = await loadIntl('es', ['es-ES']);
    expect(WEEK.map((day) => weekdayName(en, day))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayName(es, 'WEDNESDAY')).toBe('miércoles');
  });
});
