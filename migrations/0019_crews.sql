-- Crews and their dates (docs/sales.md#crews-and-dates, docs/decisions/0049-crew-dates-held-in-one-conditional-batch.md).
-- New tables, never ALTER (docs/decisions/ "One data module for the lead tables"); every statement
-- on them is in src/worker/data/crews.ts and src/worker/data/crew-feeds.ts.
--
-- crews_per_city: how many crews can shoot on one day in a city (its canonical value,
-- src/shared/vocabulary/services.ts); a city without a row has DEFAULT_CREWS_PER_CITY.
CREATE TABLE IF NOT EXISTS crews_per_city (
  city TEXT PRIMARY KEY,
  crews INTEGER NOT NULL CHECK (crews >= 0),
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
-- crew_days: one crew on one date for one proposal. A row is live while released_at is null and it
-- is booked, or a hold whose hold_until (UTC ISO) is still ahead: an ended hold counts as free
-- without any job; the cron marks it released ('expired').
--   kind             hold | booked (booked: no end)
--   released_reason  expired | cancelled | refunded
CREATE TABLE IF NOT EXISTS crew_days (
  proposal_id TEXT NOT NULL,
  day TEXT NOT NULL,
  city TEXT NOT NULL,
  lead_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('hold', 'booked')),
  hold_until TEXT,
  created_at TEXT NOT NULL,
  released_at TEXT,
  released_reason TEXT CHECK (released_reason IN ('expired', 'cancelled', 'refunded')),
  PRIMARY KEY (proposal_id, day, city)
);
CREATE INDEX IF NOT EXISTS crew_days_city_day ON crew_days (city, day);
CREATE INDEX IF NOT EXISTS crew_days_lead ON crew_days (lead_id);
-- The all-or-nothing check of one hold: its batch inserts the number of dates it could not hold;
-- anything but 0 fails this CHECK, so D1 rolls the whole batch back (no date held). A row that
-- passes is deleted in the same batch: the table is always empty.
CREATE TABLE IF NOT EXISTS crew_hold_guard (
  missing INTEGER NOT NULL CHECK (missing = 0)
);
-- The calendar feeds' tokens (one per city and 'all'): random, 256 bits, base64url. Kept as they
-- are so the Team page (behind Access) can show the links; compared in constant time.
CREATE TABLE IF NOT EXISTS crew_feed_tokens (
  scope TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);
