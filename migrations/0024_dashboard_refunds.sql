-- Refunds made in Razorpay's own dashboard of a payment this site recorded
-- (docs/decisions/0055-refunds-made-in-razorpays-dashboard.md): recorded from Razorpay's
-- refund.processed webhook, once per Razorpay refund id (the primary key), with a refund voucher of
-- the same series as a cancellation's (refund_vouchers.refund_id is the Razorpay refund id). The
-- site's own refunds stay in refunds (migrations/0021_refunds.sql). A new table, never ALTER
-- (docs/decisions/0021-one-data-module-for-the-lead-tables.md). Money in paise. SQL on it only in
-- src/worker/data/dashboard-refunds.ts (whose batch writes the voucher's refund_vouchers row too),
-- the reports' (data/overpaid.ts, data/sales-sql.ts) and erasure's (data/data-rights.ts).
--   id           Razorpay's refund id (rfnd_…)
--   payment_id   the payment refunded (payments.id); several refunds of one payment may be made
--   event_id     the webhook event that recorded it (X-Razorpay-Event-Id)
--   refunded_at  Razorpay's created_at of the refund (ISO), else when it was recorded
CREATE TABLE IF NOT EXISTS dashboard_refunds (
  id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL,
  proposal_id TEXT NOT NULL,
  lead_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  event_id TEXT NOT NULL,
  refunded_at TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS dashboard_refunds_proposal ON dashboard_refunds (proposal_id);
CREATE INDEX IF NOT EXISTS dashboard_refunds_payment ON dashboard_refunds (payment_id);
CREATE INDEX IF NOT EXISTS dashboard_refunds_lead ON dashboard_refunds (lead_id);
