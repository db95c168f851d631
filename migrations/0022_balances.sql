-- The balance of a paid proposal (docs/sales.md#proposals-and-payments,
-- docs/decisions/0051-the-balance-and-the-visitors-messages.md): what stays due after the advance,
-- falling due BALANCE_DUE_DAYS before the first event date. A new table, never ALTER (decision
-- 0021). SQL on it only in src/worker/data/balances.ts (and the payment's batch in data/payments.ts).
--   proposal_id  one balance per proposal
--   amount       paise still due when it was planned (the total less what was paid)
--   due_on       YYYY-MM-DD, India day
--   reminded_at  when the reminder a day before due_on was planned (null: not yet, or its day was missed)
--   claimed_at   the cron that is making the link (another cron leaves it for 10 minutes)
--   method       razorpay | upi | call (how the visitor pays it) | settled (nothing was due)
--   link_id, link_url  the Razorpay payment link for it (null for UPI: the page shows its QR)
--   linked_at    when the link was made and the visitor's message planned (once)
--   payment_id, paid_at  the payment that settled it (same receipt series as the advance)
CREATE TABLE IF NOT EXISTS proposal_balances (
  proposal_id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  due_on TEXT NOT NULL,
  reminded_at TEXT,
  claimed_at TEXT,
  method TEXT,
  link_id TEXT,
  link_url TEXT,
  linked_at TEXT,
  payment_id TEXT,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS proposal_balances_link ON proposal_balances (link_id);
CREATE INDEX IF NOT EXISTS proposal_balances_payment ON proposal_balances (payment_id);
CREATE INDEX IF NOT EXISTS proposals_status ON proposals (status);
