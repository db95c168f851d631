import { landingPath, type JsonTouch } from '../../shared/attribution/channel';
import type { MetaLeadRow } from '../data/leads';
import { metaEmail, metaPhone, sha256Hex } from '../leads/hash';

/**
 * A lead as Meta's Conversions API event (server side, no pixel): what is sent, built from the
 * lead's rows (../data/leads.ts metaLeadRow). Identifiers are hashed here (hash.ts); IP and
 * browser go as Meta asks, unhashed.
 */
export type { MetaLeadRow };

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
