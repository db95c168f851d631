import { schemaFirst } from './schema';
import { toLead, type LeadMessage } from '../leads/types';

/**
 * The relay's D1 table (`leads`, migrations/0001_leads.sql): every accepted lead's payload JSON and
 * where it stands on its way to the backend; and the delivery, which the ledger records too.
 *   queued     on the `leads` queue (the queue relays it; the cron leaves it alone for a day)
 *   pending    the queue gave up (or could not take it): the cron re-sends it
 *   kept       no BACKEND_URL: kept here, sent by the cron once a backend is configured
 *   delivered  the backend took it; unreadable: a row that cannot be read, kept for an operator
 *   expired    anonymised by retention before the backend took it: nothing left to send
 */
export type LeadStatus = 'queued' | 'pending' | 'kept' | 'delivered' | 'unreadable' | 'expired';

/** A queued lead older than this lost its queue message (or its queue gave up unseen): the cron takes it. */
const QUEUED_STALE_MS = 24 * 3600_000;

/** The queue's retry budget is spent (leads-dlq) or the queue refused the lead: the cron takes it from here. */
export const parkLead = schemaFirst(async function parkLead(db: D1Database, id: string, reason: string): Promise<void> {
  await db
    .prepare(
      `UPDATE leads
      SET status = 'pending', last_error = ?2, updated_at = ?3
      WHERE id = ?1 AND status = 'queued'`,
    )
    .bind(id, reason, new Date().toISOString())
    .run();
});

/** Leads the backend has not taken yet, oldest first (unreadable rows are marked and skipped). */
export const waitingLeads = schemaFirst(async function waitingLeads(
  db: D1Database,
  limit: number,
  now: Date = new Date(),
): Promise<LeadMessage[]> {
  const stale = new Date(now.getTime() - QUEUED_STALE_MS).toISOString();
  const { results } = await db
    .prepare(
      `SELECT id, endpoint, payload
      FROM leads
      WHERE status IN ('pending', 'kept') OR (status = 'queued' AND created_at < ?2)
      ORDER BY created_at, id
      LIMIT ?1`,
    )
    .bind(limit, stale)
    .all<{ id: string; endpoint: string; payload: string }>();
  const leads: LeadMessage[] = [];
  for (const row of results) {
    let payload: unknown = null;
    try {
      payload = JSON.parse(row.payload);
    } catch {
      /* unreadable row: reported below */
    }
    const lead = toLead({ id: row.id, endpoint: row.endpoint, payload });
    if (lead) leads.push(lead);
    else {
      // Never blocks the queue behind it; kept for an operator to read (npm run leads -- --all).
      console.error(`stored lead ${row.id} is unreadable; marked 'unreadable'`);
      await db
        .prepare("UPDATE leads SET status = 'unreadable', updated_at = ?2 WHERE id = ?1")
        .bind(row.id, new Date().toISOString())
        .run();
    }
  }
  return leads;
});

export const markFailed = schemaFirst(async function markFailed(
  db: D1Database,
  id: string,
  error: string,
): Promise<void> {
  await db
    .prepare('UPDATE leads SET attempts = attempts + 1, last_error = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(id, error.slice(0, 500), new Date().toISOString())
    .run();
});

/**
 * The lead ledger's status (table of migrations/0002_lead_ledger.sql): 'waiting' until the
 * backend takes the lead ('delivered'). The ledger row is written with the lead's other rows when
 * it is accepted (leads.ts); this moves it on.
 */
export type LedgerStatus = 'waiting' | 'delivered';

/**
 * The backend took the lead: its relay row and its ledger row say so together. `counted` adds
 * one to the relay row's attempts (the cron's re-sends count them; the queue's are its own).
 */
export const markDelivered = schemaFirst(async function markDelivered(
  db: D1Database,
  id: string,
  counted = false,
): Promise<void> {
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `UPDATE leads
        SET status = 'delivered', attempts = attempts + ?3, last_error = NULL, delivered_at = ?2, updated_at = ?2
        WHERE id = ?1`,
      )
      .bind(id, now, counted ? 1 : 0),
    db
      .prepare(
        `UPDATE lead_ledger
        SET status = 'delivered', delivered_at = ?2, updated_at = ?2
        WHERE id = ?1 AND status <> 'delivered'`,
      )
      .bind(id, now),
  ]);
});
