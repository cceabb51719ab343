/**
 * Runtime configuration from KINETIC_PUBLIC_* variables (see README, "Configuration"). Every
 * default points at the same-origin paths that the dev and preview servers proxy to the Prism mocks.
 */
const env = import.meta.env;

export const config = {
  apiBaseUrl: env.KINETIC_PUBLIC_API_BASE || '/api',
  identityBaseUrl: env.KINETIC_PUBLIC_IDENTITY_BASE || '/identity',
  tokenBaseUrl: env.KINETIC_PUBLIC_TOKEN_BASE || '/securetoken',
  identityApiKey: env.KINETIC_PUBLIC_IDENTITY_API_KEY || 'mock-identity-key',
  authBaseUrl: env.KINETIC_PUBLIC_AUTH_BASE || '/api/auth',
  firebase: {
    apiKey: env.KINETIC_PUBLIC_FIREBASE_API_KEY || '',
    projectId: env.KINETIC_PUBLIC_FIREBASE_PROJECT_ID || '',
    appId: env.KINETIC_PUBLIC_FIREBASE_APP_ID || '',
    messagingSenderId: env.KINETIC_PUBLIC_FIREBASE_MESSAGING_SENDER_ID || '',
    vapidKey: env.KINETIC_PUBLIC_FIREBASE_VAPID_KEY || '',
  },
  agoraAppId: env.KINETIC_PUBLIC_AGORA_APP_ID || '',
  contactEmail: env.KINETIC_PUBLIC_CONTACT_EMAIL || 'hello@kinetic.fit',
  /**
   * The payment provider's checkout origins; empty means this app's own. The build refuses a list
   * that is not origins (app/checkoutOrigins.ts), so the first paint carries none of those checks.
   */
  checkoutOrigins: (env.KINETIC_PUBLIC_CHECKOUT_ORIGINS || '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => new URL(origin).origin),
} as const;
