-- The lead ledger (issue 15): one row per accepted lead, written on the lead's way through the
-- queue consumer (or at acceptance when there is no BACKEND_URL), so it answers "what came in,
-- from which ad, and was it delivered?". It holds no personal field of the lead: the §3 JSON
-- goes to the backend, and to the `leads` table (0001) only while it waits there.
-- Relation: lead_ledger.id = leads.id = the lead id (the backend's Idempotency-Key). Every lead
-- has a ledger row; a `leads` row exists only for a lead parked in D1 (pending / kept).
--   status        'waiting' (accepted, not yet taken by the backend) → 'delivered'
--   form          'callback' | 'partner' | 'photographer'
--   event_id      the submission's event id (made by the form's script, or the worker without JS)
--   first_touch, last_touch  JSON: utm_source … fbclid, landingPage, referrer, at (null when none)
--   consent       'granted' | 'denied' | 'unset' (marketing measurement), with the notice
--                 version and the time of the choice
CREATE TABLE IF NOT EXISTS lead_ledger (
  id TEXT PRIMARY KEY,
  event_id TEXT,
  form TEXT NOT NULL,
  received_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'waiting',
  delivered_at TEXT,
  first_touch TEXT,
  last_touch TEXT,
  consent TEXT NOT NULL DEFAULT 'unset',
  consent_version TEXT,
  consent_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_ledger_received ON lead_ledger (received_at);
