-- Quick replies (docs/sales.md "Quick replies"): the team's own versions of the WhatsApp and
-- e-mail templates. The defaults ship in code (src/worker/inbox/reply-templates.ts); a row here
-- with a default's id replaces it (reset: the row is deleted), a row with another id is a
-- template the team added. Text cleaned and size-capped on save (src/worker/data/replies.ts).
--   form     callback | booking | partner | photographer | whatsapp
--   service  a canonical service (src/shared/site.ts) or '' for the form's general one
--   lang     en | hi;  channel  whatsapp | email (subject '' for WhatsApp)
CREATE TABLE IF NOT EXISTS reply_templates (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  service TEXT NOT NULL DEFAULT '',
  lang TEXT NOT NULL,
  channel TEXT NOT NULL,
  title TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Every change to a template (edit, add, reset, delete): who, when, the title and body before
-- and after (JSON of the changed fields), newest shown first on /admin/replies.
CREATE TABLE IF NOT EXISTS reply_template_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  template_id TEXT NOT NULL,
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  before TEXT,
  after TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reply_template_audit_at ON reply_template_audit (at);
