/**
 * The worker in-process, for the unit level (docs/testing.md): no build, no workerd. Its fetch
 * handler (the Hono app) gets a stand-in `env` — D1 over node:sqlite, KV, the queue producer, the
 * rate limiter and send_email as small in-memory stand-ins — and is called directly, as hono and
 * honox test their apps with `app.request()`.
 *
 * It has the shape of wrangler's test harness (tests/helpers/harness.ts: listen, fetch, reset,
 * close, getWorker().getEnv()/scheduled()/applyD1Migrations(), getLogs()), so a test moves down a
 * level by changing its import and nothing else. `listen()` also serves the app on a loopback port
 * for tests that fetch a URL. Each instance loads its own copy of the worker's modules (an
 * isolate of its own: the page memo and content memo are module state).
 *
 * Not stood in (those tests stay on workerd, tests/worker): the Cache API (`caches.default`),
 * queue consumers and their retries / dead-letter queue, the built bundle and static assets.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { vi } from 'vitest';
import { sqliteD1, type SqliteD1 } from './d1-sqlite';

/** The [vars] of wrangler.toml, as the built worker gets them (plain strings). */
function wranglerVars(): Record<string, string> {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
  const section = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  const vars: Record<string, string> = {};
  for (const m of section.matchAll(/^([A-Z0-9_]+)\s*=\s*"([^"]*)"/gm)) vars[m[1]!] = m[2]!;
  return vars;
}

export interface QueuedMessage {
  body: unknown;
  options?: QueueSendOptions;
}

function kvStandIn(): KVNamespace {
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
  } as unknown as KVNamespace;
}

/** wrangler.toml [[ratelimits]]: `limit` calls per key in a `period`-second window. */
function rateLimiterStandIn(limit = 10, period = 60): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    limit: async ({ key }: { key: string }) => {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || now - w.start >= period * 1000) windows.set(key, (w = { start: now, count: 0 }));
      w.count += 1;
      return { success: w.count <= limit };
    },
  } as RateLimit;
}

export interface InProcessWorker {
  listen(): Promise<{ url: URL }>;
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  getWorker(): {
    getEnv(): Promise<Env>;
    applyD1Migrations(binding?: string): Promise<void>;
    scheduled(event?: { cron?: string; scheduledTime?: Date | number }): Promise<void>;
    fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  };
  /** Console output of the worker since listen() or clearLogs(), as the harness's getLogs(). */
  getLogs(): Array<{ level: string; message: string }>;
  clearLogs(): void;
  /** Fresh storage and a fresh isolate, same vars (the harness's reset()). */
  reset(): Promise<void>;
  /** New vars, same storage, a fresh isolate (the harness's update(), `{ workers: [{ vars, secrets }] }`). */
  update(options: WorkerOptions | ((current: WorkerOptions) => WorkerOptions)): Promise<void>;
  close(): Promise<void>;
  /** What the worker sent to LEADS_QUEUE, and through NOTIFY_EMAIL (each raw MIME message with the id it was given). */
  readonly queued: QueuedMessage[];
  readonly emails: ReadonlyArray<{ messageId: string; raw: string }>;
  /** The D1 stand-in's SQLite, to read or seed rows directly. */
  readonly d1: SqliteD1;
}

type Vars = Record<string, string>;
export interface WorkerOptions {
  workers: Array<{ vars?: Vars; secrets?: Vars; configPath?: string }>;
}

type WorkerModule = { default: ExportedHandler<Env> };

let loading: Promise<unknown> = Promise.resolve();

/** wrangler.toml [[queues.consumers]]. */
const QUEUES: Record<string, { maxRetries: number; dlq: string }> = {
  leads: { maxRetries: 5, dlq: 'leads-dlq' },
  'leads-dlq': { maxRetries: 100, dlq: 'leads' },
};

const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/**
 * The worker with wrangler.toml's vars, SANITY_WEBHOOK_SECRET 'test-secret' (as tests/helpers/harness.ts),
 * then `vars` and `secrets` over them. Same signature as harness.ts's `worker()`.
 */
export function worker(vars: Record<string, string> = {}, secrets: Record<string, string> = {}): InProcessWorker {
  let current = { vars, secrets };
  let mod: Promise<WorkerModule> | undefined;
  let env: Env;
  let d1: SqliteD1 | undefined;
  let queued: QueuedMessage[] = [];
  let emails: Array<{ messageId: string; raw: string }> = [];
  let kv: KVNamespace;
  let server: Server | undefined;
  let base = new URL('http://127.0.0.1:8787');
  const pending = new Set<Promise<unknown>>();
  const logs: Array<{ level: string; message: string }> = [];
  const spies: Array<{ mockRestore(): void }> = [];

  const storage = () => {
    generation += 1;
    for (const t of timers) clearTimeout(t);
    timers.clear();
    d1 = sqliteD1();
    queued = [];
    emails = [];
    kv = kvStandIn();
  };
  const fresh = () => {
    if (!d1) storage();
    const queue = {
      send: async (body: unknown, options?: QueueSendOptions) => {
        queued.push({ body: structuredClone(body), options });
        consume('leads', structuredClone(body), 1, options?.delaySeconds);
      },
      sendBatch: async (messages: Iterable<MessageSendRequest>) => {
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
      ASSETS: { fetch: async () => new Response('Not found', { status: 404 }) },
    } as unknown as Env;
    // A fresh module graph: this instance's own isolate-level state (memos, the config cache).
    // Loads one after another, so two instances never share part of a graph.
    const next = loading.then(() => {
      vi.resetModules();
      return import('../../src/worker/index') as Promise<WorkerModule>;
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
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const consume = (queueName: string, body: unknown, attempts: number, delaySeconds = 0) => {
    const gen = generation;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (gen === generation) void deliver(queueName, body, attempts);
    }, delaySeconds * 1000);
    timers.add(timer);
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
      retry: (o?: QueueRetryOptions) => void (outcome ??= { retry: true, delaySeconds: o?.delaySeconds }),
    };
    const batch = {
      queue: queueName,
      messages: [message],
      ackAll: () => message.ack(),
      retryAll: (o?: QueueRetryOptions) => message.retry(o),
    };
    const run = (async () => h.queue!(batch as unknown as MessageBatch<unknown>, env, ctx()))();
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
    const { maxRetries, dlq } = QUEUES[queueName]!;
    if (attempts > maxRetries) consume(dlq, body, 1);
    else consume(queueName, body, attempts + 1, outcome.delaySeconds);
  };

  const ctx = (): ExecutionContext =>
    ({
      waitUntil: (p: Promise<unknown>) => {
        const tracked = Promise.resolve(p)
          .catch(() => undefined)
          .finally(() => pending.delete(tracked));
        pending.add(tracked);
      },
      passThroughOnException: () => undefined,
      props: {},
    }) as unknown as ExecutionContext;

  /** Background work (waitUntil) of earlier requests is done before the next one starts. */
  const settle = async () => {
    while (pending.size) await Promise.all([...pending]);
  };

  const dispatch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (!mod) fresh();
    await settle();
    const request = input instanceof Request ? new Request(input, init) : new Request(new URL(input, base), init);
    const { default: handler } = await mod!;
    return handler.fetch!(request as Request<unknown, IncomingRequestCfProperties>, env, ctx());
  };

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    try {
      const response = await dispatch(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
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

  const handle: InProcessWorker = {
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
      scheduled: async (event = {}) => {
        if (!mod) fresh();
        await settle();
        const { default: h } = await mod!;
        const time = event.scheduledTime ?? Date.now();
        await h.scheduled!(
          {
            cron: event.cron ?? '*/5 * * * *',
            scheduledTime: typeof time === 'number' ? time : time.getTime(),
            type: 'scheduled',
            noRetry: () => undefined,
          } as ScheduledController,
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
    async update(options) {
      await settle();
      const next = typeof options === 'function' ? options({ workers: [current] }) : options;
      const w = next.workers[0]!;
      current = { vars: { ...w.vars }, secrets: { ...w.secrets } };
      fresh();
    },
    async close() {
      await settle();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
      generation += 1;
      for (const t of timers) clearTimeout(t);
      for (const s of spies.splice(0)) s.mockRestore();
    },
    get queued() {
      return queued;
    },
    get emails() {
      return emails;
    },
    get d1() {
      if (!mod) fresh();
      return d1!;
    },
  };
  return handle;
}

export { asBot, asBrowser, BOT_UA, BROWSER_UA, sanityVars } from './requests';
