/**
 * The worker in-process, for the unit level (docs/testing.md): no build, no workerd. Its fetch
 * handler (the Hono app) gets a stand-in `env` — D1 over node:sqlite, KV, the queue with the
 * consumers of wrangler.toml, the rate limiter and send_email as small in-memory stand-ins — and is
 * called directly, as hono and honox test their apps with `app.request()`.
 *
 * It has the shape of wrangler's test harness (tests/helpers/harness.ts: listen, fetch, reset,
 * close, getWorker().getEnv()/scheduled()/applyD1Migrations(), getLogs()), so a test moves down a
 * level by changing its import and nothing else. `listen()` also serves the app on a loopback port
 * for tests that fetch a URL. Each instance loads its own copy of the worker's modules (an
 * isolate of its own: the page memo and content memo are module state).
 *
 * Not stood in (those tests stay on workerd, tests/worker): the Cache API (`caches.default`: the
 * content source runs without it), Queues' own timing (batching, delivery latency), the built
 * bundle and static assets.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { createTestHarness } from 'wrangler';
import disposableList from 'disposable-email-domains/index.json?raw';
import datasetFile from '../../src/worker/content/demo/dataset.ndjson?raw';
import { DEMO_DATASET_PATH, publishedDataset } from '../../src/worker/content/demo/dataset';
import { DISPOSABLE_LIST_PATH } from '../../src/worker/quality/disposable';
import { sqliteD1, type SqliteD1 } from './d1-sqlite';

/** wrangler's test harness (tests/helpers/harness.ts), whose shape the in-process worker has. */
type Harness = ReturnType<typeof createTestHarness>;
/** The bindings and handlers as this file sees them: the worker's own types stay in its tsconfig. */
type Env = Record<string, unknown>;
type Ctx = { waitUntil(p: Promise<unknown>): void; passThroughOnException(): void; props: object };
type Handler = {
  fetch(request: Request, env: Env, ctx: Ctx): Promise<Response>;
  queue(batch: unknown, env: Env, ctx: Ctx): Promise<void>;
  scheduled(controller: unknown, env: Env, ctx: Ctx): Promise<void>;
};
type SendOptions = { delaySeconds?: number; contentType?: string };

/** The demo dataset as the build writes it into the static assets, made once per test file. */
let demoDataset: string | undefined;

/** The [vars] of wrangler.toml, as the built worker gets them (plain strings). */
function wranglerVars(): Record<string, string> {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
  const section = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  const vars: Record<string, string> = {};
  for (const m of section.matchAll(/^([A-Z0-9_]+)\s*=\s*"([^"]*)"/gm)) vars[m[1]!] = m[2]!;
  return vars;
}

/**
 * A request's body as a web stream. Unlike Readable.toWeb, the worker may cancel it (a 413 before
 * the body is read): the rest is then drained and dropped, and the answer still goes out.
 */
function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.on('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.resume();
    },
  });
}

export interface QueuedMessage {
  body: unknown;
  options?: SendOptions;
}

function kvStandIn(): object {
  const map = new Map<string, { value: string; metadata?: unknown }>();
  const read = (v: string | undefined, type: unknown) => {
    if (v === undefined) return null;
    const t = typeof type === 'string' ? type : (type as { type?: string } | undefined)?.type;
    if (t === 'json') return JSON.parse(v);
    if (t === 'arrayBuffer') return new TextEncoder().encode(v).buffer;
    return v;
  };
  return {
    get: async (key: string, type?: unknown) => read(map.get(key)?.value, type),
    getWithMetadata: async (key: string, type?: unknown) => ({
      value: read(map.get(key)?.value, type),
      metadata: map.get(key)?.metadata ?? null,
    }),
    put: async (key: string, value: string, options?: { metadata?: unknown }) => {
      map.set(key, { value: String(value), metadata: options?.metadata });
    },
    delete: async (key: string) => {
      map.delete(key);
    },
    list: async (options?: { prefix?: string }) => ({
      keys: [...map.keys()].filter((k) => k.startsWith(options?.prefix ?? '')).map((name) => ({ name })),
      list_complete: true,
      cacheStatus: null,
    }),
  };
}

/** wrangler.toml [[ratelimits]]: `limit` calls per key in a `period`-second window. */
function rateLimiterStandIn(limit = 10, period = 60): object {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    limit: async ({ key }: { key: string }) => {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || now - w.start >= period * 1000) windows.set(key, (w = { start: now, count: 0 }));
      w.count += 1;
      return { success: w.count <= limit };
    },
  };
}

/**
 * wrangler's harness (listen, fetch, reset, update, close, getLogs, getWorker().getEnv() /
 * scheduled() / applyD1Migrations()), plus what only an in-process worker can show.
 */
export type InProcessWorker = Harness & {
  /** What the worker sent to LEADS_QUEUE. */
  readonly queued: QueuedMessage[];
  /** Each retry a queue consumer asked for (message.retry / retryAll), with its delay. */
  readonly retries: ReadonlyArray<{ queue: string; attempts: number; delaySeconds: number }>;
  /** What went out through NOTIFY_EMAIL: each raw MIME message with the id it was given. */
  readonly emails: ReadonlyArray<{ messageId: string; raw: string }>;
  /** The D1 stand-in's SQLite, to read or seed rows directly. */
  readonly d1: SqliteD1;
  /**
   * Resolves once nothing is left to happen: no request's background work, no queue message in
   * flight or due (a retry waiting out a delay of a second or more is not due). Replaces "sleep
   * and hope": what a test then sees is final.
   */
  idle(): Promise<void>;
};

export interface InProcessOptions {
  /** Queue retry delays in real time are the requested ones times this (default 1). */
  queueDelayScale?: number;
}

type Vars = Record<string, string>;
export interface WorkerOptions {
  workers: Array<{ vars?: Vars; secrets?: Vars; configPath?: string }>;
}

type WorkerModule = { default: Handler };

let loading: Promise<unknown> = Promise.resolve();

/** The worker's entry (wrangler.toml main), named by URL: vitest loads it; tsc leaves src/ to its own project. */
const WORKER_ENTRY = new URL('../../src/worker/index.ts', import.meta.url).href;

/** wrangler.toml [[queues.consumers]]. */
const QUEUES: Record<string, { maxRetries: number; dlq: string }> = {
  leads: { maxRetries: 5, dlq: 'leads-dlq' },
  'leads-dlq': { maxRetries: 100, dlq: 'leads' },
};

const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/**
 * The worker with wrangler.toml's vars, SANITY_WEBHOOK_SECRET 'test-secret' (as tests/helpers/harness.ts),
 * then `vars` and `secrets` over them. Same signature as harness.ts's `worker()`, plus `options`.
 */
export function worker(
  vars: Record<string, string> = {},
  secrets: Record<string, string> = {},
  options: InProcessOptions = {},
): InProcessWorker {
  const scale = options.queueDelayScale ?? 1;
  let current = { vars, secrets };
  let mod: Promise<WorkerModule> | undefined;
  let env: Env;
  let d1: SqliteD1 | undefined;
  let queued: QueuedMessage[] = [];
  let retries: Array<{ queue: string; attempts: number; delaySeconds: number }> = [];
  let emails: Array<{ messageId: string; raw: string }> = [];
  let kv: object;
  let server: Server | undefined;
  let base = new URL('http://127.0.0.1:8787');
  const pending = new Set<Promise<unknown>>();
  const logs: Array<{ level: string; message: string }> = [];
  const spies: Array<{ mockRestore(): void }> = [];

  const storage = () => {
    generation += 1;
    for (const t of timers.keys()) clearTimeout(t);
    timers.clear();
    d1 = sqliteD1();
    queued = [];
    retries = [];
    emails = [];
    kv = kvStandIn();
  };
  const fresh = () => {
    if (!d1) storage();
    const queue = {
      send: async (body: unknown, options?: SendOptions) => {
        queued.push({ body: structuredClone(body), options });
        consume('leads', structuredClone(body), 1, options?.delaySeconds);
      },
      sendBatch: async (messages: Iterable<SendOptions & { body: unknown }>) => {
        for (const m of messages) await queue.send(m.body, m);
      },
    };
    env = {
      ...wranglerVars(),
      SANITY_WEBHOOK_SECRET: 'test-secret',
      ...current.vars,
      ...current.secrets,
      LEADS_DB: d1!.db,
      CONTENT_STATE: kv,
      LEADS_QUEUE: queue,
      RATE_LIMITER: rateLimiterStandIn(),
      // As wrangler's local send_email: takes the message, answers its id (tests read it back by that id).
      NOTIFY_EMAIL: {
        send: async (message: { raw: string }) => {
          const messageId = `<${crypto.randomUUID()}@send-email.stand-in>`;
          emails.push({ messageId, raw: String(message.raw) });
          return { messageId };
        },
      },
      // The static assets the worker itself reads, as the build writes them (vite.config.ts): the
      // spam rules' list and the demo dataset, both straight from their files.
      ASSETS: {
        fetch: async (input: Request | string | URL) => {
          const path = new URL(input instanceof Request ? input.url : input).pathname;
          if (path === DISPOSABLE_LIST_PATH)
            return new Response(disposableList, { headers: { 'content-type': 'application/json' } });
          if (path === DEMO_DATASET_PATH) return new Response((demoDataset ??= publishedDataset(datasetFile)));
          return new Response('Not found', { status: 404 });
        },
      },
    };
    // A fresh module graph: this instance's own isolate-level state (memos, the config cache).
    // Loads one after another, so two instances never share part of a graph.
    const next = loading.then(() => {
      vi.resetModules();
      return import(/* @vite-ignore */ WORKER_ENTRY) as Promise<WorkerModule>;
    });
    loading = next.catch(() => undefined);
    mod = next;
  };

  /**
   * The queue consumers of wrangler.toml, one message a batch: `leads` (5 retries, then `leads-dlq`)
   * and `leads-dlq` (100 retries, then `leads`), each retry after the delay the worker asks for.
   * Delivery is asynchronous, as on Queues; a retry waits its delay in real time.
   */
  let generation = 0;
  let seq = 0;
  /** Messages waiting for delivery, each with its delay in seconds. */
  const timers = new Map<ReturnType<typeof setTimeout>, number>();
  const consume = (queueName: string, body: unknown, attempts: number, delaySeconds = 0) => {
    const gen = generation;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (gen === generation) void deliver(queueName, body, attempts);
      },
      delaySeconds * 1000 * scale,
    );
    timers.set(timer, delaySeconds);
  };
  const deliver = async (queueName: string, body: unknown, attempts: number) => {
    const { default: h } = await mod!;
    let outcome: { retry: boolean; delaySeconds?: number } | undefined;
    const message = {
      id: `m${++seq}`,
      timestamp: new Date(),
      body,
      attempts,
      ack: () => void (outcome ??= { retry: false }),
      retry: (o?: { delaySeconds?: number }) => void (outcome ??= { retry: true, delaySeconds: o?.delaySeconds }),
    };
    const batch = {
      queue: queueName,
      messages: [message],
      ackAll: () => message.ack(),
      retryAll: (o?: { delaySeconds?: number }) => message.retry(o),
    };
    const run = (async () => h.queue(batch, env, ctx()))();
    pending.add(run);
    try {
      await run;
    } catch (error) {
      console.error(`queue ${queueName}: ${error instanceof Error ? error.message : error}`);
      outcome ??= { retry: true };
    } finally {
      pending.delete(run);
    }
    if (!outcome?.retry) return;
    retries.push({ queue: queueName, attempts, delaySeconds: outcome.delaySeconds ?? 0 });
    const { maxRetries, dlq } = QUEUES[queueName]!;
    if (attempts > maxRetries) consume(dlq, body, 1);
    else consume(queueName, body, attempts + 1, outcome.delaySeconds);
  };

  const ctx = (): Ctx => ({
    waitUntil: (p: Promise<unknown>) => {
      const tracked = Promise.resolve(p)
        .catch(() => undefined)
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    passThroughOnException: () => undefined,
    props: {},
  });

  /** Background work (waitUntil) of earlier requests is done before the next one starts. */
  const settle = async () => {
    while (pending.size) await Promise.all([...pending]);
  };

  const dispatch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (!mod) fresh();
    await settle();
    const request = input instanceof Request ? new Request(input, init) : new Request(new URL(input, base), init);
    const { default: handler } = await mod!;
    return handler.fetch(request, env, ctx());
  };

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    try {
      const response = await dispatch(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? requestBody(req) : undefined,
        duplex: hasBody ? 'half' : undefined,
      } as RequestInit);
      const out: Array<[string, string]> = [];
      response.headers.forEach((v, k) => k !== 'set-cookie' && out.push([k, v]));
      for (const c of response.headers.getSetCookie()) out.push(['set-cookie', c]);
      res.writeHead(response.status, out.flat());
      if (response.body && req.method !== 'HEAD') {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      }
      res.end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  };

  const captureLogs = () => {
    if (spies.length) return;
    for (const level of CONSOLE_LEVELS) {
      const original = console[level].bind(console);
      spies.push(
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          logs.push({ level, message: args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ') });
          if (process.env.WORKER_LOGS) original(...args);
        }),
      );
    }
  };

  const idle = async () => {
    const due = () => [...timers.values()].some((seconds) => seconds * scale < 1);
    while (pending.size || due()) {
      await settle();
      await new Promise((r) => setTimeout(r, 5));
    }
  };

  const handle = {
    async listen() {
      captureLogs();
      if (!mod) fresh();
      if (!server) {
        server = createServer((req, res) => void serve(req, res));
        await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
        base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      }
      return { url: base };
    },
    fetch: dispatch,
    getWorker: () => ({
      getEnv: async () => {
        if (!mod) fresh();
        return env;
      },
      applyD1Migrations: async () => {
        if (!mod) fresh();
        d1!.migrate();
      },
      scheduled: async (event: { cron?: string; scheduledTime?: Date | number } = {}) => {
        if (!mod) fresh();
        await settle();
        const { default: h } = await mod!;
        const time = event.scheduledTime ?? Date.now();
        await h.scheduled(
          {
            cron: event.cron ?? '*/5 * * * *',
            scheduledTime: typeof time === 'number' ? time : time.getTime(),
            type: 'scheduled',
            noRetry: () => undefined,
          },
          env,
          ctx(),
        );
        await settle();
      },
      fetch: dispatch,
    }),
    getLogs: () => logs,
    clearLogs: () => {
      logs.length = 0;
    },
    async reset() {
      await settle();
      current = { vars, secrets };
      storage();
      fresh();
    },
    async update(change: WorkerOptions | ((current: WorkerOptions) => WorkerOptions)) {
      await settle();
      const next = typeof change === 'function' ? change({ workers: [current] }) : change;
      const w = next.workers[0]!;
      current = { vars: { ...w.vars }, secrets: { ...w.secrets } };
      fresh();
    },
    async close() {
      await settle();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
      generation += 1;
      for (const t of timers.keys()) clearTimeout(t);
      for (const s of spies.splice(0)) s.mockRestore();
    },
    idle,
    debug: () => undefined,
    get queued() {
      return queued;
    },
    get retries() {
      return retries;
    },
    get emails() {
      return emails;
    },
    get d1() {
      if (!mod) fresh();
      return d1!;
    },
  };
  return handle as unknown as InProcessWorker;
}

export { asBot, asBrowser, BOT_UA, BROWSER_UA, drained, sanityVars } from './requests';
