import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { worker } from '../helpers/harness';
import { until } from '../helpers/leads';
import {
  adLead as adLeadOf,
  basic,
  PASSWORD,
  UPLOAD_SECRETS,
  UPLOAD_VARS,
  URL_PATH,
} from '../helpers/google-ads-fixture';

/**
 * Google Ads' scheduled upload (docs/decisions/0014-conversions-server-side-with-consent.md): GET
 * /conversions/google-ads.csv behind basic auth answers the export `npm run leads -- --export
 * google-ads` prints, and GET /conversions/google-ads-adjustments.csv what `--export
 * google-ads-adjustments` prints (docs/decisions/0050-cancelled-bookings-refunds-and-the-platforms.md):
 * the test copies the harness's D1 schema and rows into a local D1 state of its own, runs the CLI on it
 * and compares the bytes. The CLI runs wrangler's local D1 (workerd), so this is a workerd test.
 */
let server: ReturnType<typeof worker>;
const run = promisify(execFile);

beforeAll(async () => {
  server = worker(UPLOAD_VARS, UPLOAD_SECRETS);
  await server.listen();
});
afterAll(async () => {
  await server?.close();
});

const adLead = (choice: 'accept' | 'reject', email: string) => adLeadOf(server, choice, email);

describe('GET /conversions/google-ads.csv', () => {
  let yes: { id: string; gclid: string };
  let no: { id: string; gclid: string };
  let spam: { id: string; gclid: string };

  beforeAll(async () => {
    yes = await adLead('accept', ' Priya.S@Example.in ');
    no = await adLead('reject', 'ravi@example.in');
    spam = await adLead('accept', 'bot@example.in');
    const db = (await server.getWorker().getEnv()).LEADS_DB;
    await until(
      async () =>
        (
          (await db
            .prepare('SELECT COUNT(*) AS n FROM lead_pipeline WHERE lead_id IN (?1, ?2, ?3)')
            .bind(yes.id, no.id, spam.id)
            .first()) as { n: number } | null
        )?.n === 3,
      15_000,
      'leads recorded',
    );
    // The inbox moves the consented lead to contacted, quoted, then books it (the audit rows it
    // writes: the stage rows' times); the third lead was judged spam (lead_quality).
    const audit = (id: string, from: string, to: string, at: string) =>
      db
        .prepare(
          "INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) VALUES (?1, 'sales@example.com', 'stage', ?2, ?3, ?4)",
        )
        .bind(id, from, to, at);
    await db.batch([
      db
        .prepare(
          "UPDATE lead_pipeline SET stage = 'booked', value = 120000, stage_at = '2026-11-25T06:30:00.000Z' WHERE lead_id = ?1",
        )
        .bind(yes.id),
      audit(yes.id, 'new', 'contacted', '2026-11-24T04:30:00.000Z'),
      audit(yes.id, 'contacted', 'quoted', '2026-11-24T10:00:00.000Z'),
      audit(yes.id, 'quoted', 'booked', '2026-11-25T06:30:00.000Z'),
      audit(spam.id, 'new', 'contacted', '2026-11-24T04:30:00.000Z'),
      db
        .prepare(
          "INSERT OR REPLACE INTO lead_quality (lead_id, outcome, reason, checked_at) VALUES (?1, 'spam', 'honeypot', '2026-11-24T04:00:00.000Z')",
        )
        .bind(spam.id),
    ]);
  });

  /** What `npm run leads -- --export <kind>` prints over a copy of the harness's D1 rows. */
  async function cli(kind: string): Promise<string> {
    const env = await server.getWorker().getEnv();
    const sql = (v: unknown) =>
      v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    // The harness's schema as SQLite keeps it (each table, index and trigger one statement, in the order
    // made), but for D1's and SQLite's own tables; then its rows.
    const { results: schema } = (await env.LEADS_DB.prepare(
      "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT GLOB '_cf_*' AND name NOT GLOB 'sqlite_*' ORDER BY rowid",
    ).all()) as { results: Array<{ sql: string }> };
    const copy = schema.map((r) => r.sql);
    for (const table of ['lead_ledger', 'lead_contacts', 'lead_pipeline', 'lead_audit', 'lead_quality']) {
      const { results } = (await env.LEADS_DB.prepare(`SELECT * FROM ${table}`).all()) as {
        results: Array<Record<string, unknown>>;
      };
      for (const r of results)
        copy.push(
          `INSERT INTO ${table} (${Object.keys(r).join(', ')}) VALUES (${Object.values(r).map(sql).join(', ')})`,
        );
    }
    const dir = mkdtempSync(join(tmpdir(), 'conversions-cli-'));
    try {
      // Written in this process, which has loaded wrangler for the harness: its local D1 where `--persist-to
      // dir` reads it (dir/v3), one workerd, not a `wrangler d1 execute` process (about 2 CPU-seconds more:
      // docs/testing.md "CLI files (2026-12-03)").
      const local = await getPlatformProxy<{ LEADS_DB: typeof env.LEADS_DB }>({
        configPath: 'dist/photo_site/wrangler.json',
        persist: { path: join(dir, 'v3') },
      });
      try {
        await local.env.LEADS_DB.batch(copy.map((s) => local.env.LEADS_DB.prepare(s)));
      } finally {
        await local.dispose();
      }
      const quiet = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
      // Asynchronous: a blocked event loop would drop the harness's connection.
      const out = await run(
        process.execPath,
        ['scripts/leads.mjs', '--export', kind, '--persist-to', dir, '--booking-conversion-name', 'Booking (site)'],
        { env: quiet },
      );
      return out.stdout;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('is byte for byte what `npm run leads -- --export google-ads` prints over the same rows', async () => {
    const body = await (await server.fetch(URL_PATH, { headers: basic('google-ads', PASSWORD) })).text();
    expect(await cli('google-ads')).toBe(body);
    // The stage rows and the booking are there; spam and the unconsented are not.
    expect(
      body
        .split('\n')
        .filter((l) => l.startsWith(`${yes.gclid},`))
        .map((l) => l.split(',')[3]),
    ).toEqual(['Website lead', 'Website lead contacted', 'Website lead quoted', 'Booking (site)']);
    expect(body).not.toContain(spam.gclid);
    expect(body).not.toContain(no.gclid);
    expect(body.split('\n').length).toBeGreaterThan(3);
  }, 180_000);

  it('the adjustments file is byte for byte what `npm run leads -- --export google-ads-adjustments` prints', async () => {
    // A second consented lead, booked and then its value changed by hand (RESTATE); the first
    // cancelled after its booking (RETRACT).
    const more = await adLead('accept', 'meera@example.in');
    const db = (await server.getWorker().getEnv()).LEADS_DB;
    await until(
      async () =>
        (
          (await db.prepare('SELECT COUNT(*) AS n FROM lead_pipeline WHERE lead_id = ?1').bind(more.id).first()) as {
            n: number;
          } | null
        )?.n === 1,
      15_000,
      'second lead recorded',
    );
    const audit = (id: string, action: string, from: string, to: string, at: string) =>
      db
        .prepare(
          "INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) VALUES (?1, 'sales@example.com', ?2, ?3, ?4, ?5)",
        )
        .bind(id, action, from, to, at);
    await db.batch([
      db
        .prepare("UPDATE lead_pipeline SET stage = 'lost', stage_at = '2026-11-28T06:30:00.000Z' WHERE lead_id = ?1")
        .bind(yes.id),
      audit(yes.id, 'stage', 'booked', 'lost', '2026-11-28T06:30:00.000Z'),
      db
        .prepare(
          "UPDATE lead_pipeline SET stage = 'booked', value = 150000, stage_at = '2026-11-26T06:30:00.000Z' WHERE lead_id = ?1",
        )
        .bind(more.id),
      audit(more.id, 'stage', 'new', 'booked', '2026-11-26T06:30:00.000Z'),
      audit(more.id, 'value', '100000', '150000', '2026-11-27T06:30:00.000Z'),
    ]);
    const path = URL_PATH.replace('google-ads.csv', 'google-ads-adjustments.csv');
    const body = await (await server.fetch(path, { headers: basic('google-ads', PASSWORD) })).text();
    expect(await cli('google-ads-adjustments')).toBe(body);
    const rows = body.trimEnd().split('\n').slice(1);
    expect(rows.map((l) => l.split(',').slice(0, 2).concat(l.split(',').slice(3)))).toEqual([
      [`${yes.id}:booked`, 'Booking (site)', 'RETRACT', '', ''],
      [`${more.id}:booked`, 'Booking (site)', 'RESTATE', '150000', 'INR'],
    ]);
  }, 180_000);
});
