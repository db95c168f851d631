-- Which browser sent a lead, for withdrawing consent from that browser only (DPDP: as easy to
-- withdraw as to give; docs/marketing.md). A browser that sends a lead with marketing consent gets
-- a random secret in its `leads` cookie (HttpOnly); only the secret's SHA-256 (hex) is kept here,
-- so neither a lead id (it travels in notices and as Meta's event_id) nor this table's content
-- can withdraw anyone's consent. Deleted with the lead's contact (erasure, retention).
--   secret_hash  SHA-256 hex of the cookie's secret; one browser's leads share it
CREATE TABLE IF NOT EXISTS lead_browsers (
  lead_id TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_browsers_secret ON lead_browsers (secret_hash);
