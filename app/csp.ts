const directives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://*.googleapis.com https://*.agora.io https://*.sd-rtn.com wss://*.agora.io wss://*.sd-rtn.com",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * The Content-Security-Policy of the served pages, sent as an HTTP header: everything from our own
 * origin; images also as data:/blob: (previews of picked files); media and connections for video and
 * push services; no framing by any site.
 */
export const contentSecurityPolicy = directives.join('; ');

/**
 * The same policy in index.html's `<meta>`, for hosts that send no header: browsers ignore
 * `frame-ancestors` there and report it as an error, so it is left out; only the header forbids framing.
 */
export const metaContentSecurityPolicy = directives
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');
