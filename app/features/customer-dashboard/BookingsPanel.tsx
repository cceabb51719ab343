import { lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Booking } from '@/sdk';
import { Badge, Button, Inline, Rating, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { downloadCalendar } from './calendar';
import { CalendarButton } from './CalendarButton';
import { messages } from './messages';
import type { BookingAction } from './BookingDialog';
import { SessionList } from './SessionList';
import { SessionRow } from './SessionRow';
import { canCancel, canRequestRefund, canReview, fromBooking, isCalendarWorthy, isOngoingOrAhead } from './sessions';
import { previousWindow, upcomingWindow } from '@/app/lib/time/windows';
import { useNow } from '@/app/lib/time/useNow';
import { useSubmitted } from './useSubmitted';
import { useOfflineAnswer } from '@/app/offline/useOfflineAnswer';
import { ListDialog, ListDialogButton } from '@/app/lib/forms/ListDialog';
import * as styles from './Dashboard.css';

const PATH = '/class/booked/by-date-range/{customerId}';

// The dialogs' code (and their requests) load when the customer first opens one, not with the list.
const BookingDialog = lazy(() => import('./BookingDialog').then((m) => ({ default: m.BookingDialog })));

interface BookingsPanelProps {
  which: 'upcoming' | 'previous';
  customerId: string;
}

/**
 * The customer's class bookings: upcoming (those not ended, soonest first, with Join, calendar and
 * Cancel) or previous (the last month, latest first, with refund requests and reviews); one dialog
 * for the list, opened for the row and action chosen.
 */
export function BookingsPanel({ which, customerId }: BookingsPanelProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const now = useNow();
  // The window is fixed when the tab opens, so its query key stays the same while it is open.
  const [range] = useState(() => (which === 'upcoming' ? upcomingWindow : previousWindow)(new Date()));
  const init = { params: { path: { customerId }, query: range } };
  // The upcoming tab stays readable offline from the last answer; previous sessions need the network.
  const query = useOfflineAnswer(which === 'upcoming' ? 'customer-upcoming' : null, $api.useQuery('get', PATH, init));
  const { refunds, reviews } = useSubmitted();

  const onCancelled = (id: string) => (result: { status: Booking['status'] }) =>
    queryClient.setQueryData<Booking[]>($api.queryOptions('get', PATH, init).queryKey, (list) =>
      list?.map((booking) => (booking.id === id ? { ...booking, status: result.status } : booking)),
    );

  const bookings = (list: Booking[]) =>
    which === 'upcoming'
      ? list
          .filter((booking) => isOngoingOrAhead(fromBooking(booking), now))
          .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
      : [...list].sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));

  const row = (booking: Booking) => {
    const session = fromBooking(booking);
    const review = reviews[booking.id];
    const refunded = refunds[booking.id];
    const { title } = booking.class;
    return (
      <SessionRow
        key={booking.id}
        session={session}
        now={now}
        actions={
          <>
            {isCalendarWorthy(session, now) && <CalendarButton session={session} />}
            {canCancel(booking, now) && (
              <ListDialogButton
                item={{ action: 'cancel', booking }}
                label={intl.formatMessage(messages.cancelLabel, { title })}
              >
                {intl.formatMessage(messages.cancel)}
              </ListDialogButton>
            )}
            {canRequestRefund(booking, now) && !refunded && (
              <ListDialogButton
                item={{ action: 'refund', booking }}
                label={intl.formatMessage(messages.refundLabel, { title })}
              >
                {intl.formatMessage(messages.refund)}
              </ListDialogButton>
            )}
            {canReview(booking, now) && !review && (
              <ListDialogButton
                item={{ action: 'review', booking }}
                label={intl.formatMessage(messages.reviewLabel, { title })}
              >
                {intl.formatMessage(messages.review)}
              </ListDialogButton>
            )}
          </>
        }
      >
        {refunded && (
          <Inline space="small">
            <Badge tone="info">{intl.formatMessage(messages.refundRequested)}</Badge>
          </Inline>
        )}
        {review && (
          <div className={styles.review}>
            <Inline space="small" alignY="center">
              <Text size="small" weight="strong">
                {intl.formatMessage(messages.yourReview)}
              </Text>
              <Rating
                value={review.rating}
                label={intl.formatMessage(messages.ratingValue, { rating: review.rating })}
                size={16}
              />
            </Inline>
            <Text size="small">{review.comment}</Text>
          </div>
        )}
      </SessionRow>
    );
  };

  const upcoming = which === 'upcoming';
  return (
    <ListDialog<BookingAction>
      dialog={({ action, booking }, close, opener) => (
        <BookingDialog
          action={action}
          booking={booking}
          customerId={customerId}
          onCancelled={onCancelled(booking.id)}
          onClose={close}
          opener={opener}
        />
      )}
    >
      <SessionList
        query={query}
        rows={(list) => bookings(list).map(row)}
        errorTitle={upcoming ? messages.upcomingError : messages.previousError}
        emptyTitle={upcoming ? messages.upcomingEmptyTitle : messages.previousEmptyTitle}
        emptyBody={upcoming ? messages.upcomingEmptyBody : messages.previousEmptyBody}
        before={(list) => {
          const toAdd = upcoming
            ? bookings(list)
                .map(fromBooking)
                .filter((s) => isCalendarWorthy(s, now))
            : [];
          return (
            toAdd.length > 0 && (
              <Inline space="small" align="right">
                <Button
                  variant="secondary"
                  size="small"
                  onPress={() => downloadCalendar(intl, toAdd, 'kinetic-upcoming.ics')}
                >
                  {intl.formatMessage(messages.addAllToCalendar)}
                </Button>
              </Inline>
            )
          );
        }}
      />
    </ListDialog>
  );
}
