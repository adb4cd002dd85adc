import type { RequestHandler } from 'express';
import helmet from 'helmet';

const SELF = "'self'";

/**
 * Security headers on every response, the SPA's and the API's: a Content-Security-Policy that allows only
 * our own scripts, styles, fonts and API (images also from data: and blob: URLs, for the bespoke upload
 * previews and the invoice download), no framing (the back office must not be framed), no MIME sniffing
 * and a referrer that never leaves the site with a path.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        styleSrc: [SELF],
        imgSrc: [SELF, 'data:', 'blob:'],
        fontSrc: [SELF, 'data:'],
        connectSrc: [SELF],
        objectSrc: ["'none'"],
        baseUri: [SELF],
        formAction: [SELF],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Plain HTTP on a developer machine is fine; a TLS terminator in production sets HSTS itself.
    strictTransportSecurity: false,
  });
}

/** Swagger UI (at /api/docs) styles itself inline and draws its icons as data: SVG. */
export function docsSecurityHeaders(): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: [SELF],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  });
}
