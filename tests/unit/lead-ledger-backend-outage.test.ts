import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleAdsCsv } from '../../src/worker/conversions/google-ads-csv';
import { jsonLines, type LedgerRow } from '../../src/worker/leads/ledger';
import { freshGclid, Jar } from '../helpers/attribution';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { asBrowser, worker } from '../helpers/in-process';
import { byKey, CALLBACK, FIELDS, json, post, until } from '../helpers/leads';

/**
 * The lead ledger through a backend outage
 * (docs/decisions/0020-attribution-captured-in-the-worker.md): each accepted lead has its row from
 * its first pass through the queue ('waiting'), moved to 'delivered' when the backend takes it, by
 * a queue retry or, past the retry budget, by the cron; the backend gets only the payload JSON.
 * Then the Google Ads export over those real rows. In-process: the ledger is the worker's own code,
 * and the in-process queue retries as wrangler.toml says (5, then leads-dlq); Queues' own budgets
 * are workerd's to show (tests/worker/lead-relay-outage.test.ts).
 */
const SITE = 'https://photos.example.in';
const AD = '/place/wedding-photographer-jaipur';
let backend: Backend;
let server: ReturnType<typeof worker>;

/**
 * Retries 1 s, 2 s, 4 s … apart while the test watches them (the in-process queue waits what the
 * worker asks): the backend is switched back between two of them, however late, and a later one
 * delivers. With no delay the six attempts and the park would be over before the switch.
 */
const WATCHED = { SITE_URL: SITE, LEAD_RETRY_BASE_SECONDS: '1' };

beforeAll(async () => {
  backend = await startBackend();
  server = worker({ ...WATCHED, BACKEND_URL: backend.url });
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await backend?.close();
});

async function ledger(id?: string): Promise<LedgerRow[]> {
  const env = await server.getWorker().getEnv();
  const { results } = await env.LEADS_DB.prepare('SELECT * FROM lead_ledger ORDER BY received_at').all();
  return (results as unknown as LedgerRow[]).filter((r) => !id || r.id === id);
}

/** A visitor landing from an ad, making a consent choice, then sending the callback form. */
async function adLead(choice: 'accept' | 'reject', gclid = freshGclid()) {
  const jar = new Jar();
  jar.take(await server.fetch(`${AD}?utm_source=google&utm_medium=cpc&utm_campaign=jaipur&gclid=${gclid}`, asBrowser));
  jar.take(
    await server.fetch('/consent', {
      method: 'POST',
      headers: { cookie: jar.header, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: `choice=${choice}`,
    }),
  );
  const res = await post(server, 'submit-form', { ...CALLBACK, eventId: crypto.randomUUID() }, { cookie: jar.header });
  expect(res.status).toBe(202);
  return { id: (await json(res)).id as string, gclid };
}

describe('the ledger through a backend outage', () => {
  it('is waiting while the backend refuses, delivered once a queue retry gets through', async () => {
    backend.answer(503);
    const { id, gclid } = await adLead('accept');
    await backend.waitFor((reqs) => reqs.filter(byKey(id)).length >= 2, 20_000);
    expect((await ledger(id))[0]).toMatchObject({
      status: 'waiting',
      form: 'callback',
      consent: 'granted',
      delivered_at: null,
    });
    backend.answer(200);
    await until(async () => (await ledger(id))[0]?.status === 'delivered', 20_000, 'ledger row delivered');
    const row = (await ledger(id))[0]!;
    expect(row.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(row.first_touch!)).toMatchObject({ gclid, utm_campaign: 'jaipur' });
    // The backend saw only the payload JSON, every time.
    for (const r of backend.requests.filter(byKey(id)))
      expect(Object.keys(JSON.parse(r.body))).toEqual(FIELDS['submit-form']);
  });

  it("is delivered by the cron when the lead outlived the queue's retries", async () => {
    // No delay between retries now (the same D1, vars changed): the budget is spent at once.
    await server.update({
      workers: [
        { configPath: 'wrangler.toml', vars: { ...WATCHED, BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' } },
      ],
    });
    backend.answer(500);
    const { id } = await adLead('reject');
    await until(
      async () => {
        const env = await server.getWorker().getEnv();
        return (
          (await env.LEADS_DB.prepare("SELECT id FROM leads WHERE id = ?1 AND status = 'pending'").bind(id).first()) !==
          null
        );
      },
      25_000,
      'lead parked in D1',
    );
    expect((await ledger(id))[0]).toMatchObject({ status: 'waiting', consent: 'denied' });
    backend.answer(200);
    await server.getWorker().scheduled({ cron: '*/5 * * * *' });
    expect((await ledger(id))[0]!.status).toBe('delivered');
    expect(backend.requests.filter(byKey(id)).filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe('reports over the ledger', () => {
  it('exports only consented leads with a gclid, in the Google Ads import format', async () => {
    const rows = await ledger();
    const consented = rows.filter((r) => r.consent === 'granted');
    expect(consented.length).toBeGreaterThan(0);
    const lines = (await googleAdsCsv(rows, { conversionName: 'Callback request' })).split('\n');
    expect(lines[0]).toBe(
      'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Email,Phone Number,Order ID',
    );
    expect(lines).toHaveLength(1 + consented.length);
    for (const line of lines.slice(1))
      expect(line).toMatch(
        /^Cj0KCQ[0-9a-f]{32}_BwE,,,Callback request,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+0530,,INR,,,[0-9a-f-]{36}:lead$/,
      );
    const denied = rows.find((r) => r.consent === 'denied')!;
    expect(lines.join('\n')).not.toContain(JSON.parse(denied.first_touch!).gclid);
    // --json: one lead per line with both touches.
    const first = JSON.parse(jsonLines(rows).split('\n')[0]!);
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['id', 'form', 'status', 'receivedAt', 'attribution']));
    expect(Object.keys(first.attribution)).toEqual(['first', 'last']);
  });
});
