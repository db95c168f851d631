import { ledgerDelivered } from './ledger';
import { toLead, type LeadMessage } from './types';

/** D1 storage of parked leads (table of migrations/0001_leads.sql). */
export type LeadStatus = 'pending' | 'kept' | 'delivered' | 'unreadable';

const ready = new WeakMap<D1Database, Promise<unknown>>();

// Every migration, in file-name order (0001_leads, 0002_lead_ledger, …), bundled as text.
const MIGRATIONS = import.meta.glob<string>('../../../migrations/*.sql', { query: '?raw', import: 'default', eager: true });
const schemaSql = Object.keys(MIGRATIONS).sort().map((file) => MIGRATIONS[file]).join(';\n');

/**
 * Runs every migration (each is CREATE … IF NOT EXISTS) once per isolate, so a fresh local
 * database works. Deployed databases: `wrangler d1 migrations apply leads --remote`.
 */
export function ensureSchema(db: D1Database): Promise<unknown> {
  let done = ready.get(db);
  if (!done) {
    const statements = schemaSql
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('--'))
      .join('\n')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    done = db.batch(statements.map((s) => db.prepare(s))).catch((error: unknown) => {
      ready.delete(db);
      throw error;
    });
    ready.set(db, done);
  }
  return done;
}

/** Stores a lead (idempotent on its id: a redelivered message does not duplicate it). */
export async function storeLead(db: D1Database, lead: LeadMessage, status: LeadStatus, lastError: string | null = null): Promise<void> {
  await ensureSchema(db);
  const now = new Date().toISOString();
  await db
    .prepare('INSERT INTO leads (id, endpoint, payload, status, attempts, last_error, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, 0, ?5, ?6, ?6) ON CONFLICT(id) DO NOTHING')
    .bind(lead.id, lead.endpoint, JSON.stringify(lead.payload), status, lastError, now)
    .run();
}

/** Leads the backend has not taken yet, oldest first. */
export async function waitingLeads(db: D1Database, limit: number): Promise<LeadMessage[]> {
  await ensureSchema(db);
  const { results } = await db
    .prepare("SELECT id, endpoint, payload FROM leads WHERE status IN ('pending', 'kept') ORDER BY created_at, id LIMIT ?1")
    .bind(limit)
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
      await db.prepare("UPDATE leads SET status = 'unreadable', updated_at = ?2 WHERE id = ?1").bind(row.id, new Date().toISOString()).run();
    }
  }
  return leads;
}

/** The parked lead and its ledger row, delivered together. */
export async function markDelivered(db: D1Database, id: string): Promise<void> {
  const now = new Date().toISOString();
  await db.batch([
    db.prepare("UPDATE leads SET status = 'delivered', attempts = attempts + 1, last_error = NULL, delivered_at = ?2, updated_at = ?2 WHERE id = ?1").bind(id, now),
    ledgerDelivered(db, id, now),
  ]);
}

export async function markFailed(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare('UPDATE leads SET attempts = attempts + 1, last_error = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(id, error.slice(0, 500), new Date().toISOString())
    .run();
}
