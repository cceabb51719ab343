/**
 * The world's time agrees with itself, whatever the moment: walked hour by hour through the weeks
 * London's clocks go forward and back, and over a year ahead, every session id names its session's
 * day on London's calendar, a weekly class keeps its weekday and its time on London's clock, and a
 * session booked today is the same session, under the same id, a week later. Every answer is asked
 * for through the mocks (the moment in `X-Mock-Now`) and checked against the contract.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER, DAY, HOUR, mocks, range, TRAINER } from './harness';

const { call } = mocks();

// The oracle: London's calendar as Intl reads it.
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  weekday: 'long',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
function london(value: string | number) {
  const part = Object.fromEntries(parts.formatToParts(new Date(value)).map(({ type, value: text }) => [type, text]));
  return {
    day: `${part.year}${part.month}${part.day}`,
    hour: part.hour ?? '',
    time: `${part.hour}:${part.minute}`,
    weekday: String(part.weekday).toUpperCase(),
  };
}
/** Midnight in London on `day` (its offset from UTC that night). */
const londonMidnight = (day: string, offset: string) => Date.parse(`${day}T00:00:00${offset}`);

/** Every hour of the week from `monday` (London midnight). */
const hoursOf = (monday: number) => Array.from({ length: 7 * 24 }, (_, hour) => monday + hour * HOUR + 17 * 60_000);
const instants = [
  // The week the clocks go forward (Sunday 28 March 2027, 01:00 GMT → 02:00 BST).
  ...hoursOf(londonMidnight('2027-03-22', 'Z')),
  // The week they go back (Sunday 31 October 2027, 02:00 BST → 01:00 GMT).
  ...hoursOf(londonMidnight('2027-10-25', '+01:00')),
  // A year ahead, a moment every 8 days and 5 hours.
  ...Array.from({ length: 45 }, (_, n) => Date.parse('2026-11-28T09:40:00Z') + n * (8 * DAY + 5 * HOUR)),
];

interface Session {
  id: string;
  classId: string;
  startDate: string;
  endDate: string;
  bookedCount: number;
}
interface Booking {
  classId: string;
  classInstanceId: string;
  startDate: string;
}

/**
 * What is wrong with a session id (`ci_<class>_<London day>`; Open Studio's with its hour too, and
 * `b` for the second of an hour the clock shows twice), or nothing.
 */
function idProblem(id: string, classId: string, startDate: string) {
  const at = london(startDate);
  const before = london(Date.parse(startDate) - HOUR);
  const repeated = before.day === at.day && before.hour === at.hour ? 'b' : '';
  const expected = `ci_${classId.slice(3)}_${at.day}${classId === 'cl_2040' ? at.hour + repeated : ''}`;
  return id === expected ? undefined : `${id} starts ${startDate} (${at.weekday} ${at.day} ${at.time} in London)`;
}

/** A weekly class's sessions: a week apart on London's calendar, on its weekday, at its time on London's clock. */
function weeklyProblems(sessions: Session[], weekday: string, time: string) {
  const problems = sessions
    .filter((session) => london(session.startDate).weekday !== weekday || london(session.startDate).time !== time)
    .map(({ id, startDate }) => `${id} is on ${JSON.stringify(london(startDate))}, not ${weekday} ${time}`);
  for (const [index, session] of sessions.slice(1).entries()) {
    const before = sessions[index];
    const days = Math.round((Date.parse(session.startDate) - Date.parse(String(before?.startDate))) / DAY);
    if (days !== 7) problems.push(`${before?.id} and ${session.id} are ${days} days apart`);
  }
  return problems;
}

describe('the world’s time agrees with itself', () => {
  it.each(instants.map((now) => [new Date(now).toISOString(), now]))(
    '%s: session ids, weekdays and London times of classes, sessions and bookings',
    async (_, now) => {
      const window = range(now - HOUR, now + 30 * DAY);
      const [planned, detail, examples, open, bookings, schedule] = await Promise.all([
        // Full-Body HIIT Ignite: weekly at 07:00 from its start, planned by the world.
        call<Session[]>(`/class/cl_2001/instances?${window}`, { as: CUSTOMER, now }),
        call<{ startDate: string; repeatDays: string[] }>('/class/cl_2001', { as: CUSTOMER, now }),
        // Sunrise Vinyasa Flow: its sessions are the examples', at 06:00.
        call<Session[]>(`/class/cl_2007/instances?${window}`, { as: CUSTOMER, now }),
        // Open Studio Flow: every hour on the hour.
        call<Session[]>(`/class/cl_2040/instances?${window}`, { as: CUSTOMER, now }),
        call<Booking[]>(`/class/booked/by-date-range/cu_3001?${window}`, { as: CUSTOMER, now }),
        call<Session[]>(`/class/trainer/booked/by-date-range/tr_1003?${window}`, { as: TRAINER, now }),
      ]);
      const start = london(detail.body.startDate);
      expect(start.time).toBe('07:00');
      expect(detail.body.repeatDays).toEqual([start.weekday]);
      expect(planned.body).toHaveLength(4);
      expect(weeklyProblems(planned.body, start.weekday, '07:00')).toEqual([]);
      expect(examples.body.length).toBeGreaterThan(0);
      expect(weeklyProblems(examples.body, london(String(examples.body[0]?.startDate)).weekday, '06:00')).toEqual([]);
      // The class offers every session of it its trainer's schedule shows, with the same places taken.
      const offered = (session: Session) =>
        examples.body.find(({ id, bookedCount }) => id === session.id && bookedCount === session.bookedCount);
      expect(
        schedule.body.filter(
          (session) => session.classId === 'cl_2007' && Date.parse(session.endDate) > now && !offered(session),
        ),
      ).toEqual([]);
      expect(new Set(open.body.map(({ id }) => id)).size).toBe(open.body.length);
      const ids = [...planned.body, ...examples.body, ...open.body, ...schedule.body].map(
        ({ id, classId, startDate }) => idProblem(id, classId, startDate),
      );
      const booked = bookings.body.map(({ classInstanceId, classId, startDate }) =>
        idProblem(classInstanceId, classId, startDate),
      );
      expect([...ids, ...booked].filter(Boolean)).toEqual([]);
    },
  );

  // Booked a week and a half before a change, next week's session is after it; booked in the week of
  // a change, on the evening after; and today.
  it.each(
    [
      '2027-03-17T09:00:00Z',
      '2027-03-25T18:30:00Z',
      '2027-10-20T09:00:00Z',
      '2027-10-28T18:30:00Z',
      '2026-11-28T11:00:00Z',
    ].map((instant) => [instant, Date.parse(instant)]),
  )('a session booked at %s is the booked one a week later', async (instant, now) => {
    const world = `booked at ${instant}`;
    const sessions = async (at: number) =>
      (await call<Session[]>(`/class/cl_2001/instances?${range(at, at + 30 * DAY)}`, { as: CUSTOMER, now: at, world }))
        .body;
    const second = (await sessions(now))[1];
    const booked = await call<{ booking: Booking }>('/class/cl_2001/book', {
      method: 'POST',
      as: CUSTOMER,
      now,
      world,
      body: { classInstanceId: second?.id, paymentMethod: 'CREDIT' },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ classInstanceId: second?.id, startDate: second?.startDate });
    const nextWeek = now + 7 * DAY;
    const [first] = await sessions(nextWeek);
    expect(first).toMatchObject({ id: second?.id, startDate: second?.startDate });
    const { body: upcoming } = await call<Booking[]>(
      `/class/booked/by-date-range/cu_3001?${range(nextWeek - HOUR, nextWeek + 30 * DAY)}`,
      { as: CUSTOMER, now: nextWeek, world },
    );
    expect(
      upcoming.filter(({ classId }) => classId === 'cl_2001').map(({ classInstanceId }) => classInstanceId),
    ).toContain(second?.id);
  });
});

describe('an example’s moment moves once', () => {
  // The examples' credit was last changed by the spend its history lists on 18 November at 20:12:
  // on any day the world serves, the balance's last change is that spend's moment, in the past.
  it.each(
    ['2026-11-24T05:00:00Z', '2026-11-30T07:00:00Z', '2026-12-09T12:00:00Z', '2027-03-29T09:00:00Z'].map((instant) => [
      instant,
      Date.parse(instant),
    ]),
  )('at %s, the credit was last changed when its history’s last spend was made', async (_, now) => {
    const world = `credit at ${now}`;
    const { body: credit } = await call<{ updatedAt: string }>('/customer/credit', { as: CUSTOMER, now, world });
    const { body: history } = await call<{ content: { number: string; issuedAt: string }[] }>(
      '/customer/credit/invoices',
      { as: CUSTOMER, now, world },
    );
    const spend = history.content.find(({ number }) => number === 'KIN-2026-01212');
    expect(Date.parse(credit.updatedAt)).toBe(Date.parse(spend?.issuedAt ?? ''));
    expect(Date.parse(credit.updatedAt)).toBeLessThan(now);
  });
});
