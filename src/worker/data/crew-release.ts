import type { Clock, ReleaseReason } from './crews';
import { schemaFirst } from './schema';

/**
 * Crew dates released (migrations/0019_crews.sql; the rest of crew_days is ./crews.ts): by the
 * proposal's reason, for dates a changed proposal no longer has, and the cron's record of ended holds.
 */

const iso = (now?: Date) => (now ?? new Date()).toISOString();

/** The proposal's dates are free again, with the reason: expired, cancelled or refunded. */
export const releaseDates = schemaFirst(async function releaseDates(
  db: D1Database,
  proposalId: string,
  reason: ReleaseReason,
  { now }: Clock = {},
): Promise<{ released: number }> {
  const r = await db
    .prepare(
      `UPDATE crew_days SET released_at = ?2, released_reason = ?3 WHERE proposal_id = ?1 AND released_at IS NULL`,
    )
    .bind(proposalId, iso(now), reason)
    .run();
  return { released: r.meta.changes ?? 0 };
});

/**
 * A changed proposal's dates: its rows on any other day or city than `days` in `city` are released
 * with the reason (the version that had them is replaced).
 */
export const releaseOtherDates = schemaFirst(async function releaseOtherDates(
  db: D1Database,
  proposalId: string,
  city: string,
  days: string[],
  reason: ReleaseReason,
  { now }: Clock = {},
): Promise<{ released: number }> {
  const r = await db
    .prepare(
      `UPDATE crew_days SET released_at = ?2, released_reason = ?3
       WHERE proposal_id = ?1 AND released_at IS NULL
       AND NOT (city = ?4 AND day IN (SELECT value FROM json_each(?5)))`,
    )
    .bind(proposalId, iso(now), reason, city, JSON.stringify(days))
    .run();
  return { released: r.meta.changes ?? 0 };
});

/** The cron's record of holds past their end (they already count as free): released, 'expired'. */
export const releaseExpired = schemaFirst(async function releaseExpired(
  db: D1Database,
  { now }: Clock = {},
): Promise<{ released: number }> {
  const at = iso(now);
  const r = await db
    .prepare(
      `UPDATE crew_days SET released_at = ?1, released_reason = 'expired'
       WHERE kind = 'hold' AND released_at IS NULL AND hold_until <= ?1`,
    )
    .bind(at)
    .run();
  return { released: r.meta.changes ?? 0 };
});
