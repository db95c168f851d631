import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { contentGeneration, FRESH_SECONDS } from '../content';
import type { AppContext, AppEnv } from '../types';
import { FRAGMENT_HEADER } from './fragment';

/**
 * Whole-page memo per isolate for anonymous GET page views. A page is stored only when it
 * rendered with every query succeeding, keyed by URL, content generation (so the webhook purges
 * it), bot-ness (crawlers get the all-ready document) and consent state, for the content cache's
 * fresh window. Each response gets its own CSP nonce: the stored one is replaced on the way out.
 */
const MAX_ENTRIES = 300;
const store = new Map<string, { html: string; nonce: string; at: number }>();

async function keyFor(c: AppContext): Promise<string> {
  const url = new URL(c.req.url);
  const generation = await contentGeneration(c.env.CONTENT_STATE);
  const bot = isbot(c.req.header('user-agent') ?? '') ? 'bot' : 'human';
  return `${generation}|${bot}|${getCookie(c, 'consent') === '1' ? 'c' : '-'}|${url.pathname}${url.search}`;
}

const headers = (hit: boolean) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-cache',
  'X-Page-Cache': hit ? 'hit' : 'miss',
  // Islands ask for page regions with X-Fragment: browser caches must not mix the two.
  Vary: FRAGMENT_HEADER,
});

/** Serves a stored page when there is a fresh one. */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A hard reload (request Cache-Control: no-cache) re-renders, as the bench's render timing does.
  // Fragment requests (X-Fragment) want one region, never a stored whole page.
  if (c.req.method !== 'GET' || /no-cache/.test(c.req.header('cache-control') ?? '') || c.req.header(FRAGMENT_HEADER)) return next();
  const entry = store.get(await keyFor(c));
  if (!entry || Date.now() - entry.at > FRESH_SECONDS * 1000) return next();
  const nonce = c.get('secureHeadersNonce') ?? '';
  return c.body(entry.html.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`), 200, headers(true));
};

/** Streams the page to the visitor and, when it may be reused, keeps a copy. */
export async function storeWhileStreaming(c: AppContext, stream: ReadableStream<Uint8Array>, status: number, nonce: string): Promise<Response> {
  if (c.req.method !== 'GET' || status !== 200) return c.body(stream, status as 404, headers(false));
  const key = await keyFor(c);
  const [toClient, toStore] = stream.tee();
  c.executionCtx.waitUntil(
    new Response(toStore).text().then((html) => {
      if (c.get('content').failed) return;
      if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!);
      store.set(key, { html, nonce, at: Date.now() });
    }),
  );
  return c.body(toClient, 200, headers(false));
}
