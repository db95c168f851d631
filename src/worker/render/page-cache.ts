import type { MiddlewareHandler } from 'hono';
import { withoutMarketingParams } from '../../shared/attribution/params';
import { contentGeneration, FRESH_SECONDS } from '../content';
import type { AppContext, AppEnv } from '../app-env';
import { FRAGMENT_HEADER } from './fragment';

/**
 * Whole-page memo per isolate for anonymous GET page views. A page is stored only when it
 * rendered with every query succeeding in time (not with the seo defaults of a slow record), keyed
 * by URL, content generation (so the webhook purges it), bot-ness (crawlers get the all-ready
 * document) and whether a consent choice was made (the consent element shows until then), for
 * the content cache's fresh window. Marketing parameters (utm_*, gclid, …) are not part of the
 * key: an ad click with a unique gclid is the clean URL's page (pages never render them;
 * attribution is captured around the memo, src/worker/attribution).
 *
 * Only settled pages are stored: when every block was ready before the shell flushed, the page
 * has no inline executable script (JSON-LD is a data block, the client an external module) and so
 * no nonce, and replaying its bytes can never replay another response's nonce. A page that
 * streamed React's inline scripts (carrying its response's nonce) is simply rendered again.
 * A stored page keeps its gzip bytes, made on its first hit: a hit costs no render and no compression.
 *
 * The memo wraps the renderer (./render.tsx) as middleware, one way: before the route it answers a
 * hit; after it, it reads what the renderer said of its page (`rendered`) and keeps a copy while the
 * page streams. The renderer never calls it (docs/decisions/0042-request-facts-once-and-a-one-way-page-cache.md).
 */
const MAX_ENTRIES = 300;
interface Entry {
  raw: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  at: number;
}
const store = new Map<string, Entry>();

async function keyFor(c: AppContext): Promise<string> {
  const url = new URL(c.req.url);
  const generation = await contentGeneration(c.env.CONTENT_STATE);
  const bot = c.get('bot') ? 'bot' : 'human';
  const chosen = c.get('consent') ? 'c' : '-';
  return `${generation}|${bot}|${chosen}|${url.pathname}${withoutMarketingParams(url.search)}`;
}

/** A stored page's headers: a rendered page's (./render.tsx), named a hit; it answers in the encoding asked for. */
const HIT = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-cache',
  'X-Page-Cache': 'hit',
  Vary: `${FRAGMENT_HEADER}, Accept-Encoding`,
};

/** True when the request accepts gzip (and does not refuse it with q=0). */
const acceptsGzip = (header = '') => /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0+)?\s*(,|$))|$)/i.test(header);

const gzip = async (raw: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());

/** Serves a stored page when there is a fresh one; else keeps the page the route renders, when it may be reused. */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A hard reload (request Cache-Control: no-cache) re-renders, as the bench's render timing does.
  // Fragment requests (X-Fragment) want one region, never a stored whole page.
  // A draft preview (src/worker/preview) is never served from or kept in the memo.
  if (
    c.req.method === 'GET' &&
    !c.get('preview') &&
    !/no-cache/.test(c.req.header('cache-control') ?? '') &&
    !c.req.header(FRAGMENT_HEADER)
  ) {
    const hit = await lookup(c);
    if (hit) return hit;
  }
  await next();
  keep(c);
};

async function lookup(c: AppContext): Promise<Response | null> {
  const entry = store.get(await keyFor(c));
  if (!entry || Date.now() - entry.at > FRESH_SECONDS * 1000) return null;
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(entry.raw, 200, HIT);
  entry.gzip ??= await gzip(entry.raw);
  // 'manual': the bytes are already gzip; the runtime must send them as they are.
  return new Response(entry.gzip, {
    status: 200,
    headers: { ...HIT, 'Content-Encoding': 'gzip' },
    encodeBody: 'manual',
  });
}

async function remember(key: Promise<string>, html: ReadableStream<Uint8Array>, ok: () => boolean): Promise<void> {
  const raw = new Uint8Array(await new Response(html).arrayBuffer());
  if (!ok()) return;
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!);
  store.set(await key, { raw, at: Date.now() });
}

/**
 * After the route: a page the renderer answered is a miss; a settled 200 GET page that shows no
 * visitor's own state, outside a preview, streams to the visitor while a copy is kept (only when
 * every query succeeded in time: the content's `failed`, read once the page has streamed).
 */
function keep(c: AppContext): void {
  const page = c.get('rendered');
  if (!page) return;
  c.res.headers.set('X-Page-Cache', 'miss');
  const body = c.res.body;
  if (c.req.method !== 'GET' || c.res.status !== 200 || !page.settled || page.personal || c.get('preview') || !body)
    return;
  const [toClient, toStore] = body.tee();
  c.executionCtx.waitUntil(remember(keyFor(c), toStore, () => !c.get('content').failed));
  c.res = new Response(toClient, c.res);
}
