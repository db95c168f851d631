import { sha256Hex } from '../crypto/bytes';
import type { ContentSource, Params } from './source';

/**
 * Edge cache for content queries (Workers Cache API), two layers:
 *  - fresh: `FRESH_SECONDS` per content generation; a hit never reaches the content API;
 *  - last good: kept `STALE_SECONDS`, served only when the content API fails (stale-if-error).
 * A signed Sanity webhook bumps the generation (KV), so the next request misses the fresh layer.
 * An isolate-local memo in front of both saves the Cache API round trip on hot isolates.
 *
 * A query asked of the content API runs to its end under waitUntil, even when the page that asked
 * stopped waiting for it (a block or the seo record past its window): its answer is memoised and
 * cached for the next request instead of being cancelled with the response. Meanwhile the isolate's
 * other requests asking the same query join it (`inFlight`: the promise resolves to the parsed
 * value, no I/O object crosses requests) rather than asking the API again.
 */
export const FRESH_SECONDS = 60;
export const STALE_SECONDS = 7 * 24 * 3600;
const GENERATION_KEY = 'content-generation';
const GENERATION_MEMO_MS = 5_000;
const ORIGIN = 'https://content-cache.internal';

interface Memo {
  value: unknown;
  at: number;
  generation: string;
}
const memo = new Map<string, Memo>();
/** Queries being asked of the content API now, by generation and query text. */
const inFlight = new Map<string, Promise<unknown>>();
let generationMemo: { value: string; at: number } | undefined;

export interface CacheDeps {
  kv: KVNamespace;
  cache?: Cache;
  waitUntil: (p: Promise<unknown>) => void;
  now?: () => number;
}

/** The current content generation (bumped by the webhook); memoised a few seconds per isolate. */
export async function contentGeneration(kv: KVNamespace): Promise<string> {
  const now = Date.now();
  if (generationMemo && now - generationMemo.at < GENERATION_MEMO_MS) return generationMemo.value;
  const value = (await kv.get(GENERATION_KEY).catch(() => null)) ?? '0';
  generationMemo = { value, at: now };
  return value;
}

/** Called by the webhook: every cached query becomes stale at once (last-good copies stay). */
export async function bumpGeneration(kv: KVNamespace): Promise<string> {
  const value = Date.now().toString(36);
  await kv.put(GENERATION_KEY, value);
  generationMemo = { value, at: Date.now() };
  memo.clear();
  return value;
}

function store(value: unknown, maxAge: number): Response {
  return new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${maxAge}` },
  });
}

export function cachedSource(source: ContentSource, deps: CacheDeps): ContentSource {
  const cache = deps.cache ?? (globalThis as unknown as { caches?: { default: Cache } }).caches?.default;
  return {
    kind: source.kind,
    async query<T>(groq: string, params: Params = {}): Promise<T> {
      // The isolate memo is keyed by the query text itself: a hit costs no SHA-256 digest.
      const text = `${source.kind}\n${groq}\n${JSON.stringify(params)}`;
      const gen = await contentGeneration(deps.kv);
      const now = Date.now();
      const local = memo.get(text);
      if (local && local.generation === gen && now - local.at < FRESH_SECONDS * 1000) return local.value as T;

      const id = await sha256Hex(text);
      const freshKey = `${ORIGIN}/fresh/${gen}/${id}`;
      const lastGoodKey = `${ORIGIN}/last-good/${id}`;
      const hit = cache && (await cache.match(freshKey).catch(() => undefined));
      if (hit) {
        const value = (await hit.json()) as T;
        memo.set(text, { value, at: now, generation: gen });
        return value;
      }
      const flight = `${gen}\n${text}`;
      let asked = inFlight.get(flight) as Promise<T> | undefined;
      if (!asked) {
        const query = source.query<T>(groq, params);
        asked = query;
        inFlight.set(flight, query);
        deps.waitUntil(
          query
            .then(async (value) => {
              memo.set(text, { value, at: now, generation: gen });
              if (cache)
                await Promise.all([
                  cache.put(freshKey, store(value, FRESH_SECONDS)),
                  cache.put(lastGoodKey, store(value, STALE_SECONDS)),
                ]);
            })
            .catch(() => undefined)
            .finally(() => inFlight.delete(flight)),
        );
      }
      try {
        return await asked;
      } catch (error) {
        if (local) return local.value as T;
        const stale = cache && (await cache.match(lastGoodKey).catch(() => undefined));
        if (stale) return (await stale.json()) as T;
        throw error;
      }
    },
  };
}
