import { financialYear } from '../../shared/india-time';
import type { RefundPart } from './refunds';
import { schemaFirst } from './schema';

/**
 * Refunds made in Razorpay's own dashboard (migrations/0024_dashboard_refunds.sql,
 * docs/decisions/0055-refunds-made-in-razorpays-dashboard.md): a refund of a payment this site
 * recorded that the site did not ask for (its own are in ./refunds.ts), recorded from Razorpay's
 * refund.processed once by Razorpay's refund id. Its row, its refund voucher (the next number of
 * the financial year's series, as ./refunds.ts cancelBooking allocates it, in the same batch) and
 * the event's row are one batch: a repeated delivery, or another event for the same refund,
 * writes nothing more.
 */
export interface DashboardRefundRow {
  id: string;
  payment_id: string;
  proposal_id: string;
  lead_id: string;
  amount: number;
  currency: string;
  event_id: string;
  refunded_at: string;
  recorded_at: string;
}

export interface DashboardRefund {
  /** Razorpay's refund id. */
  id: string;
  paymentId: string;
  proposalId: string;
  leadId: string;
  amount: number;
  currency: string;
  refundedAt: string;
  event: { id: string; name: string };
  voucher: RefundPart['voucher'];
}

/** 'recorded' (this event recorded it, with its voucher) or 'duplicate' (recorded already: nothing written). */
export const recordDashboardRefund = schemaFirst(async function recordDashboardRefund(
  db: D1Database,
  r: DashboardRefund,
  now: Date,
): Promise<'recorded' | 'duplicate'> {
  const at = now.toISOString();
  const fy = financialYear(now);
  const v = r.voucher;
  const ours = 'EXISTS (SELECT 1 FROM dashboard_refunds WHERE id = ?1 AND event_id = ?2)';
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO dashboard_refunds (id, payment_id, proposal_id, lead_id, amount, currency, event_id,
          refunded_at, recorded_at)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (id) DO NOTHING`,
      )
      .bind(r.id, r.paymentId, r.proposalId, r.leadId, r.amount, r.currency, r.event.id, r.refundedAt, at),
    db
      .prepare(
        `INSERT INTO refund_vouchers (fy, n, number, refund_id, proposal_id, receipt_number, receipt_issued_at,
          issued_at, amount, taxable, tax, gstin, payee_name, description)
        SELECT ?3, next, 'RF/' || ?3 || '/' || next, ?1, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13
        FROM (SELECT coalesce(max(n), 0) + 1 AS next FROM refund_vouchers WHERE fy = ?3)
        WHERE ${ours} AND NOT EXISTS (SELECT 1 FROM refund_vouchers WHERE refund_id = ?1)`,
      )
      .bind(
        r.id,
        r.event.id,
        fy,
        r.proposalId,
        v.receiptNumber,
        v.receiptIssuedAt,
        at,
        r.amount,
        v.taxable,
        JSON.stringify(v.tax),
        v.gstin,
        v.payeeName,
        v.description,
      ),
    db
      .prepare(
        `INSERT INTO razorpay_events (event_id, event, payment_id, link_id, outcome, received_at)
        SELECT ?2, ?3, ?1, NULL, CASE WHEN ${ours} THEN 'recorded' ELSE 'duplicate' END, ?4
        WHERE true ON CONFLICT (event_id) DO NOTHING`,
      )
      .bind(r.id, r.event.id, r.event.name, at),
  ]);
  return results[0]!.meta.changes === 1 ? 'recorded' : 'duplicate';
});

export const dashboardRefundsOfProposal = schemaFirst(async function dashboardRefundsOfProposal(
  db: D1Database,
  proposalId: string,
): Promise<DashboardRefundRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM dashboard_refunds WHERE proposal_id = ?1 ORDER BY refunded_at, id')
    .bind(proposalId)
    .all<DashboardRefundRow>();
  return results;
});

/** A lead's dashboard refunds' ids, oldest first (the team's notices: src/worker/notices/advance.ts). */
export const dashboardRefundsOfLead = schemaFirst(async function dashboardRefundsOfLead(
  db: D1Database,
  leadId: string,
): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT id FROM dashboard_refunds WHERE lead_id = ?1 ORDER BY recorded_at, id')
    .bind(leadId)
    .all<{ id: string }>();
  return results.map((r) => r.id);
});

export const dashboardRefundById = schemaFirst(async function dashboardRefundById(
  db: D1Database,
  id: string,
): Promise<DashboardRefundRow | null> {
  return db.prepare('SELECT * FROM dashboard_refunds WHERE id = ?1').bind(id).first<DashboardRefundRow>();
});

/** Paise refunded of a payment in Razorpay's dashboard. */
export const dashboardRefundedOfPayment = schemaFirst(async function dashboardRefundedOfPayment(
  db: D1Database,
  paymentId: string,
): Promise<number> {
  const row = await db
    .prepare('SELECT coalesce(sum(amount), 0) AS n FROM dashboard_refunds WHERE payment_id = ?1')
    .bind(paymentId)
    .first<{ n: number }>();
  return row?.n ?? 0;
});
