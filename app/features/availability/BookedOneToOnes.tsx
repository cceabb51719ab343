import { useState } from 'react';
import { $api, type OneToOneBooking } from '@/sdk';
import { Badge, Card, LinkButton, Text } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { bookingStatusTone } from '@/app/lib/session-rows/bookingStatus';
import { fullName } from '@/app/lib/format/format';
import { isRoomOpen } from '@/app/lib/time/room';
import { monthFromToday, startingIn } from '@/app/lib/time/windows';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SessionRowFrame } from '@/app/lib/session-rows/SessionRowFrame';
import { SessionRowsSkeleton } from '@/app/lib/session-rows/SessionRowsSkeleton';
import * as row from '@/app/lib/session-rows/sessionRow.css';
import { useNow } from '@/app/lib/time/useNow';
import { messages } from './messages';
import * as styles from './Availability.css';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

const PATH = '/class/getBookingOneToOneForTrainer/{trainerId}';

/**
 * One booked session: the customer, what they booked, day, time and length in the viewer's time
 * zone, its status, and Join while the room of a paid booking is open.
 */
function BookingRow({ booking, now }: { booking: OneToOneBooking; now: Date }) {
  const intl = useIntl();
  const customer = fullName(booking.customer);
  const join = booking.status === 'CONFIRMED' && isRoomOpen(booking, now);
  return (
    <SessionRowFrame
      date={booking.startDate}
      title={customer}
      level={3}
      badges={
        <Badge tone={bookingStatusTone[booking.status]}>
          {intl.formatMessage(messages[`status${booking.status}`])}
        </Badge>
      }
      actions={
        join && (
          <LinkButton
            href={paths.room(booking.id)}
            size="small"
            aria-label={intl.formatMessage(messages.joinLabel, { customer })}
          >
            {intl.formatMessage(messages.join)}
          </LinkButton>
        )
      }
    >
      <Text size="small">{booking.title}</Text>
      <Text size="small" tone="muted">
        {formatRich(intl, messages.bookingWhen, {
          when: (
            <time key="when" dateTime={booking.startDate}>
              {intl.formatMessage(messages.bookingTime, {
                date: intl.formatDate(booking.startDate, dateFormats.weekdayShort),
                start: intl.formatTime(booking.startDate, dateFormats.clock),
                end: intl.formatTime(booking.endDate, dateFormats.clockWithZone),
              })}
            </time>
          ),
          duration: (
            <span key="duration" className={styles.nowrap}>
              {intl.formatNumber(booking.durationMinutes, { style: 'unit', unit: 'minute', unitDisplay: 'short' })}
            </span>
          ),
        })}
      </Text>
    </SessionRowFrame>
  );
}

/**
 * The trainer's one-to-one sessions from the start of today to a month ahead, in their time zone
 * (asked for once that zone is known), soonest first.
 */
export function BookedOneToOnes({ trainerId, timeZone }: { trainerId: string; timeZone: string | undefined }) {
  const intl = useIntl();
  const now = useNow();
  // The window is fixed when the page opens, so its query key stays the same while it is open.
  const [opened] = useState(() => new Date());
  const window = timeZone ? monthFromToday(opened, timeZone) : { startDate: '', endDate: '' };
  const query = $api.useQuery(
    'get',
    PATH,
    { params: { path: { trainerId }, query: window } },
    { enabled: timeZone !== undefined },
  );
  return (
    <QueryView
      query={query}
      loading={<SessionRowsSkeleton label={intl.formatMessage(messages.bookingsLoading)} count={2} />}
      errorTitle={intl.formatMessage(messages.bookingsError)}
      isEmpty={(bookings) => startingIn(bookings, window).length === 0}
      empty={{
        title: intl.formatMessage(messages.bookingsEmptyTitle),
        description: intl.formatMessage(messages.bookingsEmptyBody),
      }}
    >
      {(bookings) => (
        <Card padding="small">
          <ul className={row.list}>
            {startingIn(bookings, window).map((booking) => (
              <BookingRow key={booking.id} booking={booking} now={now} />
            ))}
          </ul>
        </Card>
      )}
    </QueryView>
  );
}
