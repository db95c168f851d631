/**
 * The lead ledger as operators and marketers read it (`npm run leads`, scripts/leads.mjs): pure
 * formatting of the D1 rows of migrations/0002_lead_ledger.sql, run by Node (type stripping) and
 * unit-tested. No worker code imports it.
 */
import { ATTRIBUTION_PARAMS } from '../../shared/attribution/params.ts';
import { channel, landingPath, type JsonTouch } from '../../shared/attribution/channel.ts';
import { cleanText } from '../../shared/clean-text.ts';
import { formatIndiaDateTime, INDIA_ISO_OFFSET, indiaTimestamp } from '../../shared/india-time.ts';
import { googleEmail, googlePhone } from './hash.ts';

export { channel, landingPath };

export interface LedgerRow {
  id: string;
  event_id: string | null;
  form: string;
  received_at: string;
  status: string;
  delivered_at: string | null;
  first_touch: string | null;
  last_touch: string | null;
  consent: string;
  consent_version: string | null;
  consent_at: string | null;
}

export type { JsonTouch };

export interface LedgerLead {
  id: string;
  form: string;
  status: string;
  receivedAt: string;
  deliveredAt: string | null;
  eventId: string | null;
  attribution: { first: JsonTouch | null; last: JsonTouch | null };
  consent: { marketing: string; version: string | null; at: string | null };
}

const TOUCH_KEYS = [...ATTRIBUTION_PARAMS, 'landingPage', 'referrer', 'at'] as const;

/** A stored touch with every key present (the nine parameters, landingPage, referrer, at); null when none or unreadable. */
function touch(json: string | null): JsonTouch | null {
  if (!json) return null;
  try {
    const t = JSON.parse(json) as Record<string, unknown>;
    return Object.fromEntries(TOUCH_KEYS.map((k) => [k, typeof t[k] === 'string' ? (t[k] as string) : null]));
  } catch {
    return null;
  }
}

export function toLedgerLead(r: LedgerRow): LedgerLead {
  return {
    id: r.id,
    form: r.form,
    status: r.status,
    receivedAt: r.received_at,
    deliveredAt: r.delivered_at,
    eventId: r.event_id,
    attribution: { first: touch(r.first_touch), last: touch(r.last_touch) },
    consent: { marketing: r.consent, version: r.consent_version, at: r.consent_at },
  };
}

/** `--json`: one lead per line. */
export const jsonLines = (rows: LedgerRow[]) => rows.map((r) => JSON.stringify(toLedgerLead(r))).join('\n');

export interface Range {
  since?: string;
  until?: string;
}

/** Leads received within [since, until] (dates or ISO times; a bare `until` date includes that whole day, UTC). */
export function inRange(lead: LedgerLead, { since, until }: Range): boolean {
  if (since && lead.receivedAt < since) return false;
  if (until && lead.receivedAt > (/^\d{4}-\d{2}-\d{2}$/.test(until) ? `${until}T23:59:59.999Z` : until)) return false;
  return true;
}

interface Counts {
  leads: number;
  delivered: number;
  waiting: number;
}

function tally(leads: LedgerLead[], key: (l: LedgerLead) => string): Array<[string, Counts]> {
  const m = new Map<string, Counts>();
  for (const l of leads) {
    const k = key(l);
    const c = m.get(k) ?? { leads: 0, delivered: 0, waiting: 0 };
    c.leads++;
    if (l.status === 'delivered') c.delivered++;
    else c.waiting++;
    m.set(k, c);
  }
  return [...m].sort((a, b) => b[1].leads - a[1].leads || a[0].localeCompare(b[0]));
}

function table(title: string, counted: Array<[string, Counts]>): string {
  // Campaign and page names come from visitors' URLs: shown by the one text rule.
  const rows = counted.map(([k, c]): [string, Counts] => [cleanText(k), c]);
  const width = Math.min(80, Math.max(title.length, ...rows.map(([k]) => k.length)));
  const line = (k: string, a: string | number, b: string | number, c: string | number) =>
    `${k.slice(0, 80).padEnd(width)}  ${String(a).padStart(6)}  ${String(b).padStart(9)}  ${String(c).padStart(7)}`;
  return [
    line(title, 'leads', 'delivered', 'waiting'),
    ...rows.map(([k, c]) => line(k, c.leads, c.delivered, c.waiting)),
  ].join('\n');
}

/** `--report`: leads per source / medium / campaign and per landing page, with delivered / waiting counts (by the last touch unless told `first`). */
export function report(rows: LedgerRow[], range: Range = {}, by: 'first' | 'last' = 'last'): string {
  const leads = rows.map(toLedgerLead).filter((l) => inRange(l, range));
  // A missing last touch is the first (the visit had no later campaign).
  const t = (l: LedgerLead) => (by === 'last' ? (l.attribution.last ?? l.attribution.first) : l.attribution.first);
  // A bare date is shown as given (a UTC day, inRange's rule); an instant (`--days`) in India time.
  const shown = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : formatIndiaDateTime(v) || v);
  const span = `${range.since ? shown(range.since) : 'the beginning'} to ${range.until ? shown(range.until) : 'now'}`;
  const head = `${leads.length} lead${leads.length === 1 ? '' : 's'} received from ${span} (attributed to the ${by} touch)`;
  if (!leads.length) return head;
  const ch = (l: LedgerLead) => {
    const c = channel(t(l));
    return `${c.source} / ${c.medium} / ${c.campaign}`;
  };
  return [
    head,
    '',
    table('source / medium / campaign', tally(leads, ch)),
    '',
    table(
      'landing page',
      tally(leads, (l) => landingPath(t(l))),
    ),
  ].join('\n');
}

/**
 * The Google Ads offline conversion import ("conversions from clicks", with enhanced conversions
 * for leads): Google's template columns, in its names. A row names one click (Google Click ID,
 * else GBRAID or WBRAID: the one the click came with) and/or the hashed e-mail and phone, so a
 * lead whose click id was lost still matches. Hashes: SHA-256 hex of Google's normal forms
 * (hash.ts: e-mail lower-cased, phone E.164 with '+').
 */
export const GOOGLE_ADS_COLUMNS = [
  'Google Click ID',
  'GBRAID',
  'WBRAID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
  'Email',
  'Phone Number',
] as const;
export const GOOGLE_ADS_HEADER = GOOGLE_ADS_COLUMNS.join(',');
export const DEFAULT_CONVERSION_NAME = 'Website lead';
export const DEFAULT_BOOKING_CONVERSION_NAME = 'Website booking';
/** Google takes conversions of clicks up to 90 days old: the export's default window. */
export const GOOGLE_ADS_WINDOW_DAYS = 90;

/** An instant as Google Ads wants it, in India time: 'yyyy-mm-dd hh:mm:ss+05:30'. */
export const indiaTime = (iso: string): string => `${indiaTimestamp(iso).replace('T', ' ')}${INDIA_ISO_OFFSET}`;

/** The window's first day (UTC date) at `now`: the same for the CLI and the upload URL all day long. */
export const defaultSince = (now: Date) =>
  new Date(now.getTime() - GOOGLE_ADS_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);

/** One CSV field: cleaned (src/shared/clean-text.ts), quoted when it holds a comma, quote or line break; a leading = + - @ is defused (spreadsheet formulas). Also the inbox reports' CSV. */
export function csv(v: string): string {
  const c = cleanText(v);
  const s = /^[=+\-@\t\r]/.test(c) ? `'${c}` : c;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A ledger row with its contact (hashed for the export) and pipeline (booked, value, when). */
export interface ExportRow extends LedgerRow {
  email?: string | null;
  phone?: string | null;
  stage?: string | null;
  value?: number | null;
  stage_at?: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;

/**
 * The export's one query (the CLI through `wrangler d1 execute`, the upload URL through the
 * binding: the same rows, so the same bytes). Consented leads only; dates are checked here, so
 * they can go into the SQL as they are.
 */
export function exportSql({ since, until }: Range = {}): string {
  for (const d of [since, until]) if (d !== undefined && !DATE.test(d)) throw new Error(`not a date: ${d}`);
  const range = [
    since && `l.received_at >= '${since}'`,
    until && `l.received_at <= '${/T/.test(until) ? until : `${until}T23:59:59.999Z`}'`,
  ].filter(Boolean);
  return `SELECT l.*, c.email, c.phone, p.stage, p.value, p.stage_at FROM lead_ledger l LEFT JOIN lead_contacts c ON c.lead_id = l.id LEFT JOIN lead_pipeline p ON p.lead_id = l.id WHERE l.consent = 'granted'${range.map((r) => ` AND ${r}`).join('')} ORDER BY l.received_at, l.id`;
}

export interface ExportOptions extends Range {
  conversionName?: string;
  /** The conversion action of bookings (the inbox's 'booked', with its value in rupees). */
  bookingConversionName?: string;
  /** Conversion value per lead (empty: the conversion action's default value applies). */
  value?: string;
  currency?: string;
}

/** The click a touch came with: gclid, else gbraid, else wbraid (a row names one). */
function click(t: JsonTouch | null): [string, string, string] | null {
  if (t?.gclid) return [t.gclid, '', ''];
  if (t?.gbraid) return ['', t.gbraid, ''];
  if (t?.wbraid) return ['', '', t.wbraid];
  return null;
}

/**
 * `--export google-ads` and GET /conversions/google-ads.csv: the offline conversion import CSV.
 * Only leads whose visitor consented to marketing measurement (consent still 'granted': a
 * withdrawal removes them); one row per lead (conversion time = received), and one more per
 * booked lead (the booking conversion, its value in INR, time = when it was booked). A lead with
 * neither a click id nor an e-mail or phone cannot match and is left out.
 */
export async function googleAdsCsv(rows: ExportRow[], opts: ExportOptions = {}): Promise<string> {
  const name = opts.conversionName || DEFAULT_CONVERSION_NAME;
  const booking = opts.bookingConversionName || DEFAULT_BOOKING_CONVERSION_NAME;
  const lines = [GOOGLE_ADS_HEADER];
  for (const row of rows) {
    const lead = toLedgerLead(row);
    if (lead.consent.marketing !== 'granted' || !inRange(lead, opts)) continue;
    const ids = click(lead.attribution.last) ?? click(lead.attribution.first) ?? ['', '', ''];
    const [email, phone] = await Promise.all([googleEmail(row.email ?? ''), googlePhone(row.phone ?? '')]);
    if (!ids.some(Boolean) && !email && !phone) continue;
    const line = (conversion: string, at: string, value: string, currency: string) =>
      [...ids, conversion, indiaTime(at), value, currency, email, phone].map(csv).join(',');
    lines.push(line(name, lead.receivedAt, opts.value ?? '', opts.currency ?? 'INR'));
    if (row.stage === 'booked' && row.stage_at)
      lines.push(line(booking, row.stage_at, row.value == null ? '' : String(row.value), 'INR'));
  }
  return lines.join('\n');
}
