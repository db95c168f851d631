/**
 * A D1 stand-in over node:sqlite (an in-memory SQLite, the engine D1 runs), for the unit level
 * (docs/testing.md). It speaks the D1 calls the worker makes: prepare → bind → all / first / run /
 * raw, batch (one transaction) and exec. Statements are prepared when they run, as D1 does, so a
 * bad statement fails at .all()/.run(), not at .prepare().
 */
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { MIGRATIONS_TABLE } from '../../src/worker/data/migrations-table';

const MIGRATIONS = new URL('../../migrations/', import.meta.url);

/** D1 turns booleans into 0/1 and blobs into bytes; undefined is an error there, and here. */
function value(v: unknown): SQLInputValue {
  if (v === undefined) throw new Error("D1_TYPE_ERROR: Type 'undefined' not supported for value 'undefined'");
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof ArrayBuffer) return new Uint8Array(v);
  return v as SQLInputValue;
}

const plain = (row: object) => ({ ...row });

/** D1's SQLITE_LIMIT_LIKE_PATTERN_LENGTH, in bytes (Cloudflare's D1 limits). */
export const D1_LIKE_PATTERN_LENGTH = 50;

/**
 * `DB`: the D1 type of the caller's project (src/ tests: D1Database; tests/ have no Workers types).
 */
export interface SqliteD1<DB extends object = object> {
  db: DB;
  sqlite: DatabaseSync;
  /** Applies migrations/*.sql in file-name order, as `wrangler d1 migrations apply` does. */
  migrate(): void;
}

export function sqliteD1<DB extends object = object>(): SqliteD1<DB> {
  // D1's own limits where they are lower than SQLite's: a LIKE or GLOB pattern of at most 50 bytes
  // (SQLite allows 50,000), longer ones refused ("LIKE or GLOB pattern too complex").
  const sqlite = new DatabaseSync(':memory:', { limits: { likePatternLength: D1_LIKE_PATTERN_LENGTH } } as object);
  // duration: the statement's own time in SQLite (ms), as D1 reports its own; the inbox's
  // Server-Timing carries it (tests/unit/inbox-scale.test.ts holds the list under 50 ms of it).
  const meta = (changes = 0, last_row_id = 0, duration = 0) => ({
    duration,
    changes,
    last_row_id,
    changed_db: changes > 0,
    size_after: 0,
    rows_read: 0,
    rows_written: changes,
  });
  const d1Error = (error: unknown) =>
    new Error(`D1_ERROR: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  const statement = (sql: string, values: SQLInputValue[] = []) => {
    const prepared = () => {
      try {
        return sqlite.prepare(sql);
      } catch (error) {
        throw d1Error(error);
      }
    };
    const all = () => {
      const s = prepared();
      const start = performance.now();
      try {
        if (s.columns().length === 0) {
          const r = s.run(...values);
          return {
            results: [] as Record<string, unknown>[],
            success: true,
            meta: meta(Number(r.changes), Number(r.lastInsertRowid), performance.now() - start),
          };
        }
        const results = s.all(...values).map(plain);
        const ms = performance.now() - start;
        const changes = sqlite.prepare('SELECT changes() AS n').get() as { n: number };
        return { results, success: true, meta: meta(/^\s*select/i.test(sql) ? 0 : changes.n, 0, ms) };
      } catch (error) {
        throw d1Error(error);
      }
    };
    return {
      bind: (...v: unknown[]) => statement(sql, v.map(value)),
      all: async () => all(),
      run: async () => all(),
      first: async (column?: string) => {
        const row = all().results[0] as Record<string, unknown> | undefined;
        if (!row) return null;
        return column === undefined ? row : (row[column] ?? null);
      },
      raw: async (options?: { columnNames?: boolean }) => {
        const s = prepared();
        const rows = s.columns().length ? s.all(...values).map((r) => Object.values(r as object)) : [];
        return options?.columnNames ? [s.columns().map((c) => c.name), ...rows] : rows;
      },
      _all: all,
    };
  };
  type Statement = ReturnType<typeof statement>;
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: Statement[]) => {
      sqlite.exec('BEGIN');
      try {
        const out = statements.map((s) => s._all());
        sqlite.exec('COMMIT');
        return out;
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      }
    },
    exec: async (sql: string) => {
      try {
        sqlite.exec(sql);
      } catch (error) {
        throw d1Error(error);
      }
      return { count: sql.split('\n').filter((l) => l.trim()).length, duration: 0 };
    },
    dump: async () => {
      throw new Error('dump() is not part of the stand-in');
    },
    withSession: () => db,
  };
  const migrate = () => {
    // Recorded as wrangler records them (src/worker/data/schema.ts reads the same table).
    sqlite.exec(MIGRATIONS_TABLE);
    for (const file of readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      sqlite.exec(readFileSync(new URL(file, MIGRATIONS), 'utf8'));
      sqlite.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(file);
    }
  };
  return { db: db as unknown as DB, sqlite, migrate };
}
