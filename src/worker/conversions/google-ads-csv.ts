/**
 * The Google Ads offline conversion import
 * (docs/decisions/0014-conversions-server-side-with-consent.md): the CSV that `npm run leads --
 * --export google-ads` prints and GET /conversions/google-ads.csv serves (./google-ads.ts), the
 * same bytes from the same rows (../data/sql.ts exportSql). Pure, run by Node too (explicit .ts imports only).
 */
import { csv } from '../../shared/csv.ts';
import { CURRENCY } from '../../shared/vocabulary/money.ts';
import { INDIA_ISO_OFFSET, indiaTimestamp } from '../../shared/india-time.ts';
import type { JsonTouch } from '../../shared/attribution/channel.ts';
import type { ExportRow } from '../data/sql.ts';
import { googleEmail, googlePhone } from '../leads/hash.ts';
import { inRange, toLedgerLead, type Range } from '../leads/ledger.ts';
import { platformsMayLearn, qualityOf } from '../leads/quality.ts';

/**
 * The import's format ("conversions from clicks", with enhanced conversions
 * for leads): Google's template columns, in its names. A row names one click (Google Click ID,
 * else GBRAID or WBRAID: the one the click came with) and/or the hashed e-mail and phone. A row
 * with a GBRAID or WBRAID carries no e-mail or phone: Google refuses user identifiers beside
 * either (VALUE_MUST_BE_UNSET), so such a row matches on its click alone. Hashes: SHA-256 hex of
 * Google's normal forms (hash.ts: e-mail lower-cased, phone E.164 with '+'). A row without a click
 * id matches only where Google's tag on the form recorded the same e-mail or phone, which this
 * site does not load (docs/decisions/0014-conversions-server-side-with-consent.md; docs/marketing.md
 * "Google Ads"). Every row has an Order ID, the conversion's stable id (orderId): Google uses it
 * to drop a repeat and to match a later adjustment.
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
  'Order ID',
] as const;
export const GOOGLE_ADS_HEADER = GOOGLE_ADS_COLUMNS.join(',');
export const DEFAULT_CONVERSION_NAME = 'Website lead';
export const DEFAULT_CONTACTED_CONVERSION_NAME = 'Website lead contacted';
export const DEFAULT_QUOTED_CONVERSION_NAME = 'Website lead quoted';
export const DEFAULT_BOOKING_CONVERSION_NAME = 'Website booking';
/**
 * Google ignores a conversion more than 90 days after its click: the export's default window (of
 * leads received), and each row's (conversion time within 90 days of the click).
 */
export const GOOGLE_ADS_WINDOW_DAYS = 90;
const WINDOW_MS = GOOGLE_ADS_WINDOW_DAYS * 86_400_000;

/**
 * India's offset as Google's upload file writes it: '+' or '-' and four digits (Google Ads help,
 * "Import conversions from ad clicks into Google Ads using files": a time zone ID or a GMT offset
 * such as -0500). '+05:30' is the Google Ads API's form; a file carrying it is refused, every row.
 */
export const GOOGLE_ADS_FILE_OFFSET = INDIA_ISO_OFFSET.replace(':', '');

/**
 * An instant as Google's upload file wants it, in India time: 'yyyy-mm-dd hh:mm:ss+0530'. The offset
 * is on every row, so the file has no 'Parameters:TimeZone=' row and its first line is the header.
 */
export const indiaTime = (iso: string): string => `${indiaTimestamp(iso).replace('T', ' ')}${GOOGLE_ADS_FILE_OFFSET}`;

/** The window's first day (UTC date) at `now`: the same for the CLI and the upload URL all day long. */
export const defaultSince = (now: Date) =>
  new Date(now.getTime() - GOOGLE_ADS_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);

export interface ExportOptions extends Range {
  conversionName?: string;
  /** The conversion actions of the inbox's stages: contacted, quoted. */
  contactedConversionName?: string;
  quotedConversionName?: string;
  /** The conversion action of bookings (the inbox's 'booked', with its value in rupees). */
  bookingConversionName?: string;
  /** Conversion value per lead (empty: the conversion action's default value applies). */
  value?: string;
  currency?: string;
}

/**
 * A conversion's Order ID: the lead's id and what it counts (lead, contacted, quoted, booked), the
 * same in every export, so an upload repeated or overlapping another counts once. A booking's
 * conversion is `<lead id>:booked`, the id a later booking record names too.
 */
export const orderId = (leadId: string, what: 'lead' | 'contacted' | 'quoted' | 'booked') => `${leadId}:${what}`;

/** The click a touch came with, and when: gclid, else gbraid, else wbraid (a row names one). */
function click(t: JsonTouch | null): { ids: [string, string, string]; at: string | null } | null {
  const at = t?.at ?? null;
  if (t?.gclid) return { ids: [t.gclid, '', ''], at };
  if (t?.gbraid) return { ids: ['', t.gbraid, ''], at };
  if (t?.wbraid) return { ids: ['', '', t.wbraid], at };
  return null;
}

/**
 * `--export google-ads` and GET /conversions/google-ads.csv: the offline conversion import CSV.
 * Only leads whose visitor consented to marketing measurement (consent still 'granted': a
 * withdrawal removes them), never spam, an unverified lead only once a person moved it to
 * contacted, quoted or booked (leads/quality.ts platformsMayLearn; lost alone does not count). Rows
 * per lead (docs/marketing.md "Stage events"):
 *   the lead       conversion time = received
 *   contacted      when the inbox first moved it to contacted (none if it never was)
 *   quoted         when the inbox first moved it to quoted
 *   booked         a booked lead: its value in INR (its paid proposal's total before tax, else the
 *                  inbox's value: bookingValue), time = when it was booked
 * each only within Google's 90 days of the click (the touch's time; without a click id, the lead's
 * time). A lead with neither a click id nor an e-mail or phone cannot match and is left out; a
 * GBRAID or WBRAID row goes without the e-mail and phone (Google refuses them together).
 */
export async function googleAdsCsv(rows: ExportRow[], opts: ExportOptions = {}): Promise<string> {
  const name = opts.conversionName || DEFAULT_CONVERSION_NAME;
  const contacted = opts.contactedConversionName || DEFAULT_CONTACTED_CONVERSION_NAME;
  const quoted = opts.quotedConversionName || DEFAULT_QUOTED_CONVERSION_NAME;
  const booking = opts.bookingConversionName || DEFAULT_BOOKING_CONVERSION_NAME;
  const lines = [GOOGLE_ADS_HEADER];
  for (const row of rows) {
    const m = await matchable(row, opts, !!(row.contacted_at || row.quoted_at || row.stage === 'booked'));
    if (!m) continue;
    const { lead, ids, email, phone, from } = m;
    const line = (
      what: Parameters<typeof orderId>[1],
      conversion: string,
      at: string | null | undefined,
      value: string,
      currency: string,
    ) => {
      if (!at || !inWindow(from, at)) return;
      const cells = [...ids, conversion, indiaTime(at), value, currency, email, phone, orderId(row.id, what)];
      lines.push(cells.map(csv).join(','));
    };
    line('lead', name, lead.receivedAt, opts.value ?? '', opts.currency ?? CURRENCY);
    line('contacted', contacted, row.contacted_at, '', CURRENCY);
    line('quoted', quoted, row.quoted_at, '', CURRENCY);
    if (row.stage === 'booked') line('booked', booking, row.stage_at, bookingValue(row), CURRENCY);
  }
  return lines.join('\n');
}

/**
 * A booking's value in whole rupees as the file writes it: its paid proposal's total before tax
 * (docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md), else the value typed in the
 * inbox, else empty (the conversion action's default).
 */
export const bookingValue = (row: Pick<ExportRow, 'booking_subtotal' | 'value'>): string =>
  row.booking_subtotal != null
    ? String(Math.floor(row.booking_subtotal / 100))
    : row.value == null
      ? ''
      : String(row.value);

/**
 * Whether Google may learn of this lead and can match it, and how: its consent still granted, in
 * the range, not spam (an unverified lead only once `reached`: moved to contacted, quoted or
 * booked), a click id (last touch's, else first's) and/or hashed e-mail and phone (none beside a
 * GBRAID or WBRAID: Google refuses user identifiers beside either). `from`: when the 90 days start.
 * Shared by the export and its adjustments (./google-ads-adjustments.ts).
 */
export async function matchable(row: ExportRow, range: Range, reached: boolean) {
  const lead = toLedgerLead(row);
  if (lead.consent.marketing !== 'granted' || !inRange(lead, range)) return null;
  if (!platformsMayLearn(qualityOf(row.quality), reached ? 'contacted' : 'new')) return null;
  const clicked = click(lead.attribution.last) ?? click(lead.attribution.first);
  const ids = clicked?.ids ?? ['', '', ''];
  const braid = !!(ids[1] || ids[2]);
  const [email, phone] = braid
    ? ['', '']
    : await Promise.all([googleEmail(row.email ?? ''), googlePhone(row.phone ?? '')]);
  if (!ids.some(Boolean) && !email && !phone) return null;
  return { lead, ids, email, phone, from: Date.parse(clicked?.at ?? lead.receivedAt) };
}

/** Within Google's 90 days of the click (or of the lead, without one). */
export const inWindow = (from: number, at: string) => Date.parse(at) - from <= WINDOW_MS;
