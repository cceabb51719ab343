import { lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type OneToOneBooking } from '@/sdk';
import { Badge, Card, LinkButton, Text } from '@/design-system';
import { formatRich, useIntl } from '@/app/i18n';
import { bookingStatusTone } from '@/app/lib/session-rows/bookingStatus';
import { fullName } from '@/app/lib/format/format';
import { CancelButton, ListDialog } from '@/app/lib/forms/ListDialog';
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

// The dialog's code (and its request) loads when the trainer first asks to cancel, not with the list.
const CancelOneToOneDialog = lazy(() =>
  import('./CancelOneToOneDialog').then((m) => ({ default: m.CancelOneToOneDialog })),
);

/**
 * One booked session: the customer, what they booked, day, time and length in the viewer's time
 * zone, its status, Join while the room of a paid booking is open, and Cancel until it starts.
 */
function BookingRow({ booking, now }: { booking: OneToOneBooking; now: Date }) {
  const intl = useIntl();
  const customer = fullName(booking.customer);
  const join = booking.status === 'CONFIRMED' && isRoomOpen(booking, now);
  const cancellable = booking.status === 'CONFIRMED' && Date.parse(booking.startDate) > now.getTime();
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
        <>
          {join && (
            <LinkButton
              href={paths.room(booking.id)}
              size="small"
              aria-label={intl.formatMessage(messages.joinLabel, { customer })}
            >
              {intl.formatMessage(messages.join)}
            </LinkButton>
          )}
          {cancellable && <CancelButton item={booking} title={customer} words={messages} />}
        </>
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
  const queryClient = useQueryClient();
  const now = useNow();
  // The window is fixed when the page opens, so its query key stays the same while it is open.
  const [opened] = useState(() => new Date());
  const window = timeZone ? monthFromToday(opened, timeZone) : { startDate: '', endDate: '' };
  const init = { params: { path: { trainerId }, query: window } };
  const query = $api.useQuery('get', PATH, init, { enabled: timeZone !== undefined });
  // The row says it was cancelled, and loses its Cancel.
  const cancelled = (id: string) =>
    queryClient.setQueryData<OneToOneBooking[]>($api.queryOptions('get', PATH, init).queryKey, (list) =>
      list?.map((booking) => (booking.id === id ? { ...booking, status: 'CANCELLED_BY_TRAINER' } : booking)),
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
        <ListDialog<OneToOneBooking>
          dialog={(booking, close, opener) => (
            <CancelOneToOneDialog
              booking={booking}
              onCancelled={() => cancelled(booking.id)}
              onClose={close}
              opener={opener}
            />
          )}
        >
          <Card padding="small">
            <ul className={row.list}>
              {startingIn(bookings, window).map((booking) => (
                <BookingRow key={booking.id} booking={booking} now={now} />
              ))}
            </ul>
          </Card>
        </ListDialog>
      )}
    </QueryView>
  );
}
