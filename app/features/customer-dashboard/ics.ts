/** One calendar event: a booked session as a calendar app should show it. */
export interface CalendarEvent {
  /** Stable per booking, so importing the same booking twice updates one event. */
  uid: string;
  start: string | Date;
  end: string | Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
}

const CRLF = '\r\n';
/** Content lines are folded so that no line is longer than 75 octets (CRLF not counted). */
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A date-time in UTC as iCalendar writes it: `20261201T060000Z`. */
export function icsDateTime(value: string | Date): string {
  return new Date(value)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values escape backslashes, semicolons and commas, and write line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets: each continuation line starts with one space, which counts
 * towards its 75. A multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** An RFC 5545 calendar (CRLF line endings, folded lines) with one VEVENT per event. */
export function buildCalendar(events: readonly CalendarEvent[], now: Date): string {
  const stamp = icsDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kinetic//Customer dashboard//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
