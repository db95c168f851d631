import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../src/worker/graph';
import { freshGclid, Jar } from '../helpers/attribution';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { asBrowser, BROWSER_UA, worker } from '../helpers/in-process';
import { bookLead, byKey, CALLBACK, json, post, until } from '../helpers/leads';
import { startCapi, type CapiStandin } from '../helpers/meta-capi-standin';

/**
 * Conversions to Meta (docs/decisions/0014-conversions-server-side-with-consent.md) against a Graph
 * API stand-in: a consented lead becomes one Lead event with the identifiers hashed as Meta
 * specifies (the hashes computed here independently); a lead without consent sends nothing; a
 * booking sends one Purchase with its value; a failing platform gets the event exactly once after
 * it recovers; redelivery repeats nothing; a withdrawn consent stops the Purchase. The token never
 * shows in a URL or a recorded answer.
 */
const SITE = 'https://photos.example.in';
const AD = '/place/wedding-photographer-jaipur';
const TOKEN = 'EAAtest-token-never-shown-0123456789';
const PIXEL = '123456789012345';
const sha = (v: string) => createHash('sha256').update(v).digest('hex');
let backend: Backend;
let meta: CapiStandin;
let server: ReturnType<typeof worker>;

beforeAll(async () => {
  [backend, meta] = await Promise.all([startBackend(), startCapi()]);
  server = worker(
    {
      SITE_URL: SITE,
      BACKEND_URL: backend.url,
      LEAD_RETRY_BASE_SECONDS: '0',
      META_PIXEL_ID: PIXEL,
      META_GRAPH_URL: meta.url,
      META_TEST_EVENT_CODE: 'TEST4242',
    },
    { META_CAPI_TOKEN: TOKEN },
  );
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  await Promise.all([backend?.close(), meta?.close()]);
});

const db = async () => (await server.getWorker().getEnv()).LEADS_DB;
interface OutboxRow {
  status: string;
  attempts: number;
  response: string | null;
  last_error: string | null;
}
const outbox = async (key: string) =>
  (await (await db()).prepare('SELECT * FROM outbox WHERE key = ?1').bind(key).first()) as OutboxRow | null;
const ledger = async (id: string) =>
  (await (await db()).prepare('SELECT * FROM lead_ledger WHERE id = ?1').bind(id).first()) as {
    consent: string;
    received_at: string;
  } | null;

/** A visitor from a Meta ad (fbclid) and a Google one (gclid) making a choice, then sending the callback form. */
async function adLead(choice: 'accept' | 'reject') {
  const jar = new Jar();
  const fbclid = `IwAR${crypto.randomUUID().replace(/-/g, '')}`;
  const gclid = freshGclid();
  const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const landing = `${AD}?utm_source=facebook&utm_medium=paid&fbclid=${fbclid}&gclid=${gclid}`;
  jar.take(await server.fetch(landing, asBrowser));
  jar.take(
    await server.fetch('/consent', {
      method: 'POST',
      headers: { cookie: jar.header, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: `choice=${choice}`,
    }),
  );
  const eventId = crypto.randomUUID();
  const res = await post(
    server,
    'submit-form',
    { ...CALLBACK, eventId },
    { cookie: jar.header, 'cf-connecting-ip': ip, 'user-agent': BROWSER_UA, referer: `${SITE}${landing}` },
  );
  expect(res.status).toBe(202);
  jar.take(res);
  const id = (await json(res)).id as string;
  return { id, jar, fbclid, gclid, ip, landing, eventId, touch: jar.touch('attr_first')! };
}

const runJobs = async (leadId: string) =>
  (await server.getWorker().getEnv()).LEADS_QUEUE.send({ kind: 'run-jobs', leadId });
const cron = (at: number) => server.getWorker().scheduled({ cron: '*/5 * * * *', scheduledTime: new Date(at) });

describe('Meta Conversions API', () => {
  let first: Awaited<ReturnType<typeof adLead>>;

  it('sends one Lead event for a consented lead, identifiers hashed as Meta specifies, the token in the body only', async () => {
    first = await adLead('accept');
    await meta.waitFor(() => meta.events(first.eventId).length === 1);
    const [{ event, request }] = meta.events(first.eventId) as [ReturnType<CapiStandin['events']>[0]];
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/${GRAPH_API_VERSION}/${PIXEL}/events`);
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body!.access_token).toBe(TOKEN);
    expect(request.body!.test_event_code).toBe('TEST4242');
    expect(request.body!.data).toHaveLength(1);
    const row = (await ledger(first.id))!;
    expect(event).toEqual({
      event_name: 'Lead',
      event_time: Math.floor(Date.parse(row.received_at) / 1000),
      // The form's event id, not the lead's: a browser pixel sending it would be de-duplicated (decision 0044).
      event_id: first.eventId,
      action_source: 'website',
      event_source_url: `${SITE}${first.landing}`,
      user_data: {
        em: [sha('priya@example.in')],
        ph: [sha('919876543210')],
        country: [sha('in')],
        fbc: `fb.1.${Date.parse(first.touch.at!)}.${first.fbclid}`,
        client_ip_address: first.ip,
        client_user_agent: BROWSER_UA,
      },
    });
    // Nothing plain leaves: no e-mail, no phone number.
    expect(request.raw).not.toMatch(/priya|9876543210/);
    await until(async () => (await outbox(`meta:Lead:${first.id}`))?.status === 'sent', 10_000, 'outbox row sent');
    const sent = (await outbox(`meta:Lead:${first.id}`))!;
    expect(JSON.parse(sent.response!)).toEqual({
      events_received: 1,
      fbtrace_id: expect.stringMatching(/^Atrace\d+$/),
      messages: [],
    });
    // The browser gets a secret (its hash kept with the lead) so a later refusal from it can withdraw it.
    expect(first.jar.cookies.get('leads')!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.jar.cookies.get('leads')!.attrs).toMatch(/HttpOnly/);
    expect(first.jar.cookies.get('leads')!.attrs).toMatch(/SameSite=Lax/);
  });

  it('sends nothing for a lead without marketing consent (kept and relayed as always)', async () => {
    const lead = await adLead('reject');
    await backend.waitFor((reqs) => reqs.some(byKey(lead.id)));
    await until(async () => (await outbox(`plan:lead:${lead.id}`))?.status === 'sent', 15_000, 'lead planned');
    expect((await outbox(`plan:lead:${lead.id}`))!.response).toBe('0 planned');
    expect(await outbox(`meta:Lead:${lead.id}`)).toBeNull();
    expect(meta.events(lead.eventId)).toHaveLength(0);
    expect(lead.jar.cookies.get('leads')).toBeUndefined();
    expect((await ledger(lead.id))!.consent).toBe('denied');
  });

  it('sends one Purchase with the booked value when the inbox books the lead (a CRM stage event: conversions-stages.test.ts)', async () => {
    await bookLead(server, first.id, 85000);
    await meta.waitFor(() => meta.events(`${first.id}-booked`).length === 1);
    const [{ event }] = meta.events(`${first.id}-booked`) as [ReturnType<CapiStandin['events']>[0]];
    expect(event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'system_generated',
      custom_data: { value: 85000, currency: 'INR', event_source: 'crm' },
    });
    expect(event.user_data).toMatchObject({
      em: [sha('priya@example.in')],
      ph: [sha('919876543210')],
      country: [sha('in')],
    });
    await until(async () => (await outbox(`meta:booked:${first.id}`))?.status === 'sent', 10_000, 'purchase recorded');
  });

  it('repeats nothing on redelivery: the same submission again, a run-jobs message, the cron', async () => {
    const again = await post(
      server,
      'submit-form',
      { ...CALLBACK, eventId: first.eventId },
      { cookie: first.jar.header },
    );
    expect((await json(again)).id).toBe(first.id);
    await cron(Date.now() + 3 * 3600_000);
    // A run-jobs message for the lead, seen to have run: a probe job of a kind nobody sends ends 'skipped'.
    const now = new Date().toISOString();
    await (
      await db()
    )
      .prepare(
        "INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at) VALUES ('probe:x:' || ?1, ?1, 'probe', 'x', 'pending', 0, ?2, ?2, ?2)",
      )
      .bind(first.id, now)
      .run();
    await runJobs(first.id);
    await until(async () => (await outbox(`probe:x:${first.id}`))?.status === 'skipped', 15_000, 'run-jobs ran');
    expect(meta.events(first.eventId)).toHaveLength(1);
    expect(meta.events(`${first.id}-booked`)).toHaveLength(1);
  });

  it('gets an event to a failing platform exactly once after it recovers (retries on the cron clock)', async () => {
    meta.answer(503);
    const lead = await adLead('accept');
    await until(
      async () =>
        (await outbox(`meta:Lead:${lead.id}`))?.attempts === 1 &&
        (await outbox(`meta:Lead:${lead.id}`))?.status === 'pending',
      20_000,
      'first attempt failed',
    );
    const failed = (await outbox(`meta:Lead:${lead.id}`))!;
    expect(failed.last_error).toMatch(/^HTTP 503: An unknown error occurred/);
    expect(`${failed.last_error}${failed.response}`).not.toContain(TOKEN);
    // Not due yet: the cron at the same minute sends nothing.
    await cron(Date.now());
    expect(meta.events(lead.eventId)).toHaveLength(1);
    meta.answer(200);
    await cron(Date.now() + 2 * 60_000);
    const got = meta.events(lead.eventId);
    expect(got.map((g) => g.status)).toEqual([503, 200]);
    expect((await outbox(`meta:Lead:${lead.id}`))!).toMatchObject({ status: 'sent', attempts: 2 });
    await cron(Date.now() + 4 * 60 * 60_000);
    expect(meta.events(lead.eventId).filter((g) => g.status === 200)).toHaveLength(1);
  });

  it('fails at once, without retrying, when Meta names bad data (a 4xx)', async () => {
    meta.answer(400, 100);
    const lead = await adLead('accept');
    await until(async () => (await outbox(`meta:Lead:${lead.id}`))?.status === 'failed', 20_000, 'failed for good');
    meta.answer(200);
    const row = (await outbox(`meta:Lead:${lead.id}`))!;
    expect(row.attempts).toBe(1);
    expect(row.response).toMatch(/^HTTP 400: The event time is invalid\. \(code 100\/2804003, fbtrace_id Atrace\d+\)$/);
    await cron(Date.now() + 3 * 60 * 60_000);
    expect(meta.events(lead.eventId)).toHaveLength(1);
  });

  it('lets only the submitting browser withdraw: a forged leads cookie holding a real lead id withdraws nothing', async () => {
    const lead = await adLead('accept');
    const cookie = lead.jar.cookies.get('leads')!;
    // The cookie holds a secret of this browser, not the lead id (which travels in notices and as Meta's event_id).
    expect(cookie.value).not.toContain(lead.id);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attrs).toMatch(/HttpOnly/);
    expect(cookie.attrs).toMatch(/SameSite=Lax/);
    const withdraw = (leads: string) =>
      server.fetch('/consent', {
        method: 'POST',
        headers: {
          cookie: `leads=${leads}`,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'choice=reject',
      });
    // The old cookie shape (lead ids), another browser's secret, a guess.
    for (const forged of [lead.id, `${crypto.randomUUID()}.${lead.id}`, 'A'.repeat(43)])
      expect((await withdraw(forged)).status).toBe(200);
    expect((await ledger(lead.id))!.consent).toBe('granted');
    const audit = await (await db()).prepare('SELECT * FROM lead_audit WHERE lead_id = ?1').bind(lead.id).all();
    expect(audit.results).toEqual([]);
    // The browser that sent it still can.
    expect((await withdraw(cookie.value)).status).toBe(200);
    expect((await ledger(lead.id))!.consent).toBe('withdrawn');
  });

  it('sends no Purchase once the visitor withdrew consent (POST /consent refused), and records who withdrew', async () => {
    const lead = await adLead('accept');
    await until(async () => (await outbox(`meta:Lead:${lead.id}`))?.status === 'sent', 20_000, 'lead event sent');
    const res = await server.fetch('/consent', {
      method: 'POST',
      headers: {
        cookie: lead.jar.header,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'choice=reject',
    });
    expect(res.status).toBe(200);
    lead.jar.take(res);
    expect(lead.jar.cookies.get('leads')).toMatchObject({ value: '' });
    expect(lead.jar.cookies.get('leads')!.attrs).toMatch(/Max-Age=0/);
    expect((await ledger(lead.id))!.consent).toBe('withdrawn');
    const audit = await (
      await db()
    )
      .prepare('SELECT actor, action, from_value, to_value FROM lead_audit WHERE lead_id = ?1')
      .bind(lead.id)
      .all();
    expect(audit.results).toEqual([
      { actor: 'visitor', action: 'consent', from_value: 'granted', to_value: 'withdrawn' },
    ]);
    await bookLead(server, lead.id, 50000);
    await until(async () => (await outbox(`plan:booked:${lead.id}`))?.status === 'sent', 15_000, 'booking planned');
    expect((await outbox(`plan:booked:${lead.id}`))!.response).toBe('0 planned');
    // A booking event already planned before the withdrawal (here with the key bookings had
    // before stage events) is stopped at send time.
    const now = new Date().toISOString();
    await (
      await db()
    )
      .prepare(
        "INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at) VALUES ('meta:Purchase:' || ?1, ?1, 'meta', 'Purchase', 'pending', 0, ?2, ?2, ?2)",
      )
      .bind(lead.id, now)
      .run();
    await runJobs(lead.id);
    await until(
      async () => (await outbox(`meta:Purchase:${lead.id}`))?.status === 'skipped',
      15_000,
      'purchase skipped',
    );
    expect((await outbox(`meta:Purchase:${lead.id}`))!.last_error).toBe('not sent: marketing consent withdrawn');
    expect(meta.events(`${lead.id}-booked`)).toHaveLength(0);
  });

  it('never shows the token in a recorded answer', async () => {
    const { results } = await (await db()).prepare("SELECT response, last_error FROM outbox WHERE kind = 'meta'").all();
    expect(JSON.stringify(results)).not.toContain(TOKEN);
  });

  it('keeps the Google Ads upload URL off (404) while it has no password', async () => {
    const res = await server.fetch('/conversions/google-ads.csv', {
      headers: { authorization: `Basic ${btoa('google-ads:anything-at-all-here')}` },
    });
    expect(res.status).toBe(404);
  });
});
