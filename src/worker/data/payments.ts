import { financialYear } from '../../shared/india-time';
import { schemaFirst } from './schema';
import { CURRENCY } from '../../shared/vocabulary/money';

/**
 * Payments, receipts and Razorpay's webhook events (migrations/0018_proposals.sql,
 * docs/decisions/0048-payments-through-razorpay-links.md). A payment is applied once, by its own id
 * (Razorpay's pay_…, or the UPI reference): its row, its receipt number and the proposal's status
 * are one batch, so a second delivery, the callback, or two at once change nothing more. The
 * receipt's number is the next of its financial year's series, allocated inside that batch
 * (D1 runs a batch as one transaction, one at a time), with UNIQUE(fy, n) as the last guard: no
 * gap, no reuse.
 */

export interface ReceiptInput {
  payerName: string;
  description: string;
  /** Paise: the advance without its tax, and the tax (src/worker/proposals/tax.ts Tax). */
  taxable: number;
  tax: unknown;
  gstin: string | null;
}

export interface PaymentInput {
  id: string;
  proposalId: string;
  leadId: string;
  method: 'razorpay' | 'upi' | 'manual';
  amount: number;
  currency: string;
  reference: string | null;
  confirmedBy: string | null;
  receipt: ReceiptInput;
  /** The webhook event that brought it (recorded in the same batch). */
  event?: { id: string; name: string; linkId: string | null };
  /** It pays the proposal's balance (migrations/0022_balances.sql): marked settled in the same batch. */
  balance?: boolean;
}

export interface ReceiptRow {
  fy: string;
  n: number;
  number: string;
  payment_id: string;
  proposal_id: string;
  issued_at: string;
  amount: number;
  taxable: number;
  tax: string;
  gstin: string | null;
  payer_name: string;
  description: string;
}

export interface PaymentRow {
  id: string;
  proposal_id: string;
  lead_id: string;
  method: string;
  amount: number;
  reference: string | null;
  status: 'claimed' | 'paid';
  paid_at: string | null;
  created_at: string;
}

/**
 * Payments that are paid, summed (paise; a claimed UPI transfer is not): what Cancel booking can
 * refund of them (../payments/refund.ts). What a proposal holds, net of refunds: ./paid.ts.
 */
export const paidTotal = (payments: readonly Pick<PaymentRow, 'status' | 'amount'>[]): number =>
  payments.reduce((sum, p) => (p.status === 'paid' ? sum + p.amount : sum), 0);

/**
 * Records a paid payment with its receipt, once. `applied`: this call made it paid (the caller then
 * books the lead and tells the team); false when it was already recorded. `receipt`: its number.
 */
export const recordPayment = schemaFirst(async function recordPayment(
  db: D1Database,
  p: PaymentInput,
  now: Date,
): Promise<{ applied: boolean; receipt: string | null }> {
  const at = now.toISOString();
  const fy = financialYear(now);
  const r = p.receipt;
  const statements = [
    // New, or a UPI claim the team now confirms: paid. Already paid: nothing.
    db
      .prepare(
        `INSERT INTO payments
          (id, proposal_id, lead_id, method, amount, currency, reference, status, confirmed_by, paid_at, created_at)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'paid', ?8, ?9, ?9)
        ON CONFLICT (id) DO UPDATE SET status = 'paid', confirmed_by = excluded.confirmed_by, paid_at = excluded.paid_at
        WHERE payments.status = 'claimed'`,
      )
      .bind(p.id, p.proposalId, p.leadId, p.method, p.amount, p.currency, p.reference, p.confirmedBy, at),
    db
      .prepare(
        `INSERT INTO receipts
          (fy, n, number, payment_id, proposal_id, issued_at, amount, taxable, tax, gstin, payer_name, description)
        SELECT ?1, next, 'RV/' || ?1 || '/' || next, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
        FROM (SELECT coalesce(max(n), 0) + 1 AS next FROM receipts WHERE fy = ?1)
        WHERE NOT EXISTS (SELECT 1 FROM receipts WHERE payment_id = ?2)`,
      )
      .bind(
        fy,
        p.id,
        p.proposalId,
        at,
        p.amount,
        r.taxable,
        JSON.stringify(r.tax),
        r.gstin,
        r.payerName,
        r.description,
      ),
    db
      .prepare(`UPDATE proposals SET status = 'paid', updated_at = ?2 WHERE id = ?1 AND status != 'paid'`)
      .bind(p.proposalId, at),
    ...(p.event
      ? [
          db
            .prepare(
              `INSERT INTO razorpay_events (event_id, event, payment_id, link_id, outcome, received_at)
              VALUES (?1, ?2, ?3, ?4, 'applied', ?5) ON CONFLICT (event_id) DO NOTHING`,
            )
            .bind(p.event.id, p.event.name, p.id, p.event.linkId, at),
        ]
      : []),
    ...(p.balance
      ? [
          // Settled by this payment only when this batch made it paid (its paid_at is this batch's).
          db
            .prepare(
              `UPDATE proposal_balances SET payment_id = ?2, paid_at = ?3, updated_at = ?3
              WHERE proposal_id = ?1 AND paid_at IS NULL
                AND EXISTS (SELECT 1 FROM payments WHERE id = ?2 AND status = 'paid' AND paid_at = ?3)`,
            )
            .bind(p.proposalId, p.id, at),
        ]
      : []),
    db.prepare('SELECT number FROM receipts WHERE payment_id = ?1').bind(p.id),
  ];
  const results = await db.batch(statements);
  const receipt = (results.at(-1)!.results[0] as { number: string } | undefined)?.number ?? null;
  return { applied: results[0]!.meta.changes === 1, receipt };
});

/** The visitor says they paid by UPI (reference as typed): a claim the team confirms. False: known already. */
export const claimUpiPayment = schemaFirst(async function claimUpiPayment(
  db: D1Database,
  c: { id: string; proposalId: string; leadId: string; amount: number; reference: string },
  now: Date,
): Promise<boolean> {
  const r = await db
    .prepare(
      `INSERT INTO payments (id, proposal_id, lead_id, method, amount, currency, reference, status, created_at)
      VALUES (?1, ?2, ?3, 'upi', ?4, '${CURRENCY}', ?5, 'claimed', ?6) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(c.id, c.proposalId, c.leadId, c.amount, c.reference, now.toISOString())
    .run();
  return r.meta.changes === 1;
});

export const paymentsOfProposal = schemaFirst(async function paymentsOfProposal(
  db: D1Database,
  proposalId: string,
): Promise<PaymentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, proposal_id, lead_id, method, amount, reference, status, paid_at, created_at FROM payments
      WHERE proposal_id = ?1 ORDER BY created_at`,
    )
    .bind(proposalId)
    .all<PaymentRow>();
  return results;
});

export const paymentById = schemaFirst(async function paymentById(
  db: D1Database,
  id: string,
): Promise<PaymentRow | null> {
  return db
    .prepare(
      `SELECT id, proposal_id, lead_id, method, amount, reference, status, paid_at, created_at
      FROM payments WHERE id = ?1`,
    )
    .bind(id)
    .first<PaymentRow>();
});

export const receiptsOfProposal = schemaFirst(async function receiptsOfProposal(
  db: D1Database,
  proposalId: string,
): Promise<ReceiptRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM receipts WHERE proposal_id = ?1 ORDER BY issued_at')
    .bind(proposalId)
    .all<ReceiptRow>();
  return results;
});

/** Whether a webhook event id was seen (then it is answered 2xx and changes nothing). */
export const eventSeen = schemaFirst(async function eventSeen(db: D1Database, eventId: string): Promise<boolean> {
  return !!(await db.prepare('SELECT 1 FROM razorpay_events WHERE event_id = ?1').bind(eventId).first());
});

/** A webhook event that applied no payment: a duplicate, an unknown link, a mismatch, a status. */
export const recordEvent = schemaFirst(async function recordEvent(
  db: D1Database,
  e: { id: string; name: string; paymentId: string | null; linkId: string | null; outcome: string },
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO razorpay_events (event_id, event, payment_id, link_id, outcome, received_at)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (event_id) DO NOTHING`,
    )
    .bind(e.id, e.name, e.paymentId, e.linkId, e.outcome, now.toISOString())
    .run();
});

/**
 * Webhook events that need a person: payments for no known link, amounts that did not match, refund
 * events for no refund of this site (data/refunds.ts refundEvent: payment_id holds Razorpay's refund id), and
 * dashboard refunds whose amount or currency did not fit their payment (payments/refund-webhook.ts).
 */
export const eventsToCheck = schemaFirst(async function eventsToCheck(db: D1Database): Promise<
  Array<{
    event_id: string;
    event: string;
    payment_id: string | null;
    link_id: string | null;
    outcome: string;
    received_at: string;
  }>
> {
  const { results } = await db
    .prepare(
      `SELECT event_id, event, payment_id, link_id, outcome, received_at FROM razorpay_events
      WHERE outcome IN ('unknown-link', 'mismatch', 'unknown-refund', 'refund-mismatch')
      ORDER BY received_at DESC LIMIT 20`,
    )
    .all<{
      event_id: string;
      event: string;
      payment_id: string | null;
      link_id: string | null;
      outcome: string;
      received_at: string;
    }>();
  return results;
});

/** A lead's paid payments, oldest first (the 'advance' notices: src/worker/notices/advance.ts). */
export const paidPaymentsOfLead = schemaFirst(async function paidPaymentsOfLead(
  db: D1Database,
  leadId: string,
): Promise<Array<{ id: string; amount: number }>> {
  const { results } = await db
    .prepare(`SELECT id, amount FROM payments WHERE lead_id = ?1 AND status = 'paid' ORDER BY paid_at`)
    .bind(leadId)
    .all<{ id: string; amount: number }>();
  return results;
});

/** A payment's receipt (the visitor's confirmation links it: src/worker/notices/visitor.ts). */
export const receiptOfPayment = schemaFirst(async function receiptOfPayment(
  db: D1Database,
  paymentId: string,
): Promise<ReceiptRow | null> {
  return db.prepare('SELECT * FROM receipts WHERE payment_id = ?1').bind(paymentId).first<ReceiptRow>();
});
