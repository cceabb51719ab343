import type { ReactNode } from 'react';
import { Badge, Link, LinkButton, Text } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { bookingStatusTone } from '@/app/lib/session-rows/bookingStatus';
import { firstName, fullName } from '@/app/lib/format/format';
import { SessionRowFrame } from '@/app/lib/session-rows/SessionRowFrame';
import { messages } from './messages';
import { canJoin, type BookingStatus, type Session } from './sessions';
import * as styles from './Dashboard.css';
import { dateFormats } from '@/app/lib/time/format';
import { useOnline } from '@/app/offline/useOnline';
import { paths } from '@/app/routing/paths';

function StatusBadge({ status }: { status: BookingStatus | null }) {
  const intl = useIntl();
  if (status === null) return <Badge tone="accent">{intl.formatMessage(messages.statusIncluded)}</Badge>;
  return <Badge tone={bookingStatusTone[status]}>{intl.formatMessage(messages[`status${status}`])}</Badge>;
}

interface SessionRowProps {
  session: Session;
  now: Date;
  /** Cancel, refund, review, calendar: what this tab offers for the session. */
  actions?: ReactNode;
  /** Under the details: a review written, a refund requested. */
  children?: ReactNode;
}

/**
 * One session: title (to the class), trainer (to the profile), date and time in the viewer's time
 * zone, duration and status, and Join while the room is open.
 */
export function SessionRow({ session, now, actions, children }: SessionRowProps) {
  const intl = useIntl();
  const online = useOnline();
  const time = intl.formatMessage(messages.timeRange, {
    start: intl.formatTime(session.start, dateFormats.clock),
    end: intl.formatTime(session.end, dateFormats.clockWithZone),
  });
  const duration = intl.formatNumber(session.durationMinutes, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });
  const trainer = fullName(session.trainer);
  // The trainer's local time too, when the trainer is in a zone whose clock differs from the viewer's.
  const zone = session.trainer.timeZone;
  const trainerTime =
    zone &&
    intl.formatTime(session.start, { ...dateFormats.clock, timeZone: zone }) !==
      intl.formatTime(session.start, dateFormats.clock)
      ? intl.formatTime(session.start, { ...dateFormats.clockWithZone, timeZone: zone })
      : null;
  // Offline no room can open: Join is not offered, and the offline notice says joining needs a connection.
  const join = canJoin(session, now) && online && (
    <LinkButton
      href={paths.room(session.roomId)}
      size="small"
      aria-label={intl.formatMessage(messages.joinLabel, { title: session.title })}
    >
      {intl.formatMessage(messages.join)}
    </LinkButton>
  );

  return (
    <SessionRowFrame
      date={session.start}
      title={session.classId ? <Link href={paths.classDetail(session.classId)}>{session.title}</Link> : session.title}
      level={2}
      badges={
        <>
          <StatusBadge status={session.status} />
          {session.kind === 'one-to-one' && <Badge tone="neutral">{intl.formatMessage(messages.oneToOneKind)}</Badge>}
        </>
      }
      actions={
        (join || actions) && (
          <>
            {join}
            {actions}
          </>
        )
      }
    >
      <Text size="small" tone="muted">
        {formatRich(intl, messages.withTrainer, {
          trainer: (
            <Link key="trainer" href={paths.trainerProfile(session.trainer.id)} tone="muted">
              {trainer}
            </Link>
          ),
        })}
      </Text>
      <Text size="small">
        {formatRich(intl, messages.when, {
          when: (
            <time key="when" dateTime={session.start}>
              {intl.formatMessage(messages.dateTime, {
                date: intl.formatDate(session.start, dateFormats.weekdayShort),
                time,
              })}
            </time>
          ),
          duration: (
            <span key="duration" className={styles.nowrap}>
              {duration}
            </span>
          ),
        })}
      </Text>
      {trainerTime && (
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.trainerTime, { time: trainerTime, trainer: firstName(session.trainer) })}
        </Text>
      )}
      {children}
    </SessionRowFrame>
  );
}
