/**
 * The Content-Security-Policy of the served pages, built at build time from the same
 * `KINETIC_PUBLIC_*` values the bundle is built with (see README, "Configuration"):
 *
 * - connections to our own origin and to the origin of each service base that is a full URL (a
 *   path, the default, is our own server proxying it);
 * - images and media from our own origin and `KINETIC_PUBLIC_MEDIA_ORIGINS` (pictures and videos on
 *   a CDN), images also as data:/blob: (previews of picked files);
 * - with an Agora app id, Agora's documented domains on any port (its Web SDK tries ports other than
 *   443 first) and the blob: worker it starts;
 * - with the Firebase configuration, the Firebase Cloud Messaging hosts its web SDK calls;
 * - our own service worker (`/sw.js`) and web app manifest;
 * - styles from our own stylesheets only, plus the few inline styles our libraries write, each
 *   allowed by its hash rather than by `'unsafe-inline'`;
 * - no framing by any site.
 */
import { createHash } from 'node:crypto';

type Env = Partial<Record<string, string>>;

/** The domains the Agora Web SDK 4.x reaches, from Agora's firewall requirements for the Web SDK. */
const AGORA_DOMAINS = ['agora.io', 'sd-rtn.com', 'rtnsvc.com', 'rtesvc.com'];
/** Firebase Cloud Messaging on the web: the installation, then the token's registration. */
const FIREBASE_HOSTS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];
const FIREBASE_KEYS = ['API_KEY', 'PROJECT_ID', 'APP_ID', 'MESSAGING_SENDER_ID', 'VAPID_KEY'];
const SERVICE_BASES = [
  'KINETIC_PUBLIC_API_BASE',
  'KINETIC_PUBLIC_IDENTITY_BASE',
  'KINETIC_PUBLIC_TOKEN_BASE',
  'KINETIC_PUBLIC_AUTH_BASE',
];

/**
 * The `<style>` elements React Aria writes into the page: usePress's touch-action rule (on the first
 * pressable element of every page) and usePreventScroll's (while a dialog is open on iOS). An upgrade
 * that changes either text fails `csp.test.ts`, which reads them from the installed package.
 */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
/**
 * The `style` attributes the Agora Web SDK sets on the hidden video and canvas it reads a camera's
 * resolution and frames with (its desktop screen picker's are not used in a browser).
 */
export const AGORA_STYLE_ATTRIBUTES = ['display:none', 'position: fixed; top: 0; left: 0; width: 1px; height: 1px'];

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const isUrl = (value: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(value);

/** `KINETIC_PUBLIC_MEDIA_ORIGINS`: origins separated by commas or spaces, each `scheme://host[:port]`. */
function mediaOrigins(list = ''): string[] {
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = entry.replace(/\/$/, '');
      if (!/^https?:\/\/[^/?#\s]+$/.test(origin))
        throw new Error(`KINETIC_PUBLIC_MEDIA_ORIGINS: "${entry}" is not an origin such as https://cdn.example.com.`);
      return origin;
    });
}

function directives(env: Env) {
  const services = SERVICE_BASES.map((name) => env[name] ?? '')
    .filter(isUrl)
    .map((base) => new URL(base).origin);
  const media = mediaOrigins(env.KINETIC_PUBLIC_MEDIA_ORIGINS);
  const agora = env.KINETIC_PUBLIC_AGORA_APP_ID
    ? AGORA_DOMAINS.flatMap((domain) => [`https://*.${domain}:*`, `wss://*.${domain}:*`])
    : [];
  const firebase = FIREBASE_KEYS.every((key) => env[`KINETIC_PUBLIC_FIREBASE_${key}`]) ? FIREBASE_HOSTS : [];
  const sources = (...lists: string[][]) => [...new Set(lists.flat())].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // A hash allows an attribute only with 'unsafe-hashes' (which allows nothing by itself).
    `style-src ${sources(
      ["'self'"],
      REACT_ARIA_STYLES.map(hashSource),
      agora.length ? ["'unsafe-hashes'", ...AGORA_STYLE_ATTRIBUTES.map(hashSource)] : [],
    )}`,
    `img-src ${sources(["'self'", 'data:', 'blob:'], media)}`,
    "font-src 'self'",
    `connect-src ${sources(["'self'"], services, agora, firebase)}`,
    `media-src ${sources(["'self'", 'blob:'], media)}`,
    `worker-src ${sources(["'self'"], agora.length ? ['blob:'] : [])}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The policy as an HTTP header (`dist/_headers`, the preview and the nginx deployment). */
export const contentSecurityPolicy = (env: Env) => directives(env).join('; ');

/**
 * The same policy in index.html's `<meta>`, for hosts that send no header: browsers ignore
 * `frame-ancestors` there and report it as an error, so it is left out; only the header forbids framing.
 */
export const metaContentSecurityPolicy = (env: Env) =>
  directives(env)
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
