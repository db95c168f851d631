import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startBackend } from '../helpers/backend-standin';
import { BUILT_CONFIG, relayingWorker, testHarness, worker } from '../helpers/harness';
import { acceptedLead, cron, parkedLead, refusals, refuseWrites } from '../helpers/relay-cases';
import { CALLBACK, PARTNER, byKey, leadRows, until, type Json } from '../helpers/leads';
/**
 * No lead lost, anywhere: the failures on the lead's path that need the real Queues (retry budgets
 * and dead-letter queues as workerd runs them) or a real wait (the relay's 15 s timeout). The rest
 * runs in-process: tests/unit/lead-relay-failures.test.ts. docs/operators.md "Reliability" lists
 * every failure with its test.
 *
 * D1 failures are real D1 refusals, not a switch in the worker: a SQLite trigger in the test's
 * database aborts the write, exactly as a failing D1 write surfaces to the worker (it throws).
 */

type Harness = ReturnType<typeof worker>;

const accepted = acceptedLead;
/** D1 refuses every new lead row until called again with false. */
const refuseInserts = (on: boolean, target: Harness) =>
  refuseWrites(target, 'refuse_insert', 'BEFORE INSERT ON leads', on);

describe.concurrent('D1 refuses the dead-letter write (backend down and D1 failing at once)', () => {
  const world = relayingWorker();
  it('the lead waits on leads-dlq and retries until D1 takes it, then the cron delivers it', async () => {
    const { backend, server } = world;
    backend.answer(500);
    await refuseInserts(true, server);
    const id = await accepted(server, 'submit-form', { ...CALLBACK, firstName: 'DlqWaits' });
    // 1 + 5 backend attempts, then leads-dlq: D1 refuses six writes in a row. The old budget
    // (1 + 3 deliveries on leads-dlq) would have dropped the lead after the fourth.
    await until(async () => refusals(server, id).length >= 6, 60_000, 'six refused D1 writes');
    expect(await leadRows(server, [id])).toEqual([]);
    const logged = refusals(server, id);
    for (let n = 1; n <= 6; n++)
      expect(logged.some((m) => m.includes(`(attempt ${n} on leads-dlq)`) && m.includes('D1 refuses this write'))).toBe(
        true,
      );
    // No visitor data in those log lines: the lead stays in the queue, not in the logs.
    expect(logged.some((m) => m.includes('DlqWaits') || m.includes('priya@example.in'))).toBe(false);

    // D1 takes writes again: the next retry stores the lead, once.
    await refuseInserts(false, server);
    await until(async () => (await leadRows(server, [id])).length === 1, 30_000, 'the lead stored in D1');
    expect((await leadRows(server, [id]))[0]).toMatchObject({
      status: 'pending',
      last_error: 'queue retries exhausted',
    });

    // The backend is back: the cron delivers it, with the Idempotency-Key of every attempt.
    backend.answer(200);
    await cron(server);
    expect((await leadRows(server, [id]))[0]!.status).toBe('delivered');
    const attempts = backend.requests.filter(byKey(id));
    expect(attempts.map((a) => a.status)).toEqual([...Array(6).fill(500), 200]);
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(attempts.at(-1)!.body)).toMatchObject({ firstName: 'DlqWaits' });
  }, 90_000);

  it("past leads-dlq's whole budget the lead goes back to 'leads' as a new message: tried on the backend again, never dropped", async () => {
    // The built config with a tiny leads-dlq budget (2 retries instead of 100), so the test sees the end of it.
    const config = JSON.parse(readFileSync(BUILT_CONFIG, 'utf8')) as Json;
    const consumers = (config.queues as { consumers: Json[] }).consumers;
    const dlq = consumers.find((c) => c.queue === 'leads-dlq')!;
    expect(dlq).toMatchObject({ max_retries: 100, dead_letter_queue: 'leads' }); // what ships
    dlq.max_retries = 2;
    const path = BUILT_CONFIG.replace('wrangler.json', 'wrangler.dlq-budget.json');
    writeFileSync(path, JSON.stringify(config));
    const backend = await startBackend(); // its own: the case beside it switches its backend's answers
    const small = testHarness({
      workers: [{ configPath: path, vars: { BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' } }],
    });
    await small.listen();
    try {
      await small.getWorker().applyD1Migrations('LEADS_DB');
      await refuseInserts(true, small); // D1 never takes it in this test
      backend.answer(500);
      const id = await accepted(small, 'submit-partner-form', { ...PARTNER, name: 'RoundTrip' });
      await until(async () => refusals(small, id).length >= 3, 60_000, "leads-dlq's 1 + 2 attempts");
      // Back on 'leads': the backend sees the lead a 7th time.
      await backend.waitFor((reqs) => reqs.filter(byKey(id)).length >= 7, 30_000);
      backend.answer(200);
      await backend.waitFor((reqs) => reqs.some((r) => byKey(id)(r) && r.status === 200), 30_000);
      const attempts = backend.requests.filter(byKey(id));
      expect(attempts.filter((a) => a.status === 200)).toHaveLength(1);
      expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
      expect(await leadRows(small, [id])).toEqual([]);
    } finally {
      await small.close();
      await backend.close();
    }
  }, 120_000);
});

describe.concurrent('the backend hanging', () => {
  const world = relayingWorker();
  it('a backend that never answers: the cron gives up after 15 s, keeps the lead, and delivers it on a later run', async () => {
    const { backend, server } = world;
    const id = await parkedLead(server, 'Hanging');
    backend.stall(true);
    const started = Date.now();
    await cron(server);
    // It waited out the timeout (a busy machine only lengthens this), once: one attempt, not two.
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
    expect(backend.requests.filter(byKey(id)).map((r) => r.status)).toEqual([0]);
    const [row] = await leadRows(server, [id]);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/^Request failed: .*(time|abort)/i);
    backend.stall(false);
    backend.answer(200);
    await cron(server);
    expect((await leadRows(server, [id]))[0]!.status).toBe('delivered');
    expect(backend.requests.filter(byKey(id)).map((r) => r.status)).toEqual([0, 200]);
  }, 60_000);
});
