-- How a lead's sender was judged when it arrived (src/worker/leads/quality.ts; docs/marketing.md
-- "Lead quality"). One row per lead accepted since lead quality was checked; no row: 'unchecked'.
--   outcome      verified    Turnstile said a person sent it: the lead's whole path
--                unverified  Turnstile on, but no token or siteverify unreachable: relayed and
--                            notified, nothing to Meta or Google until a person moves it past new
--                spam        Turnstile said no, the honeypot was filled, or a spam rule matched:
--                            kept here and in the inbox's Spam view only
--                unchecked   Turnstile off and no spam rule matched: today's whole path
--                released    was spam; a person said "Not spam" (released_by, released_at)
--   reason       why (Turnstile's error codes, the rule's name); null when verified
CREATE TABLE IF NOT EXISTS lead_quality (
  lead_id TEXT PRIMARY KEY,
  outcome TEXT NOT NULL,
  reason TEXT,
  checked_at TEXT NOT NULL,
  released_by TEXT,
  released_at TEXT
);
CREATE INDEX IF NOT EXISTS lead_quality_outcome ON lead_quality (outcome, checked_at);
