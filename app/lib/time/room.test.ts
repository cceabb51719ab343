import { describe, expect, it } from 'vitest';
import { isRoomOpen, roomPhase } from './room';

describe('roomPhase', () => {
  const session = { startDate: '2026-11-24T06:00:00+00:00', endDate: '2026-11-24T07:00:00+00:00' };
  const at = (time: string) => roomPhase(session, Date.parse(time));

  it('counts down until 10 minutes before the start', () => {
    expect(at('2026-11-24T05:49:59Z')).toEqual({
      phase: 'early',
      opensAt: Date.parse('2026-11-24T05:50:00Z'),
      startsAt: Date.parse('2026-11-24T06:00:00Z'),
    });
  });

  it('is open from 10 minutes before the start until the end', () => {
    expect(at('2026-11-24T05:50:00Z')).toEqual({ phase: 'open' });
    expect(at('2026-11-24T06:59:59Z')).toEqual({ phase: 'open' });
  });

  it('is over at the end', () => {
    expect(at('2026-11-24T07:00:00Z')).toEqual({ phase: 'over' });
  });
});

describe('isRoomOpen', () => {
  const session = { startDate: '2026-11-24T06:00:00+00:00', endDate: '2026-11-24T07:00:00+00:00' };

  it('follows the same rule: open from 10 minutes before the start until the end', () => {
    expect(isRoomOpen(session, new Date('2026-11-24T05:49:59Z'))).toBe(false);
    expect(isRoomOpen(session, new Date('2026-11-24T05:50:00Z'))).toBe(true);
    expect(isRoomOpen(session, new Date('2026-11-24T06:59:59Z'))).toBe(true);
    expect(isRoomOpen(session, new Date('2026-11-24T07:00:00Z'))).toBe(false);
  });
});
