/**
 * The applied migrations' names, in the table `wrangler d1 migrations apply` keeps (its default
 * name and shape), so a file is applied once whichever of the two applies it first: a migration
 * that is not IF NOT EXISTS (0012's RENAME COLUMN) cannot run twice.
 */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
)`;
