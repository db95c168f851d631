-- One person, one contact (docs/sales.md "Returning people and merging"). New tables, never ALTER
-- (docs/decisions/ "One data module for the lead tables").

-- The person behind each lead: enquiries with the same phone (lead_contacts.phone, normalised) or
-- the same e-mail are one person. person_id is the lead id of the person's first lead. Set in the
-- batch that accepts a lead (data/leads.ts: an earlier lead's person found by the phone and e-mail
-- indexes of lead_contacts, else the lead itself), changed only by a merge by hand (below). No
-- personal field: kept when retention strips the contact, so the reports still count people;
-- deleted with the lead on erasure.
--   linked_by  'phone' | 'email' (found at acceptance), 'self' (a first enquiry), 'backfill'
CREATE TABLE IF NOT EXISTS lead_person (
  lead_id TEXT PRIMARY KEY,
  person_id TEXT NOT NULL,
  linked_by TEXT NOT NULL,
  linked_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_person_person ON lead_person (person_id, lead_id);

-- Merges by hand ("Same person as…" on the lead page): the leads moved from one person to the
-- other, so Undo restores exactly those (lead_audit 'merge' and 'unmerge' name them too).
--   lead_ids  JSON array of the leads whose person_id went from from_person to into_person
CREATE TABLE IF NOT EXISTS person_merges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_person TEXT NOT NULL,
  into_person TEXT NOT NULL,
  lead_ids TEXT NOT NULL,
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  undone_by TEXT,
  undone_at TEXT
);
CREATE INDEX IF NOT EXISTS person_merges_into ON person_merges (into_person);
CREATE INDEX IF NOT EXISTS person_merges_from ON person_merges (from_person);

-- Leads accepted before this table: the person is the earliest lead sharing the phone or e-mail
-- (one step: a chain A-phone-B-email-C links C to B's earliest match). Runs once per isolate like
-- every statement here; a no-op once every lead has its row.
INSERT OR IGNORE INTO lead_person (lead_id, person_id, linked_by, linked_at)
SELECT p.lead_id, COALESCE((SELECT o.lead_id FROM lead_pipeline o WHERE o.lead_id IN (
    SELECT oc.lead_id FROM lead_contacts c JOIN lead_contacts oc ON oc.phone = c.phone WHERE c.lead_id = p.lead_id AND c.phone <> ''
    UNION SELECT oc.lead_id FROM lead_contacts c JOIN lead_contacts oc ON oc.email = c.email WHERE c.lead_id = p.lead_id AND c.email <> '')
  ORDER BY o.received_at, o.lead_id LIMIT 1), p.lead_id), 'backfill', p.updated_at
FROM lead_pipeline p WHERE NOT EXISTS (SELECT 1 FROM lead_person e WHERE e.lead_id = p.lead_id);

-- Canonical service and city values (src/shared/site.ts SERVICE_OPTIONS, CITY_OPTIONS) for
-- callback leads stored before acceptance cleaned them (leads/contact.ts canonicalService,
-- canonicalCity): a label, a key or a known other name of the city in any case becomes the key.
-- Idempotent: a row already canonical is not written.
WITH m(k, v) AS (VALUES ('baby', 'baby'), ('corporate', 'corporate'), ('engagement', 'engagement'), ('family', 'family'),
  ('maternity', 'maternity'), ('personal', 'personal'), ('prewedding', 'prewedding'), ('pre-wedding', 'prewedding'),
  ('pre wedding', 'prewedding'), ('travel', 'travel'), ('wedding', 'wedding'), ('other', 'other'),
  ('baby photography', 'baby'), ('corporate photography', 'corporate'), ('engagement photography', 'engagement'),
  ('family photography', 'family'), ('maternity photography', 'maternity'), ('personal photography', 'personal'),
  ('pre-wedding photography', 'prewedding'), ('pre wedding photography', 'prewedding'), ('travel photography', 'travel'),
  ('wedding photography', 'wedding'))
UPDATE lead_pipeline SET service = m.v FROM m
WHERE lead_pipeline.form = 'callback' AND lower(trim(lead_pipeline.service)) = m.k AND lead_pipeline.service <> m.v;

WITH m(k, v) AS (VALUES ('delhi-ncr', 'delhi-ncr'), ('delhi ncr', 'delhi-ncr'), ('delhi', 'delhi-ncr'), ('new delhi', 'delhi-ncr'),
  ('mumbai', 'mumbai'), ('bombay', 'mumbai'), ('bangalore', 'bangalore'), ('bengaluru', 'bangalore'),
  ('hyderabad', 'hyderabad'), ('chennai', 'chennai'), ('pune', 'pune'), ('kolkata', 'kolkata'), ('jaipur', 'jaipur'),
  ('lucknow', 'lucknow'), ('ahmedabad', 'ahmedabad'), ('chandigarh', 'chandigarh'), ('prayagraj', 'prayagraj'),
  ('varanasi', 'varanasi'), ('indore', 'indore'), ('bhopal', 'bhopal'), ('kanpur', 'kanpur'), ('patna', 'patna'),
  ('rewa', 'rewa'), ('ayodhya', 'ayodhya'), ('nagpur', 'nagpur'), ('ludhiana', 'ludhiana'), ('noida', 'noida'),
  ('other', 'other'), ('ncr', 'delhi-ncr'), ('gurgaon', 'delhi-ncr'), ('gurugram', 'delhi-ncr'), ('calcutta', 'kolkata'),
  ('madras', 'chennai'), ('allahabad', 'prayagraj'), ('banaras', 'varanasi'), ('benares', 'varanasi'))
UPDATE lead_pipeline SET city = m.v FROM m
WHERE lead_pipeline.form IN ('callback', 'photographer') AND lower(trim(lead_pipeline.city)) = m.k AND lead_pipeline.city <> m.v;
