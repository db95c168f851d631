import { balanceOf } from '../data/balances';
import { currentStage } from '../data/lead-changes';
import { recordPayment } from '../data/payments';
import type { ProposalView } from '../data/proposals';
import { changeStage } from '../leads/pipeline';
import { proposalPaid } from '../proposals/lifecycle';
import { SAC_PHOTOGRAPHY, splitInclusive, type Tax } from '../proposals/tax';
import { planPaidNotices } from './notices';
import type { ApplyContext, Received } from './types';

export type { ApplyContext, Received } from './types';

/**
 * A payment received for a proposal (docs/decisions/0048-payments-through-razorpay-links.md),
 * from Razorpay's webhook, its callback, or the team confirming a UPI payment: recorded with its
 * receipt once (data/payments.ts recordPayment), then the lead booked with the proposal's total
 * before tax as its value through the inbox's own stage change (src/worker/leads/pipeline.ts: its
 * plan:booked outbox row, so Meta's stage event follows), and the team and the visitor told
 * through the outbox. The booking and the notices are safe to repeat: every delivery runs them,
 * so a failure after the payment's batch is made good by the next (Razorpay retries until 2xx).
 */
export const PAYMENT_ACTOR = 'payment';

export async function applyPayment(
  ctx: ApplyContext,
  view: ProposalView,
  pay: Received,
): Promise<{ applied: boolean; receipt: string | null }> {
  const { proposal, latest } = view;
  const tax = latest.tax as Tax;
  const split = splitInclusive(pay.amount, tax);
  const balance = await isBalance(ctx, view, pay);
  const result = await recordPayment(
    ctx.env.LEADS_DB,
    {
      id: pay.id,
      proposalId: proposal.id,
      leadId: proposal.lead_id,
      method: pay.method,
      amount: pay.amount,
      currency: pay.currency,
      reference: pay.reference,
      confirmedBy: pay.confirmedBy,
      receipt: {
        payerName: view.acceptance?.name || view.contact.name || '-',
        description:
          `${balance ? 'Balance' : 'Advance'} for photography services (SAC ${SAC_PHOTOGRAPHY}), ` +
          `proposal ${proposal.id} version ${latest.version}`,
        taxable: split.taxable,
        tax: split.tax,
        gstin: tax.kind === 'none' ? null : ctx.gstin,
      },
      ...(pay.event ? { event: pay.event } : {}),
      ...(balance ? { balance } : {}),
    },
    ctx.now,
  );
  if (result.receipt) await planPaidNotices(ctx, view, pay);
  // The balance's payment gets its receipt and its messages; the lead was booked by the advance.
  if (!balance) await bookLead(ctx, view);
  return result;
}

/**
 * Whether a payment pays the balance (./balance.ts): as its caller says (the webhook and the
 * callback know the link), else (a UPI payment the team confirms) when the advance is paid already
 * and the balance's way to pay is out, unpaid.
 */
async function isBalance(ctx: ApplyContext, view: ProposalView, pay: Received): Promise<boolean> {
  if (pay.balance !== undefined) return pay.balance;
  if (view.proposal.status !== 'paid' || (pay.reference && pay.reference === view.proposal.link_id)) return false;
  const b = await balanceOf(ctx.env.LEADS_DB, view.proposal.id);
  return !!b?.linked_at && !b.paid_at;
}

/** The lead booked with the total before tax (whole rupees), unless it is booked already. */
export async function bookLead(ctx: ApplyContext, view: ProposalView): Promise<void> {
  const id = view.proposal.lead_id;
  // The dates are the booking's whatever the lead's stage (booked already by hand, or by another proposal).
  await proposalPaid(ctx.env, view);
  const current = await currentStage(ctx.env.LEADS_DB, id);
  if (!current || current.stage === 'booked') return;
  const outcome = await changeStage(
    ctx.env,
    id,
    PAYMENT_ACTOR,
    { stage: 'booked', from: current.stage, value: Math.floor(view.latest.subtotal / 100) },
    ctx.now,
  );
  if (!outcome.ok && outcome.status !== 409) throw new Error(`lead ${id} not booked: ${outcome.message}`);
}
