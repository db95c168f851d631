-- Proposals, payments and receipts (docs/sales.md#proposals-and-payments, docs/product.md#proposal-page,
-- docs/decisions/0047-gst-place-of-supply-and-receipts.md, docs/decisions/0048-payments-through-razorpay-links.md).
-- New tables, never ALTER (docs/decisions/0021-one-data-module-for-the-lead-tables.md). Money in
-- paise, whole integers. SQL on them only in src/worker/data/proposals.ts and data/payments.ts.
--
-- proposals: one a quote sent to a lead; its link stays while its versions change.
--   id          'prop_' + random: Razorpay's reference_id for its payment link
--   token       the public link's secret (/p/{token}): 128 random bits, base64url; never the id
--   status      open | paid | expired | cancelled
--   version     the latest version (proposal_versions), what the page shows
--   hold_until  when the dates stop being held for the visitor (UTC ISO)
--   link_id, link_url, link_amount  the Razorpay payment link made for it, and its amount in paise
--               (null until the visitor pays; a changed advance makes a new link)
--   erased_at   set by erasure just before its personal rows go (acceptances may then be deleted)
CREATE TABLE IF NOT EXISTS proposals (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  lead_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open',
  language TEXT NOT NULL DEFAULT 'en',
  city TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 1,
  hold_until TEXT NOT NULL,
  link_id TEXT,
  link_url TEXT,
  link_amount INTEGER,
  erased_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS proposals_lead ON proposals (lead_id);
CREATE INDEX IF NOT EXISTS proposals_link ON proposals (link_id);
-- Each version as it was sent, never changed.
--   lines  JSON [{item, amount}] (amount in paise before tax); dates JSON [{date YYYY-MM-DD, label}]
--   tax    JSON {rate, kind: 'none'|'intra'|'inter', cgst, sgst, igst, placeOfSupply: {code, name} | null}
--   subtotal, total, advance  paise (total = subtotal + tax; advance tax included)
CREATE TABLE IF NOT EXISTS proposal_versions (
  proposal_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  lines TEXT NOT NULL,
  dates TEXT NOT NULL,
  city TEXT NOT NULL,
  subtotal INTEGER NOT NULL,
  tax TEXT NOT NULL,
  total INTEGER NOT NULL,
  advance INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (proposal_id, version)
);
-- The visitor's acceptance of one version: the name as typed, when, from where. Never changed; deleted
-- only once its proposal is marked erased (the triggers below).
CREATE TABLE IF NOT EXISTS proposal_acceptances (
  proposal_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  name TEXT NOT NULL,
  accepted_at TEXT NOT NULL,
  client_ip TEXT,
  user_agent TEXT,
  PRIMARY KEY (proposal_id, version)
);
CREATE TRIGGER IF NOT EXISTS proposal_acceptances_kept BEFORE UPDATE ON proposal_acceptances
BEGIN
  SELECT RAISE(ABORT, 'an acceptance never changes');
END;
CREATE TRIGGER IF NOT EXISTS proposal_acceptances_erased_only BEFORE DELETE ON proposal_acceptances
WHEN (SELECT erased_at FROM proposals WHERE id = OLD.proposal_id) IS NULL
BEGIN
  SELECT RAISE(ABORT, 'an acceptance is deleted only by erasure');
END;
-- Money received for a proposal: one row per payment, applied once.
--   id      Razorpay's payment id (pay_…), or 'upi_' + the UPI reference the visitor gave
--   method  razorpay | upi
--   status  claimed (the visitor says they paid by UPI; the team has not confirmed) | paid
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  proposal_id TEXT NOT NULL,
  lead_id TEXT NOT NULL,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'INR',
  reference TEXT,
  status TEXT NOT NULL,
  confirmed_by TEXT,
  paid_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_proposal ON payments (proposal_id);
-- Receipts: one series per Indian financial year (fy '2026-27'), n 1, 2, 3… without gaps or reuse;
-- the number is allocated in the same batch as the payment (data/payments.ts). Each row holds what
-- the receipt shows, so it stays readable after the lead is erased (decision 0047: kept as the tax
-- rules require). tax as proposal_versions.tax for this amount.
CREATE TABLE IF NOT EXISTS receipts (
  fy TEXT NOT NULL,
  n INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE,
  payment_id TEXT NOT NULL UNIQUE,
  proposal_id TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  amount INTEGER NOT NULL,
  taxable INTEGER NOT NULL,
  tax TEXT NOT NULL,
  gstin TEXT,
  payer_name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (fy, n)
);
-- Razorpay's webhook deliveries seen (X-Razorpay-Event-Id): each applied once.
--   outcome  applied | duplicate | unknown-link | mismatch | ignored
CREATE TABLE IF NOT EXISTS razorpay_events (
  event_id TEXT PRIMARY KEY,
  event TEXT NOT NULL,
  payment_id TEXT,
  link_id TEXT,
  outcome TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS razorpay_events_outcome ON razorpay_events (outcome, received_at);
