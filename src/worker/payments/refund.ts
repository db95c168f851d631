import { currentStage } from '../data/lead-changes';
import { enqueue } from '../data/outbox';
import { dashboardRefundsOfProposal } from '../data/dashboard-refunds';
import { paidTotal, paymentsOfProposal, receiptsOfProposal, type PaymentRow, type ReceiptRow } from '../data/payments';
import type { ProposalView } from '../data/proposals';
import {
  cancelBooking,
  nextAttempt,
  refundAnswered,
  refundsOfProposal,
  vouchersOfProposal,
  type RefundPart,
  type RefundRow,
} from '../data/refunds';
import { changeStage } from '../leads/pipeline';
import { runJobsNow, visitorJobs } from '../queue/plugin';
import { proposalClosed } from '../proposals/lifecycle';
import { SAC_PHOTOGRAPHY, splitInclusive, type Tax } from '../proposals/tax';
import type { Config } from '../settings';
import { formatPrice } from '../../shared/vocabulary/money';
import { CANCELLED_REASON } from '../../shared/vocabulary/stages';
import { cancelBalanceLink } from './balance';
import { createRefund, razorpayOf, type Razorpay } from './razorpay';

/**
 * Cancel booking (docs/sales.md#cancelling-a-booking,
 * docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md): a paid proposal cancelled
 * once, with the amount the team gives back (at most what was paid), spread over its payments
 * newest first. A Razorpay payment goes back through Razorpay's refund API (when Razorpay is set);
 * a UPI payment (or a Razorpay one with Razorpay off) is refunded by hand and recorded with the
 * transfer's reference. Each refund gets a refund voucher (CGST Rules, rule 51) in its own series.
 * Then the dates are released ('refunded', or 'cancelled' when nothing is given back) and the lead
 * is lost with the reason "Cancelled" through the inbox's own stage change
 * (src/worker/leads/pipeline.ts). Razorpay's answer, and later its refund.processed / refund.failed
 * webhooks (./refund-webhook.ts), set each refund's state. The visitor is told, with the amount and
 * the refund voucher's link, through the outbox (src/worker/notices/visitor.ts 'cancelled').
 */
export type CancelOutcome = { ok: true; message: string } | { ok: false; status: 409 | 422; message: string };

export interface CancelInput {
  /** Paise to give back; null: all that was paid. */
  amount: number | null;
  /** A refund made by hand: the transfer's reference. */
  reference: string | null;
  actor: string;
}

const REFERENCE = /^[A-Za-z0-9/_-]{4,40}$/;
/** Razorpay's statuses of a refund, as this site keeps them. */
const state = (s: string): 'pending' | 'processed' | 'failed' =>
  s === 'processed' ? 'processed' : s === 'failed' ? 'failed' : 'pending';

export async function cancelPaidBooking(
  env: Env,
  config: Config,
  view: ProposalView,
  input: CancelInput,
  now: Date,
): Promise<CancelOutcome> {
  const { proposal } = view;
  if (proposal.status !== 'paid')
    return {
      ok: false,
      status: 409,
      message: `Only a paid booking can be cancelled; this proposal is ${proposal.status}.`,
    };
  const [payments, receipts, back] = await Promise.all([
    paymentsOfProposal(env.LEADS_DB, proposal.id),
    receiptsOfProposal(env.LEADS_DB, proposal.id),
    dashboardRefundsOfProposal(env.LEADS_DB, proposal.id),
  ]);
  // What each payment still holds: less what was refunded in Razorpay's dashboard already (decision 0055).
  const paid = payments
    .filter((p) => p.status === 'paid')
    .map((p) => ({
      ...p,
      amount: p.amount - back.filter((r) => r.payment_id === p.id).reduce((n, r) => n + r.amount, 0),
    }))
    .filter((p) => p.amount > 0)
    .sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''));
  const total = paidTotal(paid);
  const amount = input.amount ?? total;
  if (amount > total)
    return {
      ok: false,
      status: 422,
      message: `Refund: at most ${formatPrice(total)}, what was paid. Nothing was changed.`,
    };
  const rp = config.invalid.razorpay ? null : razorpayOf(config);
  const parts: RefundPart[] = [];
  let left = amount;
  for (const p of paid) {
    if (left <= 0) break;
    const part = Math.min(left, p.amount);
    left -= part;
    const receipt = receipts.find((r) => r.payment_id === p.id);
    const method = p.method === 'razorpay' && rp ? 'razorpay' : 'manual';
    parts.push({
      id: `rf_${p.id}`,
      paymentId: p.id,
      method,
      amount: part,
      reference: method === 'manual' ? input.reference : null,
      voucher: refundVoucher(p, receipt, part, view.contact.name),
    });
  }
  if (parts.some((p) => p.method === 'manual') && !(input.reference && REFERENCE.test(input.reference)))
    return {
      ok: false,
      status: 422,
      message:
        'Reference: this refund is made by hand (UPI or bank transfer); type the transfer’s reference ' +
        '(4 to 40 letters, digits, / - _). Nothing was changed.',
    };
  if (
    !(await cancelBooking(
      env.LEADS_DB,
      { proposalId: proposal.id, leadId: proposal.lead_id, actor: input.actor, parts },
      now,
    ))
  )
    return { ok: false, status: 409, message: 'This booking is cancelled already. Nothing was changed.' };
  // The visitor's message, once per channel (its key names the proposal), read when it is sent.
  await enqueue(env.LEADS_DB, visitorJobs('cancelled', proposal.id, proposal.lead_id), now);
  await proposalClosed(env, view, amount > 0 ? 'refunded' : 'cancelled', now);
  await loseLead(env, proposal.lead_id, input.actor, now);
  if (rp) await cancelBalanceLink(env, rp, proposal.id);
  if (rp) await sendRefunds(env, rp, proposal.id, now);
  await runJobsNow(env, proposal.lead_id);
  return {
    ok: true,
    message:
      amount > 0
        ? `Booking cancelled: ${formatPrice(amount)} to refund, voucher issued, dates released.`
        : 'Booking cancelled: nothing refunded, dates released.',
  };
}

/**
 * What a refund's voucher shows (../data/refunds.ts RefundPart): the payment's receipt voucher (its
 * number and date), the refunded amount split by the receipt's own tax rule, the payee. Cancel
 * booking's and a refund made in Razorpay's dashboard's (./refund-webhook.ts) alike.
 */
export function refundVoucher(
  p: PaymentRow,
  receipt: ReceiptRow | undefined,
  amount: number,
  name: string | null,
): RefundPart['voucher'] {
  const rule = receipt ? (JSON.parse(receipt.tax) as Tax) : ({ kind: 'none' } as Tax);
  const split = splitInclusive(amount, rule);
  return {
    receiptNumber: receipt?.number ?? '-',
    receiptIssuedAt: receipt?.issued_at ?? p.paid_at ?? p.created_at,
    payeeName: receipt?.payer_name ?? (name || '-'),
    description:
      `Refund of the advance for photography services (SAC ${SAC_PHOTOGRAPHY}), ` +
      `proposal ${p.proposal_id}${receipt ? `, receipt ${receipt.number}` : ''}`,
    taxable: split.taxable,
    tax: split.tax,
    gstin: receipt?.gstin ?? null,
  };
}

/** The lead lost, reason "Cancelled", unless it is lost already (a second phone's change wins). */
async function loseLead(env: Env, id: string, actor: string, now: Date): Promise<void> {
  const current = await currentStage(env.LEADS_DB, id);
  if (!current || current.stage === 'lost') return;
  const outcome = await changeStage(
    env,
    id,
    actor,
    { stage: 'lost', from: current.stage, reason: CANCELLED_REASON },
    now,
  );
  if (!outcome.ok && outcome.status !== 409) console.error(`lead ${id}: not moved to lost: ${outcome.message}`);
}

/**
 * The proposal's Razorpay refunds not yet accepted (requested) or failed, each sent with an
 * idempotency key of its id and attempt: a request repeated after a lost answer makes one refund;
 * a failed one is tried again as a new attempt. Each answer (or error) is recorded.
 */
export async function sendRefunds(env: Env, rp: Razorpay, proposalId: string, now: Date): Promise<RefundRow[]> {
  const db = env.LEADS_DB;
  const [refunds, vouchers] = await Promise.all([
    refundsOfProposal(db, proposalId),
    vouchersOfProposal(db, proposalId),
  ]);
  for (const r of refunds) {
    if (r.method !== 'razorpay' || (r.status !== 'requested' && r.status !== 'failed')) continue;
    const attempt = await nextAttempt(db, r.id, now);
    if (attempt === null) continue;
    try {
      const answer = await createRefund(rp, {
        paymentId: r.payment_id,
        amount: r.amount,
        receipt: vouchers.find((v) => v.refund_id === r.id)?.number ?? r.id,
        notes: { proposal: proposalId, lead: r.lead_id, refund: r.id },
        idempotencyKey: `${r.id}-${attempt}`,
      });
      await refundAnswered(db, r.id, { razorpayId: answer.id, status: state(answer.status) }, now);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`refund ${r.id}: not accepted by Razorpay: ${message}`);
      await refundAnswered(db, r.id, { error: message }, now);
    }
  }
  return refundsOfProposal(db, proposalId);
}
