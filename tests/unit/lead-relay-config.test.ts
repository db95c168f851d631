import { describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { CALLBACK, post, until } from '../helpers/leads';

/**
 * A malformed BACKEND_URL turns the relay off (docs/operators.md "Configuration"): the lead
 * endpoints keep answering 202 and keep every lead in D1, as with no backend; a lead that was
 * already on the queue is kept there too, never dropped. (With the status page and the log:
 * tests/unit/settings.test.ts.)
 */
describe('a malformed BACKEND_URL', () => {
  it('keeps new and already-queued leads in D1 and names the setting in the log', async () => {
    const bad = worker({ BACKEND_URL: 'not a url' });
    await bad.listen();
    try {
      const res = await post(bad, 'submit-form', CALLBACK);
      expect(res.status).toBe(202);
      const { id: accepted } = (await res.json()) as { id: string };
      const env = await bad.getWorker().getEnv();
      const queued = crypto.randomUUID();
      await env.LEADS_QUEUE.send({
        id: queued,
        endpoint: 'submit-form',
        payload: { timestamp: '2026-11-23T10:00:00', firstName: 'BadConfig' },
      });
      const status = async (id: string) =>
        (
          (await env.LEADS_DB.prepare('SELECT status FROM leads WHERE id = ?1').bind(id).first()) as {
            status: string;
          } | null
        )?.status;
      await until(async () => (await status(queued)) === 'kept', 15_000, 'the queued lead kept in D1');
      expect(await status(accepted)).toBe('kept');
      const logs = bad.getLogs().map((l) => String(l.message));
      expect(logs.some((m) => m.includes('BACKEND_URL') && !m.includes('not a url'))).toBe(true);
      expect(logs.some((m) => m.includes('dropping'))).toBe(false);
    } finally {
      await bad.close();
    }
  });
});
