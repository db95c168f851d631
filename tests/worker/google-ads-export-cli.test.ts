import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSince, googleAdsCsv, GOOGLE_ADS_HEADER } from '../../src/worker/conversions/google-ads-csv';
import { exportSql, type ExportRow } from '../../src/worker/data/sql';
import { freshGclid, Jar } from '../helpers/attribution';
import { asBrowser, worker } from '../helpers/harness';
import { CALLBACK, json, post, until } from '../helpers/leads';

/**
 * Google Ads' scheduled upload (issue 21): GET /conversions/google-ads.csv behind basic auth
 * answers the export `npm run leads -- --export google-ads` prints: the test copies the harness's
 * D1 rows into a local D1 state of its own, runs the CLI on it and compares the bytes.
 */
const SITE = 'https://photos.example.in';
const PASSWORD = 'correct-horse-battery-staple-42';
const URL_PATH = '/conversions/google-ads.csv';
const sha = (v: string) => createHash('sha256').update(v).digest('hex');
const basic = (user: string, pass: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
  'cf-connecting-ip': '10.99.0.1',
});
let server: ReturnType<typeof worker>;
const run = promisify(execFile);

beforeAll(async () => {
  server = worker(
    { SITE_URL: SITE, LEAD_RETRY_BASE_SECONDS: '0', GOOGLE_ADS_BOOKING_CONVERSION: 'Booking (site)' },
    { GOOGLE_ADS_UPLOAD_PASSWORD: PASSWORD },
  );
  await server.listen();
});
afterAll(async () => {
  await server?.close();
});

async function adLead(choice: 'accept' | 'reject', email: string) {
  const jar = new Jar();
  const gclid = freshGclid();
  jar.take(await server.fetch(`/place/wedding-photographer-jaipur?gclid=${gclid}`, asBrowser));
  jar.take(
    await server.fetch('/consent', {
      method: 'POST',
      headers: { cookie: jar.header, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: `choice=${choice}`,
    }),
  );
  const res = await post(
    server,
    'submit-form',
    { ...CALLBACK, email, eventId: crypto.randomUUID() },
    { cookie: jar.header },
  );
  expect(res.status).toBe(202);
  return { id: (await json(res)).id as string, gclid };
}

describe('GET /conversions/google-ads.csv', () => {
  let yes: { id: string; gclid: string };
  let no: { id: string; gclid: string };

  beforeAll(async () => {
    yes = await adLead('accept', ' Priya.S@Example.in ');
    no = await adLead('reject', 'ravi@example.in');
    const db = (await server.getWorker().getEnv()).LEADS_DB;
    await until(
      async () =>
        (
          (await db
            .prepare('SELECT COUNT(*) AS n FROM lead_pipeline WHERE lead_id IN (?1, ?2)')
            .bind(yes.id, no.id)
            .first()) as { n: number } | null
        )?.n === 2,
      15_000,
      'leads recorded',
    );
    // The inbox books the consented lead.
    await db
      .prepare(
        "UPDATE lead_pipeline SET stage = 'booked', value = 120000, stage_at = '2026-11-25T06:30:00.000Z' WHERE lead_id = ?1",
      )
      .bind(yes.id)
      .run();
  });

  it('is byte for byte what `npm run leads -- --export google-ads` prints over the same rows', async () => {
    const body = await (await server.fetch(URL_PATH, { headers: basic('google-ads', PASSWORD) })).text();
    const env = await server.getWorker().getEnv();
    const sql = (v: unknown) =>
      v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    const copy: string[] = readdirSync('migrations')
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(join('migrations', f), 'utf8'));
    for (const table of ['lead_ledger', 'lead_contacts', 'lead_pipeline']) {
      const { results } = (await env.LEADS_DB.prepare(`SELECT * FROM ${table}`).all()) as {
        results: Array<Record<string, unknown>>;
      };
      for (const r of results)
        copy.push(
          `INSERT INTO ${table} (${Object.keys(r).join(', ')}) VALUES (${Object.values(r).map(sql).join(', ')});`,
        );
    }
    const dir = mkdtempSync(join(tmpdir(), 'conversions-cli-'));
    try {
      writeFileSync(join(dir, 'copy.sql'), copy.join('\n'));
      const quiet = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
      // Asynchronous: a blocked event loop would drop the harness's connection.
      await run(
        process.execPath,
        [
          'node_modules/wrangler/bin/wrangler.js',
          'd1',
          'execute',
          'leads',
          '--local',
          '--persist-to',
          dir,
          '--config',
          'dist/photo_site/wrangler.json',
          '--file',
          join(dir, 'copy.sql'),
        ],
        { env: quiet },
      );
      const cli = await run(
        process.execPath,
        [
          'scripts/leads.mjs',
          '--export',
          'google-ads',
          '--persist-to',
          dir,
          '--booking-conversion-name',
          'Booking (site)',
        ],
        { env: quiet },
      );
      expect(cli.stdout).toBe(body);
      expect(body.split('\n').length).toBeGreaterThan(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
