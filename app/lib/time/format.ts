/**
 * The named ways the app writes a date or a time. A screen formats with `intl.formatDate`,
 * `intl.formatTime` or `intl.formatDateTimeRange` and one of these presets (adding a `timeZone`
 * where the value is not in the viewer's zone), never with options of its own. Examples are in
 * British English.
 */
export const dateFormats = {
  /** 07:00: a session's clock time, two digits each. */
  clock: { hour: '2-digit', minute: '2-digit' },
  /** 07:00 GMT: a clock time with its zone, where zones may differ. */
  clockWithZone: { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' },
  /** 7:00 (or 7:00 am): a clock time written the locale's way. */
  time: { hour: 'numeric', minute: '2-digit' },
  /** Tuesday 24 November: the day of a session. */
  weekdayLong: { weekday: 'long', day: 'numeric', month: 'long' },
  /** Tue 24 Nov: the day of a session where room is short. */
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  /** Tuesday 24 November at 07:00: a day and its clock time (a deadline). */
  weekdayLongClock: { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
  /** Tue 24 Nov, 07:00: a session's day and clock time where room is short. */
  weekdayShortClock: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** Tuesday 24 November at 7:00: a class's next session, the clock written the locale's way. */
  weekdayLongTime: { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' },
  /** Tue 24 Nov, 7:00: a class's next session on a card. */
  weekdayShortTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** Tuesday 24 Nov: the day of a session in a class's schedule. */
  weekdayLongMonthShort: { weekday: 'long', day: 'numeric', month: 'short' },
  /** Monday: a day of the week's name. */
  weekday: { weekday: 'long' },
  /** Mon: a day of the week on a chart's axis. */
  weekdayShortOnly: { weekday: 'short' },
  /** 24: the day of the month on a date tile. */
  dayOfMonth: { day: 'numeric' },
  /** 24 Nov: a day of a period, where the year goes without saying. */
  dayMonthShort: { day: 'numeric', month: 'short' },
  /** 24 November: a day coming soon. */
  dayMonthLong: { day: 'numeric', month: 'long' },
  /** Nov: a month on a date tile or a chart's axis. */
  monthShort: { month: 'short' },
  /** Nov 26: a month on a chart's axis that spans years. */
  monthShortYear: { month: 'short', year: '2-digit' },
  /** November 2026: since when. */
  monthYear: { month: 'long', year: 'numeric' },
  /** 24 Nov 2026: a day in a list of records. */
  dayShort: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 24 Nov 2026, the locale's medium date. */
  dayMedium: { dateStyle: 'medium' },
  /** 24 November 2026, the locale's long date. */
  dayLong: { dateStyle: 'long' },
  /** Tuesday 24 November 2026, the locale's full date. */
  dayFull: { dateStyle: 'full' },
  /** 24 Nov 2026, 07:00: a moment something happened. */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
