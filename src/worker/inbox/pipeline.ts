import { stagePlanKey } from '../business';
import { enqueueStatement } from '../outbox';
import type { StageInput } from './forms';

/**
 * Changes to a lead: its stage (with the booking value or the reason it was lost) and notes.
 * Each change and its audit row (who, when, from → to) are one D1 batch; nothing is overwritten
 * without a trace. A lead moved to booked gets its plan row in the outbox in that same batch
 * (conversions/ expands it into the purchase events), then a nudge on the queue so it runs now.
 */
export type Outcome = { ok: true; message: string } | { ok: false; status: 404 | 409 | 422; message: string };

interface Current {
  stage: string;
  value: number | null;
  lost_reason: string | null;
}

const audit = (
  db: D1Database,
  leadId: string,
  actor: string,
  action: string,
  from: string | null,
  to: string | null,
  at: string,
  guard?: { stage: string },
) =>
  guard
    ? db
        .prepare(
          `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) SELECT ?1, ?2, ?3, ?4, ?5, ?6
        WHERE EXISTS (SELECT 1 FROM lead_pipeline WHERE lead_id = ?1 AND stage = ?7 AND updated_at = ?6)`,
        )
        .bind(leadId, actor, action, from, to, at, guard.stage)
    : db
        .prepare(
          'INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
        )
        .bind(leadId, actor, action, from, to, at);

export async function changeStage(env: Env, id: string, actor: string, input: StageInput, now: Date): Promise<Outcome> {
  const db = env.LEADS_DB;
  const current = await db
    .prepare('SELECT stage, value, lost_reason FROM lead_pipeline WHERE lead_id = ?1')
    .bind(id)
    .first<Current>();
  if (!current) return { ok: false, status: 404, message: 'There is no such lead (erased?).' };
  if (current.stage !== input.from) {
    return {
      ok: false,
      status: 409,
      message: `Someone changed this lead meanwhile: it is now "${current.stage}". Nothing was changed; check it and try again.`,
    };
  }
  const value = input.stage === 'booked' ? input.value : current.value;
  const reason = input.stage === 'lost' ? input.reason : current.lost_reason;
  const stageChanges = input.stage !== current.stage;
  if (!stageChanges && value === current.value && reason === current.lost_reason)
    return { ok: true, message: 'Nothing to change.' };

  const at = now.toISOString();
  // Only while the lead is still at the stage the page showed (two phones at once: one wins).
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE lead_pipeline SET stage = ?2, value = ?3, lost_reason = ?4, stage_at = CASE WHEN stage = ?2 THEN stage_at ELSE ?5 END, updated_at = ?5
      WHERE lead_id = ?1 AND stage = ?6`,
      )
      .bind(id, input.stage, value, reason, at, current.stage),
  ];
  const guard = { stage: input.stage };
  if (stageChanges) statements.push(audit(db, id, actor, 'stage', current.stage, input.stage, at, guard));
  if (value !== current.value)
    statements.push(
      audit(db, id, actor, 'value', current.value?.toString() ?? null, value?.toString() ?? null, at, guard),
    );
  if (reason !== current.lost_reason)
    statements.push(audit(db, id, actor, 'lost_reason', current.lost_reason, reason, at, guard));
  if (input.stage === 'booked')
    statements.push(
      enqueueStatement(db, { key: stagePlanKey(id, 'booked'), leadId: id, kind: 'plan', channel: 'booked' }, now),
    );
  const [update] = await db.batch(statements);
  if (update!.meta.changes !== 1)
    return {
      ok: false,
      status: 409,
      message: 'Someone changed this lead meanwhile. Nothing was changed; check it and try again.',
    };
  if (input.stage === 'booked') {
    // Best effort: the conversions run now rather than at the next cron sweep.
    try {
      await env.LEADS_QUEUE.send({ kind: 'run-jobs', leadId: id });
    } catch (error) {
      console.error(
        `lead ${id}: run-jobs not queued (the cron sends it): ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return { ok: true, message: stageChanges ? `Status changed to ${input.stage}.` : 'Saved.' };
}

export async function addNote(db: D1Database, id: string, actor: string, body: string, now: Date): Promise<Outcome> {
  const at = now.toISOString();
  const [note] = await db.batch([
    db
      .prepare(
        'INSERT INTO lead_notes (lead_id, author, body, created_at) SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM lead_pipeline WHERE lead_id = ?1)',
      )
      .bind(id, actor, body, at),
    // The audit row names the note (its id), never copies its text.
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
      SELECT ?1, ?2, 'note', NULL, CAST(id AS TEXT), ?3 FROM lead_notes WHERE lead_id = ?1 AND author = ?2 AND created_at = ?3 ORDER BY id DESC LIMIT 1`,
      )
      .bind(id, actor, at),
  ]);
  if (note!.meta.changes !== 1) return { ok: false, status: 404, message: 'There is no such lead (erased?).' };
  return { ok: true, message: 'Note added.' };
}
