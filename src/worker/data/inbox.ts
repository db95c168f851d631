import { indiaDayStart } from '../../shared/india-time';
import { normalizePhone, phoneDigits } from '../../shared/vocabulary/phone';
import { containsText } from './contains';
import { FIRST_RESPONSE_FROM } from './follow-ups';
import { PREFS_LANGUAGE } from './prefs';
import { schemaFirst } from './schema';

/**
 * What the inbox's list reads (a lead's page: lead-detail.ts; the changes to a lead, its stage and
 * notes: lead-changes.ts). Every query is bounded (LIMIT) and uses an index of migrations/0003:
 * the list walks lead_pipeline by received_at (or by stage, source or campaign with it), the queue
 * lead_work by next_at (migrations/0009), and looks each row's other rows up by primary key.
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
  /** lead_quality's outcome and reason (null: no row, 'unchecked'). */
  quality: string | null;
  quality_reason: string | null;
  released_by: string | null;
  released_at: string | null;
  /** lead_work (migrations/0009): the owner's e-mail and name, when the lead next needs the team, its first contact. */
  owner: string | null;
  owner_name: string | null;
  next_at: string | null;
  first_contact_at: string | null;
  /** When its first-response clock started: its receipt, or the call time it chose (./follow-ups.ts). */
  start_at: string;
  /** The first 200 characters of what the person wrote (the form's message field), '' for none. */
  message: string;
  /** Which of the person's enquiries this is (1: the first; 2 and more: a returning person; data/people.ts). */
  enquiry_no: number;
  /** The page's language, 'en' without a lead_prefs row (./prefs.ts). */
  language: string;
  /** The event date the form asked for, 'YYYY-MM-DD' (./event-dates.ts); null: none given. */
  event_date: string | null;
}

/** The queue's tabs (docs/sales.md "The queue"): '' is "All" reached through a filter or search. */
export const VIEWS = ['due', 'new', 'quoted', 'mine', 'all'] as const;
export type View = (typeof VIEWS)[number];

/** The list's filters (the inbox's filter form, inbox/forms.ts, checked): '' is no filter; from/to are India days. */
export interface LeadFilters {
  stage: string;
  form: string;
  service: string;
  city: string;
  source: string;
  campaign: string;
  from: string;
  to: string;
  q: string;
  /** '' lists every lead but spam; 'spam' is the Spam view; 'unverified' only those. */
  quality: '' | 'spam' | 'unverified';
  /** 1-based. */
  page: number;
  /** The tab (VIEWS); 'due' needs `now`, 'mine' the signed-in `actor`. */
  view?: View;
  /** An owner's e-mail, '-' for unassigned leads; '' no filter. */
  owner?: string;
  /** The lead's language (src/shared/i18n/locales.ts); '' no filter. */
  language?: string;
}

/** Who is asking and when: the Due now view's clock and the Mine view's owner. */
export interface ListContext {
  now: Date;
  actor: string;
}

/**
 * The form's message field from the relayed payload (docs/product.md#lead-payloads), as one short
 * text; '' when anonymised or absent.
 */
const MESSAGE = `CASE WHEN json_valid(l.payload) THEN substr(COALESCE(json_extract(l.payload, '$.message'),
  json_extract(l.payload, '$.whyPartner'), json_extract(l.payload, '$.whyJoin'), ''), 1, 200) ELSE '' END`;
export const LIST_COLUMNS = `p.lead_id, p.form, p.received_at, p.service, p.city, p.source, p.medium, p.campaign,
  p.stage, p.value, p.lost_reason,
  c.name, c.email, c.phone, g.status AS ledger_status, l.status AS relay_status,
  q.outcome AS quality, q.reason AS quality_reason, q.released_by, q.released_at,
  w.owner, t.name AS owner_name, w.next_at, w.first_contact_at, ${FIRST_RESPONSE_FROM('p', 'w')} AS start_at,
  ${MESSAGE} AS message,
  (SELECT COUNT(*)
    FROM lead_person e JOIN lead_pipeline ep ON ep.lead_id = e.lead_id
    WHERE e.person_id = pp.person_id
      AND (ep.received_at < p.received_at OR (ep.received_at = p.received_at AND ep.lead_id <= p.lead_id))
  ) AS enquiry_no, ${PREFS_LANGUAGE('f')} AS language, ed.event_date`;
export const LIST_JOINS = `FROM lead_pipeline p
  LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
  LEFT JOIN lead_ledger g ON g.id = p.lead_id
  LEFT JOIN leads l ON l.id = p.lead_id
  LEFT JOIN lead_quality q ON q.lead_id = p.lead_id
  LEFT JOIN lead_work w ON w.lead_id = p.lead_id
  LEFT JOIN inbox_team t ON t.email = w.owner
  LEFT JOIN lead_person pp ON pp.lead_id = p.lead_id
  LEFT JOIN lead_prefs f ON f.lead_id = p.lead_id
  LEFT JOIN lead_event_dates ed ON ed.lead_id = p.lead_id`;

/**
 * The WHERE clause and ORDER BY of a list: the tab, then the filters. Due now walks lead_work by
 * next_at (index lead_work_next), the queue rule of docs/sales.md "The queue": longest waiting
 * first; Mine walks lead_work by owner (lead_work_owner); the rest walk lead_pipeline newest first.
 */
function listQuery(f: LeadFilters, ctx: ListContext) {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql.replace(/\?/g, () => `?${args.push(values.shift())}`)); // numbered as bound
  };
  // Spam is only in its own view (docs/sales.md#verified-unverified-spam); every other list leaves it out.
  if (f.quality) add('q.outcome = ?', f.quality);
  else where.push("(q.outcome IS NULL OR q.outcome != 'spam')");
  let order = 'p.received_at DESC, p.lead_id DESC';
  switch (f.view) {
    case 'due':
      add('w.next_at <= ?', ctx.now.toISOString());
      order = 'w.next_at ASC, w.lead_id ASC';
      break;
    case 'new':
      where.push("p.stage = 'new'");
      break;
    case 'quoted':
      where.push("p.stage = 'quoted'");
      break;
    case 'mine':
      // The signed-in member's open leads, next due first (index lead_work_owner).
      add('w.owner = ? AND w.next_at IS NOT NULL', ctx.actor.toLowerCase());
      order = 'w.next_at ASC, w.lead_id ASC';
      break;
    case 'all':
    case undefined:
      break;
  }
  if (f.stage) add('p.stage = ?', f.stage);
  if (f.form) add('p.form = ?', f.form);
  if (f.service) add('p.service = ? COLLATE NOCASE', f.service);
  if (f.city) add('p.city = ? COLLATE NOCASE', f.city);
  if (f.source) add('p.source = ? COLLATE NOCASE', f.source);
  if (f.campaign) add('p.campaign = ? COLLATE NOCASE', f.campaign);
  if (f.owner === '-') where.push('w.owner IS NULL');
  else if (f.owner) add('w.owner = ?', f.owner.toLowerCase());
  if (f.language) add(`${PREFS_LANGUAGE('f')} = ?`, f.language);
  if (f.from) add('p.received_at >= ?', indiaDayStart(f.from));
  if (f.to) add('p.received_at < ?', indiaDayStart(f.to, 1));
  if (f.q) {
    // A phone in any format (09876501234, +91 98765 01234, 98765-01234) is its normal form
    // (shared/vocabulary/phone.ts normalizePhone), the form lead_contacts keeps; a part of one still matches.
    const digits = phoneDigits(f.q);
    const phone = digits.length >= 4 ? normalizePhone(f.q) || digits : '';
    // Any length: ./contains.ts (no LIKE pattern, which D1 limits to 50 bytes).
    const name = containsText('c.name');
    const email = containsText('c.email');
    if (phone) add(`(${name} OR ${email} OR ${containsText('c.phone')})`, f.q, f.q.toLowerCase(), phone);
    else add(`(${name} OR ${email})`, f.q, f.q.toLowerCase());
  }
  return {
    where: where.length ? `WHERE ${where.join(' AND ')}` : '',
    args,
    order,
    // Only the joins the WHERE needs: the page's ids are found first, the rest joined for them alone.
    joins: `FROM lead_pipeline p
    LEFT JOIN lead_quality q ON q.lead_id = p.lead_id
    LEFT JOIN lead_work w ON w.lead_id = p.lead_id${f.q ? ' LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id' : ''}${
      f.language ? ' LEFT JOIN lead_prefs f ON f.lead_id = p.lead_id' : ''
    }`,
  };
}

/**
 * A page of a list: its ids found over the tables the filters need (lead_pipeline, lead_quality,
 * lead_work; lead_contacts for a search), then each row's columns joined for that page alone, so
 * a later page (OFFSET) skips bare ids rather than whole rows.
 */
function pageSql(f: LeadFilters, ctx: ListContext, paged: boolean) {
  const { where, args, order, joins } = listQuery(f, ctx);
  const n = args.length;
  const limit = paged ? `LIMIT ?${n + 1} OFFSET ?${n + 2}` : `LIMIT ?${n + 1}`;
  const sql = `SELECT ${LIST_COLUMNS}
    FROM (SELECT p.lead_id AS id ${joins} ${where} ORDER BY ${order} ${limit}) k
    JOIN lead_pipeline p ON p.lead_id = k.id
    ${LIST_JOINS.replace(/^FROM lead_pipeline p\s*/, '')}
    ORDER BY ${order}`;
  return { sql, args };
}

/**
 * One page of `pageSize` leads in the tab's order; `more` when another page follows; `ms` is D1's
 * time for the query.
 */
export const listLeads = schemaFirst(async function listLeads(
  db: D1Database,
  f: LeadFilters,
  PAGE_SIZE: number,
  ctx: ListContext = { now: new Date(), actor: '' },
): Promise<{ rows: ListRow[]; more: boolean; ms: number }> {
  const { sql, args } = pageSql(f, ctx, true);
  const result = await db
    .prepare(sql)
    .bind(...args, PAGE_SIZE + 1, (f.page - 1) * PAGE_SIZE)
    .all<ListRow>();
  return {
    rows: result.results.slice(0, PAGE_SIZE),
    more: result.results.length > PAGE_SIZE,
    ms: result.meta.duration,
  };
});

/**
 * Every lead of a filtered list (all its pages, in its order) for the CSV export, at most `limit`
 * (the caller says when the list was cut).
 */
export const exportLeads = schemaFirst(async function exportLeads(
  db: D1Database,
  f: LeadFilters,
  ctx: ListContext,
  limit: number,
): Promise<ListRow[]> {
  const { sql, args } = pageSql(f, ctx, false);
  return (
    await db
      .prepare(sql)
      .bind(...args, limit)
      .all<ListRow>()
  ).results;
});

export type ViewCounts = Record<View, number>;

/**
 * How many leads each tab holds, spam left out, in one statement. Each tab's count is an index
 * range (lead_work_next, lead_pipeline_stage, lead_work_owner; All the table's own count) less
 * the spam in it, found from the spam rows (lead_quality_outcome): no count walks the leads one
 * by one to look their quality up.
 */
export const viewCounts = schemaFirst(async function viewCounts(
  db: D1Database,
  ctx: ListContext,
): Promise<{ counts: ViewCounts; ms: number }> {
  const spam = (join: string, where: string) =>
    `(SELECT COUNT(*) FROM lead_quality s JOIN ${join} ON x.lead_id = s.lead_id
      WHERE s.outcome = 'spam' AND ${where})`;
  const result = await db
    .prepare(
      `SELECT
      (SELECT COUNT(*) FROM lead_work WHERE next_at <= ?1) - ${spam('lead_work x', 'x.next_at <= ?1')} AS due,
      (SELECT COUNT(*) FROM lead_pipeline WHERE stage = 'new') - ${spam('lead_pipeline x', "x.stage = 'new'")} AS new,
      (SELECT COUNT(*) FROM lead_pipeline WHERE stage = 'quoted')
        - ${spam('lead_pipeline x', "x.stage = 'quoted'")} AS quoted,
      (SELECT COUNT(*) FROM lead_work WHERE owner = ?2 AND next_at IS NOT NULL)
        - ${spam('lead_work x', 'x.owner = ?2 AND x.next_at IS NOT NULL')} AS mine,
      (SELECT COUNT(*) FROM lead_pipeline) - ${spam('lead_pipeline x', '1')} AS total`,
    )
    .bind(ctx.now.toISOString(), ctx.actor.toLowerCase())
    .all<Omit<ViewCounts, 'all'> & { total: number }>();
  const row = result.results[0]!;
  return {
    counts: { due: row.due, new: row.new, quoted: row.quoted, mine: row.mine, all: row.total },
    ms: result.meta.duration,
  };
});
