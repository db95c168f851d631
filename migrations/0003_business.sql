-- The business side (issues 19-22): idempotent submissions, the person behind each lead, the
-- sales pipeline with notes and an audit trail, and the outbox of notices and conversions.
-- Relation: every table's lead_id = lead_ledger.id = leads.id (the lead id).
-- Every accepted lead has a lead_ledger, lead_pipeline and (until erased or anonymised)
-- lead_contacts row, written in one batch when the lead is accepted.

-- Idempotency (issue 22): the first submission with a key wins for a day; a repeat with the same
-- body is answered as the first was, a different body is refused.
--   key        '<endpoint>|event:<event id>' | '<endpoint>|key:<Idempotency-Key>' | '<endpoint>|body:<hash>'
--   body_hash  SHA-256 (hex) of the validated §3 payload without its timestamp
CREATE TABLE IF NOT EXISTS lead_keys (
  key TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_keys_created ON lead_keys (created_at);

-- The person behind a lead: what the team needs to call back, and what ad platforms get hashed
-- (with marketing consent only). Deleted on erasure; deleted by retention (the cron), which
-- leaves the pipeline row (no personal data) for the reports.
--   email     trimmed, lower-cased
--   phone     country code and digits, no '+' (919876543210); '' when the form's number has none
--   page_url  the page the form was on; client_ip, user_agent: of the submission (Meta CAPI)
CREATE TABLE IF NOT EXISTS lead_contacts (
  lead_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  page_url TEXT,
  client_ip TEXT,
  user_agent TEXT
);
CREATE INDEX IF NOT EXISTS lead_contacts_email ON lead_contacts (email);
CREATE INDEX IF NOT EXISTS lead_contacts_phone ON lead_contacts (phone);

-- The inbox's list and pipeline (issue 19). No personal field: kept after retention for reports.
--   service, city       what the lead asked for (partner: category; photographer: experience)
--   source … landing    the last touch as channel() (src/shared/attribution/channel.ts) reads it
--   stage               new → contacted → quoted → booked | lost
--   value               booked value in whole rupees; lost_reason one of the inbox's list
CREATE TABLE IF NOT EXISTS lead_pipeline (
  lead_id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  received_at TEXT NOT NULL,
  service TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT '(direct)',
  medium TEXT NOT NULL DEFAULT '(none)',
  campaign TEXT NOT NULL DEFAULT '(not set)',
  landing_path TEXT NOT NULL DEFAULT '(unknown)',
  stage TEXT NOT NULL DEFAULT 'new',
  value INTEGER,
  lost_reason TEXT,
  stage_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_pipeline_received ON lead_pipeline (received_at);
CREATE INDEX IF NOT EXISTS lead_pipeline_stage ON lead_pipeline (stage, received_at);
CREATE INDEX IF NOT EXISTS lead_pipeline_source ON lead_pipeline (source, received_at);
CREATE INDEX IF NOT EXISTS lead_pipeline_campaign ON lead_pipeline (campaign, received_at);

-- Notes on a lead, with author (the Access identity) and time.
CREATE TABLE IF NOT EXISTS lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_notes_lead ON lead_notes (lead_id, created_at);

-- Audit trail: every change made in the inbox (who, when, what, from → to); nothing is ever
-- silently overwritten. An erasure is recorded here too, without the erased data.
CREATE TABLE IF NOT EXISTS lead_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  from_value TEXT,
  to_value TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_audit_lead ON lead_audit (lead_id, at);

-- The outbox (issues 20, 21): one row per message to send, at most once, at least once.
--   key      '<kind>:<channel>:<subject>' (notice:webhook:<lead id>, digest:email:2026-11-25, meta:Lead:<lead id>);
--            a lead's first row, 'plan:lead:<lead id>', is written with the lead and expands into the
--            notices and conversions configured when it runs (src/worker/queue/index.ts)
--   status   pending → sending (claimed, before the send) → sent | failed | skipped
--   next_at  when a pending row is due (backoff after a failure)
--   response the channel's answer, shown in the inbox (never a token)
CREATE TABLE IF NOT EXISTS outbox (
  key TEXT PRIMARY KEY,
  lead_id TEXT,
  kind TEXT NOT NULL,
  channel TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT NOT NULL,
  claimed_at TEXT,
  sent_at TEXT,
  last_error TEXT,
  response TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_at);
CREATE INDEX IF NOT EXISTS outbox_lead ON outbox (lead_id);
