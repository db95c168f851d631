import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';
import { CALLBACK, json, post, until } from '../helpers/leads';
import { outbox } from '../helpers/notices';
import { startGraph, type Receiver } from '../helpers/notify-standins';

// The business side names a lead by its id in the log, never by a phone number or an e-mail
// address (docs/operators.md#logs): a WhatsApp notice the Graph API refuses used to log
// "WhatsApp to +91…: HTTP 500". The outbox row keeps the whole error for the inbox.
const TEAM = '+919812300077';
let server: ReturnType<typeof worker>;
let graph: Receiver;

beforeAll(async () => {
  graph = await startGraph();
  graph.fail(500);
  server = worker(
    {
      SITE_URL: 'https://photos.example',
      NOTIFY_WHATSAPP_TO: TEAM,
      NOTIFY_EMAIL_TO: 'owner@photos.example',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_TEMPLATE: 'lead_alert:en_US',
      META_GRAPH_URL: graph.url,
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
    },
    { WHATSAPP_TOKEN: 'EAAG-notice-token-123' },
  );
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await graph?.close();
});

describe('the log when a notice fails', () => {
  it('names the lead by its id: no phone number, no e-mail address', async () => {
    const res = await post(server, 'submit-form', { ...CALLBACK, phone: '9876512399', email: 'kavya.r@example.in' });
    expect(res.status).toBe(202);
    const { id } = (await json(res)) as { id: string };
    await server.idle();
    await until(
      async () =>
        (await outbox(server, "lead_id = ?1 AND channel = 'whatsapp' AND attempts >= 1 AND status = 'pending'", id))
          .length === 1,
      15_000,
      'the WhatsApp notice failed once',
    );
    const [row] = await outbox(server, "lead_id = ?1 AND channel = 'whatsapp'", id);
    // The row keeps its recipient, for the lead page.
    expect(row!.last_error).toContain(TEAM);
    const logs = server.getLogs().map((l) => l.message);
    const line = logs.find((m) => m.includes(`for ${id}`) && m.includes('whatsapp'));
    expect(line, logs.join('\n')).toMatch(/HTTP 500/);
    for (const m of logs) {
      expect(m).not.toContain(TEAM.slice(1));
      expect(m).not.toContain('9876512399');
      expect(m).not.toMatch(/kavya|owner@photos/i);
    }
  });
});
