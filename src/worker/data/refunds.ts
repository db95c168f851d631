import { financialYear } from '../../shared/india-time';
import { schemaFirst } from './schema';

/**
 * Cancelled bookings, refunds and refund vouchers (migrations/0021_refunds.sql,
 * docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md). A paid proposal is cancelled
 * once: the cancellation's row (its primary key the proposal's id), the proposal's status, a refund
 * per payment and its voucher are one batch, so a second click, or two phones at once, change
 * nothing more. Each voucher's number is the next of its financial year's series, allocated inside
 * that batch (D1 runs a batch as one transaction, one at a time), with UNIQUE(fy, n) as the last
 * guard: no gap, no reuse, and a series apart from the receipts'.
 */

export interface RefundPart {
  /** 'rf_' + the payment's id. */
  id: string;
  paymentId: string;
  method: 'razorpay' | 'manual';
  amount: number;
  reference: string | null;
  voucher: {
    receiptNumber: string;
    receiptIssuedAt: string;
    payeeName: string;
    description: string;
    /** Paise: the refund without its tax, and the tax (src/worker/proposals/tax.ts Tax). */
    taxable: number;
    tax: unknown;
    gstin: string | null;
  };
}

export interface RefundRow {
  id: string;
  proposal_id: string;
  lead_id: string;
  payment_id: string;
  method: 'razorpay' | 'manual';
  amount: number;
  status: 'requested' | 'pending' | 'processed' | 'failed';
  razorpay_id: string | null;
  reference: string | null;
  attempt: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface VoucherRow {
  fy: string;
  n: number;
  number: string;
  refund_id: string;
  proposal_id: string;
  receipt_number: string;
  receipt_issued_at: string;
  issued_at: string;
  amount: number;
  taxable: number;
  tax: string;
  gstin: string | null;
  payee_name: string;
  description: string;
}

export interface CancellationRow {
  proposal_id: string;
  lead_id: string;
  refund_amount: number;
  cancelled_by: string;
  cancelled_at: string;
}

/**
 * Cancels a paid proposal with its refunds, once. False: it was not paid, or is cancelled already
 * (then nothing was written). A refund by hand is processed when recorded; one through Razorpay is
 * requested, and sent after the batch (../payments/refund.ts).
 */
export const cancelBooking = schemaFirst(async function cancelBooking(
  db: D1Database,
  c: { proposalId: string; leadId: string; actor: string; parts: RefundPart[] },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const fy = financialYear(now);
  const total = c.parts.reduce((sum, p) => sum + p.amount, 0);
  // Each later statement runs only for the cancellation this batch made (its time, its actor).
  const ours = `EXISTS (SELECT 1 FROM booking_cancellations
    WHERE proposal_id = ?1 AND cancelled_at = ?2 AND cancelled_by = ?3)`;
  const statements = [
    db
      .prepare(
        `INSERT INTO booking_cancellations (proposal_id, lead_id, refund_amount, cancelled_by, cancelled_at)
        SELECT id, lead_id, ?4, ?3, ?2 FROM proposals WHERE id = ?1 AND status = 'paid'
        ON CONFLICT (proposal_id) DO NOTHING`,
      )
      .bind(c.proposalId, at, c.actor, total),
    db
      .prepare(`UPDATE proposals SET status = 'cancelled', updated_at = ?2 WHERE id = ?1 AND ${ours}`)
      .bind(c.proposalId, at, c.actor),
  ];
  for (const p of c.parts) {
    const v = p.voucher;
    statements.push(
      db
        .prepare(
          `INSERT INTO refunds (id, proposal_id, lead_id, payment_id, method, amount, status, reference,
            created_by, created_at, updated_at)
          SELECT ?4, ?1, ?5, ?6, ?7, ?8, ?9, ?10, ?3, ?2, ?2 WHERE ${ours}`,
        )
        .bind(
          c.proposalId,
          at,
          c.actor,
          p.id,
          c.leadId,
          p.paymentId,
          p.method,
          p.amount,
          p.method === 'manual' ? 'processed' : 'requested',
          p.reference,
        ),
      db
        .prepare(
          `INSERT INTO refund_vouchers (fy, n, number, refund_id, proposal_id, receipt_number, receipt_issued_at,
            issued_at, amount, taxable, tax, gstin, payee_name, description)
          SELECT ?4, next, 'RF/' || ?4 || '/' || next, ?5, ?1, ?6, ?7, ?2, ?8, ?9, ?10, ?11, ?12, ?13
          FROM (SELECT coalesce(max(n), 0) + 1 AS next FROM refund_vouchers WHERE fy = ?4)
          WHERE ${ours} AND NOT EXISTS (SELECT 1 FROM refund_vouchers WHERE refund_id = ?5)`,
        )
        .bind(
          c.proposalId,
          at,
          c.actor,
          fy,
          p.id,
          v.receiptNumber,
          v.receiptIssuedAt,
          p.amount,
          v.taxable,
          JSON.stringify(v.tax),
          v.gstin,
          v.payeeName,
          v.description,
        ),
    );
  }
  const results = await db.batch(statements);
  return results[0]!.meta.changes === 1;
});

export const cancellationOf = schemaFirst(async function cancellationOf(
  db: D1Database,
  proposalId: string,
): Promise<CancellationRow | null> {
  return db.prepare('SELECT * FROM booking_cancellations WHERE proposal_id = ?1').bind(proposalId).first();
});

export const refundsOfProposal = schemaFirst(async function refundsOfProposal(
  db: D1Database,
  proposalId: string,
): Promise<RefundRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM refunds WHERE proposal_id = ?1 ORDER BY created_at, id')
    .bind(proposalId)
    .all<RefundRow>();
  return results;
});

export const vouchersOfProposal = schemaFirst(async function vouchersOfProposal(
  db: D1Database,
  proposalId: string,
): Promise<VoucherRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM refund_vouchers WHERE proposal_id = ?1 ORDER BY fy, n')
    .bind(proposalId)
    .all<VoucherRow>();
  return results;
});

/**
 * A Razorpay request about to be made, and its attempt (the idempotency key names it): a refund
 * never answered keeps its attempt (the same key again: Razorpay makes one refund of the two
 * requests), a failed one gets the next and is requested again.
 */
export const nextAttempt = schemaFirst(async function nextAttempt(
  db: D1Database,
  id: string,
  now: Date,
): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE refunds SET attempt = CASE WHEN status = 'failed' THEN attempt + 1 ELSE max(attempt, 1) END,
        status = 'requested', updated_at = ?2
      WHERE id = ?1 AND method = 'razorpay' AND status IN ('requested', 'failed') RETURNING attempt`,
    )
    .bind(id, now.toISOString())
    .first<{ attempt: number }>();
  return row?.attempt ?? null;
});

/** Razorpay's answer to a refund request: its id and status, or the error (the request may be made again). */
export const refundAnswered = schemaFirst(async function refundAnswered(
  db: D1Database,
  id: string,
  answer: { razorpayId: string; status: 'pending' | 'processed' | 'failed' } | { error: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  if ('error' in answer) {
    await db
      .prepare(`UPDATE refunds SET error = ?2, updated_at = ?3 WHERE id = ?1`)
      .bind(id, answer.error.slice(0, 300), at)
      .run();
    return;
  }
  // A webhook may have said more already (processed): the answer never takes a refund back.
  await db
    .prepare(
      `UPDATE refunds SET razorpay_id = ?2, error = NULL, updated_at = ?4,
        status = CASE WHEN status IN ('requested', 'failed') THEN ?3 ELSE status END
      WHERE id = ?1`,
    )
    .bind(id, answer.razorpayId, answer.status, at)
    .run();
});

/** Paise this site refunds, or refunded, of a payment (its refund not failed). */
export const siteRefundedOfPayment = schemaFirst(async function siteRefundedOfPayment(
  db: D1Database,
  paymentId: string,
): Promise<number> {
  const row = await db
    .prepare("SELECT coalesce(sum(amount), 0) AS n FROM refunds WHERE payment_id = ?1 AND status != 'failed'")
    .bind(paymentId)
    .first<{ n: number }>();
  return row?.n ?? 0;
});

/** Whether a Razorpay refund is one this site asked for (by Razorpay's id, else the id its notes carry). */
export const isSiteRefund = schemaFirst(async function isSiteRefund(
  db: D1Database,
  razorpayId: string,
  ourId: string | null,
): Promise<boolean> {
  return !!(await db
    .prepare('SELECT 1 FROM refunds WHERE razorpay_id = ?1 OR (razorpay_id IS NULL AND id = ?2)')
    .bind(razorpayId, ourId)
    .first());
});

/**
 * Razorpay's refund.processed / refund.failed, applied once: the refund (by Razorpay's id, else by
 * the id its notes carry) moves from requested or pending only, in one batch with the event's row.
 * 'applied', 'duplicate' (no change: said already), or 'unknown-refund'.
 */
export const refundEvent = schemaFirst(async function refundEvent(
  db: D1Database,
  e: { eventId: string; name: string; razorpayId: string; ourId: string | null; status: 'processed' | 'failed' },
  now: Date,
): Promise<'applied' | 'duplicate' | 'unknown-refund'> {
  const at = now.toISOString();
  const found = await db
    .prepare('SELECT id, status FROM refunds WHERE razorpay_id = ?1 OR (razorpay_id IS NULL AND id = ?2)')
    .bind(e.razorpayId, e.ourId)
    .first<{ id: string; status: string }>();
  const outcome = !found ? 'unknown-refund' : ['requested', 'pending'].includes(found.status) ? 'applied' : 'duplicate';
  await db.batch([
    ...(found && outcome === 'applied'
      ? [
          db
            .prepare(
              `UPDATE refunds SET status = ?2, razorpay_id = ?3, error = NULL, updated_at = ?4
              WHERE id = ?1 AND status IN ('requested', 'pending')`,
            )
            .bind(found.id, e.status, e.razorpayId, at),
        ]
      : []),
    db
      .prepare(
        `INSERT INTO razorpay_events (event_id, event, payment_id, link_id, outcome, received_at)
        VALUES (?1, ?2, ?3, NULL, ?4, ?5) ON CONFLICT (event_id) DO NOTHING`,
      )
      .bind(e.eventId, e.name, e.razorpayId, outcome, at),
  ]);
  return outcome;
});
