import { expect } from 'vitest';
import { json, post, type Harness, type Json } from './leads';

/**
 * The lead relay's failure cases, shared by both levels that run them (tests/unit/lead-relay-failures
 * and tests/worker/lead-reliability): a lead parked in D1, a D1 refusal by trigger, the refusals
 * logged on leads-dlq, an accepted lead's id. The in-process and the workerd harness have one shape.
 */

export const cron = (target: Harness) => target.getWorker().scheduled({ cron: '*/5 * * * *' });
export const leadsDb = async (target: Harness) => (await target.getWorker().getEnv()).LEADS_DB;

/**
 * D1 refuses a write (a SQLite trigger aborts it, as a failing D1 write surfaces to the worker:
 * it throws) until called again with `on` false. `when`: the trigger's timing and condition.
 */
export async function refuseWrites(target: Harness, name: string, when: string, on: boolean): Promise<void> {
  const d1 = await leadsDb(target);
  if (on)
    await d1
      .prepare(`CREATE TRIGGER IF NOT EXISTS ${name} ${when} BEGIN SELECT RAISE(ABORT, 'D1 refuses this write'); END`)
      .run();
  else await d1.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
}

/** A lead already parked in D1 (as the dead-letter consumer leaves it), for the cron's cases. */
export async function parkedLead(target: Harness, name: string): Promise<string> {
  const id = crypto.randomUUID();
  const payload = {
    timestamp: '2026-11-23T10:00:00',
    firstName: name,
    lastName: 'Test',
    email: 'p@example.in',
    phone: '+919876543210',
    service: 'wedding',
    city: 'jaipur',
    message: '',
  };
  const now = new Date().toISOString();
  await (
    await leadsDb(target)
  )
    .prepare(
      "INSERT INTO leads (id, endpoint, payload, status, attempts, last_error, created_at, updated_at) VALUES (?1, 'submit-form', ?2, 'pending', 0, 'queue retries exhausted', ?3, ?3)",
    )
    .bind(id, JSON.stringify(payload), now)
    .run();
  return id;
}

/** The 'not stored' log lines of one lead on leads-dlq: one per refused D1 write. */
export const refusals = (target: Harness, id: string) =>
  target
    .getLogs()
    .map((l) => String(l.message))
    .filter((m) => m.includes(`lead ${id} not stored`) && m.includes('on leads-dlq'));

/** Posts a lead and returns its id; the endpoint must accept it (202). */
export async function acceptedLead(target: Harness, endpoint: string, input: Json): Promise<string> {
  const res = await post(target, endpoint, input);
  expect(res.status).toBe(202);
  return (await json(res)).id as string;
}
