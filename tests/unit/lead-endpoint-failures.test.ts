import { Hono, type Context } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../helpers/backend-standin';
import { worker } from '../helpers/in-process';
import {
  CALLBACK,
  FIELDS,
  LEADS,
  PARTNER,
  PHOTOGRAPHER,
  byKey,
  json,
  leadRows,
  post,
  qualityOf as quality,
  sixteenFirstSubmissions,
} from '../helpers/leads';

/**
 * A lead endpoint never answers 500 (src/worker/api/submit.ts): what fails before the lead is kept
 * is a 503 "try again" with nothing kept; once kept, the visitor is told so. The spam rules' list
 * is read from the static assets on a fresh isolate's first submissions, once for all of them
 * (src/worker/quality/disposable.ts), and its absence costs no lead.
 */

type Server = ReturnType<typeof worker>;
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** A fresh isolate (its own module state: no list read yet) whose ASSETS binding `assets` stands in. */
async function freshWorker(assets?: (req: Request) => Promise<Response>) {
  const server = worker({ SITE_URL: 'https://photos.example.in' });
  servers.push(server);
  await server.getWorker().applyD1Migrations('LEADS_DB');
  await server.listen(); // its logs are captured from here on
  const env = (await server.getWorker().getEnv()) as unknown as Record<
    string,
    { fetch(r: Request): Promise<Response> }
  >;
  const real = env.ASSETS!;
  const reads: string[] = [];
  env.ASSETS = {
    fetch: async (req: Request) => {
      reads.push(new URL(req.url).pathname);
      return assets ? assets(req) : real.fetch(req);
    },
  };
  return { server, env, reads };
}

describe("a fresh isolate's first submissions", () => {
  it('16 at once share one read of the list: all 202, the throwaway addresses spam, the others not', async () => {
    const { server, reads } = await freshWorker();
    const sent = sixteenFirstSubmissions('mailinator.com');
    const answers = await Promise.all(sent.map((s) => post(server, s.path, s.body)));
    expect(answers.map((r) => r.status)).toEqual(Array(16).fill(202));
    expect(reads).toEqual(['/assets/disposable-domains.json']);
    for (const [i, res] of answers.entries()) {
      const { id } = await json(res);
      const q = await quality(server, id as string);
      if (sent[i]!.throwaway) expect(q).toEqual({ outcome: 'spam', reason: 'rule: disposable-email' });
      else expect(q?.outcome).toBe('unchecked');
    }
    expect(server.getLogs().filter((l) => /rule not run|failed/.test(l.message))).toEqual([]);
  });

  it('the list not readable: every lead kept (the rule fails open), logged, and read again by the next one', async () => {
    let answer = () => new Response('Not found', { status: 404 });
    const { server, reads } = await freshWorker(async () => answer());
    const first = await Promise.all(
      LEADS.map(([path, body]) => post(server, path, { ...body, email: 'r.kumar@mailinator.com' })),
    );
    expect(first.map((r) => r.status)).toEqual([202, 202, 202]);
    for (const res of first) expect((await quality(server, (await json(res)).id as string))?.outcome).toBe('unchecked');
    expect(server.getLogs().some((l) => l.level === 'error' && /disposable-email rule not run/.test(l.message))).toBe(
      true,
    );
    answer = () => new Response('["mailinator.com"]');
    const next = await post(server, 'submit-form', { ...CALLBACK, email: 'a.later@mailinator.com' });
    expect(await quality(server, (await json(next)).id as string)).toEqual({
      outcome: 'spam',
      reason: 'rule: disposable-email',
    });
    expect(reads.length).toBeGreaterThan(1);
  });
});

/**
 * The endpoint's own code (api/submit.ts) around a form whose parts throw: a mini app with the
 * stand-in bindings, the settings and the request's facts as the worker's middleware sets them
 * (request/facts.ts), and the partner form (its row's facts and FORM_HANDLERS.partner) with one
 * part broken.
 */
// Loaded by URL, typed here: the worker's modules are type-checked with its own bindings (tsconfig.json).
interface LeadForm {
  lead(values: unknown, timestamp: string): object;
  page(c: Context, state: { submitted?: boolean }): Promise<Response>;
}
const src = (path: string) => new URL(`../../src/worker/${path}`, import.meta.url).href;
const [{ FORM_HANDLERS }, { submit }, { getConfig }, { resolveFacts }] = await Promise.all([
  import(/* @vite-ignore */ src('api/forms.ts')) as Promise<{ FORM_HANDLERS: { partner: LeadForm } }>,
  import(/* @vite-ignore */ src('api/submit.ts')) as Promise<{
    submit(c: Context, form: LeadForm): Promise<Response>;
  }>,
  import(/* @vite-ignore */ src('settings/index.ts')) as Promise<{ getConfig(env: object): unknown }>,
  import(/* @vite-ignore */ src('request/facts.ts')) as Promise<{ resolveFacts(c: Context): void }>,
]);

async function mini(broken: Partial<LeadForm>) {
  const { server, env } = await freshWorker();
  const app = new Hono<{ Bindings: object; Variables: { config: unknown } }>();
  app.use('*', async (c, next) => {
    c.set('config', getConfig(c.env));
    resolveFacts(c as unknown as Context);
    await next();
  });
  const form = {
    ...FORM_HANDLERS.partner,
    name: 'partner',
    endpoint: 'submit-partner-form',
    callTime: false,
    ...broken,
  };
  app.post('/api/submit-partner-form', (c) => submit(c, form));
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  const send = (body: string, headers: Record<string, string>) =>
    app.fetch(
      new Request('https://photos.example.in/api/submit-partner-form', {
        method: 'POST',
        headers: { 'cf-connecting-ip': '10.9.0.1', ...headers },
        body,
      }),
      env as never,
      ctx as never,
    );
  return { server, send };
}

const asJson = { 'content-type': 'application/json' };
const asPage = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

describe('a failure before the lead is kept', () => {
  it('anything unexpected: 503 with the message to try again (JSON or page), never 500, nothing kept', async () => {
    const { server, send } = await mini({
      lead: () => {
        throw new Error('broken payload');
      },
    });
    const res = await send(JSON.stringify(PARTNER), asJson);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(await json(res)).toEqual({
      ok: false,
      error: 'We could not accept your request right now. Please try again in a few minutes.',
    });
    const page = await send(new URLSearchParams(PARTNER).toString(), asPage);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('We could not accept your request right now.');
    expect(await leadRows(server)).toEqual([]);
  });
});

describe('a failure after the lead is kept', () => {
  it('the success page failing: still a success (202), the lead kept once, the failure logged', async () => {
    const { server, send } = await mini({
      page: async (_c: Context, state: { submitted?: boolean }) => {
        throw new Error(`page broken (${state.submitted ? 'success' : 'error'})`);
      },
    });
    const res = await send(new URLSearchParams(PARTNER).toString(), asPage);
    expect(res.status).toBe(202);
    expect(await res.text()).toMatch(/Thank you/);
    expect(await leadRows(server)).toHaveLength(1);
    expect(server.getLogs().some((l) => /kept, its answer failed/.test(l.message))).toBe(true);
  });
});

/**
 * 202 only for a lead that was durably queued or stored. A binding that is missing is what a deploy
 * without it runs: no such key in `env`, so the worker's call on it throws, as it does on workerd
 * (these cases ran there on built configs without the bindings until 2026-12-03: one workerd start
 * each for what is the worker's own code, docs/testing.md "Worker and unit files (2026-12-03)").
 */
describe('a lead is never answered 202 unless it was durably accepted', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend?.close());
  /** A fresh worker with `vars`, less the bindings named; no migration step (tables made on first use). */
  async function without(vars: Record<string, string>, ...bindings: Array<'LEADS_QUEUE' | 'LEADS_DB'>) {
    const server = worker(vars);
    servers.push(server);
    await server.listen(); // its logs are captured from here on
    const env = (await server.getWorker().getEnv()) as unknown as Record<string, unknown>;
    for (const name of bindings) delete env[name];
    return server;
  }
  const relaying = () => ({ BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
  const cron = (server: Server) => server.getWorker().scheduled({ cron: '*/5 * * * *' });

  it('the queue refusing a lead: kept in D1 and relayed by the cron (202); 503 (never 202) when neither the queue nor D1 takes it', async () => {
    // Only the queue is missing: the lead was written to D1 with its idempotency claim, so it is accepted.
    const noQueue = await without(relaying(), 'LEADS_QUEUE');
    const res = await post(noQueue, 'submit-form', { ...CALLBACK, firstName: 'NoQueue' });
    expect(res.status).toBe(202);
    const { id } = await json(res);
    expect((await leadRows(noQueue, [id as string]))[0]).toMatchObject({
      status: 'pending',
      last_error: 'the queue refused the lead',
    });
    await cron(noQueue);
    expect((await leadRows(noQueue, [id as string]))[0]!.status).toBe('delivered');
    expect(backend.requests.filter(byKey(id as string))).toHaveLength(1);

    const before = backend.requests.length;
    const broken = await without({ BACKEND_URL: backend.url }, 'LEADS_QUEUE', 'LEADS_DB');
    for (const [endpoint, input] of [
      ['submit-form', CALLBACK],
      ['submit-partner-form', PARTNER],
      ['submit-photographer-form', PHOTOGRAPHER],
    ] as const) {
      const res = await post(broken, endpoint, input);
      expect(res.status).toBe(503);
      const body = await json(res);
      expect(body).toEqual({
        ok: false,
        error: 'We could not accept your request right now. Please try again in a few minutes.',
      });
      expect(res.headers.get('retry-after')).toBe('120');
    }
    // The no-JS visitor is told too, with the form still filled in.
    const page = await broken.fetch('/api/submit-partner-form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(PARTNER).toString(),
    });
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('We could not accept your request right now. Please try again in a few minutes.');
    expect(html).toContain('value="Mehta Travels"');
    expect(html).not.toContain('Application Submitted!');
    // Nothing was kept to send later: no queue, no D1. The cron, the one other sender, sends nothing.
    // It fails without D1 (workerd's harness answers its outcome; the in-process one throws it).
    await cron(broken).catch(() => undefined);
    expect(backend.requests.length).toBe(before);
  });

  it('with no BACKEND_URL: kept in D1 (table created on first use, no migration step); D1 unavailable: on the queue (202), 503 when the queue is too', async () => {
    const kept = await without({});
    const res = await post(kept, 'submit-partner-form', PARTNER);
    expect(res.status).toBe(202);
    const { id } = await json(res);
    const [row] = await leadRows(kept, [id as string]);
    expect(row).toMatchObject({ status: 'kept', endpoint: 'submit-partner-form' });
    expect(Object.keys(JSON.parse(row!.payload))).toEqual(FIELDS['submit-partner-form']);
    // The cron has nowhere to send it: it stays kept.
    await cron(kept);
    expect((await leadRows(kept, [id as string]))[0]!.status).toBe('kept');

    // D1 down at acceptance: the lead goes on the queue without the idempotency check (its consumer
    // writes the rows once D1 takes them: lead-reliability.test.ts); with the queue down too, 503.
    const noDb = await without({}, 'LEADS_DB');
    noDb.clearLogs();
    expect((await post(noDb, 'submit-form', CALLBACK)).status).toBe(202);
    expect(noDb.getLogs().some((l) => /queued without the idempotency check/.test(String(l.message)))).toBe(true);
    const broken = await without({}, 'LEADS_DB', 'LEADS_QUEUE');
    const refused = await post(broken, 'submit-form', CALLBACK);
    expect(refused.status).toBe(503);
    expect((await json(refused)).ok).toBe(false);
  });
});
