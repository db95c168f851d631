import { schemaFirst } from './schema';
import { OVERDUE_REASSIGN } from './follow-ups';
import { FROM_SETTING, ROUND_ROBIN } from './team';

/**
 * The member whose turn it is for lead ?1 (?2: INBOX_TEAM as JSON), never `exclude` (an SQL
 * expression: the owner a lead is taken from, or NULL).
 */
const pickSql = (exclude: string) => `(
    SELECT t.email
    FROM inbox_team t
    JOIN lead_pipeline p ON p.lead_id = ?1
    WHERE t.away = 0 AND t.email IS NOT ${exclude}
      AND (
        t.email IN (SELECT value FROM json_each(?2))
        OR (t.removed_at IS NULL AND t.added_by IS NOT '${FROM_SETTING}')
      )
    ORDER BY (t.cities = '' OR instr(',' || t.cities || ',', ',' || p.city || ',') > 0)
      AND (t.services = '' OR instr(',' || t.services || ',', ',' || p.service || ',') > 0) DESC,
      t.last_assigned_at IS NOT NULL, t.last_assigned_at, t.added_at, t.email
    LIMIT 1
  )`;

/**
 * The member who just got lead ?1 (assigned at ?2) moves to the back of the turn: its
 * last_assigned_at becomes ?2, or just past the newest one if that is later (same-millisecond picks).
 */
const TURN_TAKEN = `UPDATE inbox_team
  SET last_assigned_at = (
    SELECT CASE WHEN m IS NULL OR ?2 > m THEN ?2 ELSE strftime('%Y-%m-%dT%H:%M:%fZ', m, '+0.001 seconds') END
    FROM (SELECT max(last_assigned_at) AS m FROM inbox_team)
  )
  WHERE email = (SELECT owner FROM lead_work WHERE lead_id = ?1 AND assigned_at = ?2)`;
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
  const pick = pickSql('NULL');
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
    db.prepare(TURN_TAKEN).bind(leadId, at),
    db.prepare('SELECT owner, assigned_at FROM lead_work WHERE lead_id = ?1').bind(leadId),
  ]);
  const row = results.at(-1)?.results[0];
  return row && row.assigned_at === at ? row.owner : null;
});

/**
 * The reassignment at twice the first-response target (docs/sales.md "First response"): lead ?1,
 * still owned by `from` (null: unowned) and never contacted, goes to the member whose turn it is
 * among the others (as assignNext picks), audited as the target's ('owner', from → to). Once: the
 * audit row is what the cron's question (follow-ups.ts leadsPastTarget) leaves out next time.
 * Returns the new owner, or null (nobody else available, or the lead changed meanwhile).
 */
export const reassignNext = schemaFirst(async function reassignNext(
  db: D1Database,
  leadId: string,
  from: string | null,
  fromSetting: readonly string[],
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  const pick = pickSql('?3');
  const still = 'lead_id = ?1 AND owner IS ?3 AND first_contact_at IS NULL';
  const results = await db.batch<{ owner: string | null; assigned_at: string | null }>([
    // INBOX_TEAM's members have their rows (as assignNext writes them) before the turn is read.
    db
      .prepare(
        `INSERT INTO inbox_team (email, added_by, added_at)
        SELECT value, '${FROM_SETTING}', ?2 FROM json_each(?1) WHERE true
        ON CONFLICT(email) DO NOTHING`,
      )
      .bind(JSON.stringify(fromSetting), at),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT ?1, ?4, 'owner', ?3, ${pick}, ?5
        FROM lead_work
        WHERE ${still} AND ${pick} IS NOT NULL`,
      )
      .bind(leadId, JSON.stringify(fromSetting), from, OVERDUE_REASSIGN, at),
    db
      .prepare(`UPDATE lead_work SET owner = ${pick}, assigned_at = ?4 WHERE ${still} AND ${pick} IS NOT NULL`)
      .bind(leadId, JSON.stringify(fromSetting), from, at),
    db.prepare(TURN_TAKEN).bind(leadId, at),
    db.prepare('SELECT owner, assigned_at FROM lead_work WHERE lead_id = ?1').bind(leadId),
  ]);
  const row = results.at(-1)?.results[0];
  return row && row.assigned_at === at && row.owner !== from ? row.owner : null;
});
