import { FIRST_RESPONSE_FROM } from './follow-ups';
import { schemaFirst } from './schema';
import { NOT_SPAM } from './sql';

/**
 * The speed-to-lead report's rows (inbox/reports/speed-to-lead.ts; docs/sales.md "Speed to
 * lead"): per lead of the window (spam left out) when its first-response clock started, its first
 * automatic answer to the lead (the earliest sent outbox job of AUTOMATIC_ANSWER_KINDS), its first
 * human contact, and whether the visitor chose a call time (CHOSE_TIME).
 */
export interface SpeedRow {
  start_at: string;
  first_answer_at: string | null;
  first_contact_at: string | null;
  /** 1 or 0; null for a lead never offered call times. */
  chose_time: number | null;
}

/**
 * The outbox kinds whose sending answers the lead itself: the WhatsApp acknowledgement and the
 * confirmation of a chosen call time (ACK_KIND of src/worker/notices/ack.ts, jobs
 * 'ack:whatsapp:<lead id>' and 'ack:whatsapp:<lead id>@<call's minute>').
 */
export const AUTOMATIC_ANSWER_KINDS: readonly string[] = ['ack'];

/**
 * Whether lead `p` (a lead_pipeline alias; `w` its lead_work) chose a call time, as an SQL
 * expression over lead_call_times (./call-times.ts): 1 or 0 for a lead that was offered times
 * (a callback request's answer), NULL for one never offered any (the share counts only those).
 */
export const CHOSE_TIME = (p: string, _w: string) =>
  `(SELECT CASE WHEN ct.call_at IS NOT NULL THEN 1 ELSE 0 END FROM lead_call_times ct WHERE ct.lead_id = ${p}.lead_id)`;

export const speedRows = schemaFirst(async function speedRows(
  db: D1Database,
  since: string,
  until: string,
): Promise<SpeedRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${FIRST_RESPONSE_FROM('p', 'w')} AS start_at, w.first_contact_at,
        (SELECT min(o.sent_at) FROM outbox o
          WHERE o.lead_id = p.lead_id AND o.status = 'sent' AND o.kind IN (SELECT value FROM json_each(?3))
        ) AS first_answer_at,
        ${CHOSE_TIME('p', 'w')} AS chose_time
      FROM lead_pipeline p
      LEFT JOIN lead_work w ON w.lead_id = p.lead_id
      WHERE p.received_at >= ?1 AND p.received_at < ?2 AND ${NOT_SPAM('p')}
      LIMIT 50000`,
    )
    .bind(since, until, JSON.stringify(AUTOMATIC_ANSWER_KINDS))
    .all<SpeedRow>();
  return results;
});
