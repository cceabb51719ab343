/**
 * The Content-Security-Policy of the served pages: everything from our own origin; images also
 * as data:/blob: (previews of picked files); media and connections for video and push services.
 */
export const contentSecurityPolicy = [
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
].join('; ');
