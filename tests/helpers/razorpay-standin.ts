import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handled } from './handled';

/**
 * Razorpay's API stand-in on loopback (docs/decisions/0048-payments-through-razorpay-links.md):
 * POST /v1/payment_links answers a link (`plink_<n>`, its short_url) as Razorpay does, POST
 * /v1/payment_links/{id}/cancel answers it cancelled, POST /v1/payments/{id}/refund answers a refund
 * (`rfnd_standin<n>`, pending; one refund per X-Refund-Idempotency key, as Razorpay keeps them);
 * every request is recorded with its body.
 * `webhook()` and `callbackQuery()` sign what Razorpay would send back, with the given secrets.
 */
export const KEY_ID = 'rzp_test_standin01';
export const KEY_SECRET = 'key-secret-for-tests';
export const WEBHOOK_SECRET = 'webhook-secret-for-tests';

export interface RazorpayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface RazorpayStandin {
  url: string;
  requests: RazorpayRequest[];
  /** Answer link creation with this status (default 200). */
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startRazorpay(): Promise<RazorpayStandin> {
  const requests: RazorpayRequest[] = [];
  let status = 200;
  let seq = 0;
  const refunds: Record<string, Record<string, unknown>> = {};
  const server: Server = createServer(
    handled(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (status >= 300) {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'stand-in failure' } }));
        return;
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (refund) {
        const key = String(req.headers['x-refund-idempotency'] ?? `none-${++seq}`);
        const answer = (refunds[key] ??= {
          id: `rfnd_standin${++seq}`,
          entity: 'refund',
          currency: 'INR',
          payment_id: refund[1],
          status: 'pending',
          ...(body ?? {}),
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
        return;
      }
      const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(req.url ?? '');
      const id = cancel ? cancel[1] : `plink_standin${++seq}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          short_url: `https://rzp.io/i/${id}`,
          status: cancel ? 'cancelled' : 'created',
          ...(body ?? {}),
        }),
      );
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (s) => {
      status = s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const razorpayVars = (url: string) => ({
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_API_URL: url,
});

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** A payment_link.* webhook delivery: its raw body and headers, signed with `secret`. */
export function webhook(
  o: {
    event?: string;
    linkId: string;
    referenceId: string;
    paymentId: string;
    amount: number;
    currency?: string;
    eventId: string;
  },
  secret = WEBHOOK_SECRET,
): { body: string; headers: Record<string, string> } {
  const event = o.event ?? 'payment_link.paid';
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_standin',
    event,
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: o.linkId,
          reference_id: o.referenceId,
          amount: o.amount,
          amount_paid: o.amount,
          currency: 'INR',
          status: 'paid',
        },
      },
      order: { entity: { id: 'order_standin', amount: o.amount, currency: 'INR' } },
      payment: {
        entity: { id: o.paymentId, amount: o.amount, currency: o.currency ?? 'INR', status: 'captured', method: 'upi' },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmac(secret, body),
      'x-razorpay-event-id': o.eventId,
    },
  };
}

/** The query Razorpay adds to the callback_url after a payment, signed with the key secret. */
export function callbackQuery(
  o: { linkId: string; referenceId: string; paymentId: string; status?: string },
  secret = KEY_SECRET,
) {
  const status = o.status ?? 'paid';
  return new URLSearchParams({
    razorpay_payment_id: o.paymentId,
    razorpay_payment_link_id: o.linkId,
    razorpay_payment_link_reference_id: o.referenceId,
    razorpay_payment_link_status: status,
    razorpay_signature: hmac(secret, `${o.linkId}|${o.referenceId}|${status}|${o.paymentId}`),
  }).toString();
}

/**
 * A refund.* webhook delivery (refund.processed, refund.failed) for a refund, signed with `secret`;
 * `paymentNotes`: its payment's (a payment link's notes), `createdAt`: when the refund was made (Unix seconds).
 */
export function refundWebhook(
  o: {
    event: string;
    refundId: string;
    paymentId: string;
    amount: number;
    eventId: string;
    notes?: object;
    paymentNotes?: object;
    createdAt?: number;
  },
  secret = WEBHOOK_SECRET,
): { body: string; headers: Record<string, string> } {
  const status = o.event === 'refund.failed' ? 'failed' : 'processed';
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_standin',
    event: o.event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: o.refundId,
          entity: 'refund',
          amount: o.amount,
          currency: 'INR',
          payment_id: o.paymentId,
          notes: o.notes ?? {},
          status,
          ...(o.createdAt ? { created_at: o.createdAt } : {}),
        },
      },
      payment: {
        entity: { id: o.paymentId, entity: 'payment', status: 'refunded', captured: true, notes: o.paymentNotes ?? {} },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmac(secret, body),
      'x-razorpay-event-id': o.eventId,
    },
  };
}
