import { Button } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { downloadCalendar } from './calendar';
import { messages } from './messages';
import type { Session } from './sessions';

/** Downloads one session as an `.ics` file for the customer's calendar. */
export function CalendarButton({ session }: { session: Session }) {
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      size="small"
      aria-label={intl.formatMessage(messages.addToCalendarLabel, { title: session.title })}
      onPress={() => downloadCalendar(intl, [session], `kinetic-${session.id}.ics`)}
    >
      {intl.formatMessage(messages.addToCalendar)}
    </Button>
  );
}
