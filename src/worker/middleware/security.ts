import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { EXTERNAL } from '../../shared/site';
import { getConfig } from '../settings';
import { turnstileOn } from '../../shared/vocabulary/turnstile';

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
 * With Turnstile on (src/worker/quality), script-src and frame-src also name the widget's origin
 * (TURNSTILE_SCRIPT_URL's; Cloudflare's challenges.cloudflare.com): every page carries the
 * callback modal's form. With it off the headers are exactly as before.
 */
const headersFor = (turnstile: string | null) =>
  secureHeaders({
    ...BASELINE_HEADERS,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: turnstile ? ["'self'", NONCE, turnstile] : ["'self'", NONCE],
      // Vite dev injects styles at runtime; the production build only links stylesheets.
      styleSrc: import.meta.env.DEV ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      imgSrc: ["'self'", 'data:', 'https://cdn.sanity.io', EXTERNAL.videoThumbHost],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: turnstile ? [EXTERNAL.videoEmbedHost, turnstile] : [EXTERNAL.videoEmbedHost],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });

/** Without Turnstile's origin whatever the settings (the inbox: no lead form there). */
export const plainSecurity = headersFor(null);
/** By TURNSTILE_SCRIPT_URL: the URL is parsed once per isolate, not on every request. */
const withTurnstile = new Map<string, MiddlewareHandler>();

export const security: MiddlewareHandler = (c, next) => {
  const config = getConfig(c.env);
  if (!turnstileOn(config)) return plainSecurity(c, next);
  const url = config.TURNSTILE_SCRIPT_URL;
  let mw = withTurnstile.get(url);
  if (!mw) withTurnstile.set(url, (mw = headersFor(new URL(url).origin)));
  return mw(c, next);
};
