import { dashboardRefundById, dashboardRefundedOfPayment, recordDashboardRefund } from '../data/dashboard-refunds';
import { enqueue } from '../data/outbox';
import { paymentById, receiptOfPayment, recordEvent } from '../data/payments';
import { proposalById } from '../data/proposals';
import { isSiteRefund, refundEvent, siteRefundedOfPayment } from '../data/refunds';
import { ADVANCE_PLAN, advancePlanKey, runJobsNow } from '../queue/plugin';
import { CURRENCY } from '../../shared/vocabulary/money';
import { refundVoucher } from './refund';

/**
 * Razorpay's refund webhooks on /api/razorpay (./webhook.ts: signature, size and event id checked
 * there).
 *   - A refund this site asked for (Cancel booking, ./refund.ts: found by Razorpay's refund id, else
 *     by the id its notes carry, a webhook before the API's answer was kept): refund.processed and
 *     refund.failed set its state, once (data/refunds.ts refundEvent: only from requested or
 *     pending, in one batch with the event's row); nothing new is recorded.
 *   - Any other refund of a payment this site recorded, made in Razorpay's dashboard
 *     (docs/decisions/0055-refunds-made-in-razorpays-dashboard.md): refund.processed records it
 *     once by its id, with a refund voucher, after its amount (at most what the payment still
 *     holds) and currency are checked, and the team is told through the outbox ("Refund ₹… to …
 *     recorded from Razorpay", src/worker/notices/advance.ts); refund.created and refund.failed
 *     record nothing (no money went back yet, or none will).
 *   - A refund of a payment not recorded yet whose payment came through a link of ours (the
 *     payment's notes name a proposal of this site: the notes ./balance.ts and ../proposals/routes.tsx
 *     give the links), its payment_link.paid still to come: RETRY, nothing recorded, so that
 *     ./webhook.ts answers 503 and Razorpay delivers the event again (it retries a non-2xx delivery
 *     for 24 hours) until the payment is recorded; only for RETRY_HOURS after the refund was made.
 *   - A refund of a payment this site does not know: 2xx, recorded as 'unknown-refund', shown on
 *     /admin/status.
 * Other refund events (refund.speed_changed) change nothing.
 */
export const RETRY = 'retry';
/** Past this, a refund of a payment still unknown is 'unknown-refund': Razorpay's retries are not kept failing. */
const RETRY_HOURS = 12;
interface RefundEntity {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  payment_id?: unknown;
  notes?: unknown;
  created_at?: unknown;
}
const EVENTS = ['refund.created', 'refund.processed', 'refund.failed'];

export async function refundWebhook(
  env: Env,
  e: { eventId: string; name: string; entity: RefundEntity | undefined; payment?: { notes?: unknown } | undefined },
  now: Date,
): Promise<string | null> {
  if (!EVENTS.includes(e.name)) return null;
  const db = env.LEADS_DB;
  const entity = e.entity ?? {};
  const razorpayId = typeof entity.id === 'string' ? entity.id : null;
  if (!razorpayId) return null;
  const notes = entity.notes;
  const ours =
    notes && typeof notes === 'object' && typeof (notes as Record<string, unknown>).refund === 'string'
      ? ((notes as Record<string, unknown>).refund as string)
      : null;
  const note = (outcome: string) =>
    recordEvent(db, { id: e.eventId, name: e.name, paymentId: razorpayId, linkId: null, outcome }, now).then(
      () => outcome,
    );
  // refund.created: no money went back yet; its refund.processed (or refund.failed) says.
  if (e.name === 'refund.created') return note('ignored');
  const payment = typeof entity.payment_id === 'string' ? await paymentById(db, entity.payment_id) : null;
  const site = await isSiteRefund(db, razorpayId, ours);
  const made = typeof entity.created_at === 'number' ? entity.created_at * 1000 : now.getTime();
  // Only refund.processed records a dashboard refund: worth Razorpay's redelivery.
  const early = !site && !payment && e.name === 'refund.processed' && now.getTime() - made < RETRY_HOURS * 3_600_000;
  if (early && (await ourLink(db, e.payment?.notes))) return RETRY;
  if (site || !payment || payment.status !== 'paid') {
    const status = e.name === 'refund.processed' ? 'processed' : 'failed';
    const outcome = await refundEvent(db, { eventId: e.eventId, name: e.name, razorpayId, ourId: ours, status }, now);
    if (outcome === 'unknown-refund') console.error(`razorpay: ${e.name} for unknown refund ${razorpayId}`);
    return outcome;
  }
  // A refund made in Razorpay's dashboard: money went back only once it is processed.
  if (e.name !== 'refund.processed') return note('ignored');
  // Recorded already (another event of the same refund): nothing more, before its amount is checked.
  if (await dashboardRefundById(db, razorpayId)) return note('duplicate');
  const amount = entity.amount;
  // What the payment still holds: less its refunds of either kind (the site's not failed).
  const [inDashboard, bySite] = await Promise.all([
    dashboardRefundedOfPayment(db, payment.id),
    siteRefundedOfPayment(db, payment.id),
  ]);
  const left = payment.amount - inDashboard - bySite;
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount <= 0 ||
    amount > left ||
    entity.currency !== CURRENCY
  ) {
    console.error(`razorpay: ${e.name} ${razorpayId} of ${payment.id}: amount or currency does not match the payment`);
    return note('refund-mismatch');
  }
  const receipt = (await receiptOfPayment(db, payment.id)) ?? undefined;
  const created = typeof entity.created_at === 'number' ? new Date(entity.created_at * 1000) : now;
  const outcome = await recordDashboardRefund(
    db,
    {
      id: razorpayId,
      paymentId: payment.id,
      proposalId: payment.proposal_id,
      leadId: payment.lead_id,
      amount,
      currency: CURRENCY,
      refundedAt: (Number.isNaN(created.getTime()) ? now : created).toISOString(),
      event: { id: e.eventId, name: e.name },
      voucher: refundVoucher(payment, receipt, amount, null),
    },
    now,
  );
  // The team's notice, once per refund (its plan row's key names it), sent from the outbox.
  await enqueue(
    db,
    [{ key: advancePlanKey(razorpayId), leadId: payment.lead_id, kind: 'plan', channel: ADVANCE_PLAN }],
    now,
  );
  await runJobsNow(env, payment.lead_id);
  return outcome;
}

/** The payment's notes name a proposal of this site (and its lead): it came through a link of ours. */
async function ourLink(db: D1Database, notes: unknown): Promise<boolean> {
  if (!notes || typeof notes !== 'object') return false;
  const { proposal, lead } = notes as Record<string, unknown>;
  if (typeof proposal !== 'string') return false;
  const view = await proposalById(db, proposal);
  return !!view && (lead === undefined || lead === view.proposal.lead_id);
}
