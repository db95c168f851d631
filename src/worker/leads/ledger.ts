import * as z from 'zod/mini';
import { touchSchema, type Attribution } from '../../shared/attribution/schema';
import type { ConsentState } from '../../shared/attribution/consent';
import { ensureSchema } from './store';
import { LEAD_FIELDS, type LeadEndpoint } from './types';

/**
 * The lead ledger (issue 15, table of migrations/0002_lead_ledger.sql): what a lead carries
 * beside its §3 JSON (event id, attribution, consent, time received) travels in the queue message
 * as `meta`, and lands here as one row per lead, 'waiting' until the backend takes it ('delivered').
 * Ledger writes never hold up or fail a lead's delivery: a failed write is logged.
 */
export interface LeadMeta {
  eventId: string;
  receivedAt: string;
  attribution: Attribution;
  consent: { state: ConsentState; version: string | null; at: string | null };
}

export type LedgerStatus = 'waiting' | 'delivered';

export const FORM_NAMES: Record<LeadEndpoint, string> = {
  'submit-form': 'callback',
  'submit-partner-form': 'partner',
  'submit-photographer-form': 'photographer',
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const metaSchema = z.object({
  eventId: z.string().check(z.maxLength(64)),
  receivedAt: z.string().check(z.regex(ISO)),
  attribution: z.object({ first: z.nullable(touchSchema), last: z.nullable(touchSchema) }),
  consent: z.object({
    state: z.enum(['granted', 'denied', 'unset']),
    version: z.nullable(z.string().check(z.maxLength(20))),
    at: z.nullable(z.string().check(z.regex(ISO))),
  }),
});

/** A queue message's `meta`, re-validated (a message is input too); null when absent or malformed. */
export function parseMeta(input: unknown): LeadMeta | null {
  const r = z.safeParse(metaSchema, input);
  return r.success ? (r.data as LeadMeta) : null;
}

/**
 * Records a lead's ledger row, or moves it on: inserts it with everything known, or updates the
 * status of the row already there (never back from 'delivered'). `body` is the queue message.
 */
export async function recordLedger(db: D1Database, body: unknown, status: LedgerStatus): Promise<void> {
  const { id, endpoint, meta: rawMeta } = (body ?? {}) as { id?: unknown; endpoint?: unknown; meta?: unknown };
  if (typeof id !== 'string' || typeof endpoint !== 'string' || !Object.hasOwn(LEAD_FIELDS, endpoint)) return;
  const meta = parseMeta(rawMeta);
  if (rawMeta !== undefined && !meta) console.error(`lead ${id}: unreadable attribution, ledger row kept without it`);
  const now = new Date().toISOString();
  const touch = (t: unknown) => (t ? JSON.stringify(t) : null);
  try {
    await ensureSchema(db);
    await db
      .prepare(
        `INSERT INTO lead_ledger (id, event_id, form, received_at, status, delivered_at, first_touch, last_touch, consent, consent_version, consent_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
         ON CONFLICT(id) DO UPDATE SET status = excluded.status, delivered_at = excluded.delivered_at, updated_at = excluded.updated_at
         WHERE lead_ledger.status <> 'delivered' AND excluded.status = 'delivered'`,
      )
      .bind(
        id,
        meta?.eventId ?? null,
        FORM_NAMES[endpoint as LeadEndpoint],
        meta?.receivedAt ?? now,
        status,
        status === 'delivered' ? now : null,
        touch(meta?.attribution.first),
        touch(meta?.attribution.last),
        meta?.consent.state ?? 'unset',
        meta?.consent.version ?? null,
        meta?.consent.at ?? null,
        now,
      )
      .run();
  } catch (error) {
    console.error(`lead ${id}: ledger not written (${status}): ${error instanceof Error ? error.message : error}`);
  }
}

/** The ledger half of the cron's "delivered" (store.ts markDelivered). */
export const ledgerDelivered = (db: D1Database, id: string, now: string) =>
  db.prepare("UPDATE lead_ledger SET status = 'delivered', delivered_at = ?2, updated_at = ?2 WHERE id = ?1").bind(id, now);
