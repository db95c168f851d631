-- Cancelled bookings, their refunds and refund vouchers (docs/sales.md#cancelling-a-booking,
-- docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md). New tables, never ALTER
-- (docs/decisions/0021-one-data-module-for-the-lead-tables.md). Money in paise. SQL on them only in
-- src/worker/data/refunds.ts.
--
-- booking_cancellations: a paid proposal cancelled, once (its primary key): who, when, and the
-- amount the team chose to give back (0: nothing refunded, the dates released 'cancelled').
CREATE TABLE IF NOT EXISTS booking_cancellations (
  proposal_id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  refund_amount INTEGER NOT NULL,
  cancelled_by TEXT NOT NULL,
  cancelled_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS booking_cancellations_lead ON booking_cancellations (lead_id);
-- One refund per payment of a cancelled booking.
--   id           'rf_' + the payment's id
--   method       razorpay (through Razorpay's refund API) | manual (a UPI or bank transfer made by hand)
--   status       requested (not yet accepted by Razorpay) | pending | processed | failed
--   razorpay_id  Razorpay's refund id (rfnd_…), once it answered
--   reference    a refund by hand: the transfer's reference as the team typed it
--   attempt      Razorpay requests made (the idempotency key is the id and the attempt)
CREATE TABLE IF NOT EXISTS refunds (
  id TEXT PRIMARY KEY,
  proposal_id TEXT NOT NULL,
  lead_id TEXT NOT NULL,
  payment_id TEXT NOT NULL UNIQUE,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'INR',
  status TEXT NOT NULL,
  razorpay_id TEXT UNIQUE,
  reference TEXT,
  attempt INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS refunds_proposal ON refunds (proposal_id);
-- Refund vouchers (CGST Rules, rule 51): a series of their own per financial year (fy '2026-27'),
-- n 1, 2, 3… without gaps or reuse, allocated in the cancellation's batch. Each row holds what the
-- voucher shows (the receipt voucher it refers to included), so it stays readable after the lead is
-- erased, as receipts do (docs/decisions/0047-gst-place-of-supply-and-receipts.md).
CREATE TABLE IF NOT EXISTS refund_vouchers (
  fy TEXT NOT NULL,
  n INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE,
  refund_id TEXT NOT NULL UNIQUE,
  proposal_id TEXT NOT NULL,
  receipt_number TEXT NOT NULL,
  receipt_issued_at TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  amount INTEGER NOT NULL,
  taxable INTEGER NOT NULL,
  tax TEXT NOT NULL,
  gstin TEXT,
  payee_name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (fy, n)
);
