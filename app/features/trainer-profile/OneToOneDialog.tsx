import { $api, apiClient, dataOrThrow, IDEMPOTENCY_KEY, type Schema } from '@/sdk';
import { Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import {
  BookingConfirmed,
  BookingDialog,
  CancellationPolicy,
  CreditPaymentChoice,
  useSessionTime,
} from '@/app/lib/booking/BookingDialog';
import { CheckedPrice, PromoCodeField } from '@/app/lib/booking/PriceCheck';
import { useCheckoutBooking } from '@/app/lib/booking/useCheckoutBooking';
import { Facts } from '@/app/lib/frames/DetailPage';
import type { Slot } from './slots';
import { messages } from './messages';
import { useOnline } from '@/app/offline/useOnline';
import { paths } from '@/app/routing/paths';

interface OneToOneDialogProps {
  trainerId: string;
  /** The trainer's first name. */
  name: string;
  offer: Schema<'OneToOneOffer'>;
  slot: Slot;
  onClose: () => void;
  /** Booked and paid from credit or with a pack credit. */
  onBooked: (slot: Slot) => void;
}

/**
 * Booking a one-to-one slot: the offer, the time, the price (with a code the customer applies) and
 * the customer's account credit (`GET /customer/credit`), then Book with a pack credit, from credit
 * or by card (`POST /class/one-to-one/book`, with the code while it applies), the first that can pay
 * chosen for the customer (a credit of the trainer's pack expiring soonest that pays for
 * one-to-ones, account credit that covers the price, else the card) and named on the Book button
 * before anything is sent. A card booking goes to the checkout page; the payment pages then speak of
 * no class.
 */
export function OneToOneDialog({ trainerId, name, offer, slot, onClose, onBooked }: OneToOneDialogProps) {
  const intl = useIntl();
  const online = useOnline();
  const sessionTime = useSessionTime();
  const credit = $api.useQuery('get', '/customer/credit');
  const startDate = slot.start.toISOString();
  const { price, method, pack, request, paidWith, choice } = useCheckoutBooking({
    attempt: `one-to-one:${offer.id}:${startDate}`,
    purchase: { kind: 'ONE_TO_ONE', trainerId },
    item: { type: 'ONE_TO_ONE', id: offer.id },
    listPrice: offer.price,
    credit: credit.data?.balance,
    base: { offerId: offer.id, startDate },
    checkout: {
      returnPath: paths.trainerProfile(trainerId),
      paid: { kind: 'one-to-one', offerId: offer.id, start: startDate },
    },
    send: (body, key) =>
      dataOrThrow(apiClient.POST('/class/one-to-one/book', { params: { header: { [IDEMPOTENCY_KEY]: key } }, body })),
    onBooked: () => onBooked(slot),
  });

  const what = intl.formatMessage(messages.oneToOneWhat, { title: offer.title, name });
  const when = sessionTime(slot.start, slot.end);
  return (
    <BookingDialog
      title={intl.formatMessage(messages.oneToOneDialogTitle, { name })}
      onClose={onClose}
      request={request}
      online={online}
      payment={credit.data ? { price: price.price, method, pack: pack?.name } : null}
      confirmed={() => <BookingConfirmed what={what} when={when} price={price.price} pack={paidWith} />}
    >
      <Stack space="large">
        <Facts
          rows={[
            [intl.formatMessage(messages.oneToOneSession), what],
            [intl.formatMessage(messages.oneToOneWhen), when],
            [intl.formatMessage(messages.oneToOnePrice), <CheckedPrice key="price" price={price} />],
          ]}
        />
        <PromoCodeField price={price} trainer={name} isDisabled={request.isSending} />
        <CreditPaymentChoice credit={credit} {...choice} />
        <CancellationPolicy />
      </Stack>
    </BookingDialog>
  );
}
