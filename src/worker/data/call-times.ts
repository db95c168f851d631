import { followUpSubject } from './follow-ups';
import { schemaFirst } from './schema';

/**
 * Call times the visitor picks (migrations/0015_call_times.sql, docs/product.md#choosing-a-call-time):
 * the per-submission secret's row, the slots taken, the choice (which becomes the lead's next step,
 * lead_work.next_at: docs/decisions/0023-the-sales-queue-is-one-column.md), and the cron's
 * questions for its notices (src/worker/notices/call-times.ts).
 */

/** Who chose a call time, in the audit trail (lead_audit.actor). */
export const VISITOR = 'visitor';
/** The follow-up note a chosen call time writes (lead page, notices). */
export const CHOSEN_NOTE = 'Call at the time the visitor chose';

export interface CallTimeRow {
  lead_id: string;
  secret_hash: string;
  expires_at: string;
  call_at: string | null;
  chosen_at: string | null;
}

/** The lead was judged spam (lead_quality, written in the batch that keeps it): it books nothing. */
const SPAM = (lead: string) => `EXISTS (SELECT 1 FROM lead_quality WHERE lead_id = ${lead} AND outcome = 'spam')`;

/**
 * Stores (or, for a repeat of the same submission, replaces) a lead's secret while no time is
 * chosen: 'stored'; 'chosen' when a time is chosen already (the answer then offers none); 'spam'
 * for a lead judged spam, whose secret is never stored (its answer carries one that opens nothing).
 */
export const offerCallTime = schemaFirst(async function offerCallTime(
  db: D1Database,
  leadId: string,
  handle: string,
  secretHash: string,
  expiresAt: string,
): Promise<'stored' | 'chosen' | 'spam'> {
  const [stored, spam] = await db.batch([
    db
      .prepare(
        `INSERT INTO lead_call_times (lead_id, handle, secret_hash, expires_at)
        SELECT ?1, ?2, ?3, ?4 WHERE NOT ${SPAM('?1')}
        ON CONFLICT(lead_id) DO UPDATE SET handle = ?2, secret_hash = ?3, expires_at = ?4 WHERE chosen_at IS NULL`,
      )
      .bind(leadId, handle, secretHash, expiresAt),
    db.prepare(`SELECT ${SPAM('?1')} AS spam`).bind(leadId),
  ]);
  if (stored!.meta.changes === 1) return 'stored';
  return (spam!.results[0] as { spam: number } | undefined)?.spam ? 'spam' : 'chosen';
});

/** The row a secret's public half names, or null. */
export const callTimeByHandle = schemaFirst(async function callTimeByHandle(
  db: D1Database,
  handle: string,
): Promise<CallTimeRow | null> {
  return db
    .prepare('SELECT lead_id, secret_hash, expires_at, call_at, chosen_at FROM lead_call_times WHERE handle = ?1')
    .bind(handle)
    .first<CallTimeRow>();
});

/** How many leads chose each slot start (UTC ISO) in [from, to). */
export const takenCallTimes = schemaFirst(async function takenCallTimes(
  db: D1Database,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT call_at, COUNT(*) AS n FROM lead_call_times
      WHERE call_at >= ?1 AND call_at < ?2 GROUP BY call_at`,
    )
    .bind(from, to)
    .all<{ call_at: string; n: number }>();
  return new Map(results.map((r) => [r.call_at, r.n]));
});

/**
 * The visitor's choice, one batch: the slot is taken only while fewer than `capacity` leads hold
 * it, the secret is not spent and the lead is not spam; then, for an open lead (next_at set: not
 * spam, not closed), the lead's follow-up and next_at become the call time, audited as the
 * visitor's. 'chosen'; else why not: 'spent' (a time was chosen with this secret, this one or a
 * request racing it), 'spam', or 'full' (the slot filled meanwhile: the secret is still unspent,
 * for another slot).
 */
export const chooseCallTime = schemaFirst(async function chooseCallTime(
  db: D1Database,
  leadId: string,
  callAt: string,
  capacity: number,
  now: Date,
): Promise<'chosen' | 'spent' | 'spam' | 'full'> {
  const at = now.toISOString();
  const chosen = `EXISTS (SELECT 1 FROM lead_call_times WHERE lead_id = ?1 AND call_at = ?2 AND chosen_at = ?3)`;
  const open = `EXISTS (SELECT 1 FROM lead_work WHERE lead_id = ?1 AND next_at IS NOT NULL)`;
  const [taken, , , after] = await db.batch([
    db
      .prepare(
        `UPDATE lead_call_times SET call_at = ?2, chosen_at = ?3
        WHERE lead_id = ?1 AND chosen_at IS NULL AND NOT ${SPAM('?1')}
          AND (SELECT COUNT(*) FROM lead_call_times WHERE call_at = ?2) < ?4`,
      )
      .bind(leadId, callAt, at, capacity),
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT ?1, '${VISITOR}', 'follow_up', (SELECT follow_up_at FROM lead_work WHERE lead_id = ?1), ?2, ?3
        WHERE ${chosen} AND ${open}`,
      )
      .bind(leadId, callAt, at),
    db
      .prepare(
        `UPDATE lead_work SET follow_up_at = ?2, follow_up_note = '${CHOSEN_NOTE}', next_at = ?2
        WHERE lead_id = ?1 AND next_at IS NOT NULL AND ${chosen}`,
      )
      .bind(leadId, callAt, at),
    db
      .prepare(`SELECT ${SPAM('?1')} AS spam, (SELECT chosen_at FROM lead_call_times WHERE lead_id = ?1) AS chosen_at`)
      .bind(leadId),
  ]);
  if (taken!.meta.changes === 1) return 'chosen';
  const row = after!.results[0] as { spam: number; chosen_at: string | null } | undefined;
  return row?.spam ? 'spam' : row?.chosen_at ? 'spent' : 'full';
});

/** A lead's chosen call time (UTC ISO) and when it was chosen, or null. */
export const chosenCallTime = schemaFirst(async function chosenCallTime(
  db: D1Database,
  leadId: string,
): Promise<{ call_at: string; chosen_at: string } | null> {
  return db
    .prepare('SELECT call_at, chosen_at FROM lead_call_times WHERE lead_id = ?1 AND call_at IS NOT NULL')
    .bind(leadId)
    .first<{ call_at: string; chosen_at: string }>();
});

export interface PlannedCall {
  lead_id: string;
  call_at: string;
  owner: string | null;
}

/**
 * The cron's two questions (at most 200 each): calls chosen since `since` still ahead and not yet
 * told ('call-chosen'), and calls starting in (now, now + lead] not yet reminded ('call-time').
 * A call the lead's follow-up no longer names (moved by the team, lead closed) is left out.
 */
export const callsToTell = schemaFirst(async function callsToTell(
  db: D1Database,
  since: string,
  now: string,
  remindUntil: string,
): Promise<{ chosen: PlannedCall[]; soon: PlannedCall[] }> {
  const base = `SELECT c.lead_id, c.call_at, w.owner FROM lead_call_times c
    JOIN lead_work w ON w.lead_id = c.lead_id
    WHERE c.call_at IS NOT NULL AND w.next_at IS NOT NULL AND w.follow_up_at = c.call_at`;
  const none = (kind: string) =>
    `NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = c.lead_id AND o.kind = '${kind}'
      AND instr(o.key, ':' || c.lead_id || '@' || strftime('%Y%m%dT%H%M', c.call_at)) > 0)`;
  const [chosen, soon] = await db.batch([
    db
      .prepare(`${base} AND c.chosen_at >= ?1 AND c.call_at > ?2 AND ${none('call-chosen')} LIMIT 200`)
      .bind(since, now),
    db
      .prepare(`${base} AND c.call_at > ?1 AND c.call_at <= ?2 AND ${none('call-time')} LIMIT 200`)
      .bind(now, remindUntil),
  ]);
  return { chosen: chosen!.results as unknown as PlannedCall[], soon: soon!.results as unknown as PlannedCall[] };
});

/** A call notice's subject: the lead and the call's minute (as a follow-up's: no ':' in a job key). */
export const callSubject = followUpSubject;

/**
 * Calls chosen since `since`, still ahead of `now` and still the lead's follow-up, whose lead was
 * already sent its WhatsApp acknowledgement before the choice ('ack:whatsapp:<lead id>', sent
 * before chosen_at) and has no confirmation job yet ('ack:whatsapp:<lead id>@<call's minute>'):
 * the confirmations to plan (src/worker/notices/ack.ts). A choice made before the acknowledgement
 * went needs none: the acknowledgement says the chosen time. At most 200.
 */
export const callsToConfirm = schemaFirst(async function callsToConfirm(
  db: D1Database,
  since: string,
  now: string,
): Promise<Array<{ lead_id: string; call_at: string }>> {
  const { results } = await db
    .prepare(
      `SELECT c.lead_id, c.call_at FROM lead_call_times c
      JOIN lead_work w ON w.lead_id = c.lead_id
      WHERE c.call_at IS NOT NULL AND c.chosen_at >= ?1 AND c.call_at > ?2
        AND w.next_at IS NOT NULL AND w.follow_up_at = c.call_at
        AND EXISTS (SELECT 1 FROM outbox a WHERE a.key = 'ack:whatsapp:' || c.lead_id AND a.status = 'sent'
          AND a.sent_at < c.chosen_at)
        AND NOT EXISTS (SELECT 1 FROM outbox o
          WHERE o.key = 'ack:whatsapp:' || c.lead_id || '@' || strftime('%Y%m%dT%H%M', c.call_at))
      LIMIT 200`,
    )
    .bind(since, now)
    .all<{ lead_id: string; call_at: string }>();
  return results;
});
