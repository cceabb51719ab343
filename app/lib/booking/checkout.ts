/** How a booking is paid for: from the customer's account credit, or by card on a checkout page. */
export type PaymentMethod = 'CREDIT' | 'CARD';

/**
 * Where the payment provider sends the customer: back to `returnPath` when they leave the checkout,
 * to the payment pages when it ends. Absolute addresses on this origin.
 */
export function checkoutUrls(returnPath: string) {
  const { origin } = window.location;
  return {
    returnUrl: new URL(returnPath, origin).href,
    successUrl: new URL('/payment-success', origin).href,
    failureUrl: new URL('/payment-failure', origin).href,
  };
}

/** The checkout address the API gave, resolved against this page; only a web address is followed. */
export function checkoutTarget(checkoutUrl: string): string | null {
  try {
    const url = new URL(checkoutUrl, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
