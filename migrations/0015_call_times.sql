-- A call at the time the visitor picks (docs/product.md#choosing-a-call-time,
-- docs/decisions/0035-call-times-chosen-with-a-per-submission-secret.md): one row per callback
-- lead whose answer offered call times. New table, never ALTER (docs/decisions/ "One data module
-- for the lead tables"); no personal data (erased with the lead all the same).
--   handle        the public half of the per-submission secret (random, never the lead id): finds the row
--   secret_hash   SHA-256 (hex) of the secret half; the secret itself is never stored
--   expires_at    when the secret stops working (UTC ISO)
--   call_at       the start of the slot chosen (UTC ISO); null until chosen
--   chosen_at     when it was chosen (a secret is spent once chosen)
CREATE TABLE IF NOT EXISTS lead_call_times (
  lead_id TEXT PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  call_at TEXT,
  chosen_at TEXT
);
CREATE INDEX IF NOT EXISTS lead_call_times_call ON lead_call_times (call_at);
