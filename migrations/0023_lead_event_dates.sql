-- The event date a lead form asked for (docs/sales.md "The event date"): optional, the day the
-- person's event is, as they chose it in the callback request or the booking dialog. Written with the
-- lead's other rows (src/worker/data/leads.ts recordLead); never relayed: the backend's JSON is
-- unchanged (docs/product.md#lead-payloads). A new table, never ALTER
-- (docs/decisions/0021-one-data-module-for-the-lead-tables.md). A lead without a row gave no date.
--   event_date  'YYYY-MM-DD', an India day, not before the day the lead arrived
CREATE TABLE IF NOT EXISTS lead_event_dates (
  lead_id TEXT PRIMARY KEY,
  event_date TEXT NOT NULL
);
