/**
 * The D1 schema of everything lead-related: every migration (migrations/*.sql, in file-name
 * order), bundled as text. Locally the ones not yet applied run once per isolate, so a fresh clone
 * needs no manual step; deployed databases get the same files from
 * `npm run deploy` (`wrangler d1 migrations apply leads --remote`) before the code goes live.
 * The one place that checks it: every function the data modules export that takes the database
 * is wrapped in schemaFirst(), so no caller ever asks for the schema
 * (docs/decisions/ "One data module for the lead tables").
 */
import { MIGRATIONS_TABLE } from './migrations-table';

const MIGRATIONS = import.meta.glob<string>('../../../migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Each migration's file name and statements (comment lines dropped), in file-name order. */
const FILES = Object.keys(MIGRATIONS)
  .sort()
  .map((path) => ({
    name: path.slice(path.lastIndexOf('/') + 1),
    statements: statementsOf(MIGRATIONS[path]!),
  }));

/**
 * A file's statements: split at each ';', except inside a trigger's BEGIN … END, whose body's
 * statements end in ';' too (migrations/0018_proposals.sql).
 */
function statementsOf(text: string): string[] {
  const parts = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && /^CREATE TRIGGER/i.test(last) && !/\bEND$/i.test(last)) out[out.length - 1] = `${last};\n${part}`;
    else out.push(part);
  }
  return out;
}

const RECORD = 'INSERT OR IGNORE INTO d1_migrations (name) VALUES (?1)';

/** One round trip when every file is applied; else one more batch (one transaction) for the rest. */
async function migrate(db: D1Database): Promise<void> {
  const [, listed] = await db.batch([db.prepare(MIGRATIONS_TABLE), db.prepare('SELECT name FROM d1_migrations')]);
  const applied = new Set((listed!.results as Array<{ name: string }>).map((r) => r.name));
  const todo = FILES.filter((f) => !applied.has(f.name));
  if (!todo.length) return;
  await db.batch(todo.flatMap((f) => [...f.statements.map((s) => db.prepare(s)), db.prepare(RECORD).bind(f.name)]));
}

const ready = new WeakMap<D1Database, Promise<unknown>>();

function ensureSchema(db: D1Database): Promise<unknown> {
  // A deploy without the D1 binding: refused here, before a migration promise that nobody awaits
  // (the WeakMap refuses `undefined` as a key) could fail unhandled beside the caller's own error.
  if (!db) return Promise.reject(new Error('no D1 binding (LEADS_DB)'));
  let done = ready.get(db);
  if (!done) {
    // A second isolate may apply the same files at the same moment: its batch then fails (one
    // transaction, rolled back) and the second look finds them applied.
    done = migrate(db)
      .catch(() => migrate(db))
      .catch((error: unknown) => {
        ready.delete(db);
        throw error;
      });
    ready.set(db, done);
  }
  return done;
}

/** `fn` with the schema made sure of first (once per isolate and database; a failure is tried again next call). */
export function schemaFirst<A extends unknown[], R>(
  fn: (db: D1Database, ...args: A) => Promise<R>,
): (db: D1Database, ...args: A) => Promise<R> {
  return async (db, ...args) => {
    await ensureSchema(db);
    return fn(db, ...args);
  };
}
