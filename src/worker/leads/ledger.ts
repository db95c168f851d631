/**
 * The lead ledger's rows (migrations/0002_lead_ledger.sql) as leads: what `npm run leads -- --json`
 * prints (scripts/leads.mjs, under Node: explicit .ts imports only), and what the Google Ads
 * export reads (../conversions/google-ads-csv.ts). Pure; the SQL that reads the rows is
 * ../data/sql.ts's.
 */
import { ATTRIBUTION_PARAMS } from '../../shared/attribution/params.ts';
import type { JsonTouch } from '../../shared/attribution/channel.ts';

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

/**
 * A stored touch with every key present (the nine parameters, landingPage, referrer, at); null when
 * none or unreadable.
 */
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
