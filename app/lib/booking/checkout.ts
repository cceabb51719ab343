import { config } from '@/app/config';
import { paths } from '@/app/routing/paths';

/** How a booking is paid for: from the customer's account credit, or by card on a checkout page. */
export type PaymentMethod = 'CREDIT' | 'CARD';

/**
 * What a checkout pays for, carried in the success address so `/payment-success` can ask the API
 * whether it exists: a class session, a one-to-one at a time, a subscription plan, a class pack, a
 * recorded class (its video), or a credit top-up.
 */
export type PaidFor =
  | { kind: 'class'; classId: string; instanceId: string; start: string }
  | { kind: 'video'; classId: string }
  | { kind: 'one-to-one'; offerId: string; start: string }
  | { kind: 'subscription'; planId: string }
  | { kind: 'pack'; packId: string }
  | { kind: 'credit' };

/** `paid` as the success address's query. */
function paidQuery(paid: PaidFor): Record<string, string> {
  switch (paid.kind) {
    case 'class':
      return { class: paid.classId, instance: paid.instanceId, start: paid.start };
    case 'video':
      return { video: paid.classId };
    case 'one-to-one':
      return { offer: paid.offerId, start: paid.start };
    case 'subscription':
      return { plan: paid.planId };
    case 'pack':
      return { pack: paid.packId };
    case 'credit':
      return { credit: 'top-up' };
  }
}

/** What a payment page's address says was paid for, or null when it says nothing usable. */
export function readPaidFor(search: string): PaidFor | null {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name) ?? '';
  const [classId, instanceId, videoId, offerId, planId, packId, start] = [
    read('class'),
    read('instance'),
    read('video'),
    read('offer'),
    read('plan'),
    read('pack'),
    read('start'),
  ];
  const startsAt = Number.isNaN(Date.parse(start)) ? '' : start;
  if (classId && instanceId && startsAt) return { kind: 'class', classId, instanceId, start: startsAt };
  if (videoId) return { kind: 'video', classId: videoId };
  if (offerId && startsAt) return { kind: 'one-to-one', offerId, start: startsAt };
  if (planId) return { kind: 'subscription', planId };
  if (packId) return { kind: 'pack', packId };
  if (query.get('credit') === 'top-up') return { kind: 'credit' };
  return null;
}

/**
 * Where the payment provider sends the customer: back to `returnPath` when they leave the checkout,
 * to the payment pages when it ends, each told what `paid` is for. Absolute addresses on this origin.
 */
export function checkoutUrls(returnPath: string, paid: PaidFor) {
  const { origin } = window.location;
  const ending = (path: string) => {
    const url = new URL(path, origin);
    for (const [name, value] of Object.entries(paidQuery(paid))) url.searchParams.set(name, value);
    return url.href;
  };
  return {
    returnUrl: new URL(returnPath, origin).href,
    successUrl: ending(paths.paymentSuccess()),
    failureUrl: ending(paths.paymentFailure()),
  };
}

/**
 * The origins a customer may be sent to for a checkout: `KINETIC_PUBLIC_CHECKOUT_ORIGINS`, else this
 * app's own (where the mock's checkout returns at once).
 */
export function checkoutOrigins(configured = config.checkoutOrigins): string[] {
  return configured.length > 0 ? [...configured] : [window.location.origin];
}

/**
 * The checkout address the API gave, resolved against this page, only when it is on one of the
 * checkout origins: an answer naming any other address sends no one anywhere.
 */
export function checkoutTarget(checkoutUrl: string, origins = checkoutOrigins()): string | null {
  try {
    const url = new URL(checkoutUrl, window.location.href);
    return origins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}
