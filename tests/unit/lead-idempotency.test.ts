import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { CALLBACK, PARTNER, byKey, ip, json, post, until } from '../helpers/leads';

/**
 * One submission is one lead (docs/decisions/0009-idempotency-claim-in-the-lead-batch.md): the same
 * event id or Idempotency-Key, sent again in parallel or in sequence, is answered as the first was
 * (same status, same lead id; a callback's call-time offer is made afresh) and stores, relays and
 * plans nothing more; the same key with another
 * body is refused (409); a form posted twice without JavaScript is one lead too. The claim is a D1
 * row, so it holds across isolates.
 */
let backend: Backend;
let server: ReturnType<typeof worker>;
/** The worker's D1 (LEADS_DB) as the harness hands it over. */
let db: Record<string, any>['LEADS_DB'];

beforeAll(async () => {
  backend = await startBackend();
  server = worker({ BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
  await server.listen();
  await server.getWorker().applyD1Migrations('LEADS_DB');
  db = (await server.getWorker().getEnv()).LEADS_DB;
});
afterAll(async () => {
  await server?.close();
  await backend?.close();
});

const count = async (table: string, column: string, id: string) =>
  ((await db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?1`).bind(id).first()) as { n: number }).n;

/** Every trace of one lead: rows per table, and the backend's deliveries (after the queue has run). */
async function traces(id: string) {
  await backend.waitFor((reqs) => reqs.some(byKey(id)));
  await server.idle(); // every queue message delivered: a duplicate would be relayed by now
  return {
    leads: await count('leads', 'id', id),
    ledger: await count('lead_ledger', 'id', id),
    contacts: await count('lead_contacts', 'lead_id', id),
    pipeline: await count('lead_pipeline', 'lead_id', id),
    plans: await count('outbox', 'lead_id', id),
    relays: backend.requests.filter(byKey(id)).length,
  };
}
const ONE = { leads: 1, ledger: 1, contacts: 1, pipeline: 1, plans: 1, relays: 1 };

async function totalLeads(): Promise<number> {
  return ((await db.prepare('SELECT COUNT(*) AS n FROM leads').first()) as { n: number }).n;
}

describe('the same event id sent three times', () => {
  it('in parallel: one lead, one ledger row, one relay; every answer 202 with the same id', async () => {
    const eventId = crypto.randomUUID();
    const before = await totalLeads();
    const body = { ...CALLBACK, firstName: 'Parallel', eventId };
    const answers = await Promise.all([1, 2, 3].map(() => post(server, 'submit-form', body)));
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.status).toBe(202);
      ids.add((await json(res)).id as string);
    }
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await traces(id!)).toEqual(ONE);
    expect(await totalLeads()).toBe(before + 1);
  });

  it('in sequence: the repeats are answered as the first, nothing more is stored or relayed', async () => {
    const body = { ...CALLBACK, firstName: 'Sequence', eventId: crypto.randomUUID() };
    const first = await json(await post(server, 'submit-form', body));
    await backend.waitFor((reqs) => reqs.some(byKey(first.id as string)));
    for (let i = 0; i < 2; i++) {
      const res = await post(server, 'submit-form', body);
      expect(res.status).toBe(202);
      // A callback's call-time offer is made afresh, its new secret replacing the one before
      // (docs/decisions/0035-call-times-chosen-with-a-per-submission-secret.md): all else is the first answer.
      const again = await json(res);
      expect({ ...again, callTime: undefined }).toEqual({ ...first, callTime: undefined });
      expect(again.callTime).toEqual({ token: expect.any(String), slots: expect.any(Array) });
    }
    expect(await traces(first.id as string)).toEqual(ONE);
  });

  it('with a different body: 409 with a clear message, nothing stored', async () => {
    const eventId = crypto.randomUUID();
    const first = await json(await post(server, 'submit-form', { ...CALLBACK, firstName: 'Original', eventId }));
    const before = await totalLeads();
    const res = await post(server, 'submit-form', { ...CALLBACK, firstName: 'Changed', eventId });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      ok: false,
      error: 'This request was already sent with different details. Please reload the page and send the form again.',
    });
    expect(await totalLeads()).toBe(before);
    expect(await traces(first.id as string)).toEqual(ONE);
  });
});

describe('Idempotency-Key', () => {
  it('the same key twice is one lead (a key wins over the event id); a malformed key is a 422', async () => {
    const key = `retry-${crypto.randomUUID()}`;
    const a = await post(
      server,
      'submit-partner-form',
      { ...PARTNER, name: 'KeyOnce', eventId: crypto.randomUUID() },
      { 'idempotency-key': key },
    );
    const b = await post(
      server,
      'submit-partner-form',
      { ...PARTNER, name: 'KeyOnce', eventId: crypto.randomUUID() },
      { 'idempotency-key': key },
    );
    expect([a.status, b.status]).toEqual([202, 202]);
    const id = (await json(a)).id as string;
    expect((await json(b)).id).toBe(id);
    expect(await traces(id)).toEqual(ONE);

    const bad = await post(server, 'submit-partner-form', PARTNER, { 'idempotency-key': 'two words' });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error).toBe('Idempotency-Key must be 1 to 200 visible ASCII characters');
  });

  it('the first submission wins for a day: a day later the same key is a new lead', async () => {
    const key = `day-${crypto.randomUUID()}`;
    const first = (
      await json(await post(server, 'submit-form', { ...CALLBACK, firstName: 'DayOld' }, { 'idempotency-key': key }))
    ).id as string;
    await db
      .prepare('UPDATE lead_keys SET created_at = ?2 WHERE lead_id = ?1')
      .bind(first, new Date(Date.now() - 25 * 3600_000).toISOString())
      .run();
    const again = (
      await json(await post(server, 'submit-form', { ...CALLBACK, firstName: 'DayOld' }, { 'idempotency-key': key }))
    ).id as string;
    expect(again).not.toBe(first);
    expect(await traces(again)).toEqual(ONE);
  });
});

describe('without JavaScript', () => {
  it('the same form posted twice (a double tap, a resend) is one lead, and both get the success page', async () => {
    const form = new URLSearchParams({ ...PARTNER, name: 'NoScriptTwice' }).toString();
    const from = ip();
    const send = () =>
      server.fetch('/api/submit-partner-form', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'cf-connecting-ip': from },
        body: form,
      });
    const before = await totalLeads();
    const [a, b] = await Promise.all([send(), send()]);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Application Submitted!');
    }
    const c = await send();
    expect(await c.text()).toContain('Application Submitted!');
    await until(async () => (await totalLeads()) === before + 1, 5_000, 'one stored lead');
    const row = (await db.prepare("SELECT id FROM leads WHERE payload LIKE '%NoScriptTwice%'").all()) as {
      results: Array<{ id: string }>;
    };
    expect(row.results).toHaveLength(1);
    expect(await traces(row.results[0]!.id)).toEqual(ONE);
  });
});
