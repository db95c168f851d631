import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SQL } from '../../src/worker/data/sql';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { freshGclid, Jar } from '../helpers/attribution';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { asBrowser, drained, worker } from '../helpers/in-process';
import { byKey, CALLBACK, json, post, until } from '../helpers/leads';
import { startCapi, type CapiStandin } from '../helpers/meta-capi-standin';
import { startReceiver, type Receiver } from '../helpers/notify-standins';
import { startSiteverify, type SiteverifyStandIn } from '../helpers/turnstile-standin';

/**
 * Lead quality (docs/marketing.md "Lead quality") end to end, against a siteverify stand-in on
 * loopback, one in-process worker for the whole file (vars switched with update()). Each outcome's
 * exact path: the backend stand-in, the notices outbox and chat stand-in, Meta's stand-in, the
 * Google Ads file, the report's counts, the inbox; "Not spam" releasing once. All of it is the
 * worker's own code over its bindings; the rate limits as workerd enforces them stay there
 * (tests/worker/quality.test.ts).
 */
const SITE = 'https://photos.example.in';
const HOST = 'photos.example.in';
const PIXEL = '123456789012345';
const PASSWORD = 'correct-horse-battery-staple-42';
const SITE_KEY = '1x00000000000000000000AA';
const SECRET = '1x0000000000000000000000000000000AA';
const EMAIL = 'asha@photos.example.in';

let server: ReturnType<typeof worker>;
let backend: Backend;
let meta: CapiStandin;
let chat: Receiver;
let verify: SiteverifyStandIn;
let access: AccessStandIn;
let origin: string;
let token: string;
let vars: Record<string, string>;
let secrets: Record<string, string>;

beforeAll(async () => {
  [backend, meta, chat, verify, access] = await Promise.all([
    startBackend(),
    startCapi(),
    startReceiver(),
    startSiteverify(HOST),
    startAccess(),
  ]);
  vars = {
    SANITY_WEBHOOK_SECRET: 'test-secret',
    SITE_URL: SITE,
    BACKEND_URL: backend.url,
    LEAD_RETRY_BASE_SECONDS: '0',
    META_PIXEL_ID: PIXEL,
    META_GRAPH_URL: meta.url,
    TURNSTILE_SITE_KEY: SITE_KEY,
    TURNSTILE_VERIFY_URL: verify.url,
    // The slow stand-in never answers, so this only bounds that one case: a loaded machine's
    // loopback answer took over 400 ms once (a real answer misread as none).
    TURNSTILE_TIMEOUT_MS: '2000',
    RATE_LIMIT_CONTACT_OVER: 'spam',
    ACCESS_TEAM_DOMAIN: access.url,
    ACCESS_AUD: access.aud,
  };
  secrets = {
    META_CAPI_TOKEN: 'EAAtest-token-never-shown-0123456789',
    GOOGLE_ADS_UPLOAD_PASSWORD: PASSWORD,
    NOTIFY_WEBHOOK_URL: `${chat.url}/hook`,
    TURNSTILE_SECRET_KEY: SECRET,
  };
  server = worker(vars, secrets);
  origin = (await server.listen()).url.toString().replace(/\/$/, '');
  token = await access.token({ email: EMAIL });
  // The inbox's first read makes the schema (data/schema.ts), before the tests read D1 directly.
  expect((await drained(await admin(''))).status).toBe(200);
});
afterAll(async () => {
  // The stand-ins first: closing them ends any request the worker still has open to one (a queue
  // delivery, a slow siteverify), which the worker's close waits for.
  await Promise.all([backend?.close(), meta?.close(), chat?.close(), verify?.close(), access?.close()]);
  await server?.close();
});

interface Db {
  prepare(sql: string): {
    bind(...v: unknown[]): { first(): Promise<unknown>; all<T = Record<string, unknown>>(): Promise<{ results: T[] }> };
  };
}
const db = async () => (await server.getWorker().getEnv()).LEADS_DB as unknown as Db;
const quality = async (id: string) =>
  (await (await db()).prepare('SELECT * FROM lead_quality WHERE lead_id = ?1').bind(id).first()) as {
    outcome: string;
    reason: string | null;
    released_by: string | null;
  } | null;
const outboxOf = async (id: string) =>
  (
    await (
      await db()
    )
      .prepare('SELECT key, kind, channel, status FROM outbox WHERE lead_id = ?1 ORDER BY key')
      .bind(id)
      .all<{ key: string; kind: string; channel: string; status: string }>()
  ).results;
const relayStatus = async (id: string) =>
  ((await (await db()).prepare('SELECT status FROM leads WHERE id = ?1').bind(id).first()) as { status: string })
    .status;
const googleFile = async () =>
  (
    await server.fetch('/conversions/google-ads.csv', {
      headers: {
        authorization: `Basic ${Buffer.from(`google-ads:${PASSWORD}`).toString('base64')}`,
        'cf-connecting-ip': `10.98.${Math.floor(Math.random() * 250)}.1`,
      },
    })
  ).text();
/** The report's lead count over today (the inbox's and the CLI's one SQL text). */
const reportLeads = async () => {
  const { results } = await (
    await db()
  )
    .prepare(REPORT_SQL)
    .bind(new Date(Date.now() - 3600_000).toISOString(), new Date(Date.now() + 3600_000).toISOString())
    .all<{ by: string; leads: number }>();
  return results.filter((r) => r.by === 'page').reduce((n, r) => n + r.leads, 0);
};
const admin = (path: string, init: { method?: string; body?: string } = {}) =>
  server.fetch(`/admin${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      'cf-access-jwt-assertion': token,
      'accept-encoding': 'identity',
      ...(init.method === 'POST' ? { origin, 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.body,
  });

let seq = 0;
/** A consented visitor from a Meta and Google ad (fbclid, gclid) sending the callback form, each with their own phone and e-mail. */
async function adLead(
  turnstile: string | undefined,
  over: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const jar = new Jar();
  const fbclid = `IwAR${crypto.randomUUID().replace(/-/g, '')}`;
  const gclid = freshGclid();
  jar.take(
    await drained(
      await server.fetch(
        `/place/wedding-photographer-jaipur?utm_source=facebook&fbclid=${fbclid}&gclid=${gclid}`,
        asBrowser,
      ),
    ),
  );
  jar.take(
    await drained(
      await server.fetch('/consent', {
        method: 'POST',
        headers: {
          cookie: jar.header,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'choice=accept',
      }),
    ),
  );
  const n = ++seq;
  const eventId = crypto.randomUUID();
  const body = {
    ...CALLBACK,
    email: `guest${n}.${Date.now() % 100000}@example.in`,
    phone: `9${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(4, '0')}`,
    eventId,
    ...(turnstile === undefined ? {} : { 'cf-turnstile-response': turnstile }),
    ...over,
  };
  const res = await post(server, 'submit-form', body, { cookie: jar.header, ...headers });
  return { res, body, eventId, gclid, id: res.status === 202 ? ((await json(res)).id as string) : '' };
}

/**
 * A lead that took the whole path: at the backend, its notice sent, its Lead event at Meta (under
 * the form's event id, decision 0044).
 */
async function wholePath({ id, eventId }: { id: string; eventId: string }) {
  await backend.waitFor((reqs) => reqs.some(byKey(id)));
  await meta.waitFor(() => meta.events(eventId).length === 1);
  await until(
    async () => (await outboxOf(id)).some((r) => r.kind === 'notice' && r.status === 'sent'),
    15_000,
    'notice sent',
  );
}

describe('verified: a token siteverify accepts for this host and form', () => {
  let verified: Awaited<ReturnType<typeof adLead>>;
  it('takes the whole path: backend, notice, Meta, the Google file, the report', async () => {
    const before = await reportLeads();
    verified = await adLead('pass:callback');
    expect(verified.res.status).toBe(202);
    const call = verify.calls.find((c) => c.response === 'pass:callback')!;
    expect(call).toMatchObject({ secret: SECRET, idempotency_key: verified.eventId });
    expect(call.remoteip).toMatch(/^10\.8\./);
    expect(await quality(verified.id)).toMatchObject({ outcome: 'verified', reason: null });
    await wholePath(verified);
    expect(chat.requests.some((r) => r.body.includes(verified.id) && !r.body.includes('unverified'))).toBe(true);
    expect(await googleFile()).toContain(verified.gclid);
    expect(await reportLeads()).toBe(before + 1);
  });

  it('a retried submission (same event id, same token) verifies again safely: the same lead, once', async () => {
    const again = await post(server, 'submit-form', verified.body);
    expect(again.status).toBe(202);
    expect((await json(again)).id).toBe(verified.id);
    expect(verify.calls.filter((c) => c.response === 'pass:callback')).toHaveLength(2);
    expect(backend.requests.filter(byKey(verified.id))).toHaveLength(1);
  });

  it('the same token on another submission (spent, or expired: timeout-or-duplicate) is unverified, not spam: relayed, not hidden', async () => {
    const reused = await adLead('pass:callback');
    expect(reused.res.status).toBe(202);
    expect(await quality(reused.id)).toMatchObject({
      outcome: 'unverified',
      reason: 'turnstile: timeout-or-duplicate',
    });
    await backend.waitFor((reqs) => reqs.some(byKey(reused.id)));
  });
});

describe('spam: Turnstile says no, the honeypot, a spam rule', () => {
  const spam: Array<{ id: string; eventId: string; gclid: string; reason: string }> = [];
  it('is answered as any lead, kept in D1 with its reason, and nothing else happens', async () => {
    const before = await reportLeads();
    const cases: Array<[string | undefined, Record<string, string>, string]> = [
      ['bad', {}, 'turnstile: invalid-input-response'],
      ['host:callback', {}, 'turnstile: hostname evil.example'],
      ['pass:partner', {}, 'turnstile: action partner'],
      ['pass:callback-2', { website: 'http://bot.example' }, 'honeypot filled'],
      ['pass:callback', { firstName: 'Buy <a href="http://x.example">now</a>' }, 'rule: link-in-name'],
      [undefined, { email: 'r.kumar@mailinator.com' }, 'rule: disposable-email'],
    ];
    for (const [t, over, reason] of cases) {
      const l = await adLead(t, over);
      expect(l.res.status, reason).toBe(202);
      expect(l.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await quality(l.id), reason).toMatchObject({ outcome: 'spam', reason });
      spam.push({ id: l.id, eventId: l.eventId, gclid: l.gclid, reason });
    }
    // A lead sent after them has gone its whole way: the spam had every chance to.
    const ok = await adLead(undefined);
    await backend.waitFor((reqs) => reqs.some(byKey(ok.id)));
    await until(async () => (await outboxOf(ok.id)).some((r) => r.kind === 'notice' && r.status === 'sent'), 15_000);
    const file = await googleFile();
    for (const s of spam) {
      expect(backend.requests.some(byKey(s.id)), s.reason).toBe(false);
      expect(await outboxOf(s.id), s.reason).toEqual([]);
      expect(meta.events(s.eventId), s.reason).toHaveLength(0);
      expect(
        chat.requests.some((r) => r.body.includes(s.id)),
        s.reason,
      ).toBe(false);
      expect(file, s.reason).not.toContain(s.gclid);
      expect(await relayStatus(s.id)).toBe('spam');
    }
    // Only the last lead counts.
    expect(await reportLeads()).toBe(before + 1);
  });

  it('is out of the inbox list and in its Spam view with the reason', async () => {
    const list = await (await admin('')).text();
    const view = await (await admin('?quality=spam')).text();
    for (const s of spam) {
      expect(list).not.toContain(s.id);
      expect(view).toContain(s.id);
    }
    expect(view).toContain('a disposable (throwaway) e-mail address');
    expect(view).toContain('turnstile: hostname evil.example');
    const page = await (await admin(`/leads/${spam[0]!.id}`)).text();
    expect(page).toContain('Not spam');
  });

  it('"Not spam" releases a spam lead through the whole path exactly once, audited', async () => {
    const s = spam.find((x) => x.reason === 'rule: disposable-email')!;
    const first = await drained(await admin(`/leads/${s.id}/not-spam`, { method: 'POST' }));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/admin/leads/${s.id}?done=released`);
    await wholePath(s);
    expect(await quality(s.id)).toMatchObject({ outcome: 'released', released_by: EMAIL });
    const second = await drained(await admin(`/leads/${s.id}/not-spam`, { method: 'POST' }));
    expect(second.headers.get('location')).toBe(`/admin/leads/${s.id}?done=unreleased`);
    // Settled: a lead sent after the second click has gone its way; the released one did not go again.
    const after = await adLead(undefined);
    await backend.waitFor((reqs) => reqs.some(byKey(after.id)));
    await until(async () => (await outboxOf(after.id)).some((r) => r.kind === 'notice' && r.status === 'sent'), 15_000);
    expect(backend.requests.filter(byKey(s.id))).toHaveLength(1);
    expect(meta.events(s.eventId)).toHaveLength(1);
    expect(chat.requests.filter((r) => r.body.includes(s.id))).toHaveLength(1);
    const audit = await (
      await db()
    )
      .prepare("SELECT actor, from_value, to_value FROM lead_audit WHERE lead_id = ?1 AND action = 'quality'")
      .bind(s.id)
      .all();
    expect(audit.results).toEqual([{ actor: EMAIL, from_value: 'spam', to_value: 'released' }]);
    expect(await (await admin('')).text()).toContain(s.id);
  });
});

describe('unverified: Turnstile on, but no token or no answer', () => {
  it('no answer within the timeout, or no token: relayed and notified, marked, nothing to Meta or Google until moved past new', async () => {
    const slow = await adLead('slow');
    const none = await adLead(undefined);
    for (const [l, reason] of [
      [slow, 'turnstile: no answer in 2000 ms'],
      [none, 'no Turnstile token'],
    ] as const) {
      expect(l.res.status).toBe(202);
      expect(await quality(l.id)).toMatchObject({ outcome: 'unverified', reason });
      await backend.waitFor((reqs) => reqs.some(byKey(l.id)));
      await chat.waitFor((reqs) => reqs.some((r) => r.body.includes(l.id)));
      expect(chat.requests.find((r) => r.body.includes(l.id))!.body).toContain('New callback request (unverified)');
      await until(async () => (await outboxOf(l.id)).some((r) => r.key === `plan:lead:${l.id}` && r.status === 'sent'));
      expect(meta.events(l.eventId)).toHaveLength(0);
      expect(await googleFile()).not.toContain(l.gclid);
    }
    expect(await (await admin('')).text()).toContain('Unverified');
    // A salesperson reached a person: the lead moves to contacted, and only now do the platforms hear of it, once.
    const moved = await drained(
      await admin(`/leads/${none.id}/stage`, { method: 'POST', body: 'from=new&stage=contacted' }),
    );
    expect(moved.status).toBe(303);
    await meta.waitFor(() => meta.events(none.eventId).length === 1);
    expect(meta.events(none.eventId)[0]!.event.event_name).toBe('Lead');
    expect(await googleFile()).toContain(none.gclid);
    expect(meta.events(slow.eventId)).toHaveLength(0);
  });
});

describe("Turnstile off (keys unset): today's path, headers as before", () => {
  it('CSP names challenges.cloudflare.com only while Turnstile is on; /api/turnstile says so', async () => {
    const on = await drained(await server.fetch('/', asBrowser));
    expect(on.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/challenges\.cloudflare\.com;/,
    );
    expect(on.headers.get('content-security-policy')).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    const cfg = await server.fetch('/api/turnstile');
    expect(await cfg.json()).toEqual({
      siteKey: SITE_KEY,
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    });
    const inbox = await drained(await admin(''));
    expect(inbox.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com');

    vars = { ...vars, TURNSTILE_SITE_KEY: '' };
    await server.update({ workers: [{ configPath: 'wrangler.toml', vars, secrets }] });
    const off = await drained(await server.fetch('/', asBrowser));
    expect(off.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com');
    expect((await drained(await server.fetch('/api/turnstile'))).status).toBe(204);
    const l = await adLead('bad');
    expect(l.res.status).toBe(202);
    expect(await quality(l.id)).toMatchObject({ outcome: 'unchecked', reason: null });
    await wholePath(l);
  });
});
