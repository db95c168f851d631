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
        SELECT lead_id, ?2, 'owner', owner, ?3, ?4 FROM lead_work WHERE lead_id IN (SELECT value FROM json_each(?1)) AND owner IS NOT ?3`,
      )
      .bind(list, actor, owner, at),
    db
      .prepare(
        `UPDATE lead_work SET owner = ?2, assigned_at = ?3 WHERE lead_id IN (SELECT value FROM json_each(?1)) AND owner IS NOT ?2`,
      )
      .bind(list, owner, at),
  ]);
  return update!.meta.changes;
});
