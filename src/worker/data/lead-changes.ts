import { schemaFirst } from './schema';

/**
 * The changes the inbox makes to a lead (inbox/pipeline.ts): its stage, value and lost reason, and
 * notes, each with its audit row (who, when, from → to) in the same D1 batch.
 */
export interface CurrentStage {
  stage: string;
  value: number | null;
  lost_reason: string | null;
}

export const currentStage = schemaFirst(async function currentStage(
  db: D1Database,
  id: string,
): Promise<CurrentStage | null> {
  return db
    .prepare('SELECT stage, value, lost_reason FROM lead_pipeline WHERE lead_id = ?1')
    .bind(id)
    .first<CurrentStage>();
});

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
          `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
        SELECT ?1, ?2, ?3, ?4, ?5, ?6
        WHERE EXISTS (SELECT 1 FROM lead_pipeline WHERE lead_id = ?1 AND stage = ?7 AND updated_at = ?6)`,
        )
        .bind(leadId, actor, action, from, to, at, guard.stage)
    : db
        .prepare(
          'INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
        )
        .bind(leadId, actor, action, from, to, at);

/**
 * Saves a stage change as one batch: the pipeline row, only while the lead is still at the stage
 * the page showed (`current.stage`; two phones at once: one wins), an audit row per field that
 * changed (written only if that update was), and `extra` statements (the outbox's plan row).
 * False when the lead moved meanwhile (nothing written).
 */
export const saveStage = schemaFirst(async function saveStage(
  db: D1Database,
  change: {
    id: string;
    actor: string;
    current: CurrentStage;
    stage: string;
    value: number | null;
    reason: string | null;
    at: string;
    extra?: D1PreparedStatement[];
  },
): Promise<boolean> {
  const { id, actor, current, stage, value, reason, at } = change;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE lead_pipeline
      SET stage = ?2, value = ?3, lost_reason = ?4,
        stage_at = CASE WHEN stage = ?2 THEN stage_at ELSE ?5 END, updated_at = ?5
      WHERE lead_id = ?1 AND stage = ?6`,
      )
      .bind(id, stage, value, reason, at, current.stage),
  ];
  const guard = { stage };
  if (stage !== current.stage) statements.push(audit(db, id, actor, 'stage', current.stage, stage, at, guard));
  if (value !== current.value)
    statements.push(
      audit(db, id, actor, 'value', current.value?.toString() ?? null, value?.toString() ?? null, at, guard),
    );
  if (reason !== current.lost_reason)
    statements.push(audit(db, id, actor, 'lost_reason', current.lost_reason, reason, at, guard));
  statements.push(...(change.extra ?? []));
  const [update] = await db.batch(statements);
  return update!.meta.changes === 1;
});

/** Adds a note and its audit row (which names the note, never copies its text); false when there is no such lead. */
export const addNote = schemaFirst(async function addNote(
  db: D1Database,
  id: string,
  actor: string,
  body: string,
  at: string,
): Promise<boolean> {
  const [note] = await db.batch([
    db
      .prepare(
        'INSERT INTO lead_notes (lead_id, author, body, created_at) ' +
          'SELECT ?1, ?2, ?3, ?4 ' +
          'WHERE EXISTS (SELECT 1 FROM lead_pipeline WHERE lead_id = ?1)',
      )
      .bind(id, actor, body, at),
    // The audit row names the note (its id), never copies its text.
    db
      .prepare(
        `INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at)
      SELECT ?1, ?2, 'note', NULL, CAST(id AS TEXT), ?3
      FROM lead_notes
      WHERE lead_id = ?1 AND author = ?2 AND created_at = ?3
      ORDER BY id DESC LIMIT 1`,
      )
      .bind(id, actor, at),
  ]);
  return note!.meta.changes === 1;
});
