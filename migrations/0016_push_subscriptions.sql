-- Web Push subscriptions of the inbox's members (docs/sales.md "Notifications on a phone"): one
-- row per browser (its push endpoint), owned by the member signed in when it was turned on. The
-- keys are the browser's (RFC 8291); nothing here names a lead. A service answering 404 or 410
-- deletes the row (src/worker/notices/channels/push.ts).
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  member TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS push_subscriptions_member ON push_subscriptions (member);
