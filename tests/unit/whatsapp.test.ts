import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { until } from '../helpers/leads';
import { startReceiver, type Receiver } from '../helpers/notify-standins';
import {
  changeBody,
  inboundBody,
  PHONE_NUMBER_ID,
  signBody,
  WABA,
  type InboundMessage,
} from '../helpers/whatsapp-webhook';

// WhatsApp chats as leads (src/worker/chats): Meta's webhook signed with an app secret made here,
// Meta's Graph API as one loopback stand-in (Cloud API messages and Conversions API events), the
// chat-webhook notice channel as another, the inbox behind the Access stand-in.

const APP_SECRET = randomBytes(16).toString('hex');
const VERIFY_TOKEN = `verify-${randomBytes(12).toString('hex')}`;
const PIXEL = '998877665544';
const DATASET = '112233445566';
let server: ReturnType<typeof worker>;
let graph: Receiver;
let chat: Receiver;
let access: AccessStandIn;
let origin: string;
let token: string;
let seq = 0;

beforeAll(async () => {
  [graph, chat, access] = await Promise.all([
    startReceiver((r) =>
      r.path.endsWith('/events')
        ? { events_received: r.json?.data?.length ?? 0, messages: [], fbtrace_id: 'Atrace' }
        : { messaging_product: 'whatsapp', contacts: [{ wa_id: r.json?.to }], messages: [{ id: `wamid.out${++seq}` }] },
    ),
    startReceiver(),
    startAccess(),
  ]);
  server = worker(
    {
      SITE_URL: 'https://photos.example',
      META_GRAPH_URL: graph.url,
      META_PIXEL_ID: PIXEL,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_BUSINESS_ACCOUNT_ID: WABA,
      WHATSAPP_DATASET_ID: DATASET,
      WHATSAPP_REPLY_TEMPLATE: 'follow_up:en',
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: access.aud,
    },
    {
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_TOKEN: 'EAAG-whatsapp-token',
      META_CAPI_TOKEN: 'EAAG-capi-token',
      NOTIFY_WEBHOOK_URL: `${chat.url}/hook`,
    },
  );
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  token = await access.token({ email: 'asha@studio.example' });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([graph?.close(), chat?.close(), access?.close()]);
});

/** The inbox, as a signed-in salesperson, and the leads database (rows as any: the chat rows are read field by field). */
const inbox = inboxClient(() => ({ server, token, origin }));
const { admin, db } = inbox;
const rows = inbox.rows as (sql: string, ...args: unknown[]) => Promise<Array<Record<string, any>>>;

/** The signed-webhook generator: X-Hub-Signature-256 as Meta makes it, with the app secret made above. */
const sign = (body: string, secret = APP_SECRET) => signBody(body, secret);

/** A text from a number (tests/helpers/whatsapp-webhook.ts), from 'Priya' unless named. */
const inbound = (m: InboundMessage & { from: string }) => inboundBody({ name: 'Priya', ...m });

const statusUpdate = (wamid: string, status: string, to: string) =>
  changeBody({
    statuses: [{ id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: to }],
  });

const deliver = (body: string, signature: string | null = sign(body)) =>
  server.fetch('/api/whatsapp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    body,
  });

/** The chat leads of a number: pipeline rows of form 'whatsapp' with that contact phone. */
const leadsOf = (phone: string) =>
  rows(
    `SELECT p.lead_id, p.source, p.medium, p.campaign, p.landing_path, l.consent, c.name, c.phone FROM lead_pipeline p
     JOIN lead_contacts c ON c.lead_id = p.lead_id JOIN lead_ledger l ON l.id = p.lead_id WHERE p.form = 'whatsapp' AND c.phone = ?1`,
    phone,
  );
const messagesOf = (leadId: string) =>
  rows(
    'SELECT wamid, direction, kind, body, status, author FROM whatsapp_messages WHERE lead_id = ?1 ORDER BY at, rowid',
    leadId,
  );

describe('the verification handshake', () => {
  it('answers the challenge as text/plain for the right verify token, 403 otherwise', async () => {
    const ok = await server.fetch(
      `/api/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await server.fetch('/api/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
    const mode = await server.fetch(
      `/api/whatsapp?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
    );
    expect(mode.status).toBe(403);
  });
});

describe('refused POSTs store nothing', () => {
  it('unsigned 401, wrong signature 403, signed with another secret 403, oversize 413', async () => {
    const body = inbound({ from: '919700000001', wamid: 'wamid.refused1', text: 'hello' });
    expect((await deliver(body, null)).status).toBe(401);
    expect((await deliver(body, 'sha256=' + '0'.repeat(64))).status).toBe(403);
    expect((await deliver(body, sign(body, 'another-secret-0123456789'))).status).toBe(403);
    expect((await deliver(body, 'sha1=abc')).status).toBe(403);
    const huge = inbound({ from: '919700000001', wamid: 'wamid.refused2', text: 'x'.repeat(300 * 1024) });
    expect((await deliver(huge)).status).toBe(413);
    // A signed status for no known message makes sure the tables exist: then "nothing stored" is a fact.
    expect((await deliver(statusUpdate('wamid.unknown', 'read', '919700000001'))).status).toBe(200);
    expect(await rows("SELECT wamid FROM whatsapp_messages WHERE wamid LIKE 'wamid.refused%'")).toEqual([]);
    expect(await rows("SELECT lead_id FROM lead_contacts WHERE phone = '919700000001'")).toEqual([]);
  });
});

describe('a chat from a tracked tap', () => {
  const FROM = '919812345678';
  let leadId = '';

  it('becomes one lead with the tap’s campaign, landing page and consent, and one notice', async () => {
    // The tap (GET /go/whatsapp's row), inserted as the taps side stores it: whichever columns its
    // table has (one touch, or first and last touch with the channel the tap counts for).
    const d1 = await db();
    const at = new Date(Date.now() - 60_000).toISOString();
    const touch = JSON.stringify({
      utm_source: 'instagram',
      utm_medium: 'paid_social',
      utm_campaign: 'diwali-portraits',
      utm_term: null,
      utm_content: null,
      gclid: null,
      gbraid: null,
      wbraid: null,
      fbclid: null,
      landingPage: '/lp/diwali?utm_source=instagram&utm_campaign=diwali-portraits',
      referrer: null,
      at,
    });
    const values: Record<string, string> = {
      code: 'K7Q2MX',
      tapped_at: at,
      page_path: '/lp/diwali',
      touch,
      first_touch: touch,
      last_touch: touch,
      consent: 'granted',
      source: 'instagram',
      medium: 'paid_social',
      campaign: 'diwali-portraits',
      landing_path: '/lp/diwali',
    };
    const columns = (await rows("SELECT name FROM pragma_table_info('chat_taps')")).map((r) => r.name as string);
    expect(columns).toContain('code');
    const used = columns.filter((c) => c in values);
    await d1
      .prepare(`INSERT INTO chat_taps (${used.join(', ')}) VALUES (${used.map((_, i) => `?${i + 1}`).join(', ')})`)
      .bind(...used.map((c) => values[c]))
      .run();

    const res = await deliver(
      inbound({ from: FROM, wamid: 'wamid.tap1', text: 'Hi! I would like a family shoot. (ref K7Q2MX)' }),
    );
    expect(res.status).toBe(200);
    const leads = await leadsOf(FROM);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: 'instagram',
      medium: 'paid_social',
      campaign: 'diwali-portraits',
      landing_path: '/lp/diwali',
      consent: 'granted',
      name: 'Priya',
      phone: FROM,
    });
    leadId = leads[0]!.lead_id;
    expect(await messagesOf(leadId)).toMatchObject([{ wamid: 'wamid.tap1', direction: 'in', kind: 'text' }]);
    await chat.waitFor((rs) => rs.some((r) => r.body.includes(leadId)), 30_000, 'the new chat lead’s notice');
    const notice = chat.requests.find((r) => r.body.includes(leadId))!.json;
    expect(notice.text).toContain('New WhatsApp chat: Priya');
    expect(notice.text).toContain('campaign diwali-portraits');
    expect(notice.text).toContain(`Call +${FROM}`);
  });

  it('the same message delivered twice is one message, one lead', async () => {
    const body = inbound({ from: FROM, wamid: 'wamid.tap1', text: 'Hi! I would like a family shoot. (ref K7Q2MX)' });
    expect((await deliver(body)).status).toBe(200);
    expect((await deliver(body)).status).toBe(200);
    expect(await leadsOf(FROM)).toHaveLength(1);
    expect(await messagesOf(leadId)).toHaveLength(1);
  });

  it('a second message joins the same lead: no second lead, no second notice', async () => {
    expect((await deliver(inbound({ from: FROM, wamid: 'wamid.tap2', text: 'Is Saturday free?' }))).status).toBe(200);
    expect(await leadsOf(FROM)).toHaveLength(1);
    expect((await messagesOf(leadId)).map((m) => m.body)).toEqual([
      'Hi! I would like a family shoot. (ref K7Q2MX)',
      'Is Saturday free?',
    ]);
    // One plan per lead: the second message planned nothing, so its notice cannot exist.
    expect(
      await rows("SELECT key FROM outbox WHERE lead_id = ?1 AND kind IN ('plan', 'notice') ORDER BY key", leadId),
    ).toEqual([{ key: `notice:webhook:${leadId}` }, { key: `plan:lead:${leadId}` }]);
    expect(chat.requests.filter((r) => r.body.includes(leadId))).toHaveLength(1);
  });

  it('inside the 24-hour window: the box offers free text, sent as a text message and recorded', async () => {
    const page = await admin(`/admin/leads/${leadId}`);
    expect(page.res.status).toBe(200);
    expect(page.body).toContain('WhatsApp conversation');
    expect(page.body).toContain('Is Saturday free?');
    expect(page.body).toContain('Inside WhatsApp&#x27;s 24-hour window');
    expect(page.body).toContain('name="body"');

    const before = graph.requests.length;
    const sent = await admin(`/admin/leads/${leadId}/whatsapp`, { body: 'Yes, Saturday 10am works.' });
    expect(sent.res.status).toBe(303);
    const req = graph.requests.slice(before).find((r) => r.path.endsWith('/messages'))!;
    expect(req.path).toBe(`/v26.0/${PHONE_NUMBER_ID}/messages`);
    expect(req.headers.authorization).toBe('Bearer EAAG-whatsapp-token');
    expect(req.json).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: FROM,
      type: 'text',
      text: { body: 'Yes, Saturday 10am works.' },
    });
    const out = (await messagesOf(leadId)).filter((m) => m.direction === 'out');
    expect(out).toMatchObject([
      { kind: 'text', body: 'Yes, Saturday 10am works.', status: 'sent', author: 'asha@studio.example' },
    ]);
    expect(
      await rows("SELECT actor, to_value FROM lead_audit WHERE lead_id = ?1 AND action = 'whatsapp reply'", leadId),
    ).toEqual([{ actor: 'asha@studio.example', to_value: 'text' }]);
    // A reply sent from the inbox is the lead's first contact (docs/sales.md "First response").
    expect(
      await rows("SELECT actor, to_value FROM lead_audit WHERE lead_id = ?1 AND action = 'first_contact'", leadId),
    ).toEqual([{ actor: 'asha@studio.example', to_value: 'reply' }]);

    // Meta's status webhook moves it on; the page shows it.
    expect((await deliver(statusUpdate(out[0]!.wamid, 'delivered', FROM))).status).toBe(200);
    expect((await deliver(statusUpdate(out[0]!.wamid, 'sent', FROM))).status).toBe(200); // late: never backwards
    expect((await messagesOf(leadId)).find((m) => m.direction === 'out')!.status).toBe('delivered');
    expect((await admin(`/admin/leads/${leadId}`)).body).toMatch(/asha@studio\.example · [^<]+ · Delivered/);
  });
});

describe('outside the 24-hour window', () => {
  it('the box offers the approved template only, and sends it as a template message', async () => {
    const FROM = '919811112222';
    const dayAgo = Math.floor(Date.now() / 1000) - 25 * 3600;
    expect(
      (await deliver(inbound({ from: FROM, wamid: 'wamid.old1', text: 'Price for a wedding?', ts: dayAgo }))).status,
    ).toBe(200);
    const [lead] = await leadsOf(FROM);
    const page = await admin(`/admin/leads/${lead!.lead_id}`);
    expect(page.body).toContain('Outside WhatsApp&#x27;s 24-hour window');
    expect(page.body).toContain('follow_up:en');
    expect(page.body).not.toContain('<textarea id="reply"');

    const before = graph.requests.length;
    expect(
      (await admin(`/admin/leads/${lead!.lead_id}/whatsapp`, { body: 'free text is not allowed now' })).res.status,
    ).toBe(303);
    const req = graph.requests.slice(before).find((r) => r.path.endsWith('/messages'))!;
    expect(req.json).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: FROM,
      type: 'template',
      template: { name: 'follow_up', language: { code: 'en' } },
    });
    expect((await messagesOf(lead!.lead_id)).filter((m) => m.direction === 'out')).toMatchObject([
      { kind: 'template', body: 'follow_up:en', status: 'sent' },
    ]);
  });
});

describe('a Click-to-WhatsApp ad', () => {
  it('the referral is the lead’s attribution, and one Business Messaging event goes to Meta', async () => {
    const FROM = '919833334444';
    const referral = {
      source_url: 'https://fb.me/3cr4Wqqkv',
      source_id: '120210000000000001',
      source_type: 'ad',
      headline: 'Maternity shoots in Pune',
      body: 'Book a free consultation',
      ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a',
    };
    expect(
      (await deliver(inbound({ from: FROM, wamid: 'wamid.ctwa1', text: 'Hello, can I get more info?', referral })))
        .status,
    ).toBe(200);
    const [lead] = await leadsOf(FROM);
    expect(lead).toMatchObject({
      source: 'meta',
      medium: 'click_to_whatsapp',
      campaign: 'Maternity shoots in Pune',
      landing_path: '/(click-to-whatsapp)',
      consent: 'unset',
    });
    const id = lead!.lead_id as string;
    expect(await rows('SELECT ctwa_clid, referral FROM whatsapp_chats WHERE lead_id = ?1', id)).toMatchObject([
      { ctwa_clid: referral.ctwa_clid },
    ]);
    await until(
      async () =>
        (await rows('SELECT status FROM outbox WHERE key = ?1', `meta-bm:LeadSubmitted:${id}`))[0]?.status === 'sent',
      30_000,
      'the Business Messaging event sent',
    );
    const events = graph.requests.filter((r) => r.path.endsWith('/events') && r.body.includes(id));
    expect(events).toHaveLength(1);
    expect(events[0]!.path).toBe(`/v26.0/${DATASET}/events`);
    expect(events[0]!.json.access_token).toBe('EAAG-capi-token');
    expect(events[0]!.json.data).toEqual([
      {
        event_name: 'LeadSubmitted',
        event_time: expect.any(Number),
        event_id: id,
        action_source: 'business_messaging',
        messaging_channel: 'whatsapp',
        user_data: { whatsapp_business_account_id: WABA, ctwa_clid: referral.ctwa_clid },
      },
    ]);
    // No website event: the site asked no consent of this person.
    expect(await rows('SELECT key FROM outbox WHERE key = ?1', `meta:Lead:${id}`)).toEqual([]);
  });
});

describe('D1 refusing', () => {
  it('answers non-2xx so Meta retries; the retried delivery is stored once', async () => {
    const FROM = '919855556666';
    const d1 = await db();
    await d1
      .prepare(
        "CREATE TRIGGER IF NOT EXISTS refuse_chat BEFORE INSERT ON whatsapp_messages BEGIN SELECT RAISE(ABORT, 'D1 refuses this write'); END",
      )
      .run();
    const body = inbound({ from: FROM, wamid: 'wamid.d1', text: 'Are you there?' });
    try {
      const refused = await deliver(body);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(await rows("SELECT wamid FROM whatsapp_messages WHERE wamid = 'wamid.d1'")).toEqual([]);
    } finally {
      await d1.prepare('DROP TRIGGER IF EXISTS refuse_chat').run();
    }
    expect((await deliver(body)).status).toBe(200);
    expect((await deliver(body)).status).toBe(200);
    const leads = await leadsOf(FROM);
    expect(leads).toHaveLength(1);
    expect(await messagesOf(leads[0]!.lead_id)).toHaveLength(1);
    await chat.waitFor((rs) => rs.some((r) => r.body.includes(leads[0]!.lead_id)), 30_000, 'its notice');
    expect(chat.requests.filter((r) => r.body.includes(leads[0]!.lead_id))).toHaveLength(1);
  });
});

describe('reports and settings', () => {
  it('the reports count chat leads per campaign and landing page beside every lead; the status page shows chats on', async () => {
    const page = await admin('/admin/reports?days=30');
    expect(page.res.status).toBe(200);
    const chats = page.body.slice(page.body.indexOf('WhatsApp chat leads per campaign'));
    expect(chats).toContain('instagram / paid_social / diwali-portraits');
    expect(chats).toContain('meta / click_to_whatsapp / Maternity shoots in Pune');
    expect(page.body.slice(page.body.indexOf('WhatsApp chat leads per landing page'))).toContain('/lp/diwali');
    const csv = await admin('/admin/reports.csv?days=30');
    // Read by column name: the report's columns grow (lead quality, chat taps) without this test.
    const [header, ...lines] = csv.body
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const row = lines
      .map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]])))
      .find((r) => r.table === 'whatsapp_campaign' && r.campaign === 'diwali-portraits');
    expect(row).toMatchObject({ source: 'instagram', medium: 'paid_social', leads: '1', contacted: '0', booked: '0' });
    expect((await admin('/admin/status')).body).toMatch(/WhatsApp chats[^]*?\bon\b/);
  });
});
