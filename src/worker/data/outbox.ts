import type { Job, JobSpec, SendResult } from '../outbox/types';
import { schemaFirst } from './schema';

/**
 * The outbox table (migrations/0003_business.sql; what it is: ../outbox/types.ts): its SQL, and the
 * retry rule its rows follow. Times are ISO strings from the caller's clock.
 */

/** Retries: 1 min, 2, 4 … capped at an hour; given up (failed) once a job is this old. */
export const RETRY_CAP_MS = 3600_000;
export const GIVE_UP_MS = 12 * 3600_000;
/** A claim older than this was cut short (the worker stopped mid-send). */
export const STALE_CLAIM_MS = 10 * 60_000;

export const retryDelayMs = (attempts: number) => Math.min(RETRY_CAP_MS, 60_000 * 2 ** Math.max(0, attempts - 1));

/** The statement that adds one job, unless its key is there already. */
export function enqueueStatement(db: D1Database, spec: JobSpec, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at)
      VALUES (?1, ?2, ?3, ?4, 'pending', 0, ?5, ?6, ?6)
      ON CONFLICT(key) DO NOTHING`,
    )
    .bind(spec.key, spec.leadId, spec.kind, spec.channel, (spec.notBefore ?? now).toISOString(), at);
}

export const enqueue = schemaFirst(async function enqueue(db: D1Database, specs: JobSpec[], now: Date): Promise<void> {
  if (specs.length) await db.batch(specs.map((s) => enqueueStatement(db, s, now)));
});

interface Row {
  key: string;
  lead_id: string | null;
  kind: string;
  channel: string;
  attempts: number;
  created_at: string;
}
const toJob = (r: Row): Job => ({
  key: r.key,
  leadId: r.lead_id,
  kind: r.kind,
  channel: r.channel,
  attempts: r.attempts,
  createdAt: r.created_at,
});

/** Pending jobs whose time has come, oldest first (of one lead, when given). */
export const dueJobs = schemaFirst(async function dueJobs(
  db: D1Database,
  now: Date,
  leadId?: string,
  limit = 50,
): Promise<Job[]> {
  const { results } = leadId
    ? await db
        .prepare(
          `SELECT key, lead_id, kind, channel, attempts, created_at
          FROM outbox
          WHERE lead_id = ?1 AND status = 'pending' AND due_at <= ?2
          ORDER BY created_at, key
          LIMIT ?3`,
        )
        .bind(leadId, now.toISOString(), limit)
        .all<Row>()
    : await db
        .prepare(
          `SELECT key, lead_id, kind, channel, attempts, created_at
          FROM outbox
          WHERE status = 'pending' AND due_at <= ?1
          ORDER BY due_at, key
          LIMIT ?2`,
        )
        .bind(now.toISOString(), limit)
        .all<Row>();
  return results.map(toJob);
});

/** Claims a pending job before its send (recorded first: at most once). False when another got it. */
export const claim = schemaFirst(async function claim(db: D1Database, job: Job, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const r = await db
    .prepare(
      `UPDATE outbox
      SET status = 'sending', attempts = attempts + 1, claimed_at = ?2, updated_at = ?2
      WHERE key = ?1 AND status = 'pending'`,
    )
    .bind(job.key, at)
    .run();
  return r.meta.changes === 1;
});

/**
 * Records a send's outcome: sent; skipped; waiting (for its settings); failed (permanent, or too old to
 * retry); else due again after the backoff.
 */
export const finish = schemaFirst(async function finish(
  db: D1Database,
  job: Job,
  result: SendResult,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const response = result.response?.slice(0, 1000) ?? null;
  if (result.ok) {
    await db
      .prepare(
        `UPDATE outbox
        SET status = 'sent', sent_at = ?2, response = ?3, last_error = NULL, updated_at = ?2
        WHERE key = ?1`,
      )
      .bind(job.key, at, response)
      .run();
    return;
  }
  if (result.waiting) {
    // Settings to fix: the attempt is given back and the job waits, out of the due list however
    // long, until its concern releases it (releaseWaiting) once the settings parse.
    await db
      .prepare(
        `UPDATE outbox
        SET status = 'waiting', attempts = MAX(attempts - 1, 0), last_error = ?2, updated_at = ?3
        WHERE key = ?1`,
      )
      .bind(job.key, result.error.slice(0, 500), at)
      .run();
    return;
  }
  const tooOld = now.getTime() - Date.parse(job.createdAt) >= GIVE_UP_MS;
  const status = result.skipped ? 'skipped' : result.permanent || tooOld ? 'failed' : 'pending';
  const next = new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString();
  await db
    .prepare(
      `UPDATE outbox
      SET status = ?2, due_at = ?3, last_error = ?4, response = ?5, updated_at = ?6
      WHERE key = ?1`,
    )
    .bind(job.key, status, next, result.error.slice(0, 500), response, at)
    .run();
});

/**
 * Jobs that waited for their settings ('waiting': a sender answered `waiting`), of these kinds and
 * channels, due again now: their concern calls this once those channels' settings parse.
 */
export const releaseWaiting = schemaFirst(async function releaseWaiting(
  db: D1Database,
  kinds: string[],
  channels: string[],
  now: Date,
): Promise<number> {
  if (!kinds.length || !channels.length) return 0;
  const at = now.toISOString();
  const r = await db
    .prepare(
      `UPDATE outbox
      SET status = 'pending', due_at = ?1, updated_at = ?1
      WHERE status = 'waiting'
        AND kind IN (SELECT value FROM json_each(?2))
        AND channel IN (SELECT value FROM json_each(?3))`,
    )
    .bind(at, JSON.stringify(kinds), JSON.stringify(channels))
    .run();
  return r.meta.changes;
});

/**
 * Claims cut short (the worker stopped between claim and record): back to pending for kinds whose
 * receiver drops repeats, else failed ("outcome unknown"), never sent twice.
 */
export const recoverStale = schemaFirst(async function recoverStale(
  db: D1Database,
  now: Date,
  dedupingKinds: string[],
): Promise<void> {
  const before = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const at = now.toISOString();
  const kinds = JSON.stringify(dedupingKinds);
  await db.batch([
    db
      .prepare(
        `UPDATE outbox
        SET status = 'pending', due_at = ?2, updated_at = ?2
        WHERE status = 'sending' AND claimed_at < ?1 AND kind IN (SELECT value FROM json_each(?3))`,
      )
      .bind(before, at, kinds),
    db
      .prepare(
        `UPDATE outbox
        SET status = 'failed', last_error = 'outcome unknown: the send was cut short', updated_at = ?2
        WHERE status = 'sending' AND claimed_at < ?1`,
      )
      .bind(before, at),
  ]);
});

export interface OutboxEntry {
  key: string;
  kind: string;
  channel: string;
  status: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  response: string | null;
  updated_at: string;
}

/** What was sent where and when for one lead, and the answers (the inbox's lead page). */
export const entriesOf = schemaFirst(async function entriesOf(db: D1Database, leadId: string): Promise<OutboxEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT key, kind, channel, status, attempts, sent_at, last_error, response, updated_at
      FROM outbox
      WHERE lead_id = ?1
      ORDER BY created_at, key`,
    )
    .bind(leadId)
    .all<OutboxEntry>();
  return results;
});
