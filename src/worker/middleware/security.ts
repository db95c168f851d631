import { NONCE, secureHeaders } from 'hono/secure-headers';
import { EXTERNAL } from '../../shared/site';

/** Headers every worker response shares, public pages and the Studio alike (routes/studio.ts). */
export const BASELINE_HEADERS = {
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
} satisfies Parameters<typeof secureHeaders>[0];

/**
 * Baseline security headers on every worker response. Scripts run only from this origin or
 * with the per-response nonce (React's streaming scripts and JSON-LD carry it): no 'unsafe-inline'.
 */
export const security = secureHeaders({
  ...BASELINE_HEADERS,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    // Vite dev injects styles at runtime; the production build only links stylesheets.
    styleSrc: import.meta.env.DEV ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    imgSrc: ["'self'", 'data:', 'https://cdn.sanity.io', EXTERNAL.videoThumbHost],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: [EXTERNAL.videoEmbedHost],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});
