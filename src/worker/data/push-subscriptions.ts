import { schemaFirst } from './schema';

/**
 * The inbox members' Web Push subscriptions (migrations/0016_push_subscriptions.sql): one per
 * browser endpoint, belonging to the member who turned notifications on there.
 */
export interface PushSubscriptionRow {
  endpoint: string;
  member: string;
  p256dh: string;
  auth: string;
}

/** A member's browsers kept at most: turning it on on an eleventh drops the one turned on longest ago. */
export const DEVICES_PER_MEMBER = 10;

/** Stores a browser's subscription for `member` (the same endpoint again: its keys and member replaced). */
export const savePushSubscription = schemaFirst(async function savePushSubscription(
  db: D1Database,
  member: string,
  sub: { endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<void> {
  const who = member.toLowerCase();
  await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, member, p256dh, auth, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
        ON CONFLICT(endpoint) DO UPDATE SET member = ?2, p256dh = ?3, auth = ?4, created_at = ?5`,
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
});

/** Removes one of `member`'s subscriptions (another member's is left alone); whether one was removed. */
export const deletePushSubscription = schemaFirst(async function deletePushSubscription(
  db: D1Database,
  member: string,
  endpoint: string,
): Promise<boolean> {
  const r = await db
    .prepare('DELETE FROM push_subscriptions WHERE endpoint = ?1 AND member = ?2')
    .bind(endpoint, member.toLowerCase())
    .run();
  return r.meta.changes > 0;
});

/** A subscription its push service reports gone (404, 410), whoever's it is. */
export const forgetPushSubscription = schemaFirst(async function forgetPushSubscription(
  db: D1Database,
  endpoint: string,
): Promise<void> {
  await db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?1').bind(endpoint).run();
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
