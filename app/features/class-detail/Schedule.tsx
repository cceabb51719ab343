import type { ReactNode } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { $api, type ClassInstance } from '@/sdk';
import { Badge, Button, Card, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { DateTile } from '@/app/lib/time/DateTile';
import { plainList } from '@/app/lib/frames/DetailPage';
import { QuerySection } from '@/app/lib/frames/PageSection';
import type { DateWindow } from '@/app/lib/time/windows';
import { sessionState, useSchedule, type Bookings } from './sessions';
import { messages, scheduleSection } from './messages';
import * as styles from './ClassDetail.css';
import { dateFormats } from '@/app/lib/time/format';
import { ClaimButton, PlaceBadge, useClaimPlace, usePlaceFailure } from '@/app/lib/waitlist/WaitlistPlace';

/** A session's day and time, as its actions name it. */
const sessionWhen = (intl: IntlShape, session: ClassInstance) => ({
  date: intl.formatDate(session.startDate, dateFormats.weekdayLong),
  time: intl.formatTime(session.startDate, dateFormats.time),
});

/** Opens a session's waitlist settings: for the class's own trainer only, else null. */
type Manage = ((session: ClassInstance) => void) | null;

/** A session of the schedule, for the customer who books (`booking`) or the trainer who manages it. */
interface RowProps {
  session: ClassInstance;
  booking: Bookings | null;
  manage: Manage;
}

/** A session for its trainer: the places left, how many wait (or that the waitlist is closed) and its settings. */
function TrainerWaitlist({
  session,
  manage,
  spots,
}: {
  session: ClassInstance;
  manage: (session: ClassInstance) => void;
  spots: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack space="xsmall" align="right">
      {spots}
      <Text size="small" tone="muted">
        {session.waitlistOpen === false
          ? intl.formatMessage(messages.waitlistClosedShort)
          : intl.formatMessage(messages.waitlistWaiting, { count: session.waitlistCount ?? 0 })}
      </Text>
      <Button
        size="small"
        variant="secondary"
        onPress={() => manage(session)}
        aria-label={intl.formatMessage(messages.waitlistSettingsSession, sessionWhen(intl, session))}
      >
        {intl.formatMessage(messages.waitlistSettingsButton)}
      </Button>
    </Stack>
  );
}

/** What a session offers: Book when it is open to the customer, else why not. */
function SessionStatus({ session, booking, manage }: RowProps) {
  const intl = useIntl();
  const spots = Math.max(0, session.capacity - session.bookedCount);
  const state = sessionState(session, booking?.booked ?? new Set());
  if (state === 'cancelled') return <Badge tone="critical">{intl.formatMessage(messages.sessionCancelled)}</Badge>;
  if (state === 'booked')
    return (
      <Badge tone="positive" dot>
        {intl.formatMessage(messages.sessionBooked)}
      </Badge>
    );
  if (state === 'live')
    return (
      <Badge tone="live" dot>
        {intl.formatMessage(messages.sessionLive)}
      </Badge>
    );
  if (state === 'closed')
    return (
      <Text size="small" tone="muted">
        {intl.formatMessage(messages.sessionClosed)}
      </Text>
    );
  const spotsText = (
    <Text size="small" weight="strong" tone={spots === 0 ? 'critical' : 'positive'}>
      {intl.formatMessage(messages.spotsLeft, { count: spots })}
    </Text>
  );
  if (manage) return <TrainerWaitlist session={session} manage={manage} spots={spotsText} />;
  if (state === 'full' && booking) return <WaitlistStatus session={session} booking={booking} spots={spotsText} />;
  if (state === 'full' || !booking) return spotsText;
  return (
    <Stack space="xsmall" align="right">
      <Button
        size="small"
        onPress={() => booking.onBook(session)}
        aria-label={intl.formatMessage(messages.bookSession, sessionWhen(intl, session))}
      >
        {intl.formatMessage(messages.book)}
      </Button>
      {spotsText}
    </Stack>
  );
}

/**
 * A full session for a customer: their waitlist place in the dashboard's words (with Claim while a
 * place is offered to them), or Join the waitlist while it is open.
 */
function WaitlistStatus({ session, booking, spots }: { session: ClassInstance; booking: Bookings; spots: ReactNode }) {
  const intl = useIntl();
  const place = $api.useQuery(
    'get',
    '/customer/waitlist',
    {},
    { select: (places) => places.find((candidate) => candidate.classInstanceId === session.id) ?? null },
  ).data;
  const claim = useClaimPlace();
  const failure = usePlaceFailure(claim.error);
  const position = place?.position ?? session.waitlistPosition ?? null;
  const inLine = place ? place.status !== 'PROMOTED' : position !== null;
  if (!inLine && session.waitlistOpen === false) return spots;
  return (
    <Stack space="xsmall" align="right">
      {inLine && (
        <PlaceBadge place={place ?? { status: 'WAITING', position, holdUntil: null, startDate: session.startDate }} />
      )}
      {place?.status === 'OFFERED' && (
        <ClaimButton title={session.title} isPending={claim.isPending} onPress={() => claim.claim(place.id)} />
      )}
      <Button
        size="small"
        variant={inLine ? 'ghost' : 'secondary'}
        onPress={() => booking.onWaitlist(session)}
        aria-label={intl.formatMessage(
          inLine ? messages.waitlistViewSession : messages.waitlistJoinSession,
          sessionWhen(intl, session),
        )}
      >
        {intl.formatMessage(inLine ? messages.waitlistView : messages.waitlistJoinButton)}
      </Button>
      {!inLine && spots}
      {failure && !claim.isPending && (
        <Text size="small" role="alert" tone="critical" weight="strong">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

function SessionRow({ session, booking, manage }: RowProps) {
  const intl = useIntl();
  const time = intl.formatMessage(messages.sessionTime, {
    start: intl.formatTime(session.startDate, dateFormats.time),
    end: intl.formatTime(session.endDate, dateFormats.time),
  });
  return (
    <li className={styles.session}>
      <DateTile date={session.startDate} className={styles.sessionTile} />
      <Stack space="none" className={styles.sessionTime}>
        <Text weight="strong">
          <time dateTime={session.startDate}>
            {intl.formatDate(session.startDate, dateFormats.weekdayLongMonthShort)}
          </time>
        </Text>
        <Text size="small" tone="muted">
          {time}
        </Text>
      </Stack>
      <div className={styles.sessionStatus}>
        <SessionStatus session={session} booking={booking} manage={manage} />
      </div>
    </li>
  );
}

/**
 * The class's sessions in the range, each saying whether it can be booked; `booking` (a customer's
 * booked sessions and how to book one) is null for anyone who does not book; `manage` opens a
 * session's waitlist settings for the class's own trainer.
 */
export function Schedule({
  classId,
  range,
  booking,
  manage,
}: {
  classId: string;
  range: DateWindow;
  booking: Bookings | null;
  manage: Manage;
}) {
  const query = useSchedule(classId, range);
  return (
    <QuerySection
      query={query}
      words={scheduleSection}
      skeleton={<Skeleton height="12rem" />}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <Card padding="small">
          <ul className={plainList}>
            {list.map((session) => (
              <SessionRow key={session.id} session={session} booking={booking} manage={manage} />
            ))}
          </ul>
        </Card>
      )}
    </QuerySection>
  );
}
