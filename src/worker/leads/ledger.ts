import { ensureSchema } from './schema';

/**
 * The lead ledger (issue 15, table of migrations/0002_lead_ledger.sql): one row per lead with its
 * event id, attribution and consent, 'waiting' until the backend takes it ('delivered'). Written
 * with the lead's other rows when it is accepted (record.ts); this moves it on.
 */
export type LedgerStatus = 'waiting' | 'delivered';

/**
 * The backend took the lead: its relay row and its ledger row say so together. `counted` adds
 * one to the relay row's attempts (the cron's re-sends count them; the queue's are its own).
 */
export async function markDelivered(db: D1Database, id: string, counted = false): Promise<void> {
  await ensureSchema(db);
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `UPDATE leads SET status = 'delivered', attempts = attempts + ?3, last_error = NULL, delivered_at = ?2, updated_at = ?2 WHERE id = ?1`,
      )
      .bind(id, now, counted ? 1 : 0),
    db
      .prepare(
        "UPDATE lead_ledger SET status = 'delivered', delivered_at = ?2, updated_at = ?2 WHERE id = ?1 AND status <> 'delivered'",
      )
      .bind(id, now),
  ]);
}
