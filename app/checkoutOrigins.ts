/**
 * `KINETIC_PUBLIC_CHECKOUT_ORIGINS`, checked when the app is built (`vite.config.ts`), so a wrong
 * value stops the build with its reason instead of reaching a customer; the app (`app/config/index.ts`)
 * then reads a list the build has accepted.
 */
type Env = Partial<Record<string, string>>;

const NAME = 'KINETIC_PUBLIC_CHECKOUT_ORIGINS';
const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** The list: origins separated by commas or spaces, each `https://host[:port]` (http only on this machine). */
export function parseCheckoutOrigins(list = ''): string[] {
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const written = entry.replace(/\/$/, '');
      let url: URL | null = null;
      try {
        url = new URL(written);
      } catch {
        // Not a URL at all: said below.
      }
      const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && isLocalHost(url.hostname));
      if (!url || url.origin !== written || !secure)
        throw new Error(
          `${NAME}: "${entry}" is not a checkout origin. Write each as https://host[:port], with no path, e.g. https://checkout.stripe.com.`,
        );
      return url.origin;
    });
}

/**
 * The checkout origins a build is made with. A production build against a real API
 * (`KINETIC_PUBLIC_API_BASE` other than the mock's `/api`) must name them: the default, this app's
 * own origin, is only where the mock's checkout returns, and would refuse every real checkout after
 * the booking was made.
 */
export function buildCheckoutOrigins(env: Env, mode: string): string[] {
  const origins = parseCheckoutOrigins(env[NAME]);
  const realApi = (env.KINETIC_PUBLIC_API_BASE || '/api') !== '/api';
  if (mode === 'production' && realApi && origins.length === 0)
    throw new Error(
      `${NAME} is empty, but the build's API is ${env.KINETIC_PUBLIC_API_BASE}: set it to the payment provider's checkout origins (e.g. https://checkout.stripe.com), where card bookings are paid.`,
    );
  return origins;
}
