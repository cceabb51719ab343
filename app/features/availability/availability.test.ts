import { describe, expect, it } from 'vitest';
import { rangeProblems, toSlots, type Range } from './availability';

const range = (key: string, start: string, end: string, dayOfWeek: Range['dayOfWeek'] = 'MONDAY'): Range => ({
  key,
  dayOfWeek,
  start,
  end,
});

describe('rangeProblems', () => {
  it('accepts separate and touching ranges', () => {
    expect(
      rangeProblems([range('a', '07:00', '10:00'), range('b', '10:00', '12:00'), range('c', '18:00', '21:00')]),
    ).toEqual({});
  });

  it('refuses ranges that overlap on the same day, both of them', () => {
    expect(rangeProblems([range('a', '07:00', '10:00'), range('b', '09:30', '11:00')])).toEqual({
      a: 'overlap',
      b: 'overlap',
    });
  });

  it('refuses a range inside another', () => {
    expect(rangeProblems([range('a', '07:00', '12:00'), range('b', '08:00', '09:00')])).toEqual({
      a: 'overlap',
      b: 'overlap',
    });
  });

  it('lets the same times repeat on different days', () => {
    expect(rangeProblems([range('a', '07:00', '10:00'), range('b', '07:00', '10:00', 'TUESDAY')])).toEqual({});
  });

  it('refuses an empty range and one that ends before it starts, without calling them overlaps', () => {
    expect(
      rangeProblems([
        range('a', '', '10:00'),
        range('b', '09:00', '09:00'),
        range('c', '11:00', '10:00'),
        range('d', '08:00', '11:00'),
      ]),
    ).toEqual({ a: 'empty', b: 'order', c: 'order' });
  });
});

describe('toSlots', () => {
  it('orders the slots by day, then time', () => {
    expect(
      toSlots([
        range('a', '18:00', '20:00', 'TUESDAY'),
        range('b', '12:00', '13:00', 'TUESDAY'),
        range('c', '07:00', '08:00'),
      ]),
    ).toEqual([
      { dayOfWeek: 'MONDAY', startTime: '07:00', endTime: '08:00' },
      { dayOfWeek: 'TUESDAY', startTime: '12:00', endTime: '13:00' },
      { dayOfWeek: 'TUESDAY', startTime: '18:00', endTime: '20:00' },
    ]);
  });
});
