import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import { CALLBACK, PARTNER, PHOTOGRAPHER, post, until } from '../helpers/leads';
import { cronAt, insertLead, messageIdOf, outbox, runJobs, sentEmail } from '../helpers/notices';
import { startGraph, startReceiver, type Receiver } from '../helpers/notify-standins';

// Lead notifications (docs/sales.md#notices) with all three channels on, against loopback stand-ins (chat
// webhook, Meta's Graph API) and wrangler's own local send_email binding; the lead backend down
// throughout (500), so every notice here goes out while the lead's relay is failing.

const TOKEN = 'EAAG-secret-token-123';
const HOOK_PATH = '/services/T000/B000/secretpath';
let server: ReturnType<typeof worker>;
let chat: Receiver;
let graph: Receiver;
let backend: Backend;

beforeAll(async () => {
  [chat, graph, backend] = await Promise.all([startReceiver(), startGraph(), startBackend()]);
  backend.answer(500);
  server = worker(
    {
      BACKEND_URL: backend.url,
      LEAD_RETRY_BASE_SECONDS: '3600',
      SITE_URL: 'https://photos.example',
      NOTIFY_EMAIL_TO: 'team@photos.example, owner@photos.example',
      NOTIFY_WHATSAPP_TO: '+919800000001,+919800000002',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_TEMPLATE: 'lead_alert:en_US',
      META_GRAPH_URL: graph.url,
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
    },
    { NOTIFY_WEBHOOK_URL: `${chat.url}${HOOK_PATH}`, WHATSAPP_TOKEN: TOKEN },
  );
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await Promise.all([chat?.close(), graph?.close(), backend?.close()]);
});

const forLead = (id: string) => (r: { json: any; body: string }) => r.body.includes(id);
const idOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { id: string }).id;

describe('a notice per channel and recipient for every lead, with the backend down', () => {
  let id = '';

  it('reaches the chat webhook, each WhatsApp number and each e-mail recipient within the minute', async () => {
    const res = await post(server, 'submit-form', CALLBACK);
    expect(res.status).toBe(202);
    id = await idOf(res);
    // Within the minute, whatever the machine's speed: sent by the lead's own queue run, with no cron
    // (its 5-minute tick would miss the minute) and no retry's delay; idle() is when that run is done.
    await server.idle();
    expect(chat.requests.filter(forLead(id))).toHaveLength(1);
    expect(graph.requests.filter(forLead(id))).toHaveLength(2);
    await until(
      async () => (await outbox(server, "lead_id = ?1 AND kind = 'notice' AND status = 'sent'", id)).length === 5,
      60_000,
      'five notices sent',
    );
    expect(backend.requests.length).toBeGreaterThan(0); // the relay was tried, and failed
    expect((await outbox(server, 'lead_id = ?1', id)).map((r) => r.key)).toEqual([
      `notice:email:${id}:owner@photos.example`,
      `notice:email:${id}:team@photos.example`,
      `notice:webhook:${id}`,
      `notice:whatsapp:${id}:919800000001`,
      `notice:whatsapp:${id}:919800000002`,
      `plan:lead:${id}`,
    ]);
  });

  it('chat: text and content for Slack, Google Chat and Discord, the structured lead, no e-mail or message', () => {
    const hits = chat.requests.filter(forLead(id));
    expect(hits).toHaveLength(1);
    const body = hits[0]!.json;
    expect(hits[0]!.path).toBe(HOOK_PATH);
    expect(hits[0]!.headers['content-type']).toBe('application/json');
    expect(body.text).toMatch(
      new RegExp(
        `^New callback request: Priya Sharma — Wedding, Jaipur\\. Received \\d+ \\w{3} \\d{4}, \\d+:\\d\\d [ap]m IST from \\(direct\\)\\. Call \\+919876543210\\. Open: https://photos\\.example/admin/leads/${id}$`,
      ),
    );
    expect(body.content).toBe(body.text);
    expect(body.lead).toMatchObject({
      form: 'callback',
      name: 'Priya Sharma',
      service: 'Wedding',
      city: 'Jaipur',
      source: '(direct)',
      campaign: '(not set)',
      phone: '+919876543210',
      inbox: `https://photos.example/admin/leads/${id}`,
    });
    expect(hits[0]!.body).not.toContain(CALLBACK.email);
    expect(hits[0]!.body).not.toContain(CALLBACK.message);
  });

  it('WhatsApp: an approved template with the lead in its parameters, the token only in the header', () => {
    const hits = graph.requests.filter(forLead(id));
    expect(hits.map((h) => h.json.to).sort()).toEqual(['919800000001', '919800000002']);
    for (const h of hits) {
      expect(h.method).toBe('POST');
      expect(h.path).toBe('/v26.0/1234567890/messages');
      expect(h.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(h.json).toMatchObject({
        messaging_product: 'whatsapp',
        type: 'template',
        template: { name: 'lead_alert', language: { code: 'en_US' } },
      });
      const params = h.json.template.components[0].parameters.map((p: { type: string; text: string }) => p.text);
      expect(params).toHaveLength(8);
      expect(params.slice(0, 4)).toEqual(['New callback request', 'Priya Sharma', 'Wedding', 'Jaipur']);
      expect(params.slice(5)).toEqual(['(direct)', '+919876543210', `https://photos.example/admin/leads/${id}`]);
      expect(h.body).not.toContain(CALLBACK.email);
      expect(h.body).not.toContain(TOKEN);
    }
  });

  it('e-mail: to each recipient from leads@<site host>, with the e-mail address and the message', async () => {
    const rows = await outbox(server, "lead_id = ?1 AND channel = 'email'", id);
    for (const row of rows) {
      const mail = await sentEmail(messageIdOf(row), server);
      expect(mail.from?.address).toBe('leads@photos.example');
      expect(mail.to?.map((t) => t.address)).toEqual([row.key.split(':').at(-1)]);
      expect(mail.subject).toBe('New callback request: Priya Sharma (Wedding, Jaipur)');
      expect(mail.text).toContain('E-mail: priya@example.in');
      expect(mail.text).toContain('Message:\nEvening shoot, please.');
      expect(mail.text).toContain(`Open the lead: https://photos.example/admin/leads/${id}`);
      expect(mail.html).toContain('<a href="tel:+919876543210">+919876543210</a>');
    }
  });

  it("the inbox can show each channel's status: readable, with no secret in it", async () => {
    const rows = await outbox(server, 'lead_id = ?1', id);
    for (const r of rows) {
      expect(r.status).toBe('sent');
      expect(JSON.stringify(r)).not.toMatch(new RegExp(`${TOKEN}|secretpath`));
    }
    expect(rows.find((r) => r.channel === 'webhook')!.response).toMatch(/^HTTP 200 from 127\.0\.0\.1:\d+$/);
    expect(rows.find((r) => r.channel === 'whatsapp')!.response).toMatch(
      /^accepted by WhatsApp for \+9198000000\d\d \(wamid\./,
    );
    expect(rows.find((r) => r.channel === 'email')!.response).toMatch(
      /^accepted by Email Routing for \S+@photos\.example \(<.+>\)$/,
    );
  });

  it('every form notifies: partner and photographer applications (their own fields, the custom city)', async () => {
    const [p, g] = await Promise.all([
      post(server, 'submit-partner-form', PARTNER),
      post(server, 'submit-photographer-form', PHOTOGRAPHER),
    ]);
    const [pid, gid] = [await idOf(p), await idOf(g)];
    await chat.waitFor((rs) => rs.some(forLead(pid)) && rs.some(forLead(gid)), 60_000, 'application notices');
    expect(chat.requests.find(forLead(pid))!.json.lead).toMatchObject({
      form: 'partner',
      name: 'Aarav Mehta',
      service: 'Travel Agency',
      phone: '+919876543210',
    });
    expect(chat.requests.find(forLead(gid))!.json.lead).toMatchObject({
      form: 'photographer',
      name: 'Diya Rao',
      service: 'Expert (5+ years)',
      city: 'Goa',
    });
  });

  it('a redelivered lead message or a later cron sends nothing twice', async () => {
    const env = await server.getWorker().getEnv();
    const { payload } = (await env.LEADS_DB.prepare('SELECT payload FROM leads WHERE id = ?1').bind(id).first()) as {
      payload: string;
    };
    await env.LEADS_QUEUE.send({ id, endpoint: 'submit-form', payload: JSON.parse(payload), recorded: true });
    await runJobs(server, id);
    await cronAt(server, new Date(Date.now() + 3600_000));
    // A fresh lead after them: once its notice is in, the queue has handled the repeats before it.
    const next = await idOf(await post(server, 'submit-form', { ...CALLBACK, firstName: 'Later' }));
    await chat.waitFor((rs) => rs.some(forLead(next)), 60_000, 'the next lead');
    expect(chat.requests.filter(forLead(id))).toHaveLength(1);
    expect(graph.requests.filter(forLead(id))).toHaveLength(2);
    expect((await outbox(server, 'lead_id = ?1', id)).every((r) => r.attempts <= 1)).toBe(true);
  });
});

describe('a failing channel', () => {
  it('failing 5 times then recovering delivers exactly one notice; the other channels are not held up', async () => {
    chat.fail(503, 5);
    const id = await idOf(await post(server, 'submit-form', { ...CALLBACK, firstName: 'Retry' }));
    await graph.waitFor((rs) => rs.filter(forLead(id)).length === 2, 60_000, 'WhatsApp while chat fails');
    await until(
      async () =>
        (await outbox(server, "key = ?1 AND attempts = 1 AND status = 'pending'", `notice:webhook:${id}`)).length === 1,
      60_000,
      'first failure recorded',
    );
    // Backoff 1, 2, 4, 8, 16 min: the cron at each due time tries again.
    let t = Date.now();
    for (const minutes of [1, 2, 4, 8, 16]) {
      t += minutes * 60_000 + 1000;
      await cronAt(server, new Date(t));
    }
    const [row] = await outbox(server, 'key = ?1', `notice:webhook:${id}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 6 });
    expect(chat.requests.filter(forLead(id)).map((r) => r.status)).toEqual([503, 503, 503, 503, 503, 200]);
    await cronAt(server, new Date(t + 3 * 3600_000));
    expect(chat.requests.filter(forLead(id))).toHaveLength(6);
  });

  it('its error is readable in the inbox, with the host and never the secret path', async () => {
    chat.fail(404, 1);
    const id = await idOf(await post(server, 'submit-form', { ...CALLBACK, firstName: 'Gone' }));
    await until(
      async () => (await outbox(server, "key = ?1 AND status = 'failed'", `notice:webhook:${id}`)).length === 1,
      60_000,
      'permanent failure',
    );
    const [row] = await outbox(server, 'key = ?1', `notice:webhook:${id}`);
    expect(row!.last_error).toMatch(/^chat webhook at 127\.0\.0\.1:\d+: HTTP 404/);
    expect(JSON.stringify(row)).not.toContain('secretpath');
  });
});

describe('hostile lead text and erased leads', () => {
  it('markup, a 5 KB name, RTL and emoji stay inert and capped in every channel', async () => {
    const id = 'hostile-1';
    const name = `<script>alert(1)</script><!channel> @everyone \u202Eevil\n\t${'ש'.repeat(2500)}${'😀'.repeat(1250)}`;
    await insertLead(server, {
      id,
      name,
      receivedAt: new Date().toISOString(),
      city: '<b>مرحبا</b> 🎉',
      service: '"><img src=x onerror=alert(1)>',
      message: '<iframe src=//evil>\n\n\n\nhi',
      phone: '919876543210',
    });
    await runJobs(server, id);
    await chat.waitFor((rs) => rs.some(forLead(id)), 60_000, 'hostile chat notice');
    await graph.waitFor((rs) => rs.filter(forLead(id)).length === 2, 60_000, 'hostile WhatsApp notices');
    const c = chat.requests.find(forLead(id))!;
    expect(c.json.text).not.toMatch(/[<>\u202E\n\t]/);
    expect(Array.from(c.json.lead.name as string).length).toBeLessThanOrEqual(80);
    expect(c.json.allowed_mentions).toEqual({ parse: [] });
    expect(c.body.length).toBeLessThan(3000);
    for (const g of graph.requests.filter(forLead(id))) {
      for (const p of g.json.template.components[0].parameters as { text: string }[]) {
        expect(p.text).not.toMatch(/[\n\t]| {5}/);
        expect(Array.from(p.text).length).toBeLessThanOrEqual(300);
      }
    }
    await until(
      async () => (await outbox(server, "lead_id = ?1 AND channel = 'email' AND status = 'sent'", id)).length === 2,
      60_000,
      'hostile e-mails',
    );
    const mail = await sentEmail(
      messageIdOf((await outbox(server, "lead_id = ?1 AND channel = 'email'", id))[0]!),
      server,
    );
    expect(mail.html).not.toMatch(/<script|<img|<iframe|<b>/);
    expect(mail.html).toContain('&#60;iframe src=//evil&#62;');
    expect(mail.subject!.length).toBeLessThan(250);
  });

  it('an erased lead (no contact row left) is skipped on every channel, nothing sent', async () => {
    const id = 'erased-1';
    await insertLead(server, { id, name: 'Gone', receivedAt: new Date().toISOString(), erased: true });
    await runJobs(server, id);
    await until(
      async () => {
        const rows = await outbox(server, "lead_id = ?1 AND kind = 'notice'", id);
        return rows.length === 5 && rows.every((r) => r.status === 'skipped');
      },
      60_000,
      'skipped notices',
    );
    expect(chat.requests.filter(forLead(id))).toHaveLength(0);
    expect((await outbox(server, "lead_id = ?1 AND kind = 'notice'", id))[0]!.last_error).toBe(
      'lead erased or gone: nothing sent',
    );
  });
});
