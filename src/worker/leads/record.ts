import { channel, landingPath } from '../../shared/attribution/channel';
import { leadContact } from './contact';
import { sha256Hex } from './hash';
import { ensureSchema } from './schema';
import { FORM_NAMES, LEAD_FIELDS, type LeadEndpoint, type LeadMessage } from './types';

/**
 * A lead's D1 rows, written together in one batch (a transaction) when it is accepted:
 * the relay's row (`leads`, with the §3 JSON), the ledger row (attribution, consent), the
 * contact (the person), the pipeline row (what the inbox lists) and its plan in the outbox. With an idempotency claim
 * (issue 22) the batch first claims the key; every insert is conditional on this lead holding
 * it, so of N concurrent submissions with one key exactly one writes anything.
 */
export type RelayStatus = 'queued' | 'pending' | 'kept';

/** How long the first submission with a key wins (issue 22: a day). */
export const KEY_TTL_MS = 24 * 3600_000;

export interface Claim {
  key: string;
  hash: string;
}

/** SHA-256 (hex) of the §3 payload without its timestamp: "the same body" of a repeat. */
export async function bodyHash(endpoint: LeadEndpoint, payload: Record<string, string>): Promise<string> {
  const fields = LEAD_FIELDS[endpoint].filter((f) => f !== 'timestamp').map((f) => payload[f] ?? '');
  return sha256Hex(JSON.stringify([endpoint, ...fields]));
}

/**
 * Writes the lead's rows, idempotently (a row already there is left as it is). With a claim:
 * returns who holds the key (this lead, or the first submission's lead and its body hash).
 */
export async function recordLead(
  db: D1Database,
  lead: LeadMessage,
  status: RelayStatus,
  claim?: Claim,
): Promise<{ leadId: string; hash: string } | null> {
  await ensureSchema(db);
  const now = new Date().toISOString();
  const meta = lead.meta;
  const contact = leadContact(lead.endpoint, lead.payload);
  const last = meta?.attribution.last ?? meta?.attribution.first ?? null;
  const ch = channel(last);
  const touch = (t: unknown) => (t ? JSON.stringify(t) : null);
  // An insert runs only while this lead holds the claim (or always, without one): the key is bound
  // after the row's values, as ?{n + 1}.
  const insert = (sql: string, ...values: unknown[]) =>
    claim
      ? db
          .prepare(
            `${sql} WHERE EXISTS (SELECT 1 FROM lead_keys WHERE key = ?${values.length + 1} AND lead_id = ?1) ON CONFLICT DO NOTHING`,
          )
          .bind(...values, claim.key)
      : db.prepare(`${sql} WHERE true ON CONFLICT DO NOTHING`).bind(...values); // WHERE: SQLite's INSERT … SELECT … ON CONFLICT needs one
  const statements: D1PreparedStatement[] = [];
  if (claim) {
    statements.push(
      db
        .prepare('DELETE FROM lead_keys WHERE key = ?1 AND created_at < ?2')
        .bind(claim.key, new Date(Date.now() - KEY_TTL_MS).toISOString()),
      db
        .prepare(
          'INSERT INTO lead_keys (key, lead_id, body_hash, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT(key) DO NOTHING',
        )
        .bind(claim.key, lead.id, claim.hash, now),
    );
  }
  statements.push(
    insert(
      `INSERT INTO leads (id, endpoint, payload, status, attempts, last_error, created_at, updated_at) SELECT ?1, ?2, ?3, ?4, 0, NULL, ?5, ?5`,
      lead.id,
      lead.endpoint,
      JSON.stringify(lead.payload),
      status,
      now,
    ),
    insert(
      `INSERT INTO lead_ledger (id, event_id, form, received_at, status, delivered_at, first_touch, last_touch, consent, consent_version, consent_at, updated_at)
      SELECT ?1, ?2, ?3, ?4, 'waiting', NULL, ?5, ?6, ?7, ?8, ?9, ?10`,
      lead.id,
      meta?.eventId ?? null,
      FORM_NAMES[lead.endpoint],
      meta?.receivedAt ?? now,
      touch(meta?.attribution.first),
      touch(meta?.attribution.last),
      meta?.consent.state ?? 'unset',
      meta?.consent.version ?? null,
      meta?.consent.at ?? null,
      now,
    ),
    insert(
      `INSERT INTO lead_contacts (lead_id, name, email, phone, page_url, client_ip, user_agent) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7`,
      lead.id,
      contact.name,
      contact.email,
      contact.phone,
      meta?.pageUrl ?? null,
      meta?.clientIp ?? null,
      meta?.userAgent ?? null,
    ),
    insert(
      `INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, medium, campaign, landing_path, stage, updated_at)
      SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'new', ?10`,
      lead.id,
      FORM_NAMES[lead.endpoint],
      meta?.receivedAt ?? now,
      contact.service.slice(0, 100),
      contact.city.slice(0, 100),
      ch.source,
      ch.medium,
      ch.campaign,
      landingPath(last),
      now,
    ),
  );
  // The lead's first outbox job: it expands into the notices and conversions configured (background.ts).
  statements.push(
    insert(
      `INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, next_at, created_at, updated_at) SELECT 'plan:lead:' || ?1, ?1, 'plan', 'lead', 'pending', 0, ?2, ?2, ?2`,
      lead.id,
      now,
    ),
  );
  if (claim) statements.push(db.prepare('SELECT lead_id, body_hash FROM lead_keys WHERE key = ?1').bind(claim.key));
  const results = await db.batch<{ lead_id: string; body_hash: string }>(statements);
  if (!claim) return null;
  const holder = results.at(-1)?.results[0];
  if (!holder) throw new Error('idempotency claim not readable');
  return { leadId: holder.lead_id, hash: holder.body_hash };
}

/** Keys past their day are forgotten (the cron): a later submission with one is a new lead. */
export async function pruneKeys(db: D1Database, now: Date): Promise<void> {
  await ensureSchema(db);
  await db
    .prepare('DELETE FROM lead_keys WHERE created_at < ?1')
    .bind(new Date(now.getTime() - KEY_TTL_MS).toISOString())
    .run();
}
