-- Taps on the chat button (GET /go/whatsapp, src/worker/routes/chat-tap.ts; docs/marketing.md
-- "Chat taps"): one row per tap, tied to the chat it opens by the reference code the greeting
-- carries. Nothing here names a person: the attribution is what the visitor's cookies hold, as the
-- consent rules allow (click ids only with marketing consent). Deleted past LEAD_RETENTION_MONTHS
-- by the cron (data/retention.ts).
--   code          the greeting's reference code, e.g. K7Q2MX (src/worker/data/taps.ts TAP_CODE)
--   tapped_at     ISO UTC
--   page_path     the page the button was tapped on (a path on this site), null when unknown
--   first_touch   the touches as lead_ledger stores them (JSON; null when none)
--   last_touch
--   consent       granted | denied | unset, as for a lead
--   source, medium, campaign, landing_path: the last touch's channel, as lead_pipeline stores a lead's
CREATE TABLE IF NOT EXISTS chat_taps (
  code TEXT PRIMARY KEY,
  tapped_at TEXT NOT NULL,
  page_path TEXT,
  first_touch TEXT,
  last_touch TEXT,
  consent TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  landing_path TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_taps_tapped_at ON chat_taps (tapped_at);
