-- Leads parked in D1: the relay's dead-letter consumer stores a lead the backend refused for
-- longer than the queue's retry budget (status 'pending'); with no BACKEND_URL every accepted
-- lead is kept here (status 'kept'). The cron re-sends both until the backend takes them
-- ('delivered'). `payload` is the exact JSON relayed to {BACKEND_URL}/{endpoint}; `id` is the
-- lead id, sent as the Idempotency-Key header on every attempt.
-- The worker also runs this file (CREATE … IF NOT EXISTS) once per isolate, so a fresh local
-- clone needs no manual step; deployed: `wrangler d1 migrations apply leads --remote`.
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  endpoint TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS leads_status_created ON leads (status, created_at);
