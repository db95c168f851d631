import { describe, expect, it } from 'vitest';
import { relayingWorker } from '../helpers/harness';
import { CALLBACK, FIELDS, PARTNER, PHOTOGRAPHER, byKey, json, leadRows, post, until } from '../helpers/leads';

/**
 * The lead relay's durability (docs/developers.md#the-lead-api): the backend failing (500) and unreachable for longer
 * than the queue's retry budget, then back → every accepted lead delivered through the
 * dead-letter queue → D1 → cron path with a stable Idempotency-Key. 202 never given for a lead
 * that was not durably queued or stored (a binding missing: the worker's own code, no runtime's):
 * tests/unit/lead-endpoint-failures.test.ts.
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
