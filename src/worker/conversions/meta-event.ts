import { CURRENCY } from '../../shared/vocabulary/money';
import { landingPath, type JsonTouch } from '../../shared/attribution/channel';
import type { MetaLeadRow } from '../data/lead-rows';
import { sha256Hex } from '../crypto/bytes';
import { metaEmail, metaPhone } from '../leads/hash';
import type { StageEvent } from './stages';

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

export type MetaEventKind =
  | { name: 'Lead' }
  | {
      name: string;
      /** The inbox stage the lead was moved to, and when (the move's time: the event's time). */
      stage: StageEvent;
      at: string;
      /** The site's name (SITE_NAME): Meta's `lead_event_source`, the system the leads are kept in. */
      source: string;
      /** Booked only: the booking's value in rupees. */
      value?: number;
      /** Booked only: the booking's own id (its paid proposal's), the event_id; else '<lead id>-booked'. */
      eventId?: string;
    };

/** The user data Meta matches a lead on: the same for the Lead event and every stage event. */
async function userData(row: MetaLeadRow): Promise<Record<string, unknown>> {
  const [em, ph, country] = await Promise.all([
    metaEmail(row.email ?? ''),
    metaPhone(row.phone ?? ''),
    sha256Hex('in'),
  ]);
  const user: Record<string, unknown> = { country: [country] };
  if (em) user.em = [em];
  if (ph) user.ph = [ph];
  const click = fbc(row);
  if (click) user.fbc = click;
  if (row.client_ip) user.client_ip_address = row.client_ip;
  if (row.user_agent) user.client_user_agent = row.user_agent;
  return user;
}

/**
 * The event (`data[0]` of the request body). `event_id` is stable: Meta drops a repeat of it.
 *   Lead   a website event: event_time = when the lead was received, event_id = the submission's
 *          event id (the one the form's script made, lead_ledger.event_id; the lead's id for a lead
 *          recorded without one), so a browser pixel sending the form's id would be de-duplicated
 *          against it, never counted twice (docs/decisions/0044-one-event-id-end-to-end.md)
 *   stage  a CRM lead-stage event as Meta's Conversions API for CRM specifies it: action_source
 *          'system_generated', custom_data.event_source 'crm' and lead_event_source (the CRM's
 *          name: the site's), event_time = when the inbox moved the lead to the stage,
 *          event_id = '<lead id>-<stage>'; booked with its value in INR and, when a paid proposal
 *          made the booking, that proposal's id as event_id and its total before tax as value: one
 *          Purchase per booking (the booked stage's one outbox job), never counted twice
 *          (docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md)
 */
export async function metaEvent(
  row: MetaLeadRow,
  kind: MetaEventKind,
  siteUrl: string,
): Promise<Record<string, unknown>> {
  const user = await userData(row);
  if (!('stage' in kind)) {
    const path = landingPath(touch(row.last_touch) ?? touch(row.first_touch));
    return {
      event_name: kind.name,
      event_time: Math.floor(Date.parse(row.received_at) / 1000),
      event_id: row.event_id || row.id,
      action_source: 'website',
      event_source_url: row.page_url || `${siteUrl}${path === '(unknown)' ? '/' : path}`,
      user_data: user,
    };
  }
  return {
    event_name: kind.name,
    event_time: Math.floor(Date.parse(kind.at) / 1000),
    event_id: kind.eventId ?? `${row.id}-${kind.stage}`,
    action_source: 'system_generated',
    user_data: user,
    custom_data: {
      event_source: 'crm',
      lead_event_source: kind.source,
      ...(kind.value === undefined ? {} : { value: kind.value, currency: CURRENCY }),
    },
  };
}
