import * as z from 'zod/mini';

/**
 * Where the inbox may send a push (docs/operators.md#web-push): the push services of the browsers
 * that can install the inbox, each at its https origin (RFC 8030), plus those an operator adds in
 * PUSH_SERVICE_ORIGINS (tests' stand-ins: the only place plain http is taken). A subscription whose
 * endpoint is anywhere else is refused when it is stored and again when it is sent to, so the inbox
 * can never be made to post to an address of someone's choosing.
 */
const KNOWN_HOSTS: readonly (string | RegExp)[] = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'updates.push.services.mozilla.com', // Firefox
  /^[a-z0-9-]+\.notify\.windows\.com$/, // Edge on Windows (wns2-*.notify.windows.com)
  'web.push.apple.com', // Safari, and the inbox on an iPhone's home screen
];

/** Whether a push may go to this endpoint: a known service's https origin, or one of `extra` (origins). */
export function pushEndpointAllowed(endpoint: string, extra: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extra.some((o) => o.replace(/\/+$/, '').toLowerCase() === url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    (url.port === '' || url.port === '443') &&
    KNOWN_HOSTS.some((h) => (typeof h === 'string' ? h === url.hostname : h.test(url.hostname)))
  );
}

/**
 * A browser's PushSubscription.toJSON() as the inbox takes it: an endpoint URL and the keys the
 * payload is encrypted to (RFC 8291: p256dh a 65-byte uncompressed P-256 point, auth 16 bytes,
 * both base64url). expirationTime is read and ignored (a gone subscription answers 404/410).
 */
export const subscriptionSchema = z.object({
  endpoint: z.string().check(z.minLength(8), z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^B[A-Za-z0-9_-]{86}=?$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}(==)?$/)),
  }),
});
export type PushSubscriptionJson = z.output<typeof subscriptionSchema>;
