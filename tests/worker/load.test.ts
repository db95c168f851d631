import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend, type BackendRequest } from '../helpers/backend-standin';
import { BOT_UA, BROWSER_UA, worker } from '../helpers/harness';
import { title } from '../helpers/html';
import { CALLBACK, FIELDS, PARTNER, PHOTOGRAPHER, ip, leadRows, until } from '../helpers/leads';

/**
 * Load and abuse: bounded runs of mixed, concurrent traffic against the built worker
 * over loopback — page views, valid lead submissions and invalid ones — asserting zero 5xx, zero
 * network errors, the right answer to every request and EVERY accepted lead delivered to the
 * (stand-in) backend exactly once with its Idempotency-Key; also with the backend answering 503
 * for the first part of the run (queue retries → dead-letter queue → D1 → cron).
 * Counts and concurrency are fixed; no figure here is a timing budget (those are in npm run bench).
 */

const CONCURRENCY = 16;

/**
 * Ten routes with the title a visitor sees on each (demo dataset). A listing's title comes from its
 * seo record, and a record slower than its window gives the page's default title (the third entry, where it differs)
 * (src/worker/render/meta.ts): on a busy 2-core machine that is a right answer too, counted in the log.
 */
const PAGES: Array<[string, string, string?]> = [
  [
    '/',
    'Professional Photographers Across India | ShutterStory',
    'Professional Photography Services Across India | ShutterStory',
  ],
  ['/photographers?page=2', 'Our Photographers | ShutterStory', 'Professional Photographers | ShutterStory'],
  [
    '/place/wedding-photographer-jaipur',
    'Wedding Photography in Jaipur | Book Professional Photographers | ShutterStory',
  ],
  [
    '/blogs/how-to-plan-your-wedding-photography-timeline',
    'How to Plan Your Wedding Photography Timeline | ShutterStory',
  ],
  ['/services', 'Photography Services | ShutterStory'],
  ['/packages', 'Photography Packages and Prices | ShutterStory', 'Photography Packages & Pricing | ShutterStory'],
  ['/portfolio/riya-karan-jaipur-palace-wedding', 'Riya & Karan — A Jaipur Palace Wedding | ShutterStory'],
  ['/photographers/aarav-mehta', 'Aarav Mehta - Lead Wedding Photographer | ShutterStory'],
  ['/city/jaipur', 'Top Photos in Jaipur | ShutterStory'],
  ['/faqs', 'Frequently Asked Questions | ShutterStory'],
];
let defaultTitles = 0;

type Endpoint = keyof typeof FIELDS;
const ENDPOINTS = Object.keys(FIELDS) as Endpoint[];

/** A valid lead whose free-text field carries `marker`, so the relayed JSON can be matched to it. */
function validLead(endpoint: Endpoint, marker: string): Record<string, unknown> {
  if (endpoint === 'submit-form') return { ...CALLBACK, message: marker };
  if (endpoint === 'submit-partner-form') return { ...PARTNER, whyPartner: marker };
  return { ...PHOTOGRAPHER, whyJoin: marker };
}
const markerOf = (endpoint: Endpoint, sent: Record<string, string>) =>
  endpoint === 'submit-form' ? sent.message : endpoint === 'submit-partner-form' ? sent.whyPartner : sent.whyJoin;

/** Ways to get a submission wrong; each must be refused with a 4xx, never accepted or a 5xx. */
const INVALID: Array<(endpoint: Endpoint) => { body: string; headers?: Record<string, string> }> = [
  () => ({ body: '{"firstName": "Priya",' }), // malformed JSON → 400
  () => ({ body: '[1,2,3]' }), // not an object → 400
  () => ({ body: '{}' }), // every field missing → 422
  (e) => ({ body: JSON.stringify({ ...validLead(e, 'bad-email'), email: 'nobody@' }) }), // 422
  (e) => ({ body: JSON.stringify({ ...validLead(e, 'typed'), name: ['list'], firstName: { x: 1 } }) }), // 422
  (e) => ({ body: JSON.stringify(validLead(e, 'x'.repeat(20 * 1024))) }), // over 16 KB → 413
  (e) => ({ body: JSON.stringify(validLead(e, 'plain')), headers: { 'content-type': 'text/plain' } }), // 415
  (e) => ({ body: JSON.stringify(validLead(e, 'foreign')), headers: { origin: 'https://evil.example' } }), // 403
];

interface Outcome {
  kind: 'page' | 'valid' | 'invalid';
  label: string;
  status: number;
  error?: string;
  id?: string;
  endpoint?: Endpoint;
  marker?: string;
  title?: string;
  complete?: boolean;
  ok?: unknown;
  /** What a 5xx answered, so a failure says whose answer it was (the worker's or the runtime's). */
  body?: string;
}

interface Plan {
  tasks: Array<() => Promise<Outcome>>;
}

let backend: Backend;
let server: ReturnType<typeof worker>;
let base: string;

beforeAll(async () => {
  backend = await startBackend();
  server = worker({ BACKEND_URL: backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  await server.getWorker().applyD1Migrations('LEADS_DB');
});
afterAll(async () => {
  await server?.close();
  await backend?.close();
});

/** Runs the tasks with at most `concurrency` in flight; a thrown error is a network error. */
async function runPool(tasks: Array<() => Promise<Outcome>>, concurrency: number): Promise<Outcome[]> {
  const out: Outcome[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return out;
}

/** Deterministic shuffle (mulberry32), so a failing mix can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const failed = (kind: Outcome['kind'], label: string, error: unknown): Outcome => ({
  kind,
  label,
  status: 0,
  error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
});

function pageView(path: string, n: number): () => Promise<Outcome> {
  // Half as a browser (streamed), half as a crawler (whole page at once).
  const ua = n % 2 ? BOT_UA : BROWSER_UA;
  return async () => {
    try {
      const res = await fetch(`${base}${path}`, { headers: { 'user-agent': ua } });
      const html = await res.text();
      return {
        kind: 'page',
        label: path,
        status: res.status,
        title: title(html),
        complete: html.trimEnd().endsWith('</html>'),
      };
    } catch (error) {
      return failed('page', path, error);
    }
  };
}

function submission(
  kind: 'valid' | 'invalid',
  endpoint: Endpoint,
  body: string,
  extra: { headers?: Record<string, string>; marker?: string } = {},
): () => Promise<Outcome> {
  return async () => {
    try {
      const res = await fetch(`${base}/api/${endpoint}`, {
        method: 'POST',
        // A distinct client each time, so the 10-a-minute limit per IP never interferes.
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip(), ...extra.headers },
        body,
      });
      const type = res.headers.get('content-type') ?? '';
      const text = await res.text();
      const json = type.includes('application/json') ? (JSON.parse(text) as { ok?: unknown; id?: unknown }) : {};
      return {
        kind,
        label: endpoint,
        endpoint,
        status: res.status,
        id: typeof json.id === 'string' ? json.id : undefined,
        ok: json.ok,
        marker: extra.marker,
        body: res.status >= 500 ? `${type}: ${text.slice(0, 200)}` : undefined,
      };
    } catch (error) {
      return failed(kind, endpoint, error);
    }
  };
}

/** `views` page views over the ten routes, `valid` leads over the three endpoints, `invalid` refusals; shuffled. */
function plan(run: string, views: number, valid: number, invalid: number, seed: number): Plan {
  const tasks: Array<() => Promise<Outcome>> = [];
  for (let n = 0; n < views; n++) tasks.push(pageView(PAGES[n % PAGES.length]![0], n));
  for (let n = 0; n < valid; n++) {
    const endpoint = ENDPOINTS[n % ENDPOINTS.length]!;
    const marker = `${run}-lead-${n}`;
    tasks.push(submission('valid', endpoint, JSON.stringify(validLead(endpoint, marker)), { marker }));
  }
  for (let n = 0; n < invalid; n++) {
    const endpoint = ENDPOINTS[n % ENDPOINTS.length]!;
    const bad = INVALID[n % INVALID.length]!(endpoint);
    tasks.push(submission('invalid', endpoint, bad.body, { headers: bad.headers }));
  }
  return { tasks: shuffle(tasks, seed) };
}

/** Everything a visitor or a client could see go wrong in one run's answers. */
function expectCleanAnswers(outcomes: Outcome[], counts: { views: number; valid: number; invalid: number }) {
  expect(outcomes.filter((o) => o.error).map((o) => `${o.label}: ${o.error}`)).toEqual([]);
  // A 5xx names what the worker logged as an error, so a failure here says why.
  const errors = server
    .getLogs()
    .filter((l) => /error|failed|not accepted/i.test(String(l.message)))
    .map((l) => String(l.message).slice(0, 300));
  expect(
    outcomes.filter((o) => o.status >= 500).map((o) => `${o.label} ${o.status} ${o.body}`),
    errors.join('\n'),
  ).toEqual([]);

  const pages = outcomes.filter((o) => o.kind === 'page');
  expect(pages).toHaveLength(counts.views);
  const titles = new Map(PAGES.map(([path, ...accepted]) => [path, accepted]));
  const wrongPages = pages.filter((p) => p.status !== 200 || !titles.get(p.label)?.includes(p.title) || !p.complete);
  defaultTitles += pages.filter((p) => p.title === titles.get(p.label)?.[1]).length;
  expect(wrongPages.map((p) => `${p.label} ${p.status} ${p.title} complete=${p.complete}`)).toEqual([]);

  const valid = outcomes.filter((o) => o.kind === 'valid');
  expect(valid).toHaveLength(counts.valid);
  expect(
    valid
      .filter((o) => o.status !== 202 || o.ok !== true || !/^[0-9a-f-]{36}$/.test(o.id ?? ''))
      .map((o) => `${o.label} ${o.status}`),
  ).toEqual([]);
  expect(new Set(valid.map((o) => o.id)).size).toBe(counts.valid);

  const invalid = outcomes.filter((o) => o.kind === 'invalid');
  expect(invalid).toHaveLength(counts.invalid);
  expect(
    invalid
      .filter((o) => o.status < 400 || o.status >= 500 || o.ok !== false || o.id)
      .map((o) => `${o.label} ${o.status}`),
  ).toEqual([]);
  // Every kind of refusal came up.
  expect(new Set(invalid.map((o) => o.status))).toEqual(new Set([400, 403, 413, 415, 422]));
}

const keyOf = (r: BackendRequest) => r.headers['idempotency-key'] as string | undefined;
const delivered = (r: BackendRequest) => r.status >= 200 && r.status < 300;

/** Each accepted lead reached the backend exactly once successfully, at its endpoint, with its own data and key. */
function expectEveryLeadDelivered(accepted: Outcome[], requests: BackendRequest[]) {
  const byKey = new Map<string, BackendRequest[]>();
  for (const r of requests) {
    const key = keyOf(r);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  const problems: string[] = [];
  for (const lead of accepted) {
    const attempts = byKey.get(lead.id!) ?? [];
    const ok = attempts.filter(delivered);
    if (ok.length !== 1)
      problems.push(`${lead.marker}: ${ok.length} successful deliveries of ${attempts.length} attempts`);
    if (new Set(attempts.map((a) => `${a.path} ${a.body}`)).size > 1) problems.push(`${lead.marker}: attempts differ`);
    const first = attempts[0];
    if (!first) continue;
    if (
      first.method !== 'POST' ||
      first.path !== `/${lead.endpoint}` ||
      first.headers['content-type'] !== 'application/json'
    )
      problems.push(`${lead.marker}: sent as ${first.method} ${first.path}`);
    const sent = JSON.parse(first.body) as Record<string, string>;
    if (Object.keys(sent).join() !== FIELDS[lead.endpoint!].join())
      problems.push(`${lead.marker}: fields ${Object.keys(sent).join()}`);
    if (markerOf(lead.endpoint!, sent) !== lead.marker)
      problems.push(`${lead.id}: carries ${markerOf(lead.endpoint!, sent)}, not ${lead.marker}`);
  }
  expect(problems).toEqual([]);
}

/**
 * Not the first run's leads: had it failed before its leads were all delivered, their late
 * deliveries would read as deliveries the second run never sent.
 */
const thisRun = (r: BackendRequest) => !r.body.includes('"steady-lead-');

/**
 * Waits until the queue has given every message sent before now its turn, and answers the backend
 * requests since `before` less the probe's: no fixed wait. The probe is one more lead, sent now:
 * Queues hands the consumer one batch at a time, in the order the messages came, and a batch's
 * retries go back in as it ends (no delay here: LEAD_RETRY_BASE_SECONDS 0), ahead of anything sent
 * later. So once the probe is at the backend, a late duplicate of an earlier lead would be there too.
 */
async function queueSettled(before: number): Promise<BackendRequest[]> {
  const probe = await submission('valid', 'submit-form', JSON.stringify(validLead('submit-form', 'probe')))();
  expect(probe.status).toBe(202);
  await until(
    async () => backend.requests.some((r) => keyOf(r) === probe.id && delivered(r)),
    20_000,
    'the probe lead, sent after the run, at the backend',
  );
  return backend.requests.slice(before).filter((r) => keyOf(r) !== probe.id);
}

const allDelivered = (accepted: Outcome[]) => {
  const done = new Set(backend.requests.filter(delivered).map(keyOf));
  return accepted.every((o) => done.has(o.id));
};

describe('mixed concurrent traffic against the worker', () => {
  it('400 page views, 120 valid and 40 invalid submissions at concurrency 16: no error, every lead delivered once', async () => {
    const counts = { views: 400, valid: 120, invalid: 40 };
    const before = backend.requests.length;
    const started = Date.now();
    const outcomes = await runPool(plan('steady', counts.views, counts.valid, counts.invalid, 9).tasks, CONCURRENCY);
    const ran = Date.now() - started;
    expectCleanAnswers(outcomes, counts);

    const accepted = outcomes.filter((o) => o.kind === 'valid');
    await until(async () => allDelivered(accepted), 20_000, 'every accepted lead at the backend');
    const mine = await queueSettled(before); // a late duplicate would be there now
    expectEveryLeadDelivered(accepted, mine);
    // Nothing else reached the backend: no refused submission, no duplicate.
    expect(mine).toHaveLength(counts.valid);
    // Every lead's row says delivered, by the queue: none had to be parked (the cron counts its attempts).
    const ids = accepted.map((o) => o.id!);
    await until(
      async () => (await leadRows(server, ids)).every((r) => r.status === 'delivered'),
      10_000,
      'every lead marked delivered',
    );
    expect((await leadRows(server, ids)).filter((r) => r.attempts > 0 || r.last_error)).toEqual([]);
    console.log(
      `load: ${outcomes.length} requests in ${ran} ms at concurrency ${CONCURRENCY}; ${counts.valid} leads delivered ${Date.now() - started - ran} ms later; ${defaultTitles} pages with their default title`,
    );
  }, 120_000); // a bounded run: the budget is for a busy shared 2-core machine, not a target

  it('backend answering 503 for the first part of the run, then back: every accepted lead still delivered once (DLQ → D1 → cron)', async () => {
    const counts = { views: 160, valid: 60, invalid: 16 };
    const { tasks } = plan('outage', counts.views, counts.valid, counts.invalid, 42);
    const before = backend.requests.length;
    backend.answer(503);
    const started = Date.now();
    // First half of the run during the outage: leads are accepted, the backend refuses them, each is
    // retried by the queue until its budget is spent, then parked in D1.
    const during = await runPool(tasks.slice(0, tasks.length / 2), CONCURRENCY);
    const duringIds = during.filter((o) => o.kind === 'valid' && o.id).map((o) => o.id!);
    // The outage lasts until the first leads are parked (bounded), however long that takes on this
    // machine; a cron run meanwhile fails without losing anything.
    await until(
      async () => (await leadRows(server, duringIds)).filter((r) => r.status === 'pending').length >= 10,
      25_000,
      'leads parked in D1 during the outage',
    );
    await server.getWorker().scheduled({ cron: '*/5 * * * *' });
    expect(backend.requests.slice(before).filter(delivered).filter(thisRun)).toEqual([]);
    const outage = Date.now() - started;

    // The backend is back for the second half: new leads go straight through the queue, and the
    // cron (run here as its trigger would) re-sends the parked ones until none is left.
    backend.answer(200);
    const after = await runPool(tasks.slice(tasks.length / 2), CONCURRENCY);
    const outcomes = [...during, ...after];
    expectCleanAnswers(outcomes, counts); // visitors see nothing of the outage
    const accepted = outcomes.filter((o) => o.kind === 'valid');
    const ids = accepted.map((o) => o.id!);
    await until(
      async () => {
        await server.getWorker().scheduled({ cron: '*/5 * * * *' });
        return allDelivered(accepted) && (await leadRows(server, ids)).every((r) => r.status === 'delivered');
      },
      20_000,
      'every accepted lead delivered after the outage',
    );
    const mine = (await queueSettled(before)).filter(thisRun); // a late duplicate would be there now
    expectEveryLeadDelivered(accepted, mine);
    expect(mine.every((r) => ids.includes(keyOf(r)!))).toBe(true); // refused submissions never reached it
    const rows = await leadRows(server, ids);
    for (const row of rows) expect(row.status).toBe('delivered');
    // Parked ones were delivered by the cron, which counts its attempts.
    const parked = rows.filter((r) => r.attempts > 0);
    expect(parked.length).toBeGreaterThanOrEqual(10);
    for (const row of parked) expect(row.status).toBe('delivered');
    // Parked leads had 1 + max_retries (5) refusals each before the cron delivered them.
    for (const row of parked)
      expect(mine.filter((r) => keyOf(r) === row.id && r.status === 503).length).toBeGreaterThanOrEqual(6);
    // Leads accepted after the recovery went straight through, once, never parked.
    const afterIds = after.filter((o) => o.kind === 'valid').map((o) => o.id!);
    expect(afterIds.length).toBeGreaterThan(0);
    for (const id of afterIds) expect(mine.filter((r) => keyOf(r) === id).map((r) => r.status)).toEqual([200]);
    for (const id of afterIds) expect(rows.find((r) => r.id === id)!.attempts).toBe(0);
    // Delivered leads are not sent again by later cron runs.
    const count = backend.requests.length;
    await server.getWorker().scheduled({ cron: '*/5 * * * *' });
    expect(backend.requests.length).toBe(count);
    console.log(
      `outage: 503 for ${outage} ms; ${parked.length} of ${ids.length} leads parked in D1 and delivered by the cron, ${afterIds.length} sent straight after the recovery`,
    );
  }, 120_000);
});
