-- Taps on the chat button (GET /go/whatsapp): one row per tap, keyed by the short reference code
-- the greeting ends with ("(ref K7Q2MX)"), so a chat carrying the code takes the tap's attribution.
--   touch    JSON: the visitor's touch as the ledger stores first_touch/last_touch (null when none)
--   consent  'granted' | 'denied' | 'unset' at the time of the tap
CREATE TABLE IF NOT EXISTS chat_taps (
  code TEXT PRIMARY KEY,
  tapped_at TEXT NOT NULL,
  page_path TEXT,
  touch TEXT,
  consent TEXT NOT NULL DEFAULT 'unset'
);
