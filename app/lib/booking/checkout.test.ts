import { describe, expect, it } from 'vitest';
import { checkoutOrigins, checkoutTarget, checkoutUrls, readPaidFor, type PaidFor } from './checkout';

const here = window.location.origin;

describe('the checkout addresses', () => {
  it('carries what is paid for in the success and failure addresses, and reads it back', () => {
    const paid: PaidFor[] = [
      { kind: 'class', classId: 'cl_2007', instanceId: 'ci_2007_20261208', start: '2026-12-08T06:00:00+00:00' },
      { kind: 'video', classId: 'cl_2009' },
      { kind: 'one-to-one', offerId: 'of_1003_45', start: '2026-12-02T19:00:00.000Z' },
      { kind: 'subscription', planId: 'sp_4002' },
      { kind: 'pack', packId: 'pk_5002' },
      { kind: 'credit' },
    ];
    for (const item of paid) {
      const urls = checkoutUrls('/trainers/tr_1003', item);
      expect(urls.returnUrl).toBe(`${here}/trainers/tr_1003`);
      const [success, failure] = [new URL(urls.successUrl), new URL(urls.failureUrl)];
      expect(success.origin + success.pathname).toBe(`${here}/payment-success`);
      expect(failure.origin + failure.pathname).toBe(`${here}/payment-failure`);
      // The payment provider adds its own session to the address.
      expect(readPaidFor(`${success.search}&session=cs_test_a1b2c3`)).toEqual(item);
      expect(readPaidFor(failure.search)).toEqual(item);
    }
  });

  it('reads nothing from an address that names nothing usable', () => {
    expect(readPaidFor('')).toBeNull();
    expect(readPaidFor('?session=cs_test_a1b2c3')).toBeNull();
    expect(readPaidFor('?class=cl_2007&instance=ci_1&start=not-a-date')).toBeNull();
  });
});

describe('the checkout a customer is sent to', () => {
  it('is only on the configured checkout origins', () => {
    const origins = checkoutOrigins(['https://checkout.stripe.com']);
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_1', origins)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(checkoutTarget('https://evil.example/pay', origins)).toBeNull();
    expect(checkoutTarget('javascript:alert(1)', origins)).toBeNull();
    // This app's own pages are not a checkout once origins are configured.
    expect(checkoutTarget('/payment-success?session=cs_1', origins)).toBeNull();
  });

  it('is this app’s own origin (the mock’s checkout) when none is configured', () => {
    const origins = checkoutOrigins([]);
    expect(origins).toEqual([here]);
    expect(checkoutTarget('/payment-success?session=cs_1', origins)).toBe(`${here}/payment-success?session=cs_1`);
    expect(checkoutTarget('https://checkout.payments.test/pay', origins)).toBeNull();
  });
});
