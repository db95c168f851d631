import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { asBrowser, worker } from '../helpers/in-process';
import { CALLBACK, leadRows, post, until } from '../helpers/leads';
import { cronAt, outbox } from '../helpers/notices';
import { startGraph, startReceiver, type Receiver } from '../helpers/notify-standins';

// Settings (docs/operators.md#configuration), with one in-process worker for all: every optional
// concern malformed at once, then the notice setting fixed (the same D1, vars updated), then a core
// one malformed. Public pages and lead capture stay as they are; each concern is off and named.
// Nothing here needs workerd (vars, D1, the cron, the log): the unit level (docs/testing.md).
type Harness = ReturnType<typeof worker>;
let server: Harness;
let access: AccessStandIn;
let chat: Receiver;
let graph: Receiver;

const SECRET = 'EAAG-not-to-be-shown-0123456789';
const TOKEN = 'whatsapp-token-secret-0123456789';
/** Every optional concern malformed (Access aside: its own case below), the chat webhook well set. */
const BAD = {
  META_PIXEL_ID: 'abc',
  META_PURCHASE_EVENT: 'Purchase Event',
  META_TEST_EVENT_CODE: 'bad-code!',
  LEAD_RETENTION_MONTHS: '0',
  LEAD_RETRY_BASE_SECONDS: '-1',
  BACKEND_URL: 'not-a-url',
  SANITY_STUDIO_URL: 'studio',
  NOTIFY_WHATSAPP_TO: 'garbage',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_TEMPLATE: 'lead_alert:en_US',
  NOTIFY_REMINDERS: 'off',
  NOTIFY_DIGEST: 'off',
};
const secrets = () => ({
  META_CAPI_TOKEN: SECRET,
  GOOGLE_ADS_UPLOAD_PASSWORD: 'short',
  NOTIFY_WEBHOOK_URL: `${chat.url}/hook`,
  WHATSAPP_TOKEN: TOKEN,
});
const logs = () => server.getLogs().map((l) => String(l.message));
/** A page's HTML without this response's nonce. */
const stable = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/"nonce":"[^"]+"/g, '');

let healthyHome = '';
let vars: Record<string, string> = {};
/** The same worker and D1, its vars changed (as a redeploy with corrected settings would). */
async function setVars(changes: Record<string, string>): Promise<void> {
  vars = { ...vars, ...changes };
  await server.update({ workers: [{ configPath: 'wrangler.toml', vars, secrets: secrets() }] });
}

beforeAll(async () => {
  [access, chat, graph] = await Promise.all([startAccess(), startReceiver(), startGraph()]);
  vars = {
    SANITY_WEBHOOK_SECRET: 'test-secret',
    ...BAD,
    ACCESS_TEAM_DOMAIN: access.url,
    ACCESS_AUD: access.aud,
    META_GRAPH_URL: graph.url,
  };
  server = worker(vars, secrets());
  await server.listen();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([access?.close(), chat?.close(), graph?.close()]);
});

describe('every optional setting malformed', () => {
  let leadId = '';

  it('public pages answer 200, a lead is kept in D1 (as with no backend)', async () => {
    const home = await server.fetch('/', asBrowser);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).not.toMatch(/Invalid configuration|META_PIXEL_ID|BACKEND_URL/);
    healthyHome = stable(html);
    for (const path of ['/services', '/contact']) expect((await server.fetch(path, asBrowser)).status, path).toBe(200);
    const res = await post(server, 'submit-form', CALLBACK);
    expect(res.status).toBe(202);
    leadId = ((await res.json()) as { id: string }).id;
    await until(async () => (await leadRows(server, [leadId]))[0]?.status === 'kept', 15_000, 'the lead kept');
  });

  it('each concern is off and named on /admin/status and in the log, never with a value', async () => {
    const res = await server.fetch('/admin/status', {
      headers: { 'cf-access-jwt-assertion': await access.token() },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const row = (id: string) => new RegExp(`id="concern-${id}" data-state="([a-z]+)"[^]*?</tr>`).exec(html)?.[0] ?? '';
    expect(row('core')).toContain('data-state="on"');
    expect(row('access')).toContain('data-state="on"');
    expect(row('conversions')).toContain('data-state="invalid"');
    expect(row('conversions')).toMatch(/META_PIXEL_ID must be the pixel/);
    expect(row('relay')).toMatch(/data-state="invalid"[^]*BACKEND_URL/);
    expect(row('retry')).toMatch(/data-state="invalid"[^]*LEAD_RETRY_BASE_SECONDS/);
    expect(row('retention')).toMatch(/data-state="invalid"[^]*LEAD_RETENTION_MONTHS/);
    expect(row('preview')).toMatch(/data-state="invalid"[^]*SANITY_STUDIO_URL/);
    expect(row('notices-whatsapp')).toMatch(/data-state="invalid"[^]*NOTIFY_WHATSAPP_TO/);
    expect(row('notices-webhook')).toContain('data-state="on"');
    for (const name of ['META_PIXEL_ID', 'BACKEND_URL', 'LEAD_RETENTION_MONTHS', 'NOTIFY_WHATSAPP_TO'])
      expect(
        logs().some((l) => l.startsWith('Invalid configuration') && l.includes(name)),
        name,
      ).toBe(true);
    expect(html + logs().join('\n')).not.toContain(SECRET);
    expect(html).not.toContain('garbage');
  });

  it('conversions are off: no Google Ads upload URL, nothing sent to Meta', async () => {
    const csv = await server.fetch('/conversions/google-ads.csv', {
      headers: { authorization: `Basic ${btoa('google-ads:short')}` },
    });
    expect(csv.status).toBe(404);
    expect(graph.requests.filter((r) => r.path.includes('/events'))).toEqual([]);
  });

  it('the chat webhook still goes out; WhatsApp waits, saying why', async () => {
    await chat.waitFor((r) => r.length >= 1, 15_000, 'the chat notice');
    const rows = await outbox(server, "lead_id = ?1 AND kind = 'notice'", leadId);
    expect(rows.find((r) => r.channel === 'webhook')?.status).toBe('sent');
    const wa = rows.find((r) => r.channel === 'whatsapp')!;
    expect(wa).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(wa.last_error).toMatch(/NOTIFY_WHATSAPP_TO numbers with country code/);
    await cronAt(server, new Date(Date.now() + 5 * 60_000));
    expect((await outbox(server, "lead_id = ?1 AND channel = 'whatsapp'", leadId))[0]!.status).toBe('waiting');
    expect(graph.requests).toEqual([]);
  });

  it('the setting fixed (same D1): the cron sends the waiting WhatsApp notice, exactly once', async () => {
    await setVars({ NOTIFY_WHATSAPP_TO: '+919800000001' });
    await cronAt(server, new Date(Date.now() + 10 * 60_000));
    await cronAt(server, new Date(Date.now() + 15 * 60_000));
    const sent = graph.requests.filter((r) => r.path.endsWith('/messages'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.json.to).toBe('919800000001');
    const rows = await outbox(server, "lead_id = ?1 AND channel = 'whatsapp'", leadId);
    expect(rows.map((r) => r.status).sort()).toEqual(['sent', 'skipped']);
    expect(chat.requests).toHaveLength(1); // the chat notice was not repeated
  });

  it('public pages are byte-identical with the optional settings fixed', async () => {
    await setVars(FIXED);
    const home = await server.fetch('/', asBrowser);
    expect(stable(await home.text())).toBe(healthyHome);
  });
});

const FIXED = {
  META_PIXEL_ID: '1234567890',
  META_PURCHASE_EVENT: 'Purchase',
  META_TEST_EVENT_CODE: 'TEST123',
  LEAD_RETENTION_MONTHS: '24',
  LEAD_RETRY_BASE_SECONDS: '30',
  SANITY_STUDIO_URL: '/studio',
};

describe('Access malformed', () => {
  it('/admin refuses everyone, the local machine and a valid Access token too', async () => {
    await setVars({ ACCESS_TEAM_DOMAIN: 'cloudflareaccess' });
    expect((await server.fetch('/admin', asBrowser)).status).toBe(403);
    const signed = await server.fetch('/admin/status', {
      headers: { 'cf-access-jwt-assertion': await access.token() },
    });
    expect(signed.status).toBe(403);
    expect((await server.fetch('/', asBrowser)).status).toBe(200);
    expect(logs().some((l) => /Invalid configuration \(access\): ACCESS_TEAM_DOMAIN/.test(l))).toBe(true);
  });
});

describe('a core setting malformed', () => {
  it('pages answer a plain 503 page, never the setting; leads are still kept; /admin/status names it', async () => {
    await setVars({ ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '', SUPPORT_PHONE: 'call-us' });
    const home = await server.fetch('/', asBrowser);
    expect(home.status).toBe(503);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(home.headers.get('cache-control')).toBe('private, no-store');
    const html = await home.text();
    expect(html).toContain('This site is not available right now');
    expect(html).not.toMatch(/SUPPORT_PHONE|call-us|Invalid configuration/);
    const res = await post(server, 'submit-form', CALLBACK);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect((await leadRows(server, [id])).length).toBe(1);
    const form = await server.fetch('/api/submit-form', {
      method: 'POST',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': '10.9.9.9',
      },
      body: new URLSearchParams(CALLBACK as unknown as Record<string, string>).toString(),
    });
    expect(form.status).toBe(200);
    const status = await (await server.fetch('/admin/status', asBrowser)).text();
    expect(status).toMatch(/id="concern-core" data-state="invalid"[^]*SUPPORT_PHONE must be a phone number/);
    expect(logs().some((l) => /Invalid configuration \(core\): SUPPORT_PHONE/.test(l))).toBe(true);
  });
});
