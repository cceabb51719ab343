import { describe, expect, it } from 'vitest';
import { buildCheckoutOrigins, parseCheckoutOrigins } from './checkoutOrigins';

describe('the checkout origins a build is made with', () => {
  it('reads origins separated by commas or spaces, a trailing slash allowed', () => {
    expect(parseCheckoutOrigins('https://checkout.stripe.com/, https://pay.example.com:8443')).toEqual([
      'https://checkout.stripe.com',
      'https://pay.example.com:8443',
    ]);
    expect(parseCheckoutOrigins('http://localhost:4242')).toEqual(['http://localhost:4242']);
    expect(parseCheckoutOrigins('')).toEqual([]);
    expect(parseCheckoutOrigins()).toEqual([]);
  });

  it.each(['checkout.stripe.com', 'https://checkout.stripe.com/c/pay', 'http://checkout.stripe.com', 'https://'])(
    'stops the build on %s, saying how to write it',
    (entry) => {
      expect(() => buildCheckoutOrigins({ KINETIC_PUBLIC_CHECKOUT_ORIGINS: entry }, 'production')).toThrow(
        `KINETIC_PUBLIC_CHECKOUT_ORIGINS: "${entry}" is not a checkout origin. Write each as https://host[:port]`,
      );
    },
  );

  it('refuses a production build against a real API without them', () => {
    const real = { KINETIC_PUBLIC_API_BASE: 'https://api.example.com' };
    expect(() => buildCheckoutOrigins(real, 'production')).toThrow(
      "KINETIC_PUBLIC_CHECKOUT_ORIGINS is empty, but the build's API is https://api.example.com",
    );
    expect(
      buildCheckoutOrigins({ ...real, KINETIC_PUBLIC_CHECKOUT_ORIGINS: 'https://checkout.stripe.com' }, 'production'),
    ).toEqual(['https://checkout.stripe.com']);
  });

  it('needs none against the mock, or outside a production build', () => {
    expect(buildCheckoutOrigins({}, 'production')).toEqual([]);
    expect(buildCheckoutOrigins({ KINETIC_PUBLIC_API_BASE: '/api' }, 'production')).toEqual([]);
    expect(buildCheckoutOrigins({ KINETIC_PUBLIC_API_BASE: 'https://api.example.com' }, 'development')).toEqual([]);
  });
});
