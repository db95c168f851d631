/**
 * The D1 schema of everything lead-related: every migration (migrations/*.sql, in file-name
 * order), bundled as text. Locally it runs once per isolate (each statement is CREATE … IF NOT
 * EXISTS), so a fresh clone needs no manual step; deployed databases get the same files from
 * `npm run deploy` (`wrangler d1 migrations apply leads --remote`) before the code goes live.
 * The one place that checks it: every function the data modules export that takes the database
 * is wrapped in schemaFirst(), so no caller ever asks for the schema
 * (docs/decisions/ "One data module for the lead tables").
 */
const MIGRATIONS = import.meta.glob<string>('../../../migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const schemaSql = Object.keys(MIGRATIONS)
  .sort()
  .map((file) => MIGRATIONS[file])
  .join(';\n');

const ready = new WeakMap<D1Database, Promise<unknown>>();

function ensureSchema(db: D1Database): Promise<unknown> {
  let done = ready.get(db);
  if (!done) {
    const statements = schemaSql
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('--'))
      .join('\n')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    done = db.batch(statements.map((s) => db.prepare(s))).catch((error: unknown) => {
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
