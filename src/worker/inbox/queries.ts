import { indiaDayStart } from '../../shared/india-time';
import { entriesOf, type OutboxEntry } from '../outbox';
import { PAGE_SIZE, type Filters } from './forms';

/**
 * What the inbox reads. Every query is bounded (LIMIT) and uses an index of migrations/0003:
 * the list walks lead_pipeline by received_at (or by stage, source or campaign with it) and looks
 * each row's contact, ledger and relay rows up by primary key.
 */
export interface ListRow {
  lead_id: string;
  form: string;
  received_at: string;
  service: string;
  city: string;
  source: string;
  medium: string;
  campaign: string;
  stage: string;
  value: number | null;
  lost_reason: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  ledger_status: string | null;
  relay_status: string | null;
}

/** LIKE pattern for a literal substring. */
const contains = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const LIST_COLUMNS = `p.lead_id, p.form, p.received_at, p.service, p.city, p.source, p.medium, p.campaign, p.stage, p.value, p.lost_reason,
  c.name, c.email, c.phone, g.status AS ledger_status, l.status AS relay_status`;
const LIST_JOINS = `FROM lead_pipeline p
  LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
  LEFT JOIN lead_ledger g ON g.id = p.lead_id
  LEFT JOIN leads l ON l.id = p.lead_id`;

/** One page of leads, newest first; `more` when another page follows; `ms` is D1's time for the query. */
export async function listLeads(db: D1Database, f: Filters): Promise<{ rows: ListRow[]; more: boolean; ms: number }> {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql.replace(/\?/g, () => `?${args.push(values.shift())}`)); // numbered as bound
  };
  if (f.stage) add('p.stage = ?', f.stage);
  if (f.form) add('p.form = ?', f.form);
  if (f.service) add('p.service = ? COLLATE NOCASE', f.service);
  if (f.city) add('p.city = ? COLLATE NOCASE', f.city);
  if (f.source) add('p.source = ?', f.source);
  if (f.campaign) add('p.campaign = ?', f.campaign);
  if (f.from) add('p.received_at >= ?', indiaDayStart(f.from));
  if (f.to) add('p.received_at < ?', indiaDayStart(f.to, 1));
  if (f.q) {
    const digits = f.q.replace(/\D/g, '');
    if (digits.length >= 4)
      add(
        "(c.name LIKE ? ESCAPE '\\' OR c.email LIKE ? ESCAPE '\\' OR c.phone LIKE ?)",
        contains(f.q),
        contains(f.q.toLowerCase()),
        contains(digits),
      );
    else add("(c.name LIKE ? ESCAPE '\\' OR c.email LIKE ? ESCAPE '\\')", contains(f.q), contains(f.q.toLowerCase()));
  }
  const n = args.length;
  const sql = `SELECT ${LIST_COLUMNS} ${LIST_JOINS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY p.received_at DESC, p.lead_id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`;
  const result = await db
    .prepare(sql)
    .bind(...args, PAGE_SIZE + 1, (f.page - 1) * PAGE_SIZE)
    .all<ListRow>();
  return {
    rows: result.results.slice(0, PAGE_SIZE),
    more: result.results.length > PAGE_SIZE,
    ms: result.meta.duration,
  };
}

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
  notes: Note[];
  audit: AuditRow[];
  outbox: OutboxEntry[];
}

/** Everything the lead's page shows; null when there is no such lead. */
export async function leadDetail(db: D1Database, id: string): Promise<LeadDetail | null> {
  const [main, notes, audit] = await db.batch([
    db
      .prepare(
        `SELECT ${LIST_COLUMNS}, p.landing_path, p.stage_at, c.page_url, g.event_id, g.first_touch, g.last_touch, g.consent, g.consent_version,
      g.consent_at, g.delivered_at, l.payload, l.last_error AS relay_error ${LIST_JOINS} WHERE p.lead_id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, author, body, created_at FROM lead_notes WHERE lead_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 200',
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, actor, action, from_value, to_value, at FROM lead_audit WHERE lead_id = ?1 ORDER BY at DESC, id DESC LIMIT 200',
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
}
