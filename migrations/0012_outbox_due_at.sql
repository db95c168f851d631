-- The outbox's "when a pending row is due" column is due_at: next_at names lead_work's column
-- (when a lead next needs the team, migrations/0009_sales.sql), a different thing. SQLite renames
-- the column in the index outbox_due (status, due_at) too; stored rows keep their values.
ALTER TABLE outbox RENAME COLUMN next_at TO due_at;
