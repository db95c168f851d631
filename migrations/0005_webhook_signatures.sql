-- Content webhooks already handled (POST /api/revalidate, docs/operators.md): a signed call is
-- good for 5 minutes either side of its timestamp, and each one purges the content cache, so the
-- signatures seen are remembered until their window closes and a repeat is answered without a
-- purge. In D1 (not KV): the insert is atomic, so two copies arriving at once purge once.
--   signature   the whole `sanity-webhook-signature` header (t=<ms>,v1=<HMAC>: one per body and time)
--   expires_at  ms since the epoch when the signature's window closes (its timestamp + 5 minutes)
CREATE TABLE IF NOT EXISTS webhook_signatures (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_signatures_expires ON webhook_signatures (expires_at);
