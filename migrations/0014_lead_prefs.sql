-- How a person wants to be answered (docs/sales.md "Language and WhatsApp opt-in"): the language of
-- the page the lead came from, and whether they ticked the WhatsApp opt-in. Written with the lead's
-- other rows (src/worker/data/leads.ts recordLead); never relayed: the backend's JSON is unchanged.
-- A new table, never ALTER (docs/decisions/0021-one-data-module-for-the-lead-tables.md). A lead
-- without a row (before this table, a WhatsApp chat) is English without opt-in.
--   language         en | hi (src/shared/i18n/locales.ts LOCALES)
--   whatsapp_opt_in  1 when the person asked for WhatsApp messages about their request, else 0
--   opt_in_text      the words of the checkbox they ticked, in their language (the record of consent)
CREATE TABLE IF NOT EXISTS lead_prefs (
  lead_id TEXT PRIMARY KEY,
  language TEXT NOT NULL,
  whatsapp_opt_in INTEGER NOT NULL DEFAULT 0,
  opt_in_text TEXT
);
CREATE INDEX IF NOT EXISTS lead_prefs_language ON lead_prefs (language);
