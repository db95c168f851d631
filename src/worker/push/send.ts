import { encryptNotification, vapidHeaders, type VapidKeys } from '@block65/webcrypto-web-push';
import { pushEndpointAllowed } from './origins';

/**
 * One Web Push message (RFC 8030) to one subscription, through @block65/webcrypto-web-push (Web
 * Crypto, runs on Workers): the payload encrypted to the subscription's keys as aes128gcm (RFC
 * 8291) and signed with the VAPID key pair (RFC 8292). The library's buildPushPayload refuses a
 * non-https endpoint, as RFC 8030 says; a PUSH_SERVICE_ORIGINS stand-in on plain http (tests only)
 * gets the same headers, signed for the https form of its origin, and the same encrypted body
 * (encryptNotification is the library's too).
 *
 * Padded little (docs/decisions/0043-push-retries-per-device.md): the library pads every message
 * to 4,096 octets, which Mozilla's bridge to Android refuses (413) once base64 makes it larger;
 * here the JSON is padded with trailing spaces (JSON.parse ignores them) to a multiple of
 * PAD_TO octets and encrypted unpadded, so the length says little of the lead and the body stays
 * far under every service's limit.
 *
 * What the service's answer means for the device (RFC 8030, RFC 8292 and the services' documents,
 * cited in decision 0043):
 *   2xx                        sent
 *   404, 410                   gone: the subscription no longer exists (delete it)
 *   400, 403, a key that       refused: this device can never take our pushes (a malformed
 *   cannot be encrypted to     subscription, keys made for another VAPID key): delete it
 *   413, 401, another 4xx      rejected: never resend this body; the device stays
 *   429 (Retry-After), 408,    retry this device later, not before Retry-After
 *   5xx, no answer
 */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the service keeps an undelivered message (a lead notice is stale after a day). */
  ttl: number;
  urgency: 'low' | 'normal' | 'high';
  /** RFC 8030 section 5.4: a newer message with the same topic replaces one not yet delivered. */
  topic?: string;
}

export type PushVerdict = 'gone' | 'refused' | 'rejected' | 'retry';
export type PushOutcome =
  | { ok: true; status: number }
  | { ok: false; status: number; verdict: PushVerdict; error: string; retryAfterMs?: number };

const TIMEOUT_MS = 10_000;
export const PAD_TO = 256;
/** Plaintext kept under this so the body, base64-encoded by a bridge, stays under 4,096 octets. */
export const MAX_PLAINTEXT = 2048;
/** RFC 8030 section 5.4: at most 32 characters of the base64url alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
/** A Retry-After further off than this is read as this (the outbox gives a job up after 12 hours). */
const MAX_RETRY_AFTER_MS = 12 * 3600_000;

/** The JSON, padded with spaces to the next multiple of PAD_TO octets. */
export function paddedJson(data: unknown): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(data));
  const out = new Uint8Array(Math.ceil((json.byteLength + 1) / PAD_TO) * PAD_TO - 1).fill(0x20);
  out.set(json);
  return out;
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined;
}

function verdictOf(status: number): PushVerdict {
  if (status === 404 || status === 410) return 'gone';
  if (status === 400 || status === 403) return 'refused';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

export async function sendPush(
  target: PushTarget,
  data: unknown,
  vapid: VapidKeys,
  options: PushOptions,
  extraOrigins: readonly string[] = [],
  now = Date.now(),
): Promise<PushOutcome> {
  if (!pushEndpointAllowed(target.endpoint, extraOrigins))
    return { ok: false, status: 0, verdict: 'gone', error: 'endpoint not at a known push service' };
  const plaintext = paddedJson(data);
  if (plaintext.byteLength > MAX_PLAINTEXT)
    return { ok: false, status: 0, verdict: 'rejected', error: `notice too large (${plaintext.byteLength} octets)` };
  const subscription = {
    endpoint: target.endpoint,
    expirationTime: null,
    keys: { p256dh: target.p256dh, auth: target.auth },
  };
  const signedFor = { ...subscription, endpoint: target.endpoint.replace(/^http:/, 'https:') };
  const [{ headers }, body] = await Promise.all([
    vapidHeaders(signedFor, vapid),
    // A key that is no curve point (stored before POST /admin/push checked it) fails here, for good.
    encryptNotification(subscription, plaintext, { pad: false }).catch(() => null),
  ]);
  if (!body)
    return { ok: false, status: 0, verdict: 'refused', error: 'the subscription’s key cannot be encrypted to' };
  let res: Response;
  try {
    res = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        ...headers,
        ttl: String(options.ttl),
        urgency: options.urgency,
        ...(options.topic && TOPIC.test(options.topic) ? { topic: options.topic } : {}),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      verdict: 'retry',
      error: `push service unreachable: ${(error as Error).name}`,
    };
  }
  await res.body?.cancel();
  if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
  const verdict = verdictOf(res.status);
  const after = verdict === 'retry' ? retryAfterMs(res.headers.get('retry-after'), now) : undefined;
  return {
    ok: false,
    status: res.status,
    verdict,
    error: `push service answered ${res.status}`,
    ...(after !== undefined ? { retryAfterMs: after } : {}),
  };
}
