import { channel, landingPath } from '../../shared/attribution/channel';
import { leadContact } from '../leads/contact';
import { FORM_NAMES, toLead, type LeadMessage } from '../leads/types';
import { schemaFirst } from './schema';
import { PERSON_INSERT } from './people';
import { PREFS_INSERT, prefsValues } from './prefs';
import { EVENT_DATE_INSERT } from './event-dates';

/**
 * A lead's rows across the lead tables (migrations/*.sql): written together, moved on by the
 * queue side, read by notices and conversions. Every SQL statement on them outside the inbox's
 * own (inbox.ts, data-rights.ts), the relay (relay.ts), retention and the outbox is here.
 *
 * A lead's D1 rows, written together in one batch (a transaction) when it is accepted: the relay's row (`leads`,
 * with the payload JSON), the ledger row (attribution, consent), the contact (the person), the lead's person
 * (people.ts: an earlier lead's with the same phone or e-mail), the pipeline row (what the inbox lists, service
 * and city canonical) and its plan in the outbox. With an idempotency claim
 * (docs/decisions/0009-idempotency-claim-in-the-lead-batch.md) the batch first claims the key; every insert is
 * conditional on this lead holding it, so of N concurrent submissions with one key exactly one writes anything.
 */
export type RelayStatus = 'queued' | 'pending' | 'kept' | 'spam';

/** How long the first submission with a key wins (a day). */
export const KEY_TTL_MS = 24 * 3600_000;

export interface Claim {
  key: string;
  hash: string;
}

/**
 * Writes the lead's rows, idempotently (a row already there is left as it is). With a claim:
 * returns who holds the key (this lead, or the first submission's lead and its body hash).
 */
export const recordLead = schemaFirst(async function recordLead(
  db: D1Database,
  lead: LeadMessage,
  status: RelayStatus,
  claim?: Claim,
): Promise<{ leadId: string; hash: string } | null> {
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
            `${sql}
            WHERE EXISTS (SELECT 1 FROM lead_keys WHERE key = ?${values.length + 1} AND lead_id = ?1)
            ON CONFLICT DO NOTHING`,
          )
          .bind(...values, claim.key)
      : // WHERE: SQLite's INSERT … SELECT … ON CONFLICT needs one
        db.prepare(`${sql} WHERE true ON CONFLICT DO NOTHING`).bind(...values);
  const statements: D1PreparedStatement[] = [];
  const spam = lead.quality?.outcome === 'spam';
  if (claim) {
    statements.push(
      db
        .prepare('DELETE FROM lead_keys WHERE key = ?1 AND created_at < ?2')
        .bind(claim.key, new Date(Date.now() - KEY_TTL_MS).toISOString()),
      db
        .prepare(
          `INSERT INTO lead_keys (key, lead_id, body_hash, created_at)
          VALUES (?1, ?2, ?3, ?4)
          ON CONFLICT(key) DO NOTHING`,
        )
        .bind(claim.key, lead.id, claim.hash, now),
    );
  }
  statements.push(
    insert(
      `INSERT INTO leads (id, endpoint, payload, status, attempts, last_error, created_at, updated_at)
      SELECT ?1, ?2, ?3, ?4, 0, NULL, ?5, ?5`,
      lead.id,
      lead.endpoint,
      JSON.stringify(lead.payload),
      // A spam lead is never relayed (data/relay.ts: the cron sends only pending, kept and stale queued ones).
      spam ? 'spam' : status,
      now,
    ),
    insert(
      `INSERT INTO lead_ledger (id, event_id, form, received_at, status, delivered_at, first_touch, last_touch,
        consent, consent_version, consent_at, updated_at)
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
      `INSERT INTO lead_contacts (lead_id, name, email, phone, page_url, client_ip, user_agent)
      SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7`,
      lead.id,
      contact.name,
      contact.email,
      contact.phone,
      meta?.pageUrl ?? null,
      meta?.clientIp ?? null,
      meta?.userAgent ?? null,
    ),
    // After the contact: an earlier lead with the same phone or e-mail makes this one the same person.
    insert(PERSON_INSERT, lead.id, contact.phone, contact.email, now),
    insert(
      `INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, medium, campaign, landing_path,
        stage, updated_at)
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
  // The team's row (migrations/0009): an open lead needs them from its receipt; spam waits for "Not spam".
  statements.push(
    insert(`INSERT INTO lead_work (lead_id, next_at) SELECT ?1, ?2`, lead.id, spam ? null : (meta?.receivedAt ?? now)),
  );
  // Never relayed: the page's language and the WhatsApp opt-in (./prefs.ts), the event date (./event-dates.ts).
  if (meta?.language) statements.push(insert(PREFS_INSERT, ...prefsValues(lead.id, meta)));
  if (meta?.eventDate) statements.push(insert(EVENT_DATE_INSERT, lead.id, meta.eventDate));
  if (lead.quality)
    statements.push(
      insert(
        `INSERT INTO lead_quality (lead_id, outcome, reason, checked_at) SELECT ?1, ?2, ?3, ?4`,
        lead.id,
        lead.quality.outcome,
        lead.quality.reason,
        now,
      ),
    );
  // The lead's first outbox job: it expands into the notices and conversions configured (queue/index.ts).
  // A spam lead has none: no notice, no conversion (its plan is written when "Not spam" releases it).
  if (!spam) statements.push(planStatement(db, lead.id, now, insert));
  if (claim) statements.push(db.prepare('SELECT lead_id, body_hash FROM lead_keys WHERE key = ?1').bind(claim.key));
  const results = await db.batch<{ lead_id: string; body_hash: string }>(statements);
  if (!claim) return null;
  const holder = results.at(-1)?.results[0];
  if (!holder) throw new Error('idempotency claim not readable');
  return { leadId: holder.lead_id, hash: holder.body_hash };
});

/** The lead's plan row in the outbox (its notices and conversions), written once. */
function planStatement(
  db: D1Database,
  id: string,
  now: string,
  insert = (sql: string, ...values: unknown[]) =>
    db.prepare(`${sql} WHERE true ON CONFLICT DO NOTHING`).bind(...values),
): D1PreparedStatement {
  return insert(
    `INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at)
    SELECT 'plan:lead:' || ?1, ?1, 'plan', 'lead', 'pending', 0, ?2, ?2, ?2`,
    id,
    now,
  );
}

/**
 * "Not spam" (the inbox): a spam lead becomes 'released' and takes the whole path, exactly once.
 * One batch: the outcome moves spam → released only if it is still spam; the audit row, the relay
 * row's status (spam → queued, or kept without a backend) and the plan row follow only when this
 * batch did that move (guarded on released_at and released_by). Returns the lead to queue, or null
 * when it was not spam (a second click, another person first): nothing more happens then.
 */
export const releaseSpam = schemaFirst(async function releaseSpam(
  db: D1Database,
  id: string,
  actor: string,
  now: Date,
  status: 'queued' | 'kept',
): Promise<LeadMessage | null> {
  const at = now.toISOString();
  const mine = `EXISTS (SELECT 1 FROM lead_quality
    WHERE lead_id = ?1 AND outcome = 'released' AND released_at = ?3 AND released_by = ?2)`;
  const [moved, , , , , row] = await db.batch([
    db
      .prepare(
        `UPDATE lead_quality
        SET outcome = 'released', released_by = ?2, released_at = ?3
        WHERE lead_id = ?1 AND outcome = 'spam'`,
      )
      .bind(id, actor, at),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT ?1, ?2, 'quality', 'spam', 'released', ?3
        WHERE ${mine}`,
      )
      .bind(id, actor, at),
    db
      .prepare(`UPDATE leads SET status = ?4, updated_at = ?3 WHERE id = ?1 AND status = 'spam' AND ${mine}`)
      .bind(id, actor, at, status),
    db
      .prepare(
        `INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at)
        SELECT 'plan:lead:' || ?1, ?1, 'plan', 'lead', 'pending', 0, ?3, ?3, ?3
        WHERE ${mine}
        ON CONFLICT DO NOTHING`,
      )
      .bind(id, actor, at),
    db
      .prepare(`UPDATE lead_work SET next_at = ?3 WHERE lead_id = ?1 AND next_at IS NULL AND ${mine}`)
      .bind(id, actor, at),
    db.prepare('SELECT id, endpoint, payload FROM leads WHERE id = ?1').bind(id),
  ]);
  if (moved!.meta.changes !== 1) return null;
  const r = row!.results[0] as { id: string; endpoint: string; payload: string } | undefined;
  let payload: unknown = null;
  try {
    payload = JSON.parse(r?.payload ?? 'null');
  } catch {
    /* unreadable: the plan (notices, conversions) still runs; the cron marks the row */
  }
  return toLead({ id, endpoint: r?.endpoint, payload });
});

/** Keys past their day are forgotten (the cron): a later submission with one is a new lead. */
export const pruneKeys = schemaFirst(async function pruneKeys(db: D1Database, now: Date): Promise<void> {
  await db
    .prepare('DELETE FROM lead_keys WHERE created_at < ?1')
    .bind(new Date(now.getTime() - KEY_TTL_MS).toISOString())
    .run();
});

/**
 * Marketing consent withdrawn (leads/consent.ts): these leads' consent becomes 'withdrawn' (only
 * those that had it granted), with an audit row each (who: `actor`). Returns how many changed.
 */
export const withdrawMarketingConsent = schemaFirst(async function withdrawMarketingConsent(
  db: D1Database,
  ids: string[],
  now: Date,
  actor: string,
): Promise<number> {
  const at = now.toISOString();
  const json = JSON.stringify(ids);
  const [, update] = await db.batch([
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT id, ?2, 'consent', 'granted', 'withdrawn', ?3
        FROM lead_ledger
        WHERE id IN (SELECT value FROM json_each(?1)) AND consent = 'granted'`,
      )
      .bind(json, actor, at),
    db
      .prepare(
        `UPDATE lead_ledger
        SET consent = 'withdrawn', consent_at = ?2, updated_at = ?2
        WHERE id IN (SELECT value FROM json_each(?1)) AND consent = 'granted'`,
      )
      .bind(json, at),
  ]);
  return update!.meta.changes;
});

/**
 * Ties a lead to the browser that sent it (leads/consent.ts): the hash of the browser's secret
 * (migrations/0004_lead_browsers.sql). A repeat of the same lead keeps the first.
 */
export const rememberBrowser = schemaFirst(async function rememberBrowser(
  db: D1Database,
  leadId: string,
  secretHash: string,
  now: Date,
): Promise<void> {
  await db
    .prepare('INSERT OR IGNORE INTO lead_browsers (lead_id, secret_hash, created_at) VALUES (?1, ?2, ?3)')
    .bind(leadId, secretHash, now.toISOString())
    .run();
});

/** The leads the browser with this secret's hash sent (leads/consent.ts). */
export const leadsOfBrowser = schemaFirst(async function leadsOfBrowser(
  db: D1Database,
  secretHash: string,
): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT lead_id FROM lead_browsers WHERE secret_hash = ?1')
    .bind(secretHash)
    .all<{ lead_id: string }>();
  return results.map((r) => r.lead_id);
});
