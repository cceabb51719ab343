import type { IntlShape } from '@formatjs/intl';
import { fullName } from '@/app/lib/format/format';
import { buildCalendar, type CalendarEvent } from './ics';
import { messages } from './messages';
import type { Session } from './sessions';

/** A session as a calendar event: its page in the description, its video room as the location. */
export function sessionEvent(intl: IntlShape, session: Session, origin: string): CalendarEvent {
  const link = session.classId ? `${origin}/classes/${session.classId}` : `${origin}/trainers/${session.trainer.id}`;
  return {
    uid: `${session.id}@kinetic`,
    start: session.start,
    end: session.end,
    summary: session.title,
    description: intl.formatMessage(messages.calendarDescription, {
      title: session.title,
      trainer: fullName(session.trainer),
      link,
    }),
    location: `${origin}/room/${session.roomId}`,
    url: link,
  };
}

/** Downloads the sessions as one `.ics` file. */
export function downloadCalendar(intl: IntlShape, sessions: readonly Session[], fileName: string) {
  const origin = window.location.origin;
  const text = buildCalendar(
    sessions.map((session) => sessionEvent(intl, session, origin)),
    new Date(),
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the file after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
