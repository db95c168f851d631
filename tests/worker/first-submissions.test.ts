import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/harness';
import { json, post, qualityOf, sixteenFirstSubmissions } from '../helpers/leads';

/**
 * A fresh isolate's first submissions in workerd, at once: the spam rules' list is not in the
 * upload but a static asset (vite.config.ts), read through the ASSETS binding by whichever
 * submission needs it first and shared with the others (src/worker/quality/disposable.ts). A read
 * shared across requests must hand them text, not a response to read: every answer 202, every
 * throwaway address caught, nothing logged as failed. The in-process counterpart (one read, the
 * list unreadable, failures before and after a lead is kept): tests/unit/lead-endpoint-failures.test.ts.
 */
let server: ReturnType<typeof worker>;
beforeAll(async () => {
  server = worker({ SITE_URL: 'https://photos.example.in' });
  await server.listen();
  await server.getWorker().applyD1Migrations('LEADS_DB');
});
afterAll(() => server?.close());

describe('the first submissions of a fresh worker', () => {
  it('16 at once: all 202, the throwaway addresses spam by the list read from the assets, the others not', async () => {
    const sent = sixteenFirstSubmissions('sub.mailinator.com');
    const answers = await Promise.all(sent.map((s) => post(server, s.path, s.body)));
    const logged = server
      .getLogs()
      .filter((l) => /error|failed|not run/i.test(String(l.message)))
      .map((l) => String(l.message).slice(0, 300));
    expect(
      answers.map((r) => r.status),
      logged.join('\n'),
    ).toEqual(Array(16).fill(202));
    expect(logged).toEqual([]);
    for (const [i, res] of answers.entries()) {
      const q = await qualityOf(server, (await json(res)).id as string);
      if (sent[i]!.throwaway) expect(q).toEqual({ outcome: 'spam', reason: 'rule: disposable-email' });
      else expect(q?.outcome).toBe('unchecked');
    }
  });
});
