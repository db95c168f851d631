import { schemaFirst } from './schema';
import { NOT_SPAM } from './sql';
import { PAID_BOOKING } from './sql-bookings';
import { PREFS_LANGUAGE } from './prefs';
import { EVENT_DATE } from './event-dates';

/**
 * A lead as each job of the queue side reads it: planning its jobs (queue/plugin.ts), a notice
 * (notices/lead.ts), the digest (notices/digest.ts) and Meta's event (conversions/meta-event.ts).
 */
/** A lead as the queue side plans its jobs (queue/plugin.ts). */
export interface PlannedLead {
  id: string;
  form: string;
  /** Marketing consent at the time of the lead ('granted' | 'denied' | 'unset'; 'withdrawn' later). */
  consent: string;
  /** lead_quality's outcome (migrations/0006_lead_quality.sql); null: no row (unchecked). */
  quality: string | null;
  /** The page's language ('en' without a lead_prefs row) and the WhatsApp opt-in (1), ./prefs.ts. */
  language?: string;
  whatsapp_opt_in?: number;
}

export const plannedLead = schemaFirst(async function plannedLead(
  db: D1Database,
  id: string,
): Promise<PlannedLead | null> {
  return db
    .prepare(
      `SELECT l.id, l.form, l.consent, q.outcome AS quality,
        ${PREFS_LANGUAGE('f')} AS language, COALESCE(f.whatsapp_opt_in, 0) AS whatsapp_opt_in
      FROM lead_ledger l
      LEFT JOIN lead_quality q ON q.lead_id = l.id
      LEFT JOIN lead_prefs f ON f.lead_id = l.id
      WHERE l.id = ?1`,
    )
    .bind(id)
    .first<PlannedLead>();
});

/** A lead as a notice reads it at send time (notices/lead.ts); name null once erased. */
export interface NoticeLeadRow {
  form: string;
  stage: string;
  received_at: string;
  service: string;
  city: string;
  source: string;
  campaign: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  payload: string | null;
  /** lead_quality's outcome (null: no row). */
  quality: string | null;
  /** The page's language ('en' without a lead_prefs row, ./prefs.ts) and the WhatsApp opt-in (1). */
  language: string;
  whatsapp_opt_in: number;
  /** The event date the form asked for, 'YYYY-MM-DD' (./event-dates.ts); null: none given. */
  event_date: string | null;
}

export const noticeLeadRow = schemaFirst(async function noticeLeadRow(
  db: D1Database,
  id: string,
): Promise<NoticeLeadRow | null> {
  return db
    .prepare(
      `SELECT p.form, p.stage, p.received_at, p.service, p.city, p.source, p.campaign,
        c.name, c.email, c.phone, l.payload, q.outcome AS quality,
        ${PREFS_LANGUAGE('f')} AS language, COALESCE(f.whatsapp_opt_in, 0) AS whatsapp_opt_in,
        ${EVENT_DATE('p.lead_id')} AS event_date
      FROM lead_pipeline p
      LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
      LEFT JOIN leads l ON l.id = p.lead_id
      LEFT JOIN lead_quality q ON q.lead_id = p.lead_id
      LEFT JOIN lead_prefs f ON f.lead_id = p.lead_id
      WHERE p.lead_id = ?1`,
    )
    .bind(id)
    .first<NoticeLeadRow>();
});

/**
 * The digest's rows (notices/digest.ts): leads of [start, end) by source; leads still new in
 * [weekStart, end), the first `listed`, and how many.
 */
export const digestRows = schemaFirst(async function digestRows(
  db: D1Database,
  { start, weekStart, end, listed }: { start: string; weekStart: string; end: string; listed: number },
): Promise<{
  bySource: Array<{ source: string; count: number }>;
  uncontacted: Array<{ id: string; form: string; name: string; receivedAt: string }>;
  uncontactedTotal: number;
}> {
  const [bySource, uncontacted, count] = await db.batch([
    db
      .prepare(
        `SELECT source, COUNT(*) AS count
        FROM lead_pipeline p
        WHERE received_at >= ?1 AND received_at < ?2 AND ${NOT_SPAM('p')}
        GROUP BY source
        ORDER BY count DESC, source`,
      )
      .bind(start, end),
    db
      .prepare(
        `SELECT p.lead_id AS id, p.form, COALESCE(c.name, '(erased)') AS name, p.received_at AS receivedAt
        FROM lead_pipeline p
        LEFT JOIN lead_contacts c ON c.lead_id = p.lead_id
        WHERE p.stage = 'new' AND p.received_at >= ?1 AND p.received_at < ?2 AND ${NOT_SPAM('p')}
        ORDER BY p.received_at LIMIT ?3`,
      )
      .bind(weekStart, end, listed),
    db
      .prepare(
        `SELECT COUNT(*) AS count
        FROM lead_pipeline p
        WHERE stage = 'new' AND received_at >= ?1 AND received_at < ?2 AND ${NOT_SPAM('p')}`,
      )
      .bind(weekStart, end),
  ]);
  return {
    bySource: bySource!.results as Array<{ source: string; count: number }>,
    uncontacted: uncontacted!.results as Array<{ id: string; form: string; name: string; receivedAt: string }>,
    uncontactedTotal: (count!.results[0] as { count: number }).count,
  };
});

/** A lead as Meta's Conversions API event is built from it (conversions/meta-event.ts). */
export interface MetaLeadRow {
  id: string;
  /** The submission's event id (the form's; lead_ledger.event_id): the Lead event's event_id. */
  event_id: string | null;
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
  /** lead_quality's outcome; null: no row (unchecked). */
  quality: string | null;
  /**
   * When the inbox first moved the lead to the stage asked for (lead_audit, action 'stage'); null
   * when it never did, or no stage was asked for.
   */
  moved_at: string | null;
  /**
   * The lead's booking when a paid proposal made it (migrations/0018_proposals.sql): the proposal's
   * id (the Purchase's event_id) and its total before tax in paise; null when the lead was booked by
   * hand alone (docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md).
   */
  booking_id?: string | null;
  booking_subtotal?: number | null;
}

/**
 * One query: the ledger (consent, touches), the contact (null once erased), the pipeline, the
 * lead's quality, its paid booking and, given a stage, when the inbox first moved it there.
 */
export const metaLeadRow = schemaFirst(async function metaLeadRow(
  db: D1Database,
  id: string,
  stage: string | null = null,
): Promise<MetaLeadRow | null> {
  return db
    .prepare(
      `SELECT l.id, l.event_id, l.received_at, l.consent, l.first_touch, l.last_touch,
    c.email, c.phone, c.page_url, c.client_ip, c.user_agent, p.stage, p.value, p.stage_at,
    q.outcome AS quality,
    (SELECT MIN(a.at) FROM lead_audit a WHERE a.lead_id = l.id AND a.action = 'stage' AND a.to_value = ?2) AS moved_at,
    b.id AS booking_id, b.subtotal AS booking_subtotal
  FROM lead_ledger l
  LEFT JOIN (${PAID_BOOKING}) b ON b.lead_id = l.id
  LEFT JOIN lead_contacts c ON c.lead_id = l.id
  LEFT JOIN lead_pipeline p ON p.lead_id = l.id
  LEFT JOIN lead_quality q ON q.lead_id = l.id
  WHERE l.id = ?1`,
    )
    .bind(id, stage)
    .first<MetaLeadRow>();
});
