-- The sales team's work on a lead (docs/sales.md "A day with the inbox"): who owns it, what
-- happens next and when, when it was first answered, the calls logged. New tables, never ALTER
-- (docs/decisions/ "One data module for the lead tables").

-- Team members: Access identities (lower-cased e-mails) from INBOX_TEAM or added on the Team page.
--   away              1: gets no new leads (round-robin skips them)
--   cities, services  canonical values (src/shared/site.ts), comma-separated; '' takes any
--   last_assigned_at  round-robin: the available matching member assigned longest ago goes next
--   removed_at        set when removed on the Team page (kept: old leads still name them)
CREATE TABLE IF NOT EXISTS inbox_team (
  email TEXT PRIMARY KEY,
  name TEXT NOT NULL DEFAULT '',
  away INTEGER NOT NULL DEFAULT 0,
  cities TEXT NOT NULL DEFAULT '',
  services TEXT NOT NULL DEFAULT '',
  last_assigned_at TEXT,
  added_by TEXT,
  added_at TEXT NOT NULL,
  removed_at TEXT
);

-- One row per lead (written with the lead; older leads get theirs below).
--   owner             inbox_team.email; null: unassigned
--   next_at           when the lead next needs the team (the queue's order, oldest first):
--                     its receipt until a follow-up is set, then the follow-up; null once booked
--                     or lost, and for spam (set when "Not spam" releases it)
--   follow_up_at      the next step's time (UTC ISO) and what it is (follow_up_note)
--   first_contact_at  the first logged call, WhatsApp or e-mail tap, or stage change (by whom)
--   quote_value       the quoted amount in whole rupees (the booked value is lead_pipeline.value)
CREATE TABLE IF NOT EXISTS lead_work (
  lead_id TEXT PRIMARY KEY,
  owner TEXT,
  assigned_at TEXT,
  next_at TEXT,
  follow_up_at TEXT,
  follow_up_note TEXT,
  first_contact_at TEXT,
  first_contact_by TEXT,
  quote_value INTEGER
);
CREATE INDEX IF NOT EXISTS lead_work_next ON lead_work (next_at);
CREATE INDEX IF NOT EXISTS lead_work_owner ON lead_work (owner, next_at);
CREATE INDEX IF NOT EXISTS lead_work_follow_up ON lead_work (follow_up_at);

-- Leads accepted before this table: open ones need the team from their receipt (runs once per
-- isolate like every statement here; a no-op once every lead has its row).
INSERT OR IGNORE INTO lead_work (lead_id, next_at)
SELECT p.lead_id, CASE WHEN p.stage IN ('new', 'contacted', 'quoted') AND COALESCE(q.outcome, '') != 'spam' THEN p.received_at END
FROM lead_pipeline p LEFT JOIN lead_quality q ON q.lead_id = p.lead_id
WHERE NOT EXISTS (SELECT 1 FROM lead_work w WHERE w.lead_id = p.lead_id);

-- Calls logged on a lead: outcome one of reached | no-answer | busy | wrong-number | call-back.
CREATE TABLE IF NOT EXISTS lead_calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  actor TEXT NOT NULL,
  outcome TEXT NOT NULL,
  note TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_calls_lead ON lead_calls (lead_id, at);
