import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { freshGclid, Jar } from '../helpers/attribution';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { asBrowser, BROWSER_UA, worker } from '../helpers/in-process';
import { inboxClient } from '../helpers/inbox';
import { CALLBACK, json, post, until } from '../helpers/leads';
import { startCapi, type CapiEvent, type CapiStandin } from '../helpers/meta-capi-standin';

/**
 * The platforms learn every stage (docs/marketing.md "Stage events"), against the Graph API
 * stand-in and the inbox behind an Access stand-in: each move of a consented, non-spam lead to
 * contacted, quoted or booked sends one CRM lead-stage event with the Lead's user data; a stage
 * entered again sends nothing new; spam and unconsented leads send nothing; an unverified lead's
 * Lead waits until a person moves it past new; a move older than Meta's 7 days (the cron's
 * injected clock) is skipped and shown so on the lead page. The Google Ads file gains a row per
 * stage; the reports count verified, unverified and spam. The worker in-process (the unit level,
 * docs/testing.md): its D1, queue and cron stand-ins.
 */
const PIXEL = '123456789012345';
const TOKEN = 'EAAtest-token-stages-0123456789';
const PASSWORD = 'stage-upload-password-0123';
const SITE_NAME = 'Stage Test Studio';
const EMAIL = 'sales@studio.example';
const sha = (v: string) => createHash('sha256').update(v).digest('hex');

let access: AccessStandIn;
let backend: Backend;
let meta: CapiStandin;
let server: ReturnType<typeof worker>;
let origin: string;
let token: string;
let vars: Record<string, string>;
const secrets = { META_CAPI_TOKEN: TOKEN, GOOGLE_ADS_UPLOAD_PASSWORD: PASSWORD };

beforeAll(async () => {
  [access, backend, meta] = await Promise.all([startAccess(), startBackend(), startCapi()]);
  vars = {
    SITE_NAME,
    BACKEND_URL: backend.url,
    LEAD_RETRY_BASE_SECONDS: '0',
    META_PIXEL_ID: PIXEL,
    META_GRAPH_URL: meta.url,
    ACCESS_TEAM_DOMAIN: access.url,
    ACCESS_AUD: access.aud,
  };
  server = worker(vars, secrets);
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  token = await access.token({ email: EMAIL });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([access?.close(), backend?.close(), meta?.close()]);
});

/** The inbox, as a signed-in salesperson, and the leads database. */
const { admin, db, rows } = inboxClient(() => ({ server, token, origin }));
const outbox = async (key: string) => (await rows('SELECT * FROM outbox WHERE key = ?1', key))[0];
const runJobs = async (leadId: string) =>
  (await server.getWorker().getEnv()).LEADS_QUEUE.send({ kind: 'run-jobs', leadId });
const cronAt = (at: Date) => server.getWorker().scheduled({ cron: '*/5 * * * *', scheduledTime: at });
const one = (eventId: string): CapiEvent => {
  const got = meta.events(eventId);
  expect(got, eventId).toHaveLength(1);
  return got[0]!.event;
};

/** Moves a lead in the inbox (the stage form), as a person does. */
async function move(id: string, from: string, stage: string, extra: Record<string, string> = {}) {
  const { res } = await admin(`/admin/leads/${id}/stage`, { from, stage, ...extra });
  expect(res.status, `${from} → ${stage}`).toBe(303);
}
/** When the inbox moved the lead to `stage` (the audit row the event's time comes from), in seconds. */
const movedAt = async (id: string, stage: string) => {
  const [r] = await rows(
    "SELECT MIN(at) AS at FROM lead_audit WHERE lead_id = ?1 AND action = 'stage' AND to_value = ?2",
    id,
    stage,
  );
  return Math.floor(Date.parse(r!.at as string) / 1000);
};

/** A visitor from a Meta and Google ad choosing on the consent banner, then sending the callback form. */
/** Each ad lead's event id: its Lead event's event_id (decision 0044). */
const eventIds = new Map<string, string>();
const leadEvent = (id: string) => eventIds.get(id)!;
async function adLead(choice: 'accept' | 'reject', email: string) {
  const eventId = crypto.randomUUID();
  const jar = new Jar();
  const fbclid = `IwAR${crypto.randomUUID().replace(/-/g, '')}`;
  const landing = `/place/wedding-photographer-jaipur?utm_source=facebook&utm_medium=paid&utm_campaign=stages&fbclid=${fbclid}&gclid=${freshGclid()}`;
  jar.take(await server.fetch(landing, asBrowser));
  jar.take(
    await server.fetch('/consent', {
      method: 'POST',
      headers: { cookie: jar.header, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: `choice=${choice}`,
    }),
  );
  const res = await post(
    server,
    'submit-form',
    { ...CALLBACK, email, eventId },
    { cookie: jar.header, 'user-agent': BROWSER_UA, 'cf-connecting-ip': '10.66.1.2' },
  );
  expect(res.status).toBe(202);
  const id = (await json(res)).id as string;
  eventIds.set(id, eventId);
  return id;
}

/**
 * A lead written straight into D1 as acceptance writes it (consent granted), with its quality
 * (lead_quality: what the lead-quality check decides on arrival) and its plan job; its jobs run.
 */
async function storedLead(
  id: string,
  o: { quality?: 'verified' | 'unverified' | 'spam'; receivedAt?: Date; campaign?: string; email?: string } = {},
) {
  const d = await db();
  const at = (o.receivedAt ?? new Date()).toISOString();
  const touch = JSON.stringify({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: o.campaign ?? 'stages',
    gclid: `G-${id}`,
    landingPage: '/place/jaipur',
    at,
  });
  await d.batch([
    d
      .prepare(
        "INSERT INTO leads (id, endpoint, payload, status, attempts, created_at, updated_at) VALUES (?1, 'submit-form', '{}', 'delivered', 0, ?2, ?2)",
      )
      .bind(id, at),
    d
      .prepare(
        "INSERT INTO lead_ledger (id, event_id, form, received_at, status, first_touch, consent, updated_at) VALUES (?1, ?1, 'callback', ?2, 'delivered', ?3, 'granted', ?2)",
      )
      .bind(id, at, touch),
    d
      .prepare("INSERT INTO lead_contacts (lead_id, name, email, phone) VALUES (?1, 'Test Lead', ?2, '919812345678')")
      .bind(id, o.email ?? `${id}@example.in`),
    d
      .prepare(
        "INSERT INTO lead_pipeline (lead_id, form, received_at, service, city, source, medium, campaign, landing_path, stage, updated_at) VALUES (?1, 'callback', ?2, 'wedding', 'jaipur', 'google', 'cpc', ?3, '/place/jaipur', 'new', ?2)",
      )
      .bind(id, at, o.campaign ?? 'stages'),
    ...(o.quality
      ? [
          d
            .prepare(
              'INSERT OR REPLACE INTO lead_quality (lead_id, outcome, reason, checked_at) VALUES (?1, ?2, ?3, ?4)',
            )
            .bind(id, o.quality, o.quality === 'spam' ? 'honeypot' : null, at),
        ]
      : []),
    d
      .prepare(
        "INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at) VALUES ('plan:lead:' || ?1, ?1, 'plan', 'lead', 'pending', 0, ?2, ?2, ?2)",
      )
      .bind(id, at),
  ]);
  await runJobs(id);
  await until(async () => (await outbox(`plan:lead:${id}`))?.status === 'sent', 15_000, `${id} planned`);
}

/** A move written as the inbox writes it (stage, audit row, plan row) at `at`, without the queue nudge. */
async function movedBy(id: string, from: string, stage: string, at: Date) {
  const d = await db();
  const iso = at.toISOString();
  await d.batch([
    d
      .prepare('UPDATE lead_pipeline SET stage = ?2, stage_at = ?3, updated_at = ?3 WHERE lead_id = ?1')
      .bind(id, stage, iso),
    d
      .prepare(
        "INSERT INTO lead_audit (lead_id, actor, action, from_value, to_value, at) VALUES (?1, ?2, 'stage', ?3, ?4, ?5)",
      )
      .bind(id, EMAIL, from, stage, iso),
    d
      .prepare(
        "INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at) VALUES ('plan:' || ?2 || ':' || ?1, ?1, 'plan', ?2, 'pending', 0, ?3, ?3, ?3)",
      )
      .bind(id, stage, iso),
  ]);
}

describe('stage events to Meta', () => {
  let id = '';

  it('sends contacted, quoted and booked once each: system_generated, crm, the site as lead source, lead-stage ids, the move times, the Lead user data', async () => {
    id = await adLead('accept', 'stages@example.in');
    await meta.waitFor(() => meta.events(leadEvent(id)).length === 1);
    const lead = one(leadEvent(id));
    expect(lead).toMatchObject({ event_name: 'Lead', action_source: 'website' });
    expect(lead.user_data).toMatchObject({ em: [sha('stages@example.in')], ph: [sha('919876543210')] });

    await move(id, 'new', 'contacted');
    await meta.waitFor(() => meta.events(`${id}-contacted`).length === 1);
    await move(id, 'contacted', 'quoted');
    await meta.waitFor(() => meta.events(`${id}-quoted`).length === 1);
    await move(id, 'quoted', 'booked', { value: '85,000' });
    await meta.waitFor(() => meta.events(`${id}-booked`).length === 1);

    const crm = { event_source: 'crm', lead_event_source: SITE_NAME };
    expect(one(`${id}-contacted`)).toEqual({
      event_name: 'Contacted',
      event_time: await movedAt(id, 'contacted'),
      event_id: `${id}-contacted`,
      action_source: 'system_generated',
      user_data: lead.user_data,
      custom_data: crm,
    });
    expect(one(`${id}-quoted`)).toEqual({
      event_name: 'Quoted',
      event_time: await movedAt(id, 'quoted'),
      event_id: `${id}-quoted`,
      action_source: 'system_generated',
      user_data: lead.user_data,
      custom_data: crm,
    });
    expect(one(`${id}-booked`)).toEqual({
      event_name: 'Purchase',
      event_time: await movedAt(id, 'booked'),
      event_id: `${id}-booked`,
      action_source: 'system_generated',
      user_data: lead.user_data,
      custom_data: { ...crm, value: 85000, currency: 'INR' },
    });
    // The token in the body, never in a URL.
    for (const r of meta.requests) expect(r.path).not.toContain(TOKEN);
  });

  it('sends nothing new when a stage is entered again (lost, then contacted, quoted, booked again), nor on the cron', async () => {
    await move(id, 'booked', 'lost', { reason: 'Price' });
    await move(id, 'lost', 'contacted');
    await move(id, 'contacted', 'quoted');
    await move(id, 'quoted', 'booked', { value: '90,000' });
    await runJobs(id);
    await cronAt(new Date(Date.now() + 3 * 3600_000));
    for (const stage of ['contacted', 'quoted', 'booked'])
      expect((await outbox(`meta:${stage}:${id}`))?.status, stage).toBe('sent');
    expect(await rows("SELECT key FROM outbox WHERE lead_id = ?1 AND kind = 'meta' ORDER BY key", id)).toEqual([
      { key: `meta:Lead:${id}` },
      { key: `meta:booked:${id}` },
      { key: `meta:contacted:${id}` },
      { key: `meta:quoted:${id}` },
    ]);
    for (const e of [leadEvent(id), `${id}-contacted`, `${id}-quoted`, `${id}-booked`])
      expect(meta.events(e)).toHaveLength(1);
    // The lead page lists each event under its name.
    const page = (await admin(`/admin/leads/${id}`)).body;
    for (const name of ['Lead', 'Contacted', 'Quoted', 'Purchase'])
      expect(page).toContain(`<td>meta</td><td>${name}</td><td>sent</td>`);
  });

  it('sends nothing for a lead without marketing consent, however far it moves', async () => {
    const refused = await adLead('reject', 'refused@example.in');
    await until(async () => (await outbox(`plan:lead:${refused}`))?.status === 'sent', 15_000, 'planned');
    await move(refused, 'new', 'contacted');
    await move(refused, 'contacted', 'quoted');
    await until(async () => (await outbox(`plan:quoted:${refused}`))?.status === 'sent', 15_000, 'quoted planned');
    expect((await outbox(`plan:contacted:${refused}`))?.response).toBe('0 planned');
    expect((await outbox(`plan:quoted:${refused}`))?.response).toBe('0 planned');
    expect(meta.requests.some((r) => r.raw.includes(refused) || r.raw.includes(leadEvent(refused)))).toBe(false);
  });

  it('sends nothing for spam: not planned at acceptance nor on a move, and stopped at send time', async () => {
    await storedLead('spam-1', { quality: 'spam', campaign: 'bots' });
    expect((await outbox('plan:lead:spam-1'))?.response).toBe('0 planned');
    await movedBy('spam-1', 'new', 'contacted', new Date());
    await runJobs('spam-1');
    await until(async () => (await outbox('plan:contacted:spam-1'))?.status === 'sent', 15_000, 'planned');
    expect((await outbox('plan:contacted:spam-1'))?.response).toBe('0 planned');
    // A job planned before the lead was found to be spam is stopped when it would be sent.
    const now = new Date().toISOString();
    await (
      await db()
    )
      .prepare(
        "INSERT INTO outbox (key, lead_id, kind, channel, status, attempts, due_at, created_at, updated_at) VALUES ('meta:contacted:spam-1', 'spam-1', 'meta', 'Contacted', 'pending', 0, ?1, ?1, ?1)",
      )
      .bind(now)
      .run();
    await runJobs('spam-1');
    await until(async () => (await outbox('meta:contacted:spam-1'))?.status === 'skipped', 15_000, 'skipped');
    expect((await outbox('meta:contacted:spam-1'))?.last_error).toBe('not sent: spam');
    expect(meta.requests.some((r) => r.raw.includes('spam-1'))).toBe(false);
  });

  it('holds an unverified lead back at new; once a person moves it past new, its Lead and the stage go', async () => {
    await storedLead('unverified-1', { quality: 'unverified' });
    expect((await outbox('plan:lead:unverified-1'))?.response).toBe('0 planned');
    expect(meta.events('unverified-1')).toHaveLength(0);
    await move('unverified-1', 'new', 'contacted');
    await meta.waitFor(() => meta.events('unverified-1-contacted').length === 1);
    const [ledger] = await rows('SELECT received_at FROM lead_ledger WHERE id = ?1', 'unverified-1');
    expect(one('unverified-1')).toMatchObject({
      event_name: 'Lead',
      event_time: Math.floor(Date.parse(ledger!.received_at as string) / 1000),
      action_source: 'website',
    });
    expect(one('unverified-1-contacted')).toMatchObject({
      event_name: 'Contacted',
      event_time: await movedAt('unverified-1', 'contacted'),
    });
    // Moved straight to lost ("Not a real enquiry"): nothing, ever.
    await storedLead('unverified-lost', { quality: 'unverified' });
    await move('unverified-lost', 'new', 'lost', { reason: 'Not a real enquiry' });
    await until(async () => (await outbox('plan:lost:unverified-lost'))?.status === 'sent', 15_000, 'lost planned');
    expect((await outbox('plan:lost:unverified-lost'))?.response).toBe('0 planned');
    expect(meta.requests.some((r) => r.raw.includes('unverified-lost'))).toBe(false);
    // The Lead went first (Meta wants the earlier stages before the later ones).
    const order = meta.requests.flatMap((r) => (r.body?.data ?? []).map((e) => e.event_id));
    expect(order.indexOf('unverified-1')).toBeLessThan(order.indexOf('unverified-1-contacted'));
  });

  it("skips a move older than Meta's 7 days (the cron's clock), shown so on the lead page; sends one within them at the move's time", async () => {
    const t0 = new Date();
    await storedLead('late-1', { quality: 'verified', receivedAt: t0 });
    await meta.waitFor(() => meta.events('late-1').length === 1);
    const contactedAt = new Date(t0.getTime() + 60_000);
    await movedBy('late-1', 'new', 'contacted', contactedAt);
    // The cron runs the plan and the event 7 days and a minute after the move.
    await cronAt(new Date(contactedAt.getTime() + 7 * 86_400_000 + 60_000));
    const row = (await outbox('meta:contacted:late-1'))!;
    expect(row.status).toBe('skipped');
    expect(row.last_error).toMatch(/^not sent: older than Meta's 7-day window \(moved to contacted \d+ \w+ \d{4}, /);
    expect(meta.events('late-1-contacted')).toHaveLength(0);
    const page = (await admin('/admin/leads/late-1')).body;
    expect(page).toContain('<td>meta</td><td>Contacted</td><td>skipped</td>');
    expect(page).toContain('not sent: older than Meta&#x27;s 7-day window');

    // Quoted 6 days before the cron that sends it: sent, its time the move's, not the send's.
    const quotedAt = new Date(t0.getTime() + 2 * 86_400_000);
    await movedBy('late-1', 'contacted', 'quoted', quotedAt);
    await cronAt(new Date(quotedAt.getTime() + 6 * 86_400_000));
    await meta.waitFor(() => meta.events('late-1-quoted').length === 1);
    expect(one('late-1-quoted').event_time).toBe(Math.floor(quotedAt.getTime() / 1000));
  });

  it('takes the event names from settings (META_CONTACTED_EVENT, META_QUOTED_EVENT)', async () => {
    vars = { ...vars, META_CONTACTED_EVENT: 'LeadReached', META_QUOTED_EVENT: 'QuoteSent' };
    await server.update({
      workers: [{ configPath: 'wrangler.toml', vars: { SANITY_WEBHOOK_SECRET: 'test-secret', ...vars }, secrets }],
    });
    await storedLead('named-1', { quality: 'verified' });
    await move('named-1', 'new', 'contacted');
    await move('named-1', 'contacted', 'quoted');
    await meta.waitFor(() => meta.events('named-1-quoted').length === 1);
    expect(one('named-1-contacted').event_name).toBe('LeadReached');
    expect(one('named-1-quoted').event_name).toBe('QuoteSent');
  });
});

describe('the Google Ads file and the reports', () => {
  it('has a row per stage reached, hashed as the lead row; none for spam, the unconsented or an unverified lead at new', async () => {
    await storedLead('g-unverified', { quality: 'unverified', email: 'g-unverified@example.in' });
    const res = await server.fetch('/conversions/google-ads.csv', {
      headers: { authorization: `Basic ${btoa(`google-ads:${PASSWORD}`)}` },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\n');
    const of = (email: string) =>
      lines.filter((l) => l.includes(`,${sha(email)},${sha('+919812345678')},`)).map((l) => l.split(',')[3]);
    expect(of('unverified-1@example.in')).toEqual(['Website lead', 'Website lead contacted']);
    expect(of('late-1@example.in')).toEqual(['Website lead', 'Website lead contacted', 'Website lead quoted']);
    expect(of('spam-1@example.in')).toEqual([]);
    expect(of('g-unverified@example.in')).toEqual([]);
    // The ad lead: every stage, the booking with its value (re-booked at 90,000).
    const ad = lines.filter((l) => l.includes(`,${sha('stages@example.in')},`));
    expect(ad.map((l) => l.split(',').slice(3, 7))).toEqual([
      ['Website lead', expect.any(String), '', 'INR'],
      ['Website lead contacted', expect.any(String), '', 'INR'],
      ['Website lead quoted', expect.any(String), '', 'INR'],
      ['Website booking', expect.any(String), '90000', 'INR'],
    ]);
    expect(lines.some((l) => l.includes(sha('refused@example.in')))).toBe(false);
  });

  it('counts verified, unverified and spam per campaign with the spam share; spam is no lead', async () => {
    await storedLead('bot-2', { quality: 'spam', campaign: 'bots' });
    await storedLead('bot-3', { quality: 'spam', campaign: 'bots' });
    await storedLead('human-bots', { quality: 'verified', campaign: 'bots' });
    const csv = (await admin('/admin/reports.csv?days=30')).body.split('\r\n');
    expect(csv[0]).toBe(
      'table,day,source,medium,campaign,landing_page,leads,contacted,booked,booked_value_inr,verified,unverified,spam,spam_percent,chat_taps',
    );
    // 3 spam (spam-1, bot-2, bot-3), 1 verified lead: 75% of what the campaign sent was spam.
    expect(csv).toContain('campaign,,google,cpc,bots,,1,0,0,0,1,0,3,75,0');
    // A label's words are spans of their own (lines break between words only): read as text.
    const page = (await admin('/admin/reports')).body.replace(/<span class="word">|<\/span>/g, '');
    expect(page).toContain(
      '<tr><th scope="row">google / cpc / bots</th><td>1</td><td>1</td><td>0</td><td>3</td><td>75%</td></tr>',
    );
  });
});
