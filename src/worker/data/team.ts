import { schemaFirst } from './schema';

/**
 * The sales team and who owns which lead (migrations/0009: inbox_team, lead_work). Every change
 * of owner writes its audit row ('owner', from → to) in the same batch.
 */

/**
 * Gives these leads to `owner` (an inbox_team e-mail; null: unassigned), one batch: an audit row
 * per lead whose owner changes, then the change. Returns how many leads changed hands.
 */
export const assignLeads = schemaFirst(async function assignLeads(
  db: D1Database,
  ids: string[],
  owner: string | null,
  actor: string,
  now: Date,
): Promise<number> {
  if (!ids.length) return 0;
  const at = now.toISOString();
  const list = JSON.stringify(ids);
  const [, update] = await db.batch([
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT lead_id, ?2, 'owner', owner, ?3, ?4
        FROM lead_work
        WHERE lead_id IN (SELECT value FROM json_each(?1)) AND owner IS NOT ?3`,
      )
      .bind(list, actor, owner, at),
    db
      .prepare(
        `UPDATE lead_work
        SET owner = ?2, assigned_at = ?3
        WHERE lead_id IN (SELECT value FROM json_each(?1)) AND owner IS NOT ?2`,
      )
      .bind(list, owner, at),
  ]);
  return update!.meta.changes;
});

/** inbox_team.added_by of a row written for an INBOX_TEAM member: a member only while listed there. */
export const FROM_SETTING = 'INBOX_TEAM';
/** The audit's actor of an automatic assignment. */
export const ROUND_ROBIN = 'round-robin';

/** A member as the Team page shows them: an INBOX_TEAM entry, a Team page row, or both. */
export interface Member {
  email: string;
  /** Display name; '' when none was given (the e-mail is shown then). */
  name: string;
  away: boolean;
  /** Canonical values (src/shared/site.ts); empty: takes any. */
  cities: string[];
  services: string[];
  lastAssignedAt: string | null;
  /** Listed in INBOX_TEAM: not removable on the Team page. */
  fromSetting: boolean;
}

interface MemberRow {
  email: string;
  name: string;
  away: number;
  cities: string;
  services: string;
  last_assigned_at: string | null;
  added_by: string | null;
  removed_at: string | null;
}

const split = (v: string) => (v ? v.split(',') : []);

/**
 * Who is on the team now: every INBOX_TEAM e-mail, then the Team page's members not removed (a
 * row written for an INBOX_TEAM member counts only while that setting lists them). Sorted by name.
 */
export const teamMembers = schemaFirst(async function teamMembers(
  db: D1Database,
  fromSetting: readonly string[],
): Promise<Member[]> {
  const { results } = await db
    .prepare(
      `SELECT email, name, away, cities, services, last_assigned_at, added_by, removed_at FROM inbox_team
      WHERE email IN (SELECT value FROM json_each(?1)) OR (removed_at IS NULL AND added_by IS NOT ?2)`,
    )
    .bind(JSON.stringify(fromSetting), FROM_SETTING)
    .all<MemberRow>();
  const rows = new Map(results.map((r) => [r.email, r]));
  const emails = [...new Set([...fromSetting, ...rows.keys()])];
  return emails
    .map((email): Member => {
      const r = rows.get(email);
      return {
        email,
        name: r?.name ?? '',
        away: !!r?.away,
        cities: split(r?.cities ?? ''),
        services: split(r?.services ?? ''),
        lastAssignedAt: r?.last_assigned_at ?? null,
        fromSetting: fromSetting.includes(email),
      };
    })
    .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
});

/** Display names by e-mail (every member ever named, removed ones too: old leads still name them). */
export const teamNames = schemaFirst(async function teamNames(db: D1Database): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT email, name FROM inbox_team WHERE name != ''")
    .all<{ email: string; name: string }>();
  return new Map(results.map((r) => [r.email, r.name]));
});

/** A lead's owner and their display name ('' when none); null: unassigned (or no such lead). */
export const leadOwner = schemaFirst(async function leadOwner(
  db: D1Database,
  id: string,
): Promise<{ email: string; name: string } | null> {
  const row = await db
    .prepare(
      `SELECT w.owner AS email, COALESCE(t.name, '') AS name
      FROM lead_work w
      LEFT JOIN inbox_team t ON t.email = w.owner
      WHERE w.lead_id = ?1 AND w.owner IS NOT NULL`,
    )
    .bind(id)
    .first<{ email: string; name: string }>();
  return row ?? null;
});

export type TeamChange =
  | { kind: 'add'; email: string; name: string; cities: string[]; services: string[] }
  | { kind: 'edit'; email: string; name: string; cities: string[]; services: string[] }
  | { kind: 'away'; email: string; away: boolean }
  | { kind: 'remove'; email: string };

const describe = (c: TeamChange): string => {
  const takes = (c: { cities: string[]; services: string[] }) =>
    `cities ${c.cities.join(', ') || 'any'}; services ${c.services.join(', ') || 'any'}`;
  switch (c.kind) {
    case 'add':
      return `added ${c.email}${c.name ? ` (${c.name})` : ''}: ${takes(c)}`;
    case 'edit':
      return `changed ${c.email}${c.name ? ` (${c.name})` : ''}: ${takes(c)}`;
    case 'away':
      return `${c.email} ${c.away ? 'away' : 'available'}`;
    case 'remove':
      return `removed ${c.email}`;
  }
};

/**
 * One change on the Team page, with its audit row (lead_id NULL, action 'team', to_value says what
 * changed) in the same batch. A row is written for an INBOX_TEAM member the first time they are
 * changed (added_by 'INBOX_TEAM'); adding someone removed before brings them back.
 */
export const changeTeam = schemaFirst(async function changeTeam(
  db: D1Database,
  change: TeamChange,
  actor: string,
  now: Date,
  fromSetting: readonly string[] = [],
): Promise<void> {
  const at = now.toISOString();
  const seededBy = fromSetting.includes(change.email) ? FROM_SETTING : actor;
  let statement: D1PreparedStatement;
  switch (change.kind) {
    case 'add':
    case 'edit': {
      const { email, name, cities, services } = change;
      statement = db
        .prepare(
          `INSERT INTO inbox_team (email, name, cities, services, added_by, added_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
          ON CONFLICT(email) DO UPDATE SET name = ?2, cities = ?3, services = ?4,
            removed_at = CASE WHEN ?7 = 'add' THEN NULL ELSE removed_at END,
            added_by = CASE WHEN ?7 = 'add' AND added_by = '${FROM_SETTING}' THEN ?5 ELSE added_by END`,
        )
        .bind(
          email,
          name,
          cities.join(','),
          services.join(','),
          change.kind === 'add' ? actor : seededBy,
          at,
          change.kind,
        );
      break;
    }
    case 'away':
      statement = db
        .prepare(
          `INSERT INTO inbox_team (email, away, added_by, added_at)
          VALUES (?1, ?2, ?3, ?4)
          ON CONFLICT(email) DO UPDATE SET away = ?2`,
        )
        .bind(change.email, change.away ? 1 : 0, seededBy, at);
      break;
    case 'remove':
      statement = db
        .prepare('UPDATE inbox_team SET removed_at = ?2 WHERE email = ?1 AND removed_at IS NULL')
        .bind(change.email, at);
      break;
  }
  await db.batch([
    statement,
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        VALUES (NULL, ?1, 'team', NULL, ?2, ?3)`,
      )
      .bind(actor, describe(change), at),
  ]);
});

/** The Team page's history: the latest team changes, newest first. */
export const teamHistory = schemaFirst(async function teamHistory(
  db: D1Database,
  limit = 20,
): Promise<Array<{ actor: string; change: string; at: string }>> {
  const { results } = await db
    .prepare(
      `SELECT actor, to_value AS change, at
      FROM lead_audit
      WHERE lead_id IS NULL AND action = 'team'
      ORDER BY at DESC, id DESC
      LIMIT ?1`,
    )
    .bind(limit)
    .all<{ actor: string; change: string; at: string }>();
  return results;
});
