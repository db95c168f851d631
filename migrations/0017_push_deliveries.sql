-- Each push notice's fate on each device (docs/decisions/0043-push-retries-per-device.md): one row
-- per outbox job and device, so a retry of the job sends only to the devices that have not had
-- it (src/worker/notices/channels/push.ts). New table, never ALTER; no lead id and no personal
-- data: `job` is a hash of the outbox job's key, and each push prunes the rows older than a day.
--   job          SHA-256 (base64url) of the outbox key: '<kind>:push:<lead id>'
--   endpoint     the device (push_subscriptions.endpoint)
--   status       sent | failed (refused for good: never this message again) | retry
--   not_before   a 429's Retry-After: not tried again before this time (UTC ISO); else null
--   last_error   what the push service answered (a status, never a key)
CREATE TABLE IF NOT EXISTS push_deliveries (
  job TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  not_before TEXT,
  last_error TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (job, endpoint)
);
CREATE INDEX IF NOT EXISTS push_deliveries_updated ON push_deliveries (updated_at);
