/**
 * A lead's event date (migrations/0023_lead_event_dates.sql): written with the lead's other rows
 * (./leads.ts recordLead), read by the inbox's list and lead page (joined by its primary key in
 * ./inbox.ts LIST_JOINS: no query per row), the notices (./lead-rows.ts noticeLeadRow) and the
 * proposal form (./proposals.ts proposalLead), erased with the lead (./data-rights.ts). Never
 * relayed: the backend's JSON stays docs/product.md#lead-payloads.
 */
export const EVENT_DATE_INSERT = `INSERT INTO lead_event_dates (lead_id, event_date) SELECT ?1, ?2`;

/** The lead's event date in SQL ('YYYY-MM-DD', or NULL without a row), for the lead id `leadId` (a column). */
export const EVENT_DATE = (leadId: string) =>
  `(SELECT e.event_date FROM lead_event_dates e WHERE e.lead_id = ${leadId})`;
