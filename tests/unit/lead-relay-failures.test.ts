import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { acceptedLead, cron as runCron, leadsDb, parkedLead, refusals, refuseWrites } from '../helpers/relay-cases';
import { CALLBACK, byKey, leadRows, until } from '../helpers/leads';

/**
 * No lead lost, anywhere: the failures on the lead's path that the consumer's and the cron's own
 * logic answer, in-process (the queue stand-in delivers and retries as wrangler.toml says; nothing
 * to wait out: `server.idle()` says when all is done). What needs the real Queues' timing stays on
 * workerd: tests/worker/lead-reliability.test.ts. docs/operators.md "Reliability" lists every
 * failure with its test.
 *
 * D1 failures are real D1 refusals, not a switch in the worker: a SQLite trigger in the test's
 * database aborts the write, exactly as a failing D1 write surfaces to the worker (it throws).
 */

type Harness = ReturnType<typeof worker>;

let backend: Backend;
let server: Harness;

beforeAll(async () => {
  backend = await startBackend();
  server = worker({ BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
  await server.listen();
  await server.getWorker().applyD1Migrations('LEADS_DB');
});
afterAll(async () => {
  await server?.close();
  await backend?.close();
});

const cron = (target: Harness = server) => runCron(target);
const db = (target: Harness = server) => leadsDb(target);
const parked = (name: string) => parkedLead(server, name);
const accepted = acceptedLead;
/** D1 refuses to mark a lead delivered until called again with false. */
const refuseDelivered = (on: boolean, target: Harness = server) =>
  refuseWrites(target, 'refuse_delivered', "BEFORE UPDATE ON leads WHEN NEW.status = 'delivered'", on);

describe('the backend refusing', () => {
  it('a 4xx is retried like a 5xx, parked, and does not hold back the cron; a 5xx stops that run early', async () => {
    backend.answer(422);
    const ids = [
      await accepted(server, 'submit-form', { ...CALLBACK, firstName: 'Refused1' }),
      await accepted(server, 'submit-form', { ...CALLBACK, firstName: 'Refused2' }),
    ];
    await until(
      async () => (await leadRows(server, ids)).filter((r) => r.status === 'pending').length === 2,
      60_000,
      'both leads parked',
    );
    for (const id of ids) expect(backend.requests.filter(byKey(id)).map((r) => r.status)).toEqual(Array(6).fill(422));

    // The backend refuses these leads (422): the cron tries each, records why, keeps them.
    let before = backend.requests.length;
    await cron();
    expect(backend.requests.length - before).toBeGreaterThanOrEqual(2);
    for (const row of await leadRows(server, ids))
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Request failed with status 422' });

    // The backend is down (503): the run stops after the first lead instead of hammering it.
    backend.answer(503);
    before = backend.requests.length;
    await cron();
    expect(backend.requests.length - before).toBe(1);

    backend.answer(200);
    await cron();
    for (const row of await leadRows(server, ids)) expect(row.status).toBe('delivered');
  }, 90_000);
});

describe('D1 failing after the backend took a lead', () => {
  it('the lead stays pending and is sent again with the same Idempotency-Key (the backend drops the duplicate)', async () => {
    backend.answer(200);
    const id = await parked('MarkFails');
    await refuseDelivered(true);
    try {
      await cron();
    } catch {
      /* the run fails on the UPDATE; what matters is the lead */
    }
    expect((await leadRows(server, [id]))[0]!.status).toBe('pending');
    await refuseDelivered(false);
    await cron();
    expect((await leadRows(server, [id]))[0]!.status).toBe('delivered');
    const sent = backend.requests.filter(byKey(id));
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
  });
});

describe('a stored lead that cannot be read', () => {
  it("is marked 'unreadable' and kept for an operator; the leads behind it are still delivered", async () => {
    backend.answer(200);
    const broken = crypto.randomUUID();
    const now = new Date(Date.now() - 60_000).toISOString(); // older: first in line
    await (
      await db()
    )
      .prepare(
        "INSERT INTO leads (id, endpoint, payload, status, attempts, last_error, created_at, updated_at) VALUES (?1, 'submit-form', '{not json', 'pending', 0, NULL, ?2, ?2)",
      )
      .bind(broken, now)
      .run();
    const good = await parked('BehindBroken');
    await cron();
    expect((await leadRows(server, [broken]))[0]).toMatchObject({ status: 'unreadable', payload: '{not json' });
    expect((await leadRows(server, [good]))[0]!.status).toBe('delivered');
    expect(backend.requests.some(byKey(broken))).toBe(false);
  });
});

describe('what arrives on the queue', () => {
  it('a message that is not a lead is logged and dropped; the leads beside it are delivered', async () => {
    backend.answer(200);
    server.clearLogs();
    const env = await server.getWorker().getEnv();
    const id = crypto.randomUUID();
    const lead = {
      id,
      endpoint: 'submit-form',
      payload: {
        timestamp: '2026-11-23T10:00:00',
        firstName: 'Beside',
        lastName: 'Junk',
        email: 'b@example.in',
        phone: '+919876543210',
        service: 'wedding',
        city: 'jaipur',
        message: '',
      },
    };
    await env.LEADS_QUEUE.sendBatch([{ body: { hello: 'not a lead' } }, { body: lead }, { body: 'junk' }]);
    await backend.waitFor((reqs) => reqs.some(byKey(id)));
    await until(
      async () =>
        server
          .getLogs()
          .filter((l) => String(l.message).includes('dropping a message that is not a lead on queue leads')).length ===
        2,
      15_000,
      'two drops logged',
    );
    expect(JSON.parse(backend.requests.find(byKey(id))!.body)).toMatchObject({ firstName: 'Beside' });
  });

  it('a lead that reaches the dead-letter queue twice (at-least-once delivery) is stored once', async () => {
    backend.answer(500);
    const env = await server.getWorker().getEnv();
    const id = crypto.randomUUID();
    const lead = { id, endpoint: 'submit-form', payload: { timestamp: '2026-11-23T10:00:00', firstName: 'Twice' } };
    await env.LEADS_QUEUE.send(lead);
    await env.LEADS_QUEUE.send(lead);
    await backend.waitFor((reqs) => reqs.filter(byKey(id)).length >= 12, 60_000);
    await until(async () => (await leadRows(server, [id])).length === 1, 30_000, 'the lead parked');
    await server.idle(); // the second copy has had its turn on leads-dlq
    expect(await leadRows(server, [id])).toHaveLength(1);
    expect(refusals(server, id)).toEqual([]); // the second write was a no-op, not an error retried forever
    backend.answer(200);
    await cron();
    expect((await leadRows(server, [id]))[0]!.status).toBe('delivered');
  }, 90_000);
});
