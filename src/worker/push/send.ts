import { encryptNotification, vapidHeaders, type VapidKeys } from '@block65/webcrypto-web-push';
import { pushEndpointAllowed } from './origins';

/**
 * One Web Push message (RFC 8030) to one subscription, through @block65/webcrypto-web-push (Web
 * Crypto, runs on Workers): the payload encrypted to the subscription's keys as aes128gcm (RFC
 * 8291, padded to the 4,096 octets every push service takes) and signed with the VAPID key pair
 * (RFC 8292). The library's buildPushPayload refuses a non-https endpoint, as RFC 8030 says; a
 * PUSH_SERVICE_ORIGINS stand-in on plain http (tests only) gets the same headers, signed for the
 * https form of its origin, and the same encrypted body (encryptNotification is the library's too).
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
}

export type PushOutcome =
  | { ok: true; status: number }
  /** gone: the service says the subscription no longer exists (404, 410): delete it. */
  | { ok: false; status: number; gone: boolean; error: string };

const TIMEOUT_MS = 10_000;

export async function sendPush(
  target: PushTarget,
  data: unknown,
  vapid: VapidKeys,
  options: PushOptions,
  extraOrigins: readonly string[] = [],
): Promise<PushOutcome> {
  if (!pushEndpointAllowed(target.endpoint, extraOrigins))
    return { ok: false, status: 0, gone: true, error: 'endpoint not at a known push service' };
  const subscription = {
    endpoint: target.endpoint,
    expirationTime: null,
    keys: { p256dh: target.p256dh, auth: target.auth },
  };
  const signedFor = { ...subscription, endpoint: target.endpoint.replace(/^http:/, 'https:') };
  const [{ headers }, body] = await Promise.all([
    vapidHeaders(signedFor, vapid),
    encryptNotification(subscription, new TextEncoder().encode(JSON.stringify(data))),
  ]);
  let res: Response;
  try {
    res = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        ...headers,
        ttl: String(options.ttl),
        urgency: options.urgency,
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, status: 0, gone: false, error: `push service unreachable: ${(error as Error).name}` };
  }
  await res.body?.cancel();
  if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
  const gone = res.status === 404 || res.status === 410;
  return { ok: false, status: res.status, gone, error: `push service answered ${res.status}` };
}
