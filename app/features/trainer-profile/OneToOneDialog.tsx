import { useState } from 'react';
import { $api, apiClient, dataOrThrow, IDEMPOTENCY_KEY, type Schema } from '@/sdk';
import { Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import {
  BookingConfirmed,
  BookingDialog,
  CancellationPolicy,
  defaultPaymentMethod,
  PaymentChoice,
  useSessionTime,
} from '@/app/lib/booking/BookingDialog';
import { checkoutUrls, type PaymentMethod } from '@/app/lib/booking/checkout';
import { CheckedPrice, PromoCodeField, usePriceCheck } from '@/app/lib/booking/PriceCheck';
import { useBookingRequest } from '@/app/lib/booking/useBookingRequest';
import { Facts } from '@/app/lib/frames/DetailPage';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SkeletonStack } from '@/app/lib/queries/SkeletonStack';
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
  /** Booked and paid from credit. */
  onBooked: (slot: Slot) => void;
}

/**
 * Booking a one-to-one slot: the offer, the time, the price (with a code the customer applies) and
 * the customer's account credit (`GET /customer/credit`), then Book from credit or by card
 * (`POST /class/one-to-one/book`, with the code while it applies). A card
 * booking goes to the checkout page; the payment pages then speak of no class.
 */
export function OneToOneDialog({ trainerId, name, offer, slot, onClose, onBooked }: OneToOneDialogProps) {
  const intl = useIntl();
  const online = useOnline();
  const sessionTime = useSessionTime();
  const credit = $api.useQuery('get', '/customer/credit');
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const price = usePriceCheck({ type: 'ONE_TO_ONE', id: offer.id }, offer.price);
  const balance = credit.data?.balance;
  const method = chosen ?? (balance ? defaultPaymentMethod(price.price, balance) : 'CARD');
  const startDate = slot.start.toISOString();

  const request = useBookingRequest(
    `one-to-one:${offer.id}:${startDate}`,
    method === 'CARD'
      ? {
          offerId: offer.id,
          startDate,
          paymentMethod: 'CARD' as const,
          ...price.promo,
          ...checkoutUrls(paths.trainerProfile(trainerId), { kind: 'one-to-one', offerId: offer.id, start: startDate }),
        }
      : { offerId: offer.id, startDate, paymentMethod: 'CREDIT' as const, ...price.promo },
    (body, key) =>
      dataOrThrow(apiClient.POST('/class/one-to-one/book', { params: { header: { [IDEMPOTENCY_KEY]: key } }, body })),
    () => onBooked(slot),
  );

  const what = intl.formatMessage(messages.oneToOneWhat, { title: offer.title, name });
  const when = sessionTime(slot.start, slot.end);
  return (
    <BookingDialog
      title={intl.formatMessage(messages.oneToOneDialogTitle, { name })}
      onClose={onClose}
      request={request}
      online={online}
      payment={balance ? { price: price.price, method } : null}
      confirmed={() => <BookingConfirmed what={what} when={when} price={price.price} />}
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
        <QueryView
          query={credit}
          loading={<SkeletonStack label={intl.formatMessage(messages.oneToOneCreditLoading)} heights={['6rem']} />}
          errorTitle={intl.formatMessage(messages.oneToOneCreditError)}
        >
          {(loaded) => (
            <PaymentChoice
              price={price.price}
              credit={loaded.balance}
              value={method}
              onChange={setChosen}
              isDisabled={request.isSending}
            />
          )}
        </QueryView>
        <CancellationPolicy />
      </Stack>
    </BookingDialog>
  );
}
