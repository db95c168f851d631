import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshGclid, Jar } from '../helpers/attribution';
import { asBrowser, BROWSER_UA, worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { bookLead, until } from '../helpers/leads';
import { startCapi, type CapiStandin } from '../helpers/meta-capi-standin';
import { GRAPH_API_VERSION } from '../../src/worker/graph';
import { deliverWebhook, inboundBody, WABA, type InboundMessage } from '../helpers/whatsapp-webhook';

/**
 * What Meta learns of chat leads (docs/marketing.md "Chat leads"), at Meta's Conversions API
 * stand-in:
 *  - a Click-to-WhatsApp ad clicked by someone whose chat is already open: the click is recorded on
 *    that chat and its ctwa_clid reaches Meta (LeadSubmitted if the chat had no ad click yet; the
 *    newest click on the booking's Purchase), where it used to be ignored;
 *  - a chat lead from a tracked tap with marketing consent: the `Lead` website event carries the
 *    tapping browser's user agent and IP (website events require client_user_agent), none without
 *    consent.
 */
const SITE = 'https://photos.example.in';
const AD = '/place/wedding-photographer-jaipur';
const APP_SECRET = randomBytes(16).toString('hex');
const PIXEL = '123456789012345';
const DATASET = '556677889900112';
let meta: CapiStandin;
let server: ReturnType<typeof worker>;

beforeAll(async () => {
  meta = await startCapi();
  server = worker(
    {
      SITE_URL: SITE,
      META_PIXEL_ID: PIXEL,
      META_GRAPH_URL: meta.url,
      WHATSAPP_BUSINESS_ACCOUNT_ID: WABA,
      WHATSAPP_DATASET_ID: DATASET,
      NOTIFY_REMINDERS: 'off',
      NOTIFY_DIGEST: 'off',
    },
    {
      META_CAPI_TOKEN: 'EAAtest-token-0123456789',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
      WHATSAPP_APP_SECRET: APP_SECRET,
    },
  );
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await meta?.close();
});

/** The leads database (rows as any: read field by field). */
const rows = inboxClient(() => ({ server })).rows as (
  sql: string,
  ...args: unknown[]
) => Promise<Array<Record<string, any>>>;
const deliver = async (m: InboundMessage) => {
  const res = await deliverWebhook(server, inboundBody(m), APP_SECRET);
  expect(res.status).toBe(200);
};
const leadOf = async (phone: string) =>
  (
    await rows(
      "SELECT lead_id FROM lead_contacts c JOIN lead_pipeline p USING (lead_id) WHERE p.form = 'whatsapp' AND c.phone = ?1",
      phone,
    )
  ).map((r) => r.lead_id as string);
const status = async (key: string) => (await rows('SELECT status FROM outbox WHERE key = ?1', key))[0]?.status;
const referral = (clid: string) => ({
  source_url: 'https://fb.me/3cr4Wqqkv',
  source_id: '120210000000000001',
  source_type: 'ad',
  headline: 'Maternity shoots in Pune',
  body: 'Book a free consultation',
  ctwa_clid: clid,
});

describe('a Click-to-WhatsApp ad clicked by someone whose chat is open', () => {
  const FROM = '919844445555';
  let id = '';

  it('joins the open chat (no second lead) and sends Meta the LeadSubmitted the chat never had, with that ctwa_clid', async () => {
    await deliver({
      from: FROM,
      name: 'Asha',
      wamid: 'wamid.direct1',
      text: 'Hello',
      ts: Math.floor(Date.now() / 1000) - 120,
    });
    [id] = (await leadOf(FROM)) as [string];
    expect(id).toBeTruthy();
    // The click a minute later than the lead: the event's time is the click's, not the lead's.
    const clickedAt = Math.floor(Date.now() / 1000) - 60;
    await deliver({
      from: FROM,
      name: 'Asha',
      wamid: 'wamid.ad1',
      text: 'Saw your ad',
      ts: clickedAt,
      referral: referral('CLID-1'),
    });
    expect(await leadOf(FROM)).toEqual([id]);
    expect(
      (await rows('SELECT wamid FROM whatsapp_messages WHERE lead_id = ?1 ORDER BY at', id)).map((r) => r.wamid),
    ).toEqual(['wamid.direct1', 'wamid.ad1']);
    await until(async () => (await status(`meta-bm:LeadSubmitted:${id}`)) === 'sent', 15_000, 'LeadSubmitted sent');
    const events = meta.events(id);
    expect(events).toHaveLength(1);
    // The dataset attached to the WhatsApp Business Account, not the site's pixel.
    expect(events[0]!.request.path).toBe(`/${GRAPH_API_VERSION}/${DATASET}/events`);
    expect(events[0]!.event).toEqual({
      event_name: 'LeadSubmitted',
      event_time: clickedAt,
      event_id: id,
      action_source: 'business_messaging',
      messaging_channel: 'whatsapp',
      user_data: { whatsapp_business_account_id: WABA, ctwa_clid: 'CLID-1' },
    });
  });

  it('a redelivered ad message changes nothing; a later click is kept and its ctwa_clid goes with the booking', async () => {
    await deliver({ from: FROM, name: 'Asha', wamid: 'wamid.ad1', text: 'Saw your ad', referral: referral('CLID-1') });
    await deliver({ from: FROM, name: 'Asha', wamid: 'wamid.ad2', text: 'Again', referral: referral('CLID-2') });
    expect(await rows('SELECT wamid, ctwa_clid FROM whatsapp_ad_clicks WHERE lead_id = ?1 ORDER BY at', id)).toEqual([
      { wamid: 'wamid.ad1', ctwa_clid: 'CLID-1' },
      { wamid: 'wamid.ad2', ctwa_clid: 'CLID-2' },
    ]);
    await bookLead(server, id, 90000);
    await until(async () => (await status(`meta-bm:Purchase:${id}`)) === 'sent', 15_000, 'Purchase sent');
    expect(meta.events(id)).toHaveLength(1); // still one LeadSubmitted
    const [purchase] = meta.events(`${id}-booked`);
    expect(purchase!.event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'business_messaging',
      user_data: { whatsapp_business_account_id: WABA, ctwa_clid: 'CLID-2' },
      custom_data: { value: 90000, currency: 'INR' },
    });
  });
});

/** A visitor from an ad, consent chosen, who taps the chat button: the tap's reference code. */
async function tapFromAd(choice: 'accept' | 'reject') {
  const jar = new Jar();
  jar.take(
    await server.fetch(
      `${AD}?utm_source=facebook&utm_medium=paid_social&utm_campaign=taps&fbclid=${freshGclid()}`,
      asBrowser,
    ),
  );
  jar.take(
    await server.fetch('/consent', {
      method: 'POST',
      headers: { cookie: jar.header, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: `choice=${choice}`,
    }),
  );
  const res = await server.fetch(`/go/whatsapp?from=${AD}`, {
    redirect: 'manual',
    headers: { cookie: jar.header, 'user-agent': BROWSER_UA, 'cf-connecting-ip': '203.0.113.77' },
  });
  const code = /\(ref ([A-Z0-9]{6})\)/.exec(decodeURIComponent(res.headers.get('location') ?? ''))![1]!;
  await until(
    async () => (await rows('SELECT code FROM chat_taps WHERE code = ?1', code)).length === 1,
    15_000,
    'tap recorded',
  );
  return code;
}

describe('a chat lead from a tracked tap', () => {
  it("with marketing consent: the Lead website event carries the tapping browser's user agent and IP", async () => {
    const code = await tapFromAd('accept');
    const FROM = '919866667777';
    await deliver({ from: FROM, name: 'Kiran', wamid: 'wamid.tapc1', text: `Hello! (ref ${code})` });
    const [id] = (await leadOf(FROM)) as [string];
    await until(async () => (await status(`meta:Lead:${id}`)) === 'sent', 15_000, 'Lead sent');
    // The Lead's event_id is the lead's event id (the chat's first message's, decision 0044).
    const [{ event_id: eventId }] = (await rows('SELECT event_id FROM lead_ledger WHERE id = ?1', id)) as [
      { event_id: string },
    ];
    expect(eventId).toMatch(/^wa-[0-9a-f]{40}$/);
    const [{ event }] = meta.events(eventId) as [ReturnType<CapiStandin['events']>[0]];
    expect(event).toMatchObject({ event_name: 'Lead', action_source: 'website', event_source_url: `${SITE}${AD}` });
    expect(event.user_data).toMatchObject({ client_user_agent: BROWSER_UA, client_ip_address: '203.0.113.77' });
  });

  it('without consent: the tap keeps no browser, and nothing is sent', async () => {
    const code = await tapFromAd('reject');
    expect(await rows('SELECT code FROM chat_tap_browsers WHERE code = ?1', code)).toEqual([]);
    const FROM = '919877778888';
    await deliver({ from: FROM, name: 'Dev', wamid: 'wamid.tapr1', text: `Hello! (ref ${code})` });
    const [id] = (await leadOf(FROM)) as [string];
    expect(await rows('SELECT client_ip, user_agent FROM lead_contacts WHERE lead_id = ?1', id)).toEqual([
      { client_ip: null, user_agent: null },
    ]);
    expect(await rows("SELECT key FROM outbox WHERE lead_id = ?1 AND key LIKE 'meta%'", id)).toEqual([]);
  });
});
