import { LIST_COLUMNS, LIST_JOINS, type ListRow } from './inbox';
import { entriesOf, type OutboxEntry } from './outbox';
import { schemaFirst } from './schema';

/** What a lead's page in the inbox reads (inbox/lead/page.tsx): the lead, its notes, audit trail and outbox rows. */
export interface Note {
  id: number;
  author: string;
  body: string;
  created_at: string;
}
export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  from_value: string | null;
  to_value: string | null;
  at: string;
}
export interface LeadDetail extends ListRow {
  page_url: string | null;
  event_id: string | null;
  first_touch: string | null;
  last_touch: string | null;
  consent: string | null;
  consent_version: string | null;
  consent_at: string | null;
  delivered_at: string | null;
  landing_path: string;
  stage_at: string | null;
  payload: string | null;
  relay_error: string | null;
  /** The relay's tries so far (leads.attempts). */
  relay_attempts: number | null;
  /** The WhatsApp opt-in (1) and the words ticked (migrations/0014_lead_prefs.sql); null without a row. */
  whatsapp_opt_in: number | null;
  opt_in_text: string | null;
  notes: Note[];
  audit: AuditRow[];
  outbox: OutboxEntry[];
}

/** Everything the lead's page shows; null when there is no such lead. */
export const leadDetail = schemaFirst(async function leadDetail(
  db: D1Database,
  id: string,
): Promise<LeadDetail | null> {
  const [main, notes, audit] = await db.batch([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS}, p.landing_path, p.stage_at, c.page_url, g.event_id, g.first_touch, g.last_touch,
        g.consent, g.consent_version, g.consent_at, g.delivered_at, l.payload,
        l.last_error AS relay_error, l.attempts AS relay_attempts, f.whatsapp_opt_in, f.opt_in_text
      ${LIST_JOINS}
      WHERE p.lead_id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, author, body, created_at FROM lead_notes ' +
          'WHERE lead_id = ?1 ' +
          'ORDER BY created_at DESC, id DESC LIMIT 200',
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, actor, action, from_value, to_value, at FROM lead_audit ' +
          'WHERE lead_id = ?1 ' +
          'ORDER BY at DESC, id DESC LIMIT 200',
      )
      .bind(id),
  ]);
  const row = main!.results[0] as Omit<LeadDetail, 'notes' | 'audit' | 'outbox'> | undefined;
  if (!row) return null;
  return {
    ...row,
    notes: notes!.results as unknown as Note[],
    audit: audit!.results as unknown as AuditRow[],
    outbox: await entriesOf(db, id),
  };
});
