import { schemaFirst } from './schema';

/**
 * The inbox members' Web Push subscriptions (migrations/0016_push_subscriptions.sql): one per
 * browser endpoint, belonging to the member who turned notifications on there; and each push
 * notice's fate on each device (migrations/0017_push_deliveries.sql), so a retry goes only to the
 * devices that have not had it (docs/decisions/0043-push-retries-per-device.md).
 */
export interface PushSubscriptionRow {
  endpoint: string;
  member: string;
  p256dh: string;
  auth: string;
}

/** A member's browsers kept at most: turning it on on an eleventh drops the one turned on longest ago. */
export const DEVICES_PER_MEMBER = 10;

/**
 * Stores a browser's subscription for `member`: the same endpoint again from the same member
 * refreshes its keys; from another member it is left alone ('taken': a device is its subscriber's).
 */
export const savePushSubscription = schemaFirst(async function savePushSubscription(
  db: D1Database,
  member: string,
  sub: { endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<'saved' | 'taken'> {
  const who = member.toLowerCase();
  const [upsert] = await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, member, p256dh, auth, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
        ON CONFLICT(endpoint) DO UPDATE SET p256dh = ?3, auth = ?4, created_at = ?5 WHERE member = ?2`,
      )
      .bind(sub.endpoint, who, sub.p256dh, sub.auth, now.toISOString()),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE member = ?1 AND endpoint NOT IN (
          SELECT endpoint FROM push_subscriptions WHERE member = ?1 ORDER BY created_at DESC, endpoint LIMIT ?2
        )`,
      )
      .bind(who, DEVICES_PER_MEMBER),
  ]);
  return upsert!.meta.changes > 0 ? 'saved' : 'taken';
});

/** Removes one of `member`'s subscriptions ('removed'); none: 'absent'; another member's is left ('not-yours'). */
export const deletePushSubscription = schemaFirst(async function deletePushSubscription(
  db: D1Database,
  member: string,
  endpoint: string,
): Promise<'removed' | 'absent' | 'not-yours'> {
  const [removed, left] = await db.batch([
    db
      .prepare('DELETE FROM push_subscriptions WHERE endpoint = ?1 AND member = ?2')
      .bind(endpoint, member.toLowerCase()),
    db.prepare('SELECT 1 AS n FROM push_subscriptions WHERE endpoint = ?1').bind(endpoint),
  ]);
  if (removed!.meta.changes > 0) return 'removed';
  return left!.results.length ? 'not-yours' : 'absent';
});

/** A subscription its push service reports gone (404, 410) or that can never take a push, whoever's it is. */
export const forgetPushSubscription = schemaFirst(async function forgetPushSubscription(
  db: D1Database,
  endpoint: string,
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?1').bind(endpoint),
    db.prepare('DELETE FROM push_deliveries WHERE endpoint = ?1').bind(endpoint),
  ]);
});

/** The subscriptions of these members (e-mails, or the local actor), or every one with 'all'. */
export const pushSubscriptionsOf = schemaFirst(async function pushSubscriptionsOf(
  db: D1Database,
  members: readonly string[] | 'all',
): Promise<PushSubscriptionRow[]> {
  const { results } =
    members === 'all'
      ? await db
          .prepare('SELECT endpoint, member, p256dh, auth FROM push_subscriptions ORDER BY created_at, endpoint')
          .all<PushSubscriptionRow>()
      : await db
          .prepare(
            `SELECT endpoint, member, p256dh, auth FROM push_subscriptions
            WHERE member IN (SELECT value FROM json_each(?1)) ORDER BY created_at, endpoint`,
          )
          .bind(JSON.stringify(members.map((m) => m.toLowerCase())))
          .all<PushSubscriptionRow>();
  return results;
});

/** One notice on one device: sent; failed (refused for good: never sent again); retry (not before `notBefore`). */
export interface PushDelivery {
  endpoint: string;
  status: 'sent' | 'failed' | 'retry';
  notBefore: string | null;
  error?: string;
}

/** Rows older than this are pruned (the outbox gives a job up after 12 hours: data/outbox.ts GIVE_UP_MS). */
const KEEP_MS = 24 * 3600_000;

/** What became of one job (`job`: the hash of its outbox key) on each device tried so far. */
export const pushDeliveriesOf = schemaFirst(async function pushDeliveriesOf(
  db: D1Database,
  job: string,
): Promise<PushDelivery[]> {
  const { results } = await db
    .prepare('SELECT endpoint, status, not_before AS notBefore FROM push_deliveries WHERE job = ?1')
    .bind(job)
    .all<PushDelivery>();
  return results;
});

/** Records this attempt's outcome on each device tried, and prunes the records of finished jobs. */
export const recordPushDeliveries = schemaFirst(async function recordPushDeliveries(
  db: D1Database,
  job: string,
  rows: readonly PushDelivery[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    ...rows.map((r) =>
      db
        .prepare(
          `INSERT INTO push_deliveries (job, endpoint, status, attempts, not_before, last_error, updated_at)
          VALUES (?1, ?2, ?3, 1, ?4, ?5, ?6)
          ON CONFLICT(job, endpoint) DO UPDATE SET status = ?3, attempts = attempts + 1, not_before = ?4,
            last_error = ?5, updated_at = ?6`,
        )
        .bind(job, r.endpoint, r.status, r.notBefore, r.error?.slice(0, 200) ?? null, at),
    ),
    db
      .prepare('DELETE FROM push_deliveries WHERE updated_at < ?1')
      .bind(new Date(now.getTime() - KEEP_MS).toISOString()),
  ]);
});
