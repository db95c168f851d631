import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSince, googleAdsCsv, GOOGLE_ADS_HEADER } from '../../src/worker/conversions/google-ads-csv';
import { exportSql, type ExportRow } from '../../src/worker/data/sql';
import { worker } from '../helpers/in-process';
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
 * google-ads` prints (that the bytes are the CLI's, on the build: tests/worker/conversions-google-ads-export-cli.test.ts).
 */
const sha = (v: string) => createHash('sha256').update(v).digest('hex');
let server: ReturnType<typeof worker>;

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
            .prepare('SELECT COUNT(*) AS n FROM lead_pipeline WHERE lead_id IN (?1, ?2)')
            .bind(yes.id, no.id)
            .first()) as { n: number } | null
        )?.n === 2,
      15_000,
      'leads recorded',
    );
    // The inbox moves the consented lead to contacted, quoted, then books it (the audit rows it
    // writes); the third lead was judged spam (lead_quality).
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

  it('refuses a missing or wrong password with 401 and a Basic challenge, never cached', async () => {
    for (const headers of [
      { 'cf-connecting-ip': '10.99.0.2' },
      basic('google-ads', 'wrong-password-wrong-password'),
      basic('admin', PASSWORD),
    ]) {
      const res = await server.fetch(URL_PATH, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="Google Ads upload"/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).not.toContain(yes.gclid);
    }
  });

  it('answers the right password with the CSV the CLI prints: consented leads, hashed e-mail and phone, the booking', async () => {
    const res = await server.fetch(URL_PATH, { headers: basic('google-ads', PASSWORD) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await res.text();
    const lines = body.split('\n');
    expect(lines[0]).toBe(GOOGLE_ADS_HEADER);
    const mine = lines.filter((l) => l.startsWith(`${yes.gclid},`));
    expect(mine).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${yes.gclid},,,Website lead,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\+0530,,INR,${sha('priya.s@example.in')},${sha('+919876543210')},${yes.id}:lead$`,
        ),
      ),
      `${yes.gclid},,,Website lead contacted,2026-11-24 10:00:00+0530,,INR,${sha('priya.s@example.in')},${sha('+919876543210')},${yes.id}:contacted`,
      `${yes.gclid},,,Website lead quoted,2026-11-24 15:30:00+0530,,INR,${sha('priya.s@example.in')},${sha('+919876543210')},${yes.id}:quoted`,
      `${yes.gclid},,,Booking (site),2026-11-25 12:00:00+0530,120000,INR,${sha('priya.s@example.in')},${sha('+919876543210')},${yes.id}:booked`,
    ]);
    expect(body).not.toContain(no.gclid);
    expect(body).not.toContain(spam.gclid);
    expect(body).not.toMatch(/priya|ravi|9876543210,/i);
    // The same bytes as the CLI: its query on this D1, its formatter, console.log's line break.
    const since = defaultSince(new Date());
    const { results } = await (await server.getWorker().getEnv()).LEADS_DB.prepare(exportSql({ since })).all();
    expect(body).toBe(
      `${await googleAdsCsv(results as ExportRow[], { since, bookingConversionName: 'Booking (site)' })}\n`,
    );
  });

  it('leaves a lead out once its consent is withdrawn', async () => {
    const db = (await server.getWorker().getEnv()).LEADS_DB;
    await db.prepare("UPDATE lead_ledger SET consent = 'withdrawn' WHERE id = ?1").bind(yes.id).run();
    const body = await (await server.fetch(URL_PATH, { headers: basic('google-ads', PASSWORD) })).text();
    expect(body).not.toContain(yes.gclid);
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await server.fetch(URL_PATH, {
            headers: { ...basic('google-ads', PASSWORD), 'cf-connecting-ip': '10.99.0.9' },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
