/**
 * The SQL text that both the worker (through the D1 binding) and `npm run leads`
 * (scripts/leads.mjs, through `wrangler d1 execute`, which binds nothing) run over the lead tables:
 * one text each, so the inbox and the CLI count, and the upload URL and the CLI export, the same
 * rows. Pure and import-free but for explicit .ts paths, so Node runs it (type stripping). Values
 * the CLI puts into the text are checked dates first (literalRange).
 */
import { INDIA_SQL_MODIFIER } from '../../shared/india-time.ts';
import { MOVED_STAGES, REACHED_CONTACTED, sqlStages } from '../../shared/vocabulary/stages.ts';
import type { LedgerRow, Range } from '../leads/ledger.ts';
import { EVENT_DATE } from './event-dates.ts';
import { PAID_BOOKING } from './sql-bookings.ts';

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;

/** A checked range as SQL text: `since` as given, `until` inclusive (a bare date: that whole UTC day). */
export function literalRange({ since, until }: Range): { since?: string; until?: string } {
  for (const d of [since, until]) if (d !== undefined && !DATE.test(d)) throw new Error(`not a date: ${d}`);
  return {
    since: since && `'${since}'`,
    until: until && `'${/T/.test(until) ? until : `${until}T23:59:59.999Z`}'`,
  };
}

// ── Lead quality ─────────────────────────────────────────────────────────────

/**
 * A lead not judged spam (migrations/0006_lead_quality.sql; src/worker/leads/quality.ts isSpam):
 * what the reports, the inbox's lists, reminders and the digest count. One primary-key lookup a
 * row. `alias` is a lead_pipeline alias (its lead_id column).
 */
export const NOT_SPAM = (alias: string) =>
  `NOT EXISTS (SELECT 1 FROM lead_quality sq WHERE sq.lead_id = ${alias}.lead_id AND sq.outcome = 'spam')`;

// ── The report ───────────────────────────────────────────────────────────────

/**
 * The inbox records a stage change in lead_audit as action 'stage', from_value → to_value (the
 * stages). A lost lead counts as contacted when its trail shows it reached contacted first.
 */
export const STAGE_AUDIT_ACTION = 'stage';
/** Stages that have reached contacted (src/shared/vocabulary/stages.ts). */
export { REACHED_CONTACTED };

/**
 * One group of leads, as the report's GROUP BYs return them:
 *   by 'day'       leads per India day and source (the chart)
 *   by 'campaign'  the funnel per source / medium / campaign
 *   by 'page'      the funnel per landing page
 *   by 'chat-campaign', 'chat-page'  the same two funnels over WhatsApp chat leads only (form
 *                  'whatsapp'), beside the two over every lead
 * Columns a group is not keyed by are '' (day is '' on the funnel rows: the SQL has windowed them).
 */
export interface ReportRow {
  by: 'day' | 'campaign' | 'page' | 'chat-campaign' | 'chat-page';
  /** India day the leads were received, YYYY-MM-DD. */
  day: string;
  source: string;
  medium: string;
  campaign: string;
  landing_path: string;
  /** Leads, spam not counted. */
  leads: number;
  /** Leads that reached contacted; booked; booked value (rupees, null when none). */
  contacted: number;
  booked: number;
  value: number | null;
  /**
   * Where the leads stand now, one stage each (they add up to leads; booked is the column above):
   * still new (or no known stage), contacted, quoted, lost. Optional: older callers' rows lack them.
   */
  now_new?: number;
  now_contacted?: number;
  now_quoted?: number;
  now_lost?: number;
  /**
   * How the senders were judged (lead_quality, src/worker/leads/quality.ts): verified (a person,
   * by Turnstile or released from spam by a person), unverified, spam (kept apart: in none of the
   * counts above). Leads neither verified nor unverified were not checked.
   */
  verified: number;
  unverified: number;
  spam: number;
  /**
   * People (lead_person): on funnel rows, the people with a lead (not spam) in the window whose
   * first lead carries this group's attribution, each counted once; 0 on day rows.
   */
  people?: number;
}

const reached = sqlStages(REACHED_CONTACTED);

/** The columns of a funnel's group, as ReportRow has them; the person's first touch beside each. */
const GROUP_COLUMNS = ['source', 'medium', 'campaign', 'landing_path'] as const;
const FIRST_TOUCH: Record<(typeof GROUP_COLUMNS)[number], string> = {
  source: 'f_source',
  medium: 'f_medium',
  campaign: 'f_campaign',
  landing_path: 'f_landing_path',
};

/**
 * One funnel's groups (by `keys`): the leads' counts by each lead's own last touch, and beside
 * them the people, counted once each under their first touch: a person (lead_person, migrations/
 * 0010_people.sql) with leads in the window counts in the group of their first lead (the person id),
 * whenever that lead came. Two GROUP BYs over w, summed per group.
 */
function funnelSql(by: string, keys: ReadonlyArray<(typeof GROUP_COLUMNS)[number]>, where?: string): string {
  const cols = (pick: (k: (typeof GROUP_COLUMNS)[number]) => string) =>
    GROUP_COLUMNS.map((k) => (keys.includes(k) ? `${pick(k)} AS ${k}` : `'' AS ${k}`)).join(', ');
  return `SELECT '${by}', '', ${GROUP_COLUMNS.join(', ')},
  SUM(leads), SUM(contacted), SUM(booked), SUM(value), SUM(verified), SUM(unverified), SUM(spam), SUM(people),
  SUM(now_new), SUM(now_contacted), SUM(now_quoted), SUM(now_lost)
FROM (
  SELECT ${cols((k) => k)},
    COUNT(*) - SUM(spam) AS leads, SUM(contacted) AS contacted, SUM(booked) AS booked, SUM(value) AS value,
    SUM(verified) AS verified, SUM(unverified) AS unverified, SUM(spam) AS spam, 0 AS people,
    SUM(now_new) AS now_new, SUM(now_contacted) AS now_contacted,
    SUM(now_quoted) AS now_quoted, SUM(now_lost) AS now_lost
  FROM w${where ? ` WHERE ${where}` : ''}
  GROUP BY ${keys.join(', ')}
  UNION ALL
  SELECT ${cols((k) => FIRST_TOUCH[k])}, 0, 0, 0, NULL, 0, 0, 0, COUNT(DISTINCT person), 0, 0, 0, 0
  FROM w
  WHERE spam = 0${where ? ` AND ${where}` : ''}
  GROUP BY ${keys.map((k) => FIRST_TOUCH[k]).join(', ')}
)
GROUP BY ${keys.join(', ')}`;
}

/**
 * The report, the one rule of the inbox's reports and `npm run leads -- --report` (funnel
 * semantics: ../inbox/reports/figures.ts). GROUP BYs over the leads received in [since, until)
 * (one range scan of lead_pipeline_received, materialised once: received_at is ISO UTC, compared
 * as text), so D1 returns groups, not leads: days × sources, campaigns, landing pages. The audit is
 * looked up (by its lead_id index) for lost leads only; lead_quality by its key; the lead's person
 * (lead_person) and the person's first lead (lead_pipeline) by theirs. Spam is counted apart, never
 * as a lead or a person. Attribution is the last touch as lead_pipeline stores it (channel() in
 * src/shared/attribution/channel.ts); people are counted under their first lead's (funnelSql).
 */
const reportSqlOver = (since: string, until: string) => `WITH w AS MATERIALIZED (
  SELECT p.received_at, p.source, p.medium, p.campaign, p.landing_path, p.form,
    COALESCE(q.outcome = 'spam', 0) AS spam,
    COALESCE(q.outcome IN ('verified', 'released'), 0) AS verified,
    COALESCE(q.outcome = 'unverified', 0) AS unverified,
    CASE
      WHEN q.outcome = 'spam' THEN 0
      WHEN p.stage IN (${reached}) OR (p.stage = 'lost' AND EXISTS (
        SELECT 1
        FROM lead_audit a
        WHERE a.lead_id = p.lead_id AND a.action = '${STAGE_AUDIT_ACTION}' AND a.to_value IN (${reached})
      )) THEN 1
      ELSE 0
    END AS contacted,
    COALESCE(q.outcome, '') <> 'spam' AND p.stage = 'booked' AS booked,
    COALESCE(q.outcome, '') <> 'spam'
      AND COALESCE(p.stage, '') NOT IN (${sqlStages(MOVED_STAGES)}) AS now_new,
    COALESCE(q.outcome, '') <> 'spam' AND p.stage = 'contacted' AS now_contacted,
    COALESCE(q.outcome, '') <> 'spam' AND p.stage = 'quoted' AS now_quoted,
    COALESCE(q.outcome, '') <> 'spam' AND p.stage = 'lost' AS now_lost,
    CASE WHEN COALESCE(q.outcome, '') <> 'spam' AND p.stage = 'booked' THEN p.value END AS value,
    COALESCE(pp.person_id, p.lead_id) AS person,
    COALESCE(f.source, p.source) AS f_source, COALESCE(f.medium, p.medium) AS f_medium,
    COALESCE(f.campaign, p.campaign) AS f_campaign, COALESCE(f.landing_path, p.landing_path) AS f_landing_path
  FROM lead_pipeline p
  LEFT JOIN lead_quality q ON q.lead_id = p.lead_id
  LEFT JOIN lead_person pp ON pp.lead_id = p.lead_id
  LEFT JOIN lead_pipeline f ON f.lead_id = pp.person_id
  WHERE p.received_at >= ${since} AND p.received_at < ${until}
)
SELECT 'day' AS "by", date(received_at, '${INDIA_SQL_MODIFIER}') AS day, source,
  '' AS medium, '' AS campaign, '' AS landing_path,
  COUNT(*) - SUM(spam) AS leads, SUM(contacted) AS contacted, SUM(booked) AS booked, SUM(value) AS value,
  SUM(verified) AS verified, SUM(unverified) AS unverified, SUM(spam) AS spam, 0 AS people,
  SUM(now_new) AS now_new, SUM(now_contacted) AS now_contacted, SUM(now_quoted) AS now_quoted, SUM(now_lost) AS now_lost
FROM w
GROUP BY 2, 3
UNION ALL
${funnelSql('campaign', ['source', 'medium', 'campaign'])}
UNION ALL
${funnelSql('page', ['landing_path'])}
UNION ALL
${funnelSql('chat-campaign', ['source', 'medium', 'campaign'], "form = 'whatsapp'")}
UNION ALL
${funnelSql('chat-page', ['landing_path'], "form = 'whatsapp'")}`;

/**
 * Taps on the chat button (chat_taps, migrations/0007_chat_taps.sql) beside the leads: how many
 * per source / medium / campaign and per landing page (the last touch's, as a lead's), one
 * group each. A separate query over its own table's tapped_at index, so the leads' query is
 * untouched and no WhatsApp account is needed for it.
 */
export interface TapReportRow {
  by: 'campaign' | 'page';
  source: string;
  medium: string;
  campaign: string;
  landing_path: string;
  taps: number;
}

const tapReportSqlOver = (since: string, until: string) => `WITH t AS (
  SELECT source, medium, campaign, landing_path
  FROM chat_taps
  WHERE tapped_at >= ${since} AND tapped_at < ${until}
)
SELECT 'campaign' AS "by", source, medium, campaign, '' AS landing_path, COUNT(*) AS taps
FROM t
GROUP BY 2, 3, 4
UNION ALL
SELECT 'page', '', '', '', landing_path, COUNT(*)
FROM t
GROUP BY 5`;

/** The taps' report bound to ?1 (since, inclusive) and ?2 (until, exclusive): the inbox's. */
export const TAP_REPORT_SQL = tapReportSqlOver('?1', '?2');

/** The taps' report over the CLI's range, as reportSql(). */
export function tapReportSql(range: Range = {}): string {
  const r = literalRange(range);
  const until = r.until && `'${new Date(Date.parse(r.until.slice(1, -1)) + 1).toISOString()}'`;
  return tapReportSqlOver(r.since ?? "''", until ?? "'9999'");
}

/** The report bound to ?1 (since, inclusive) and ?2 (until, exclusive): the inbox's. */
export const REPORT_SQL = reportSqlOver('?1', '?2');

/**
 * The same report over the CLI's range (`--since`, `--until` inclusive, `--days`), its bounds in
 * the text: until becomes the exclusive bound one millisecond later; no bound, all leads.
 */
export function reportSql(range: Range = {}): string {
  const r = literalRange(range);
  const until = r.until && `'${new Date(Date.parse(r.until.slice(1, -1)) + 1).toISOString()}'`;
  return reportSqlOver(r.since ?? "''", until ?? "'9999'");
}

// ── The ledger and the Google Ads export ─────────────────────────────────────

/** `npm run leads -- --json`: the ledger over a range, oldest first. */
export function ledgerSql(range: Range = {}): string {
  const r = literalRange(range);
  const where = [r.since && `received_at >= ${r.since}`, r.until && `received_at <= ${r.until}`].filter(Boolean);
  return `SELECT *
    FROM lead_ledger
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY received_at, id`;
}

/** `npm run leads`: the relay's rows (all, or not delivered), oldest first, with the event date (./event-dates.ts). */
export const relaySql = (all: boolean) =>
  `SELECT id, endpoint, status, attempts, created_at, updated_at, delivered_at, last_error, payload,
    ${EVENT_DATE('leads.id')} AS event_date FROM leads
  ${all ? '' : "WHERE status NOT IN ('delivered')"}
  ORDER BY created_at`;

/**
 * A ledger row with its contact (hashed for the export), pipeline (booked, value, when), quality
 * (lead_quality's outcome, null: unchecked) and when the inbox first moved it to contacted and
 * to quoted (lead_audit; null: never).
 */
export interface ExportRow extends LedgerRow {
  email?: string | null;
  phone?: string | null;
  stage?: string | null;
  value?: number | null;
  stage_at?: string | null;
  quality?: string | null;
  contacted_at?: string | null;
  quoted_at?: string | null;
  booking_subtotal?: number | null; // a paid proposal's total before tax, paise (./sql-bookings.ts)
}

const firstMove = (stage: string) =>
  `(SELECT MIN(a.at) FROM lead_audit a
      WHERE a.lead_id = l.id AND a.action = '${STAGE_AUDIT_ACTION}' AND a.to_value = '${stage}') AS ${stage}_at`;

/**
 * The Google Ads export's one query (the CLI through `wrangler d1 execute`, the upload URL through
 * the binding: the same rows, so the same bytes). Consented leads only, and only those the ad
 * platforms may learn of (src/worker/leads/quality.ts platformsMayLearn): never spam; an
 * unverified lead once a person has moved it past 'new'.
 */
export function exportSql(range: Range = {}): string {
  const r = literalRange(range);
  const where = [r.since && `l.received_at >= ${r.since}`, r.until && `l.received_at <= ${r.until}`].filter(Boolean);
  return `SELECT l.*, c.email, c.phone, p.stage, p.value, p.stage_at, q.outcome AS quality,
    ${firstMove('contacted')},
    ${firstMove('quoted')}, b.subtotal AS booking_subtotal
    FROM lead_ledger l
    LEFT JOIN lead_contacts c ON c.lead_id = l.id
    LEFT JOIN lead_pipeline p ON p.lead_id = l.id
    LEFT JOIN (${PAID_BOOKING}) b ON b.lead_id = l.id
    LEFT JOIN lead_quality q ON q.lead_id = l.id
    WHERE l.consent = 'granted'
      AND COALESCE(q.outcome, '') != 'spam'
      AND NOT (COALESCE(q.outcome, '') = 'unverified' AND COALESCE(p.stage, 'new') = 'new')
      ${where.map((w) => `AND ${w}`).join(' ')}
    ORDER BY l.received_at, l.id`;
}
