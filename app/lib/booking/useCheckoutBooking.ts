import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import type { MoneyValue } from '../format/format';
import { choosePayment, type Purchase } from '../pricing/pricing';
import type { BookingPayment, PayingPack } from './BookingDialog';
import { checkoutUrls, type PaidFor } from './checkout';
import { usePriceCheck } from './PriceCheck';
import { useBookingRequest, type Booked } from './useBookingRequest';

/** A booking request as it is sent: what is booked (`Base`) and how it is paid. */
export type CheckoutBody<Base> = Base &
  (
    | { paymentMethod: 'CARD'; promoCode?: string; returnUrl: string; successUrl: string; failureUrl: string }
    | { paymentMethod: 'PACK_CREDIT'; customerPackId: string }
    | { paymentMethod: 'CREDIT'; promoCode?: string }
  );

interface CheckoutBooking<Base, Result> {
  /** What is bought, as the attempt's Idempotency-Key is kept under (`class:…`, `one-to-one:…`). */
  attempt: string;
  /** What a pack credit would pay for. */
  purchase: Purchase;
  /** What the price check prices. */
  item: Schema<'PurchaseItem'>;
  /** The price before any discount. */
  listPrice: MoneyValue;
  /** The customer's account credit, once known: until then the card is chosen. */
  credit: MoneyValue | undefined;
  /** Whether the customer is known yet: the price check and their packs wait for it. */
  enabled?: boolean;
  /** The request's body without how it is paid. */
  base: Base;
  /** Where a card payment's checkout returns (`checkoutUrls`). */
  checkout: { returnPath: string; paid: PaidFor };
  send: (body: CheckoutBody<Base>, idempotencyKey: string) => Promise<Result>;
  /** Booked from credit or a pack credit; the customer's packs are read again. */
  onBooked: (result: Result) => void;
}

/**
 * A checkout's booking, as the class and one-to-one dialogs make it: the price with the intro price
 * or a code (`usePriceCheck`), the payment chosen for the customer (a credit of their pack that
 * pays for it, expiring soonest, then account credit that covers the price, then the card:
 * `choosePayment`) until they pick another, and the request that sends it once (`useBookingRequest`)
 * with the code while it applies, the pack to spend a credit of, or the checkout's addresses.
 */
export function useCheckoutBooking<Base, Result extends Booked>({
  attempt,
  purchase,
  item,
  listPrice,
  credit,
  enabled = true,
  base,
  checkout,
  send,
  onBooked,
}: CheckoutBooking<Base, Result>) {
  const queryClient = useQueryClient();
  const packs = $api.useQuery('get', '/customer/packs', {}, { enabled });
  const [chosen, choose] = useState<BookingPayment | null>(null);
  const price = usePriceCheck(item, listPrice, enabled);
  const auto = credit
    ? choosePayment(purchase, { price: price.price, creditBalance: credit, packs: packs.data ?? [], now: new Date() })
    : ({ method: 'CARD' } as const);
  const held = auto.method === 'PACK_CREDIT' ? packs.data?.find(({ id }) => id === auto.customerPackId) : undefined;
  const method = chosen ?? auto.method;
  const body: CheckoutBody<Base> =
    method === 'CARD'
      ? { ...base, paymentMethod: 'CARD', ...price.promo, ...checkoutUrls(checkout.returnPath, checkout.paid) }
      : method === 'PACK_CREDIT' && held
        ? { ...base, paymentMethod: 'PACK_CREDIT', customerPackId: held.id }
        : { ...base, paymentMethod: 'CREDIT', ...price.promo };
  const request = useBookingRequest(attempt, body, send, (result) => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/customer/packs'] });
    onBooked(result);
  });
  /** The pack a credit would come from, as the payment choice names it. */
  const pack: PayingPack | undefined = held && { ...held, name: held.pack.name };
  return {
    price,
    method: body.paymentMethod,
    pack,
    request,
    /** The ways to pay as `PaymentChoice` offers them: the chosen one, and the pack a credit would come from. */
    choice: {
      price: price.price,
      value: body.paymentMethod,
      onChange: choose,
      isDisabled: request.isSending,
      pack,
    },
    /** The pack that pays, when a pack credit does. */
    paidWith: body.paymentMethod === 'PACK_CREDIT' ? pack?.name : undefined,
  };
}
