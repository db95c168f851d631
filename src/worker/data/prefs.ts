import type { LeadMeta } from '../leads/types';

/**
 * A lead's language and WhatsApp opt-in (migrations/0014_lead_prefs.sql): written with the lead's
 * other rows (./leads.ts recordLead), read by the queue side's plan (./lead-rows.ts plannedLead),
 * the notices (noticeLeadRow), the inbox's list and page (./inbox.ts) and the reports (./sql.ts).
 * A lead without a row is English without opt-in: `PREFS_LANGUAGE` says so in SQL.
 */
export const PREFS_INSERT = `INSERT INTO lead_prefs (lead_id, language, whatsapp_opt_in, opt_in_text)
  SELECT ?1, ?2, ?3, ?4`;

export const prefsValues = (id: string, meta: LeadMeta) =>
  [
    id,
    meta.language ?? 'en',
    meta.whatsappOptIn ? 1 : 0,
    meta.whatsappOptIn ? (meta.optInText ?? null) : null,
  ] as const;

/** The lead's language in SQL, over `lead_prefs` joined as `alias` ('en' without a row). */
export const PREFS_LANGUAGE = (alias: string) => `COALESCE(${alias}.language, 'en')`;
