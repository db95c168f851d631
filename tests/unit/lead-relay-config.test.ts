import { describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { CALLBACK, post, until } from '../helpers/leads';

/**
 * A bad BACKEND_URL (from tests/worker/lead-reliability.test.ts, where it waited out the queue's
 * real minute): in-process, the queue stand-in keeps the delay the consumer asks for and waits it
 * out 50 times faster.
 */
const SCALE = 0.02;

describe('configuration errors', () => {
  it('a bad BACKEND_URL: the endpoint never answers 202; a lead already queued is retried (not dropped) until the configuration is fixed', async () => {
    const bad = worker({ BACKEND_URL: 'not a url' }, {}, { queueDelayScale: SCALE });
    await bad.listen();
    try {
      const res = await post(bad, 'submit-form', CALLBACK);
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.status).not.toBe(202);
      // A lead accepted before the bad deploy, still on the queue.
      bad.clearLogs();
      const id = crypto.randomUUID();
      const env = await bad.getWorker().getEnv();
      await env.LEADS_QUEUE.send({
        id,
        endpoint: 'submit-form',
        payload: { timestamp: '2026-11-23T10:00:00', firstName: 'BadConfig' },
      });
      const configLogs = () =>
        bad.getLogs().filter((l) => String(l.message).includes('Invalid configuration: BACKEND_URL')).length;
      await until(async () => configLogs() >= 1, 15_000, 'the consumer reporting the configuration');
      // Not acked: it comes back a minute later (and keeps coming, then via leads-dlq and back).
      // The minute is the one the consumer asks the queue for; here the queue waits it out at SCALE.
      await until(async () => configLogs() >= 2, 75_000 * SCALE + 15_000, 'the retry a minute later');
      expect(bad.retries[0]!.delaySeconds * 1000).toBeGreaterThan(50_000);
      expect(bad.getLogs().some((l) => String(l.message).includes('dropping'))).toBe(false);
    } finally {
      await bad.close();
    }
  });
});
