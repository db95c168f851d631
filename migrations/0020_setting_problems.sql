-- Problems with a setting seen at run time (docs/operators.md "Configuration"): a setting that
-- parses but that the service it is for refuses (siteverify answering invalid-input-secret to
-- TURNSTILE_SECRET_KEY). One row per setting, the last problem and when it was seen; named on
-- /admin/status, and gone once the service accepts the setting again (src/worker/quality/problems.ts).
-- Never a value: the setting may be a secret.
CREATE TABLE IF NOT EXISTS setting_problems (
  setting TEXT PRIMARY KEY,
  problem TEXT NOT NULL,
  seen_at TEXT NOT NULL
);
