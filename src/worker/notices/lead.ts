import { noticeLeadRow } from '../data/lead-rows';
import { leadOwner } from '../data/team';
import { qualityOf, type Quality } from '../leads/quality';
import type { Locale } from '../../shared/i18n/locales';
import { leadLanguage } from '../../shared/i18n/lead-language';

/**
 * A lead as a notice shows it, read from D1 at send time (never from the queue message: an edit
 * or an erasure since then wins). Only what the team needs to call back, plus the e-mail's extras.
 */
export interface NoticeLead {
  id: string;
  form: string;
  stage: string;
  name: string;
  service: string;
  city: string;
  receivedAt: string;
  source: string;
  campaign: string;
  /** Country code and digits, no '+'; '' when the lead gave no usable number. */
  phone: string;
  /** E-mail only. */
  email: string;
  /** E-mail only: the callback form's message (or the application's "why"). */
  message: string;
  /** How its sender was judged (leads/quality.ts); a notice says "unverified" for those. */
  quality?: Quality;
  /** Who owns it (docs/sales.md "Team"): the member's name, else their e-mail; absent: unassigned. */
  owner?: string;
  /** The page's language (migrations/0014_lead_prefs.sql); absent: English. */
  language?: Locale;
  /** The person ticked the WhatsApp opt-in (./ack.ts). */
  whatsappOptIn?: boolean;
  /** The form's first-name field (a callback's firstName), else the name's first word. */
  firstName?: string;
  /** The event date the form asked for, 'YYYY-MM-DD' (migrations/0023_lead_event_dates.sql); absent: none. */
  eventDate?: string;
}

const MESSAGE_FIELDS = ['message', 'whyPartner', 'whyJoin'];

/** The lead, or null when it is gone or erased (its contact row deleted): nothing to tell then. */
export async function readLead(db: D1Database, id: string): Promise<NoticeLead | null> {
  const [row, owner] = await Promise.all([noticeLeadRow(db, id), leadOwner(db, id)]);
  if (!row || row.name === null) return null;
  let message = '';
  let firstName = row.name.trim().split(/\s+/)[0] ?? '';
  try {
    const payload = JSON.parse(row.payload ?? '{}') as Record<string, unknown>;
    if (typeof payload.firstName === 'string' && payload.firstName.trim()) firstName = payload.firstName.trim();
    message =
      MESSAGE_FIELDS.map((k) => payload[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '';
  } catch {
    // an unreadable payload: the notice goes out without the message
  }
  return {
    id,
    form: row.form,
    stage: row.stage,
    name: row.name,
    service: row.service,
    city: row.city,
    receivedAt: row.received_at,
    source: row.source,
    campaign: row.campaign,
    phone: row.phone ?? '',
    email: row.email ?? '',
    message,
    quality: qualityOf(row.quality),
    ...(owner ? { owner: owner.name || owner.email } : {}),
    language: leadLanguage(row.language),
    whatsappOptIn: row.whatsapp_opt_in === 1,
    firstName,
    ...(row.event_date ? { eventDate: row.event_date } : {}),
  };
}
