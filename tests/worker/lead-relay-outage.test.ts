import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { BUILT_CONFIG, relayingWorker, testHarness, worker } from '../helpers/harness';
import {
  CALLBACK,
  FIELDS,
  PARTNER,
  PHOTOGRAPHER,
  byKey,
  json,
  leadRows,
  post,
  until,
  type Json,
} from '../helpers/leads';

/**
 * The lead relay's durability (docs/developers.md#the-lead-api): the backend failing (500) and unreachable for longer
 * than the queue's retry budget, then back → every accepted lead delivered through the
 * dead-letter queue → D1 → cron path with a stable Idempotency-Key; and 202 never given for a
 * lead that was not durably queued or stored.
 */

describe.concurrent('the backend down longer than the retry budget, then back', () => {
  const world = relayingWorker();
  it('delivers every accepted lead via the dead-letter queue → D1 → cron, each with a stable Idempotency-Key', async () => {
    const { backend, server } = world;
    const cron = () => server.getWorker().scheduled({ cron: '*/5 * * * *' });
    // Phase 1: the backend answers 500. Each lead is tried 1 + max_retries (5) times, then parked.
    backend.answer(500);
    server.clearLogs();
    const failing = await Promise.all([
      post(server, 'submit-form', { ...CALLBACK, firstName: 'Outage500' }),
      post(server, 'submit-partner-form', { ...PARTNER, name: 'Outage500' }),
    ]);
    const idsA: string[] = [];
    for (const r of failing) {
      expect(r.status).toBe(202);
      idsA.push((await json(r)).id as string);
    }
    await backend.waitFor((reqs) => idsA.every((id) => reqs.filter(byKey(id)).length >= 6), 25_000);
    await until(
      async () => (await leadRows(server, idsA)).every((r) => r.status === 'pending'),
      15_000,
      'leads parked in D1',
    );
    expect(server.getLogs().some((l) => String(l.message).includes('Request failed with status 500'))).toBe(true);
    // Exactly 1 + max_retries queue attempts each, all refused.
    for (const id of idsA) expect(backend.requests.filter(byKey(id)).map((r) => r.status)).toEqual(Array(6).fill(500));

    // Phase 2: the backend is unreachable (nothing listens on its port).
    await backend.down();
    const unreachable = await post(server, 'submit-photographer-form', { ...PHOTOGRAPHER, name: 'OutageDown' });
    expect(unreachable.status).toBe(202);
    const idB = (await json(unreachable)).id as string;
    const ids = [...idsA, idB];
    await until(
      async () => (await leadRows(server, ids)).every((r) => r.status === 'pending'),
      25_000,
      'the leads parked for the cron',
    );
    for (const row of await leadRows(server, ids))
      expect(row).toMatchObject({ status: 'pending', last_error: 'queue retries exhausted' });

    // The cron while the backend is still down: it tries, records why, loses nothing.
    await cron();
    const afterDown = await leadRows(server, ids);
    for (const row of afterDown) expect(row.status).toBe('pending');
    expect(afterDown.some((r) => r.attempts === 1 && /^Request failed/.test(r.last_error ?? ''))).toBe(true);

    // Phase 3: the backend is back. The next cron run delivers everything, once.
    await backend.up();
    backend.answer(200);
    await cron();
    for (const row of await leadRows(server, ids)) expect(row.status).toBe('delivered');
    for (const id of ids) {
      const attempts = backend.requests.filter(byKey(id));
      expect(attempts.filter((a) => a.status === 200)).toHaveLength(1);
      // Every attempt of one lead carried the same key and the same payload JSON.
      expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    }
    const photographer = backend.requests.filter(byKey(idB));
    expect(photographer).toHaveLength(1);
    expect(photographer[0]!.path).toBe('/submit-photographer-form');
    expect(photographer[0]!.headers['content-type']).toBe('application/json');
    expect(Object.keys(JSON.parse(photographer[0]!.body))).toEqual(FIELDS['submit-photographer-form']);
    expect(JSON.parse(photographer[0]!.body)).toMatchObject({
      name: 'OutageDown',
      city: 'Goa',
      mobileNumber: '+919876543210',
    });

    // Delivered leads are never sent again.
    const count = backend.requests.length;
    await cron();
    expect(backend.requests.length).toBe(count);

    // With the backend up, a new lead goes straight through the queue.
    const { id } = await json(await post(server, 'submit-form', CALLBACK));
    await backend.waitFor((reqs) => reqs.some(byKey(id as string)));
    await until(
      async () => (await leadRows(server, [id as string]))[0]?.status === 'delivered',
      10_000,
      'the new lead marked delivered',
    );
  }, 90_000);
});

describe.concurrent('a lead is never answered 202 unless it was durably accepted', () => {
  // Its own backend stand-in: the outage beside it takes the other one down.
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend?.close());
  /** The built config with one binding removed, next to the original so relative paths hold. */
  function variant(name: string, change: (config: Json) => void): string {
    const config = JSON.parse(readFileSync(BUILT_CONFIG, 'utf8')) as Json;
    change(config);
    const path = BUILT_CONFIG.replace('wrangler.json', `wrangler.${name}.json`);
    writeFileSync(path, JSON.stringify(config));
    return path;
  }

  it('the queue refusing a lead: kept in D1 and relayed by the cron (202); 503 (never 202) when neither the queue nor D1 takes it', async () => {
    // Only the queue is missing: the lead was written to D1 with its idempotency claim, so it is accepted.
    const noQueue = testHarness({
      workers: [
        {
          configPath: variant('noqueue', (c) => {
            (c.queues as Json).producers = [];
          }),
          vars: { BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' },
        },
      ],
    });
    await noQueue.listen();
    try {
      const res = await post(noQueue, 'submit-form', { ...CALLBACK, firstName: 'NoQueue' });
      expect(res.status).toBe(202);
      const { id } = await json(res);
      expect((await leadRows(noQueue, [id as string]))[0]).toMatchObject({
        status: 'pending',
        last_error: 'the queue refused the lead',
      });
      await noQueue.getWorker().scheduled({ cron: '*/5 * * * *' });
      expect((await leadRows(noQueue, [id as string]))[0]!.status).toBe('delivered');
      expect(backend.requests.filter(byKey(id as string))).toHaveLength(1);
    } finally {
      await noQueue.close();
    }

    const path = variant('noqueue-nodb', (c) => {
      (c.queues as Json).producers = [];
      c.d1_databases = [];
    });
    const before = backend.requests.length;
    const broken = testHarness({ workers: [{ configPath: path, vars: { BACKEND_URL: backend.url } }] });
    await broken.listen();
    try {
      for (const [endpoint, input] of [
        ['submit-form', CALLBACK],
        ['submit-partner-form', PARTNER],
        ['submit-photographer-form', PHOTOGRAPHER],
      ] as const) {
        const res = await post(broken, endpoint, input);
        expect(res.status).toBe(503);
        const body = await json(res);
        expect(body).toEqual({
          ok: false,
          error: 'We could not accept your request right now. Please try again in a few minutes.',
        });
        expect(res.headers.get('retry-after')).toBe('120');
      }
      // The no-JS visitor is told too, with the form still filled in.
      const page = await broken.fetch('/api/submit-partner-form', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams(PARTNER).toString(),
      });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain('We could not accept your request right now. Please try again in a few minutes.');
      expect(html).toContain('value="Mehta Travels"');
      expect(html).not.toContain('Application Submitted!');
      // Nothing was kept to send later: no queue, no D1. The cron, the one other sender, sends nothing.
      await broken.getWorker().scheduled({ cron: '*/5 * * * *' });
      expect(backend.requests.length).toBe(before);
    } finally {
      await broken.close();
    }
  });

  it('with no BACKEND_URL: kept in D1 (table created on first use, no migration step); D1 unavailable: on the queue (202), 503 when the queue is too', async () => {
    const kept = worker();
    await kept.listen();
    try {
      const res = await post(kept, 'submit-partner-form', PARTNER);
      expect(res.status).toBe(202);
      const { id } = await json(res);
      const [row] = await leadRows(kept, [id as string]);
      expect(row).toMatchObject({ status: 'kept', endpoint: 'submit-partner-form' });
      expect(Object.keys(JSON.parse(row!.payload))).toEqual(FIELDS['submit-partner-form']);
      // The cron has nowhere to send it: it stays kept.
      await kept.getWorker().scheduled({ cron: '*/5 * * * *' });
      expect((await leadRows(kept, [id as string]))[0]!.status).toBe('kept');
    } finally {
      await kept.close();
    }

    // D1 down at acceptance: the lead goes on the queue without the idempotency check (its consumer
    // writes the rows once D1 takes them: reliability.test.ts); with the queue down too, 503.
    const noDb = testHarness({
      workers: [
        {
          configPath: variant('nodb', (c) => {
            c.d1_databases = [];
          }),
        },
      ],
    });
    await noDb.listen();
    try {
      noDb.clearLogs();
      const res = await post(noDb, 'submit-form', CALLBACK);
      expect(res.status).toBe(202);
      expect(noDb.getLogs().some((l) => /queued without the idempotency check/.test(String(l.message)))).toBe(true);
    } finally {
      await noDb.close();
    }
    const broken = testHarness({
      workers: [
        {
          configPath: variant('nothing', (c) => {
            c.d1_databases = [];
            (c.queues as Json).producers = [];
          }),
        },
      ],
    });
    await broken.listen();
    try {
      const res = await post(broken, 'submit-form', CALLBACK);
      expect(res.status).toBe(503);
      expect((await json(res)).ok).toBe(false);
    } finally {
      await broken.close();
    }
  });
});
