import {
  $api,
  apiClient,
  dataOrThrow,
  IDEMPOTENCY_KEY,
  type ClassDetail,
  type ClassInstance,
  type Schema,
} from '@/sdk';
import { LinkButton, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import {
  BookingConfirmed,
  BookingDialog,
  CancellationPolicy,
  PaymentChoice,
  useSessionTime,
} from '@/app/lib/booking/BookingDialog';
import { CheckedPrice, PromoCodeField } from '@/app/lib/booking/PriceCheck';
import { useCheckoutBooking } from '@/app/lib/booking/useCheckoutBooking';
import { Facts } from '@/app/lib/frames/DetailPage';
import { formatMoney } from '@/app/lib/format/format';
import { QueryView } from '@/app/lib/queries/QueryView';
import { holdsPlace, useCustomerId } from './sessions';
import { messages } from './messages';
import { useOnline } from '@/app/offline/useOnline';
import { paths } from '@/app/routing/paths';

type BookingDetail = Schema<'BookingDetail'>;

interface SessionBookingProps {
  detail: ClassDetail;
  session: ClassInstance;
  onClose: () => void;
  /** The session is booked and paid from credit. */
  onBooked: (sessionId: string) => void;
}

/** Why a session the customer picked cannot be booked, or null when it can. */
function blockedReason(details: BookingDetail) {
  if (details.booking && holdsPlace(details.booking)) return messages.bookAlreadyBooked;
  if (details.canBook) return null;
  return details.spotsLeft === 0 ? messages.bookFull : messages.bookClosed;
}

/**
 * Booking one session of a class: what booking involves (`GET /customer/book-class-details`:
 * price, account credit, places) and the cancellation rule, then Book with a pack credit, from
 * credit or by card (`POST /class/{classId}/book`), the first that can pay chosen for the customer
 * (a credit of the pack expiring soonest that pays for the class, account credit that covers the
 * price, else the card) and named on the Book button before anything is sent. A card booking goes
 * to the checkout page, remembering the class for the payment pages; the others are confirmed here.
 */
export function SessionBooking({ detail, session, onClose, onBooked }: SessionBookingProps) {
  const intl = useIntl();
  const online = useOnline();
  const sessionTime = useSessionTime();
  const customerId = useCustomerId();
  const query = $api.useQuery(
    'get',
    '/customer/book-class-details',
    {
      params: {
        query: {
          classId: detail.id,
          classInstanceId: session.id,
          customerId: customerId ?? '',
          startDate: session.startDate,
        },
      },
    },
    { enabled: customerId !== undefined },
  );
  const details = query.data;
  const blocked = details ? blockedReason(details) : null;
  const { price, method, pack, request, paidWith, choice } = useCheckoutBooking({
    attempt: `class:${detail.id}:${session.id}`,
    purchase: {
      kind: detail.isLive ? 'LIVE_CLASS' : 'RECORDED_CLASS',
      trainerId: detail.trainer.id,
      classId: detail.id,
    },
    item: { type: 'CLASS_SESSION', id: session.id },
    listPrice: details?.price ?? detail.price,
    credit: details?.creditBalance,
    enabled: customerId !== undefined,
    base: { classInstanceId: session.id },
    checkout: {
      returnPath: paths.classDetail(detail.id),
      paid: { kind: 'class', classId: detail.id, instanceId: session.id, start: session.startDate },
    },
    send: (body, key) =>
      dataOrThrow(
        apiClient.POST('/class/{classId}/book', {
          params: { path: { classId: detail.id }, header: { [IDEMPOTENCY_KEY]: key } },
          body,
        }),
      ),
    onBooked: () => onBooked(session.id),
  });

  const when = sessionTime(session.startDate, session.endDate);
  const errorTitle = intl.formatMessage(messages.bookErrorTitle);
  const loading = (
    <Stack space="medium" role="status" aria-label={intl.formatMessage(messages.bookLoading)}>
      <Skeleton lines={4} />
      <Skeleton height="6rem" />
    </Stack>
  );
  return (
    <BookingDialog
      title={intl.formatMessage(messages.bookTitle, { title: detail.title })}
      onClose={onClose}
      request={request}
      online={online}
      payment={details && !blocked ? { price: price.price, method, pack: pack?.name } : null}
      confirmed={() => <BookingConfirmed what={detail.title} when={when} price={price.price} pack={paidWith} />}
    >
      <QueryView query={query} loading={loading} errorTitle={errorTitle}>
        {(loaded) => (
          <Stack space="large">
            <Facts
              rows={[
                [intl.formatMessage(messages.bookWhen), when],
                [intl.formatMessage(messages.factPrice), <CheckedPrice key="price" price={price} />],
                [intl.formatMessage(messages.bookCredit), formatMoney(intl, loaded.creditBalance)],
                ...(loaded.spotsLeft === null
                  ? []
                  : [
                      [
                        intl.formatMessage(messages.factSpots),
                        intl.formatMessage(messages.spotsLeft, { count: loaded.spotsLeft }),
                      ] as const,
                    ]),
              ]}
            />
            {blocked ? (
              <Stack space="medium">
                <Text as="p" weight="strong">
                  {intl.formatMessage(blocked)}
                </Text>
                {blocked === messages.bookAlreadyBooked && (
                  <div>
                    <LinkButton href={paths.dashboard()} variant="secondary">
                      {intl.formatMessage(messages.bookToDashboard)}
                    </LinkButton>
                  </div>
                )}
              </Stack>
            ) : (
              <>
                <PromoCodeField price={price} trainer={detail.trainer.firstName} isDisabled={request.isSending} />
                <PaymentChoice credit={loaded.creditBalance} {...choice} />
                <CancellationPolicy classId={detail.id} />
              </>
            )}
          </Stack>
        )}
      </QueryView>
    </BookingDialog>
  );
}
