import { balanceOfPayment } from '../data/balances';
import { dashboardRefundById, dashboardRefundsOfLead } from '../data/dashboard-refunds';
import { overpaidOfProposal } from '../data/overpaid';
import { paidPaymentsOfLead, paymentById } from '../data/payments';
import { formatPaise } from '../../shared/vocabulary/money';

/**
 * The 'advance' notice (docs/sales.md#proposals-and-payments): "Advance ₹50,000 received from
 * Meera Sharma" ("Balance ₹…" for the balance's payment; "Overpaid: ₹… received from … after the
 * total was paid: refund it" for a payment that came once the total was paid, data/overpaid.ts),
 * planned once per paid payment of a lead (its id the job's subject) and sent through every
 * channel the lead notices use, with the outbox's retries. A refund made in Razorpay's dashboard
 * (data/dashboard-refunds.ts, src/worker/payments/refund-webhook.ts) is told the same way, once per
 * refund (its Razorpay id the subject): "Refund ₹5,000 to Meera Sharma recorded from Razorpay".
 */
export const paidAdvances = async (db: D1Database, leadId: string): Promise<string[]> => [
  ...(await paidPaymentsOfLead(db, leadId)).map((p) => p.id),
  ...(await dashboardRefundsOfLead(db, leadId)),
];

export async function advanceCheck(
  db: D1Database,
  paymentId: string,
  name: string,
): Promise<{ title: string } | { skip: string }> {
  const from = name.trim() || 'the visitor';
  const refund = await dashboardRefundById(db, paymentId);
  if (refund) return { title: `Refund ${formatPaise(refund.amount)} to ${from} recorded from Razorpay` };
  const payment = await paymentById(db, paymentId);
  if (!payment || payment.status !== 'paid') return { skip: 'payment not found or not paid: nothing sent' };
  const extra = await overpaidOfProposal(db, payment.proposal_id);
  if (extra.payments.some((p) => p.id === paymentId))
    return {
      title: `Overpaid: ${formatPaise(payment.amount)} received from ${from} after the total was paid: refund it`,
    };
  // The balance's payment (src/worker/payments/balance.ts) is told as such.
  const part = (await balanceOfPayment(db, paymentId)) ? 'Balance' : 'Advance';
  return { title: `${part} ${formatPaise(payment.amount)} received from ${from}` };
}
