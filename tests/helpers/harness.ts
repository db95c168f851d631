import { TransformStream } from 'node:stream/web';
import { Response as MiniflareResponse } from 'miniflare';
import { afterAll, beforeAll } from 'vitest';
import { createTestHarness } from 'wrangler';
import { startBackend, type Backend } from './backend-standin';

export { asBot, asBrowser, BOT_UA, BROWSER_UA, drained, sanityVars } from './requests';

export const BUILT_CONFIG = 'dist/photo_site/wrangler.json';

/**
 * The per-contact rate limit is off unless a test sets RATE_LIMIT_CONTACT_OVER
 * (tests/worker/quality.test.ts does): the suites send one fixture's phone number many times a minute.
 */
const withTestDefaults = (vars: Record<string, string> = {}) => ({ RATE_LIMIT_CONTACT_OVER: 'off', ...vars });

/**
 * A response whose body stays readable until the test reads it. Miniflare's dispatchFetch answers
 * `new Response(inner.body, inner)` and drops the undici response `inner`; once the garbage collector
 * takes `inner`, undici cancels its body if nobody is reading it yet (its FinalizationRegistry in
 * undici/lib/web/fetch/body.js), and a test that reads the body after an await then fails with "Body is
 * unusable: Body has already been read" (seen once in tests/worker/lead-relay-outage.test.ts during a
 * full `npm test`). Piping the body on at once locks the original stream, which undici then leaves
 * alone; the copy streams as the original did (backpressure and cancellation pass through).
 */
function held(res: MiniflareResponse): MiniflareResponse {
  if (!res.body || res.status === 101) return res;
  return new MiniflareResponse(res.body.pipeThrough(new TransformStream()), res);
}

/**
 * wrangler's test harness, with every response's body held for the test (held() above) and the
 * bodies left unread cancelled on close(): close() waits for every request still running in the
 * harness's connection pool, and a response whose body was never read stays running until it is
 * garbage-collected (seconds; over a minute on a loaded machine: tests/worker/quality.test.ts).
 * Every workerd test starts its workers through this (or worker() below).
 */
export function testHarness(...args: Parameters<typeof createTestHarness>) {
  const harness = createTestHarness(...args);
  const responses: Array<{ bodyUsed: boolean; body: { cancel(): Promise<void> } | null }> = [];
  const fetch = harness.fetch.bind(harness);
  harness.fetch = (async (...request: Parameters<typeof fetch>) => {
    const res = held(await fetch(...request));
    responses.push(res);
    return res;
  }) as typeof harness.fetch;
  const close = harness.close.bind(harness);
  harness.close = async () => {
    const unread = responses.splice(0).filter((r) => !r.bodyUsed && r.body);
    await Promise.all(unread.map((r) => r.body!.cancel().catch(() => {})));
    await close();
  };
  return harness;
}

/**
 * The built worker (npm run build) in workerd through wrangler's test harness.
 * `vars` override wrangler.toml (e.g. point SANITY_API_HOST at the stand-in).
 * The unit level's in-process worker (tests/helpers/in-process.ts) has the same shape.
 */
export function worker(vars: Record<string, string> = {}, secrets: Record<string, string> = {}) {
  const harness = testHarness({
    workers: [
      { configPath: BUILT_CONFIG, vars: withTestDefaults({ SANITY_WEBHOOK_SECRET: 'test-secret', ...vars }), secrets },
    ],
  });
  // update() replaces the vars: the test defaults stay unless the test names them.
  type Options = Exclude<Parameters<typeof harness.update>[0], (...args: never[]) => unknown>;
  const update = harness.update.bind(harness);
  harness.update = ((options: Options) =>
    update({
      ...options,
      workers: options.workers.map((w) =>
        'vars' in w || 'configPath' in w
          ? { ...w, vars: withTestDefaults((w as { vars?: Record<string, string> }).vars) }
          : w,
      ),
    })) as typeof harness.update;
  return harness;
}

/**
 * A lead backend's stand-in and the built worker relaying to it (D1 migrated), started before one
 * describe's tests and closed after them. Describes that run side by side (`describe.concurrent`:
 * their time is waiting on Queues' retries or a timeout) each take their own, so none sees another's
 * backend answers, outage or D1 triggers.
 */
export function relayingWorker(): { backend: Backend; server: ReturnType<typeof worker> } {
  const world = {} as { backend: Backend; server: ReturnType<typeof worker> };
  beforeAll(async () => {
    world.backend = await startBackend();
    world.server = worker({ BACKEND_URL: world.backend.url, LEAD_RETRY_BASE_SECONDS: '0' });
    await world.server.listen();
    await world.server.getWorker().applyD1Migrations('LEADS_DB');
  });
  afterAll(async () => {
    await world.server?.close();
    await world.backend?.close();
  });
  return world;
}
