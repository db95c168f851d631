import { landingPath, type JsonTouch } from '../../shared/attribution/channel';
import { metaEmail, metaPhone, sha256Hex } from '../leads/hash';

/**
 * A lead as Meta's Conversions API event (server side, no pixel): what is sent, built from the
 * lead's rows. Identifiers are hashed here (hash.ts); IP and browser go as Meta asks, unhashed.
 */
export interface MetaLeadRow {
  id: string;
  received_at: string;
  consent: string;
  first_touch: string | null;
  last_touch: string | null;
  email: string | null;
  phone: string | null;
  page_url: string | null;
  client_ip: string | null;
  user_agent: string | null;
  stage: string | null;
  value: number | null;
  stage_at: string | null;
}

/** One query: the ledger (consent, touches), the contact (null once erased) and the pipeline. */
export const META_LEAD_SQL = `SELECT l.id, l.received_at, l.consent, l.first_touch, l.last_touch, c.email, c.phone, c.page_url, c.client_ip, c.user_agent, p.stage, p.value, p.stage_at
  FROM lead_ledger l LEFT JOIN lead_contacts c ON c.lead_id = l.id LEFT JOIN lead_pipeline p ON p.lead_id = l.id WHERE l.id = ?1`;

function touch(json: string | null): JsonTouch | null {
  try {
    return json ? (JSON.parse(json) as JsonTouch) : null;
  } catch {
    return null;
  }
}

/** Meta's click id cookie format, `fb.1.<ms>.<fbclid>`: ms = when the touch with the fbclid happened. */
export function fbc(row: Pick<MetaLeadRow, 'first_touch' | 'last_touch'>): string | null {
  for (const t of [touch(row.last_touch), touch(row.first_touch)]) {
    const ms = t?.at ? Date.parse(t.at) : NaN;
    if (t?.fbclid && Number.isFinite(ms)) return `fb.1.${ms}.${t.fbclid}`;
  }
  return null;
}

export type MetaEventKind = { name: 'Lead' } | { name: string; booked: true; value: number };

/** The event (`data[0]` of the request body). `event_id` is stable: Meta drops a repeat of it. */
export async function metaEvent(
  row: MetaLeadRow,
  kind: MetaEventKind,
  siteUrl: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const [em, ph, country] = await Promise.all([
    metaEmail(row.email ?? ''),
    metaPhone(row.phone ?? ''),
    sha256Hex('in'),
  ]);
  const last = touch(row.last_touch) ?? touch(row.first_touch);
  const path = landingPath(last);
  const user: Record<string, unknown> = { country: [country] };
  if (em) user.em = [em];
  if (ph) user.ph = [ph];
  const click = fbc(row);
  if (click) user.fbc = click;
  if (row.client_ip) user.client_ip_address = row.client_ip;
  if (row.user_agent) user.client_user_agent = row.user_agent;
  const booked = 'booked' in kind;
  return {
    event_name: kind.name,
    // The lead: when it was received; the booking: when the inbox booked it (sent right after).
    event_time: Math.floor(Date.parse(booked ? (row.stage_at ?? now.toISOString()) : row.received_at) / 1000),
    event_id: booked ? `${row.id}-booked` : row.id,
    action_source: 'website',
    event_source_url: row.page_url || `${siteUrl}${path === '(unknown)' ? '/' : path}`,
    user_data: user,
    ...(booked ? { custom_data: { value: kind.value, currency: 'INR' } } : {}),
  };
}
