import type { RazorpaySettings } from '../proposals/settings';
import { CURRENCY } from '../../shared/vocabulary/money';

/**
 * Razorpay's Payment Links API and its two signatures (docs/decisions/0048-payments-through-razorpay-links.md,
 * docs/operators.md#proposals-and-payments): documented REST calls with fetch, HTTP basic auth with
 * the key id and secret, at RAZORPAY_API_URL (a loopback stand-in in tests). Signatures are hex
 * HMAC-SHA256, compared in constant time: the webhook's over its raw body with the webhook secret,
 * the callback's over `link_id|reference_id|status|payment_id` with the key secret.
 */
export type Razorpay = Required<
  Pick<RazorpaySettings, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>
> & {
  RAZORPAY_API_URL: string;
};

export function razorpayOf(settings: RazorpaySettings): Razorpay | null {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_URL } = settings;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) return null;
  return {
    RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_API_URL: RAZORPAY_API_URL.replace(/\/+$/, ''),
  };
}

const TIMEOUT_MS = 8000;

export interface LinkRequest {
  amount: number;
  referenceId: string;
  description: string;
  customer: { name: string; contact?: string; email?: string };
  /** Unix seconds. */
  expireBy: number;
  callbackUrl: string;
  notes: Record<string, string>;
}

async function call(
  rp: Razorpay,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${rp.RAZORPAY_API_URL}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${rp.RAZORPAY_KEY_ID}:${rp.RAZORPAY_KEY_SECRET}`)}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Razorpay ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** POST /v1/payment_links: a link for the advance; its id and short_url. */
export async function createPaymentLink(rp: Razorpay, r: LinkRequest): Promise<{ id: string; url: string }> {
  const customer: Record<string, string> = { name: r.customer.name.slice(0, 100) };
  if (r.customer.contact) customer.contact = `+${r.customer.contact}`;
  if (r.customer.email) customer.email = r.customer.email;
  const answer = await call(rp, '/v1/payment_links', {
    amount: r.amount,
    currency: CURRENCY,
    accept_partial: false,
    reference_id: r.referenceId,
    description: r.description.slice(0, 2048),
    customer,
    notify: { sms: false, email: false },
    reminder_enable: false,
    expire_by: r.expireBy,
    notes: r.notes,
    callback_url: r.callbackUrl,
    callback_method: 'get',
  });
  if (typeof answer.id !== 'string' || typeof answer.short_url !== 'string')
    throw new Error('Razorpay answered a payment link without id or short_url');
  return { id: answer.id, url: answer.short_url };
}

/** POST /v1/payment_links/{id}/cancel (an expired proposal's link). */
export async function cancelPaymentLink(rp: Razorpay, linkId: string): Promise<void> {
  await call(rp, `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`, {});
}

export interface RefundRequest {
  paymentId: string;
  /** Paise. */
  amount: number;
  /** Razorpay's `receipt`: the refund voucher's number. */
  receipt: string;
  notes: Record<string, string>;
  /** X-Refund-Idempotency: the same key twice makes one refund (10+ letters, digits, - or _). */
  idempotencyKey: string;
}

/**
 * POST /v1/payments/{id}/refund (a cancelled booking, ./refund.ts): a normal-speed refund of
 * `amount` paise; Razorpay's refund id and status (pending, processed, failed).
 */
export async function createRefund(rp: Razorpay, r: RefundRequest): Promise<{ id: string; status: string }> {
  const answer = await call(
    rp,
    `/v1/payments/${encodeURIComponent(r.paymentId)}/refund`,
    { amount: r.amount, speed: 'normal', notes: r.notes, receipt: r.receipt.slice(0, 40) },
    { 'X-Refund-Idempotency': r.idempotencyKey },
  );
  if (typeof answer.id !== 'string' || typeof answer.status !== 'string')
    throw new Error('Razorpay answered a refund without id or status');
  return { id: answer.id, status: answer.status };
}

const encoder = new TextEncoder();

export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Equal strings, in time that depends on their length only. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** X-Razorpay-Signature over the raw body. */
export async function webhookSigned(rp: Razorpay, body: string, signature: string | undefined): Promise<boolean> {
  if (!signature) return false;
  return constantTimeEqual(await hmacHex(rp.RAZORPAY_WEBHOOK_SECRET, body), signature.trim().toLowerCase());
}

export interface Callback {
  paymentId: string;
  linkId: string;
  referenceId: string;
  status: string;
}

/** The callback's query, when its razorpay_signature is Razorpay's; else null (nothing shown as paid). */
export async function signedCallback(
  rp: Razorpay,
  query: (name: string) => string | undefined,
): Promise<Callback | null> {
  const paymentId = query('razorpay_payment_id');
  const linkId = query('razorpay_payment_link_id');
  const referenceId = query('razorpay_payment_link_reference_id');
  const status = query('razorpay_payment_link_status');
  const signature = query('razorpay_signature');
  if (!paymentId || !linkId || !referenceId || !status || !signature) return null;
  const expected = await hmacHex(rp.RAZORPAY_KEY_SECRET, `${linkId}|${referenceId}|${status}|${paymentId}`);
  return constantTimeEqual(expected, signature.toLowerCase()) ? { paymentId, linkId, referenceId, status } : null;
}
