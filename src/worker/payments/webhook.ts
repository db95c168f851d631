import { balanceByLink } from '../data/balances';
import { eventSeen, recordEvent } from '../data/payments';
import { closeProposal, proposalById, proposalByLink } from '../data/proposals';
import { BodyTooLarge, drain, readBody } from '../http/body';
import type { AppContext } from '../app-env';
import { applyPayment } from './apply';
import { balanceReference } from './types';
import { razorpayOf, webhookSigned } from './razorpay';
import { RETRY, refundWebhook } from './refund-webhook';
import { CURRENCY } from '../../shared/vocabulary/money';

/**
 * POST /api/razorpay, Razorpay's webhook (docs/operators.md#proposals-and-payments,
 * docs/decisions/0048-payments-through-razorpay-links.md), loaded on its path only:
 *   - off (404) until Razorpay's three settings are set;
 *   - the body at most BODY_LIMIT (413); X-Razorpay-Signature, the hex HMAC-SHA256 of the raw body
 *     with RAZORPAY_WEBHOOK_SECRET, checked in constant time: missing 401, wrong 403, nothing changed;
 *   - an event id seen before: 200 and nothing more (X-Razorpay-Event-Id); a payment seen before
 *     (its own id): recorded once whatever the order with the callback (data/payments.ts);
 *   - payment_link.paid / partially_paid: its amount and currency checked against the link made
 *     for the proposal (a mismatch is recorded, shown on /admin/status, and applies nothing);
 *     cancelled / expired: the proposal closes if still open;
 *   - a balance's link (its own row, ./balance.ts): the same checks against the balance, applied as
 *     the balance (no second booking); its cancellation or expiry changes nothing of the proposal;
 *   - a link of no proposal: 200, recorded, shown on /admin/status;
 *   - refund.created / processed / failed: the site's own refund's state, once; a refund made in
 *     Razorpay's dashboard recorded once with its voucher; 503 for one of a payment of ours not
 *     recorded yet, for Razorpay to deliver again (./refund-webhook.ts).
 * A failure to store answers 500, so Razorpay delivers the event again.
 */
export const BODY_LIMIT = 64 * 1024;
const NO_STORE = { 'Cache-Control': 'no-store' };
const ok = (c: AppContext, outcome: string) => c.json({ ok: true, outcome }, 200, NO_STORE);

interface Entity {
  id?: unknown;
  amount?: unknown;
  amount_paid?: unknown;
  notes?: unknown;
  currency?: unknown;
  status?: unknown;
  reference_id?: unknown;
}
const str = (v: unknown) => (typeof v === 'string' ? v : null);

export async function razorpayWebhook(c: AppContext): Promise<Response> {
  const config = c.get('config');
  const rp = razorpayOf(config);
  if (!rp || config.invalid.razorpay) {
    await drain(c.req.raw);
    return c.text('Not found', 404, NO_STORE);
  }
  if (c.req.method !== 'POST') {
    await drain(c.req.raw);
    return c.text('Method not allowed', 405, { Allow: 'POST', ...NO_STORE });
  }
  const signature = c.req.header('x-razorpay-signature');
  if (!signature) {
    await drain(c.req.raw);
    return c.text('Signature required', 401, NO_STORE);
  }
  let body: string;
  try {
    body = new TextDecoder().decode(await readBody(c.req.raw, BODY_LIMIT));
  } catch (error) {
    if (error instanceof BodyTooLarge) return c.text(error.message, 413, NO_STORE);
    throw error;
  }
  if (!(await webhookSigned(rp, body, signature))) return c.text('Bad signature', 403, NO_STORE);
  let event: {
    event?: unknown;
    payload?: { payment_link?: { entity?: Entity }; payment?: { entity?: Entity }; refund?: { entity?: Entity } };
  };
  try {
    event = JSON.parse(body) as typeof event;
  } catch {
    return c.text('Not JSON', 400, NO_STORE);
  }
  const name = str(event.event) ?? '';
  const link = event.payload?.payment_link?.entity ?? {};
  const payment = event.payload?.payment?.entity ?? {};
  const linkId = str(link.id);
  const paymentId = str(payment.id);
  // Razorpay's own id of this event; a delivery without one is keyed by what it is about.
  const eventId = (c.req.header('x-razorpay-event-id') ?? `${name}:${linkId}:${paymentId}`).slice(0, 100);
  const db = c.env.LEADS_DB;
  const now = new Date();
  const note = (outcome: string) => recordEvent(db, { id: eventId, name, paymentId, linkId, outcome }, now);
  if (await eventSeen(db, eventId)) return ok(c, 'duplicate');
  // The site's own refund's state, or a refund made in Razorpay's dashboard (./refund-webhook.ts).
  if (name.startsWith('refund.')) {
    const refund = { eventId, name, entity: event.payload?.refund?.entity, payment: event.payload?.payment?.entity };
    const refunded = await refundWebhook(c.env, refund, now);
    // Its payment is ours but not recorded yet: not kept, so Razorpay's redelivery is not a duplicate.
    if (refunded === RETRY) return c.json({ ok: false, outcome: RETRY }, 503, NO_STORE);
    if (refunded) return ok(c, refunded);
  }
  if (!name.startsWith('payment_link.') || !linkId) {
    await note('ignored');
    return ok(c, 'ignored');
  }
  // The advance's link is the proposal's own; the balance's is its balance row's (./balance.ts).
  const balance = (await proposalByLink(db, linkId)) ? null : await balanceByLink(db, linkId);
  const view = balance ? await proposalById(db, balance.proposal_id) : await proposalByLink(db, linkId);
  const reference = view && (balance ? balanceReference(view.proposal.id) : view.proposal.id);
  if (!view || str(link.reference_id) !== reference) {
    console.error(`razorpay: ${name} for unknown link ${linkId}`);
    await note('unknown-link');
    return ok(c, 'unknown-link');
  }
  if (balance && (name === 'payment_link.cancelled' || name === 'payment_link.expired')) {
    await note('ignored');
    return ok(c, 'ignored');
  }
  if (name === 'payment_link.cancelled' || name === 'payment_link.expired') {
    await closeProposal(db, view.proposal.id, name === 'payment_link.cancelled' ? 'cancelled' : 'expired', now);
    await note('closed');
    return ok(c, 'closed');
  }
  if (name !== 'payment_link.paid' && name !== 'payment_link.partially_paid') {
    await note('ignored');
    return ok(c, 'ignored');
  }
  const amount = payment.amount;
  if (
    !paymentId ||
    typeof amount !== 'number' ||
    amount !== (balance ? balance.amount : view.proposal.link_amount) ||
    str(payment.currency) !== CURRENCY ||
    (str(link.currency) ?? CURRENCY) !== CURRENCY
  ) {
    console.error(`razorpay: ${name} for ${view.proposal.id}: amount or currency does not match the link`);
    await note('mismatch');
    return ok(c, 'mismatch');
  }
  const { applied } = await applyPayment(
    { env: c.env, gstin: config.GSTIN ?? null, siteUrl: config.siteUrl, now },
    view,
    {
      id: paymentId,
      method: 'razorpay',
      amount,
      currency: CURRENCY,
      reference: linkId,
      confirmedBy: null,
      event: { id: eventId, name, linkId },
      balance: !!balance,
    },
  );
  if (!applied) await note('duplicate');
  return ok(c, applied ? 'applied' : 'duplicate');
}
