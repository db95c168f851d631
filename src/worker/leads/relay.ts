import type { FORM_TABLE } from '../../shared/vocabulary/form-table';
import type { LeadMessage } from './types';

/** The callback form's endpoint, held to its row (src/shared/vocabulary/form-table.ts) by its type. */
const CALLBACK_ENDPOINT: Extract<(typeof FORM_TABLE)[number], { name: 'callback' }>['endpoint'] = 'submit-form';

export type Delivery = { ok: true } | { ok: false; error: string; status?: number };

const TIMEOUT_MS = 15_000;

/**
 * Where a lead goes on the backend and what it is sent. The backend has three
 * endpoints only (docs/product.md#lead-endpoints), so a WhatsApp chat goes as a callback request
 * (`submit-form`, its payload fields): the profile name split into first and last, the number, the first message.
 */
export function backendRequest(lead: LeadMessage): { path: string; body: Record<string, string> } {
  if (lead.endpoint !== 'whatsapp') return { path: lead.endpoint, body: lead.payload };
  const p = lead.payload;
  const [firstName = '', ...rest] = (p.name ?? '').trim().split(/\s+/);
  return {
    path: CALLBACK_ENDPOINT,
    body: {
      timestamp: p.timestamp ?? '',
      firstName,
      lastName: rest.join(' '),
      email: '',
      phone: p.phone ?? '',
      service: '',
      city: '',
      message: `WhatsApp chat: ${p.message ?? ''}`.trim(),
    },
  };
}

/**
 * POSTs one lead to {BACKEND_URL}/{endpoint} (docs/product.md#lead-endpoints): exactly the payload JSON, Content-Type
 * application/json and Idempotency-Key = lead id (stable over every retry, so the backend can
 * drop duplicates). Any 2xx is success and its body is not read; anything else, a network error
 * or a timeout is a failure: 'Request failed with status {status}'.
 */
export async function deliver(backendUrl: string, lead: LeadMessage): Promise<Delivery> {
  const { path, body } = backendRequest(lead);
  const url = `${backendUrl.replace(/\/+$/, '')}/${path}`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.ok) return { ok: true };
    return { ok: false, error: `Request failed with status ${res.status}`, status: res.status };
  } catch (error) {
    return { ok: false, error: `Request failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** True when the backend looks down or busy (5xx, 408, 429, no answer): stop this cron run. */
export const backendDown = (d: Delivery) =>
  !d.ok && (d.status === undefined || d.status >= 500 || d.status === 408 || d.status === 429);

/**
 * A DLQ lead (`parked`) is one D1 refused: its delays are capped at PARK_RETRY_CAP_SECONDS. With
 * the default base (30 s) and leads-dlq's max_retries = 100 (wrangler.toml) the schedule spans
 * about 3.9 days: long enough to outlast any D1 incident, short enough to end inside the queue's
 * message retention (4 days by default), which would otherwise delete the lead unseen. A lead
 * still refused after that goes back to 'leads' (leads-dlq's dead_letter_queue) and round again:
 * a new message, so a new retention period. relay.test.ts checks the sum.
 */
export const PARK_RETRY_CAP_SECONDS = 3600;

/**
 * Growing retry delays: base, 2×base, 4×base … (attempts starts at 1), at most 12 h for a lead the
 * backend refused (the Queues limit is 24 h), at most PARK_RETRY_CAP_SECONDS for a parked one.
 */
export function retryDelay(attempts: number, baseSeconds: number, parked = false): number {
  return Math.min(parked ? PARK_RETRY_CAP_SECONDS : 43_200, baseSeconds * 2 ** Math.max(0, attempts - 1));
}
