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

/** `refunded`: paise given back in Razorpay's dashboard (data/dashboard-refunds.ts), off the amount past the total. */
export function overpaid(total: number, payments: readonly PaymentRow[], refunded = 0): Overpaid {
  const paid = payments
    .filter((p) => p.status === 'paid')
    .sort((a, b) => (a.paid_at ?? '').localeCompare(b.paid_at ?? '') || a.id.localeCompare(b.id));
  let before = 0;
  const extra: PaymentRow[] = [];
  for (const p of paid) {
    if (before >= total) extra.push(p);
    before += p.amount;
  }
  return { amount: Math.max(0, before - refunded - total), payments: extra };
}

/** A proposal's overpayment, from its payments and its latest version's total (the team's notice). */
export async function overpaidOfProposal(db: D1Database, proposalId: string): Promise<Overpaid> {
  const view = await proposalById(db, proposalId);
  if (!view) return { amount: 0, payments: [] };
  return overpaid(view.latest.total, await paymentsOfProposal(db, proposalId));
}

export interface BookingToCheck {
  proposal_id: string;
  lead_id: string;
  name: string | null;
  total: number;
  paid: number;
  /** Paise refunded in Razorpay's dashboard (migrations/0024_dashboard_refunds.sql). */
  refunded: number;
  last_at: string;
}

/**
 * Paid bookings to look at (/admin/status, docs/decisions/0055-refunds-made-in-razorpays-dashboard.md),
 * the latest first, at most 20 each: 'overpaid', paid past their total less what was refunded in
 * Razorpay's dashboard (listed until those refunds cover it); 'refunded', every payment refunded
 * there while the booking stays paid (not cancelled: the team cancels it, or not).
 */
export const bookingsToCheck = schemaFirst(async function bookingsToCheck(
  db: D1Database,
): Promise<{ overpaid: BookingToCheck[]; refunded: BookingToCheck[] }> {
  const rows = (where: string) =>
    db
      .prepare(
        `SELECT * FROM (SELECT p.id AS proposal_id, p.lead_id, c.name, v.total,
          (SELECT SUM(m.amount) FROM payments m WHERE m.proposal_id = p.id AND m.status = 'paid') AS paid,
          (SELECT COALESCE(SUM(d.amount), 0) FROM dashboard_refunds d WHERE d.proposal_id = p.id) AS refunded,
          (SELECT MAX(m.paid_at) FROM payments m WHERE m.proposal_id = p.id AND m.status = 'paid') AS last_at
        FROM proposals p
        JOIN proposal_versions v ON v.proposal_id = p.id AND v.version = p.version
        LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
        WHERE p.status = 'paid')
      WHERE ${where} ORDER BY last_at DESC LIMIT 20`,
      )
      .all<BookingToCheck>()
      .then((r) => r.results);
  const [over, back] = await Promise.all([rows('paid - refunded > total'), rows('refunded > 0 AND refunded >= paid')]);
  return { overpaid: over, refunded: back };
});
