import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_COOKIE, parseConsent } from '../../shared/attribution/consent';
import { withoutMarketingParams } from '../../shared/attribution/params';
import { isbot } from 'isbot';
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
  const bot = isbot(c.req.header('user-agent') ?? '') ? 'bot' : 'human';
  const chosen = parseConsent(getCookie(c, CONSENT_COOKIE)) ? 'c' : '-';
  return `${generation}|${bot}|${chosen}|${url.pathname}${withoutMarketingParams(url.search)}`;
}

const headers = (hit: boolean) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-cache',
  'X-Page-Cache': hit ? 'hit' : 'miss',
  // Islands ask for page regions with X-Fragment; stored pages answer in the encoding asked for.
  Vary: `${FRAGMENT_HEADER}, Accept-Encoding`,
});

/** True when the request accepts gzip (and does not refuse it with q=0). */
const acceptsGzip = (header = '') => /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0+)?\s*(,|$))|$)/i.test(header);

const gzip = async (raw: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());

/** Serves a stored page when there is a fresh one. */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A hard reload (request Cache-Control: no-cache) re-renders, as the bench's render timing does.
  // Fragment requests (X-Fragment) want one region, never a stored whole page.
  // A draft preview (src/worker/preview) is never served from or kept in the memo.
  if (
    c.req.method !== 'GET' ||
    c.get('preview') ||
    /no-cache/.test(c.req.header('cache-control') ?? '') ||
    c.req.header(FRAGMENT_HEADER)
  )
    return next();
  const entry = store.get(await keyFor(c));
  if (!entry || Date.now() - entry.at > FRESH_SECONDS * 1000) return next();
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(entry.raw, 200, headers(true));
  entry.gzip ??= await gzip(entry.raw);
  // 'manual': the bytes are already gzip; the runtime must send them as they are.
  return new Response(entry.gzip, {
    status: 200,
    headers: { ...headers(true), 'Content-Encoding': 'gzip' },
    encodeBody: 'manual',
  });
};

async function remember(key: string, html: ReadableStream<Uint8Array>, ok: () => boolean): Promise<void> {
  const raw = new Uint8Array(await new Response(html).arrayBuffer());
  if (!ok()) return;
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!);
  store.set(key, { raw, at: Date.now() });
}

/** Streams the page to the visitor and, when it may be reused, keeps a copy. */
export async function storeWhileStreaming(
  c: AppContext,
  stream: ReadableStream<Uint8Array>,
  status: number,
  settled: boolean,
  personal = false,
): Promise<Response> {
  // A page showing this visitor's own state (e.g. their privacy choices) is never stored or cached.
  if (personal) return c.body(stream, status as 404, { ...headers(false), 'Cache-Control': 'private, no-store' });
  if (c.req.method !== 'GET' || status !== 200 || !settled || c.get('preview'))
    return c.body(stream, status as 404, headers(false));
  const key = await keyFor(c);
  const [toClient, toStore] = stream.tee();
  c.executionCtx.waitUntil(remember(key, toStore, () => !c.get('content').failed));
  return c.body(toClient, 200, headers(false));
}
