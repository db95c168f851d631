import { schemaFirst } from './schema';
import { FROM_SETTING, ROUND_ROBIN } from './team';

/**
 * Round-robin (docs/sales.md "Team"): gives a new, unowned lead to the available member (not
 * away, still on the team) who was given one longest ago, preferring those whose cities and
 * services take the lead's (a member with none set takes any; if no one matches, any available
 * member). One batch, so it reads and writes as one: two leads at once never go to the same person
 * by a race. last_assigned_at always moves past every other member's (a millisecond on when the
 * clock has not), so the turn passes on even within one instant. Returns the owner, or null
 * (no member, or the lead already has an owner: nothing changes then).
 */
export const assignNext = schemaFirst(async function assignNext(
  db: D1Database,
  leadId: string,
  fromSetting: readonly string[],
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  const pick = `(
    SELECT t.email
    FROM inbox_team t
    JOIN lead_pipeline p ON p.lead_id = ?1
    WHERE t.away = 0
      AND (
        t.email IN (SELECT value FROM json_each(?2))
        OR (t.removed_at IS NULL AND t.added_by IS NOT '${FROM_SETTING}')
      )
    ORDER BY (t.cities = '' OR instr(',' || t.cities || ',', ',' || p.city || ',') > 0)
      AND (t.services = '' OR instr(',' || t.services || ',', ',' || p.service || ',') > 0) DESC,
      t.last_assigned_at IS NOT NULL, t.last_assigned_at, t.added_at, t.email
    LIMIT 1
  )`;
  const results = await db.batch<{ owner: string | null; assigned_at: string | null }>([
    db
      .prepare(
        `INSERT INTO inbox_team (email, added_by, added_at)
        SELECT value, '${FROM_SETTING}', ?2
        FROM json_each(?1)
        WHERE true
        ON CONFLICT(email) DO NOTHING`,
      )
      .bind(JSON.stringify(fromSetting), at),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT ?1, ?3, 'owner', NULL, ${pick}, ?4
        FROM lead_work
        WHERE lead_id = ?1 AND owner IS NULL AND ${pick} IS NOT NULL`,
      )
      .bind(leadId, JSON.stringify(fromSetting), ROUND_ROBIN, at),
    db
      .prepare(
        `UPDATE lead_work
        SET owner = ${pick}, assigned_at = ?3
        WHERE lead_id = ?1 AND owner IS NULL AND ${pick} IS NOT NULL`,
      )
      .bind(leadId, JSON.stringify(fromSetting), at),
    db
      .prepare(
        `UPDATE inbox_team
        SET last_assigned_at = (
          SELECT CASE WHEN m IS NULL OR ?2 > m THEN ?2 ELSE strftime('%Y-%m-%dT%H:%M:%fZ', m, '+0.001 seconds') END
          FROM (SELECT max(last_assigned_at) AS m FROM inbox_team)
        )
        WHERE email = (SELECT owner FROM lead_work WHERE lead_id = ?1 AND assigned_at = ?2)`,
      )
      .bind(leadId, at),
    db.prepare('SELECT owner, assigned_at FROM lead_work WHERE lead_id = ?1').bind(leadId),
  ]);
  const row = results.at(-1)?.results[0];
  return row && row.assigned_at === at ? row.owner : null;
});
