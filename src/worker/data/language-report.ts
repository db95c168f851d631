import { schemaFirst } from './schema';
import { PREFS_LANGUAGE } from './prefs';

/**
 * The reports' split by language (docs/marketing.md#reports): the form leads received in
 * [since, until) by the language of the page they came from (lead_prefs, ./prefs.ts; no row:
 * English). WhatsApp chats are left out: their language is not known. One range scan of
 * lead_pipeline_received, lead_quality and lead_prefs looked up by key. Spam is counted apart, as
 * in the report (./sql.ts): in none of leads, verified, booked.
 */
export interface LanguageReportRow {
  language: string;
  leads: number;
  /** Verified by Turnstile, or released from spam by a person. */
  verified: number;
  unverified: number;
  spam: number;
  booked: number;
  /** Booked value in rupees; null when none. */
  value: number | null;
}

export const LANGUAGE_REPORT_SQL = `SELECT ${PREFS_LANGUAGE('f')} AS language,
  SUM(COALESCE(q.outcome, '') <> 'spam') AS leads,
  SUM(COALESCE(q.outcome IN ('verified', 'released'), 0)) AS verified,
  SUM(COALESCE(q.outcome = 'unverified', 0)) AS unverified,
  SUM(COALESCE(q.outcome = 'spam', 0)) AS spam,
  SUM(COALESCE(q.outcome, '') <> 'spam' AND p.stage = 'booked') AS booked,
  SUM(CASE WHEN COALESCE(q.outcome, '') <> 'spam' AND p.stage = 'booked' THEN p.value END) AS value
FROM lead_pipeline p
LEFT JOIN lead_quality q ON q.lead_id = p.lead_id
LEFT JOIN lead_prefs f ON f.lead_id = p.lead_id
WHERE p.received_at >= ?1 AND p.received_at < ?2 AND p.form <> 'whatsapp'
GROUP BY 1
ORDER BY 1`;

export const languageReportRows = schemaFirst(async function languageReportRows(
  db: D1Database,
  since: string,
  until: string,
): Promise<LanguageReportRow[]> {
  const { results } = await db.prepare(LANGUAGE_REPORT_SQL).bind(since, until).all<LanguageReportRow>();
  return results;
});
