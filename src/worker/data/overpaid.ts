import { paymentsOfProposal, type PaymentRow } from './payments';
import { proposalById } from './proposals';
import { schemaFirst } from './schema';

/**
 * A proposal paid past its total (docs/sales.md#proposals-and-payments,
 * docs/decisions/0054-a-payment-past-the-total-is-an-overpayment.md): a balance recorded as paid by
 * hand and then paid through its Razorpay link as well (the link's cancellation raced the visitor),
 * or an advance paid twice. Each payment is recorded with its own receipt (data/payments.ts
 * recordPayment, never lost); these are the payments that came once the total was paid in full,
 * for the team to refund: the proposal's inbox page, /admin/status and the team's notice say so.
 */
export interface Overpaid {
  /** Paise paid past the total. */
  amount: number;
  /** The paid payments received once what was paid before them covered the total, in the order paid. */
  payments: PaymentRow[];
}

export function overpaid(total: number, payments: readonly PaymentRow[]): Overpaid {
  const paid = payments
    .filter((p) => p.status === 'paid')
    .sort((a, b) => (a.paid_at ?? '').localeCompare(b.paid_at ?? '') || a.id.localeCompare(b.id));
  let before = 0;
  const extra: PaymentRow[] = [];
  for (const p of paid) {
    if (before >= total) extra.push(p);
    before += p.amount;
  }
  return { amount: Math.max(0, before - total), payments: extra };
}

/** A proposal's overpayment, from its payments and its latest version's total (the team's notice). */
export async function overpaidOfProposal(db: D1Database, proposalId: string): Promise<Overpaid> {
  const view = await proposalById(db, proposalId);
  if (!view) return { amount: 0, payments: [] };
  return overpaid(view.latest.total, await paymentsOfProposal(db, proposalId));
}

/** Paid bookings paid past their total, the latest first (/admin/status): at most 20. */
export const overpaidBookings = schemaFirst(async function overpaidBookings(
  db: D1Database,
): Promise<
  Array<{ proposal_id: string; lead_id: string; name: string | null; total: number; paid: number; last_at: string }>
> {
  const { results } = await db
    .prepare(
      `SELECT p.id AS proposal_id, p.lead_id, c.name, v.total, SUM(m.amount) AS paid, MAX(m.paid_at) AS last_at
      FROM proposals p
      JOIN proposal_versions v ON v.proposal_id = p.id AND v.version = p.version
      JOIN payments m ON m.proposal_id = p.id AND m.status = 'paid'
      LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
      WHERE p.status = 'paid'
      GROUP BY p.id HAVING SUM(m.amount) > v.total
      ORDER BY last_at DESC LIMIT 20`,
    )
    .all<{ proposal_id: string; lead_id: string; name: string | null; total: number; paid: number; last_at: string }>();
  return results;
});
