import { Badge, Link, LinkButton, Text, type BadgeTone } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages as attendance } from '@/app/lib/attendance/messages';
import { CancelSessionButton } from '@/app/lib/cancel-session/CancelSessions';
import { isRoomOpen } from '@/app/lib/time/room';
import { RoomLink } from '@/app/lib/session-rows/RoomLink';
import { SessionRowFrame } from '@/app/lib/session-rows/SessionRowFrame';
import { messages } from './messages';
import { canCancel, canGoLive, type ClassInstance } from './sessions';
import { dateFormats } from '@/app/lib/time/format';
import { useOnline } from '@/app/offline/useOnline';
import { paths } from '@/app/routing/paths';

/** A session that is not simply scheduled says so; a scheduled one needs no badge. */
const statusBadge: Partial<Record<ClassInstance['status'], { tone: BadgeTone; label: keyof typeof messages }>> = {
  LIVE: { tone: 'positive', label: 'statusLive' },
  COMPLETED: { tone: 'neutral', label: 'statusCompleted' },
  CANCELLED: { tone: 'critical', label: 'statusCancelled' },
};

interface SessionRowProps {
  session: ClassInstance;
  now: Date;
}

/**
 * One of the trainer's sessions: title (to the class), day and time in the viewer's time zone,
 * places booked (once it has ended, how many of them came), Go live while the room is open and Cancel for everyone before it starts (which
 * opens its list's cancel dialog).
 */
export function SessionRow({ session, now }: SessionRowProps) {
  const intl = useIntl();
  const badge = statusBadge[session.status];
  const online = useOnline();
  // Offline no room can open: Go live is not offered, and the offline notice says joining needs a connection.
  const goLive = canGoLive(session) && isRoomOpen(session, now) && online;
  const cancellable = canCancel(session, now);
  return (
    <SessionRowFrame
      date={session.startDate}
      title={<Link href={paths.classDetail(session.classId)}>{session.title}</Link>}
      level={4}
      badges={badge && <Badge tone={badge.tone}>{intl.formatMessage(messages[badge.label])}</Badge>}
      actions={
        <>
          <LinkButton
            href={paths.trainerSession(session.id, { class: session.classId })}
            variant="secondary"
            size="small"
            aria-label={intl.formatMessage(attendance.rosterLabel, {
              title: session.title,
              date: intl.formatDate(session.startDate, dateFormats.weekdayShort),
            })}
          >
            {intl.formatMessage(attendance.roster)}
          </LinkButton>
          {goLive && (
            <RoomLink
              roomId={session.classId}
              label={intl.formatMessage(messages.goLiveLabel, { title: session.title })}
            >
              {intl.formatMessage(messages.goLive)}
            </RoomLink>
          )}
          {cancellable && <CancelSessionButton session={session} />}
        </>
      }
    >
      <Text size="small">
        <time dateTime={session.startDate}>
          {intl.formatMessage(messages.sessionWhen, {
            date: intl.formatDate(session.startDate, dateFormats.weekdayShort),
            start: intl.formatTime(session.startDate, dateFormats.clock),
            end: intl.formatTime(session.endDate, dateFormats.clockWithZone),
          })}
        </time>
      </Text>
      <Text size="small" tone="muted">
        {session.came === undefined || session.came === null
          ? intl.formatMessage(messages.booked, { booked: session.bookedCount, capacity: session.capacity })
          : intl.formatMessage(messages.came, { came: session.came, booked: session.bookedCount })}
      </Text>
    </SessionRowFrame>
  );
}
