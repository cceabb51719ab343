import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsDateTime, type CalendarEvent } from './ics';

/** Unfolds the content lines and reads each `NAME:value` (parameters are not used here). */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  const events: Record<string, string>[] = [];
  const calendar: Record<string, string> = {};
  let event: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === 'BEGIN' && value === 'VEVENT') event = {};
    else if (name === 'END' && value === 'VEVENT' && event) {
      events.push(event);
      event = null;
    } else if (event) event[name] = value;
    else calendar[name] = value;
  }
  return { lines, calendar, events };
}

/** Reads a TEXT value back. */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const yoga: CalendarEvent = {
  uid: 'bk_2007_20261201@kinetic',
  start: '2026-12-01T06:00:00+00:00',
  end: '2026-12-01T07:00:00+00:00',
  summary: 'Sunrise Vinyasa Flow',
  description: 'With Priya Sharma\nhttps://kinetic.example/classes/cl_2007',
  location: 'https://kinetic.example/room/cl_2007',
  url: 'https://kinetic.example/classes/cl_2007',
};

describe('buildCalendar', () => {
  it('writes a VCALENDAR with one VEVENT per event, in UTC, that parses back', () => {
    const text = buildCalendar(
      [yoga, { ...yoga, uid: 'bk_2016@kinetic', start: '2026-12-04T19:00:00+01:00', end: '2026-12-04T19:45:00+01:00' }],
      new Date('2026-11-24T05:00:00Z'),
    );
    const { lines, calendar, events } = parse(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(calendar).toMatchObject({ VERSION: '2.0', PRODID: expect.stringContaining('Kinetic') });
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      UID: 'bk_2007_20261201@kinetic',
      DTSTAMP: '20261124T050000Z',
      DTSTART: '20261201T060000Z',
      DTEND: '20261201T070000Z',
      SUMMARY: 'Sunrise Vinyasa Flow',
      DESCRIPTION: 'With Priya Sharma\\nhttps://kinetic.example/classes/cl_2007',
      LOCATION: 'https://kinetic.example/room/cl_2007',
      URL: 'https://kinetic.example/classes/cl_2007',
    });
    expect(events[1]).toMatchObject({ DTSTART: '20261204T180000Z', DTEND: '20261204T184500Z' });
    expect(unescape(events[0]!.DESCRIPTION!)).toBe(yoga.description);
  });

  it('escapes text and folds long lines without losing a character', () => {
    const summary = 'Stretch, breathe; relax \\ repeat — ünd “mehr” '.repeat(4);
    const { events } = parse(buildCalendar([{ ...yoga, summary }], new Date('2026-11-24T05:00:00Z')));
    expect(unescape(events[0]!.SUMMARY!)).toBe(summary);
  });

  it('writes an empty calendar when there is nothing to add', () => {
    const { events, calendar } = parse(buildCalendar([], new Date('2026-11-24T05:00:00Z')));
    expect(events).toEqual([]);
    expect(calendar.VERSION).toBe('2.0');
  });
});

describe('the parts', () => {
  it('formats UTC date-times', () => {
    expect(icsDateTime('2026-12-01T06:00:00+00:00')).toBe('20261201T060000Z');
    expect(icsDateTime(new Date('2026-06-01T07:30:15.250+01:00'))).toBe('20260601T063015Z');
  });

  it('escapes TEXT', () => {
    expect(escapeText('a,b;c\\d\r\ne\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds at 75 octets and never inside a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
