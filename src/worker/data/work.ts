import { FIRST_RESPONSE_FROM } from './follow-ups';
import { NOT_SPAM } from './sql';
import { schemaFirst } from './schema';
import { CLOSED_STAGES, sqlStages, type Stage } from '../../shared/vocabulary/stages';

/**
 * The sales team's next step on a lead (migrations/0009: lead_work, lead_calls; docs/sales.md
 * "Logging a call", "Follow-ups and reminders", "First response"): calls logged, follow-ups, the
 * first contact, and the queue's next lead. Statements here are parts of the caller's one batch
 * (inbox/pipeline.ts), so a call, its stage change and their audit rows are saved together or not
 * at all. The queue rule (one rule): an open lead needs the team when next_at <= now, oldest first;
 * booked or lost: next_at NULL.
 */
export const CALL_OUTCOMES = ['reached', 'no-answer', 'busy', 'wrong-number', 'call-back'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/** How the team first reached the lead (lead_audit 'first_contact', to_value). */
export type ContactVia = 'call' | 'whatsapp' | 'email' | 'phone' | 'stage' | 'reply';
export { CLOSED_STAGES };

export interface LeadWork {
  owner: string | null;
  next_at: string | null;
  follow_up_at: string | null;
  follow_up_note: string | null;
  first_contact_at: string | null;
  first_contact_by: string | null;
  quote_value: number | null;
}
export interface CallRow {
  id: number;
  actor: string;
  outcome: CallOutcome;
  note: string | null;
  at: string;
}

/** A lead's work row (null fields when it has none) and its latest calls, newest first. */
export const leadWork = schemaFirst(async function leadWork(
  db: D1Database,
  id: string,
): Promise<{ work: LeadWork; calls: CallRow[] }> {
  const [work, calls] = await db.batch([
    db
      .prepare(
        `SELECT owner, next_at, follow_up_at, follow_up_note, first_contact_at, first_contact_by, quote_value
        FROM lead_work
        WHERE lead_id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, actor, outcome, note, at
        FROM lead_calls
        WHERE lead_id = ?1
        ORDER BY at DESC, id DESC
        LIMIT 5`,
      )
      .bind(id),
  ]);
  const row = (work!.results[0] as LeadWork | undefined) ?? {
    owner: null,
    next_at: null,
    follow_up_at: null,
    follow_up_note: null,
    first_contact_at: null,
    first_contact_by: null,
    quote_value: null,
  };
  return { work: row, calls: calls!.results as unknown as CallRow[] };
});

const auditSql = `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)`;
/** Written only while the batch's stage update holds (the lead at `stage`, updated at `at`). */
const HOLDS = `EXISTS (SELECT 1 FROM lead_pipeline WHERE lead_id = ?1 AND stage = ?2 AND updated_at = ?3)`;

/** What a stage change or a logged call does to lead_work, besides the stage itself. */
export interface WorkChange {
  id: string;
  actor: string;
  /** The stage after the change, and the change's time (ISO): with them, the guard of every statement. */
  stage: string;
  at: string;
  /** The first contact, if the lead has none yet. */
  contact: ContactVia;
  /** A new quoted amount (whole rupees), or undefined to keep it. */
  quote?: number | undefined;
  /** The quote as it was (for the audit row). */
  quoteBefore?: number | null;
  /** The next follow-up (ISO) and its note, or undefined to keep it; closed stages clear it. */
  followUp?: { at: string | null; note: string | null; before: string | null } | undefined;
}

/**
 * The statements of a change to lead_work, each written only while the batch's stage update holds:
 * first contact (with its audit row) if unset, quote (audited), follow-up (audited), next_at by the
 * queue rule.
 */
export function workStatements(db: D1Database, w: WorkChange): D1PreparedStatement[] {
  const closed = CLOSED_STAGES.includes(w.stage as Stage);
  const followUp = closed ? { at: null, note: null, before: w.followUp?.before ?? null } : w.followUp;
  const out: D1PreparedStatement[] = [
    db.prepare(`INSERT OR IGNORE INTO lead_work (lead_id) SELECT ?1 WHERE ${HOLDS}`).bind(w.id, w.stage, w.at),
    db
      .prepare(
        `${auditSql} SELECT ?1, ?4, 'first_contact', NULL, ?5, ?3 WHERE ${HOLDS}
        AND EXISTS (SELECT 1 FROM lead_work WHERE lead_id = ?1 AND first_contact_at IS NULL)`,
      )
      .bind(w.id, w.stage, w.at, w.actor, w.contact),
  ];
  if (w.quote !== undefined && w.quote !== w.quoteBefore)
    out.push(
      db
        .prepare(`${auditSql} SELECT ?1, ?4, 'quote', ?5, ?6, ?3 WHERE ${HOLDS}`)
        .bind(w.id, w.stage, w.at, w.actor, w.quoteBefore?.toString() ?? null, String(w.quote)),
    );
  if (followUp && followUp.at !== followUp.before)
    out.push(
      db
        .prepare(`${auditSql} SELECT ?1, ?4, 'follow_up', ?5, ?6, ?3 WHERE ${HOLDS}`)
        .bind(w.id, w.stage, w.at, w.actor, followUp.before, followUp.at),
    );
  // next_at: closed → NULL; a new follow-up → its time; reopened (NULL) → the follow-up, else the receipt.
  out.push(
    db
      .prepare(
        `UPDATE lead_work SET
          first_contact_at = COALESCE(first_contact_at, ?3),
          first_contact_by = CASE WHEN first_contact_at IS NULL THEN ?4 ELSE first_contact_by END,
          quote_value = CASE WHEN ?5 IS NULL THEN quote_value ELSE ?5 END,
          follow_up_at = CASE WHEN ?6 THEN ?7 ELSE follow_up_at END,
          follow_up_note = CASE WHEN ?6 THEN ?8 ELSE follow_up_note END,
          next_at = CASE
            WHEN ?2 IN (${sqlStages(CLOSED_STAGES)}) THEN NULL
            WHEN ?6 AND ?7 IS NOT NULL THEN ?7
            WHEN next_at IS NULL THEN COALESCE(follow_up_at, (SELECT received_at FROM lead_pipeline WHERE lead_id = ?1))
            ELSE next_at END
        WHERE lead_id = ?1 AND ${HOLDS}`,
      )
      .bind(
        w.id,
        w.stage,
        w.at,
        w.actor,
        w.quote ?? null,
        followUp ? 1 : 0,
        followUp?.at ?? null,
        followUp?.note ?? null,
      ),
  );
  return out;
}

/**
 * The call row, first of the call's statements: its lead_id is read from the stage update just
 * made, so if that update did not hold (someone moved the lead meanwhile) the row's NOT NULL
 * lead_id fails and the whole batch is rolled back: nothing of the call is saved.
 */
export function callStatements(
  db: D1Database,
  c: { id: string; actor: string; stage: string; at: string; outcome: CallOutcome; note: string | null },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO lead_calls (lead_id, actor, outcome, note, at)
        VALUES (
          (SELECT lead_id FROM lead_pipeline WHERE lead_id = ?1 AND stage = ?2 AND updated_at = ?3), ?4, ?5, ?6, ?3
        )`,
      )
      .bind(c.id, c.stage, c.at, c.actor, c.outcome, c.note),
    // The audit row names the outcome, never copies the note.
    db
      .prepare(`${auditSql} SELECT ?1, ?4, 'call', NULL, ?5, ?3 WHERE ${HOLDS}`)
      .bind(c.id, c.stage, c.at, c.actor, c.outcome),
  ];
}

/** True when a batch failed on the call row's guard (the lead moved meanwhile). */
export const isStaleCall = (error: unknown) =>
  /NOT NULL constraint failed: lead_calls\.lead_id/.test(error instanceof Error ? error.message : String(error));

/**
 * A tap on Call, WhatsApp or E-mail (or a reply sent from the inbox): the first contact, if the lead
 * has none yet, with its audit row. True when this was the first contact.
 */
export const recordContact = schemaFirst(async function recordContact(
  db: D1Database,
  id: string,
  actor: string,
  via: ContactVia,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const [, , update] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO lead_work (lead_id) SELECT ?1 FROM lead_pipeline WHERE lead_id = ?1').bind(id),
    db
      .prepare(
        `${auditSql}
        SELECT ?1, ?2, 'first_contact', NULL, ?3, ?4
        FROM lead_work
        WHERE lead_id = ?1 AND first_contact_at IS NULL`,
      )
      .bind(id, actor, via, at),
    db
      .prepare(
        `UPDATE lead_work
        SET first_contact_at = ?3, first_contact_by = ?2
        WHERE lead_id = ?1 AND first_contact_at IS NULL`,
      )
      .bind(id, actor, at),
  ]);
  return update!.meta.changes === 1;
});

/** The queue's next lead after `except`: next_at <= now, longest waiting first (next_at, lead_id); null when none. */
export const nextInQueue = schemaFirst(async function nextInQueue(
  db: D1Database,
  now: Date,
  except: string,
): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT lead_id
      FROM lead_work
      WHERE next_at <= ?1 AND lead_id != ?2
      ORDER BY next_at ASC, lead_id ASC
      LIMIT 1`,
    )
    .bind(now.toISOString(), except)
    .first<{ lead_id: string }>();
  return row?.lead_id ?? null;
});

/** First contact figures of leads received in [start, end), not spam (reports). */
export const firstContactRows = schemaFirst(async function firstContactRows(
  db: D1Database,
  start: string,
  end: string,
): Promise<Array<{ received_at: string; start_at: string; first_contact_at: string | null; owner: string | null }>> {
  const { results } = await db
    .prepare(
      `SELECT p.received_at, ${FIRST_RESPONSE_FROM('p', 'w')} AS start_at, w.first_contact_at, w.owner
      FROM lead_pipeline p
      LEFT JOIN lead_work w ON w.lead_id = p.lead_id
      WHERE p.received_at >= ?1 AND p.received_at < ?2 AND ${NOT_SPAM('p')}
      LIMIT 50000`,
    )
    .bind(start, end)
    .all<{ received_at: string; start_at: string; first_contact_at: string | null; owner: string | null }>();
  return results;
});

/** What the contact buttons need: the lead's name, number, address and service; null when there is no such lead. */
export const contactOf = schemaFirst(async function contactOf(
  db: D1Database,
  id: string,
): Promise<{ name: string | null; email: string | null; phone: string | null; service: string; form: string } | null> {
  return db
    .prepare(
      `SELECT c.name, c.email, c.phone, p.service, p.form
      FROM lead_pipeline p
      LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
      WHERE p.lead_id = ?1`,
    )
    .bind(id)
    .first();
});
