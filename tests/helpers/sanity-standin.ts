import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { handled } from './handled';

type Doc = { _id: string; _type: string; [k: string]: unknown };

export interface StandIn {
  url: string;
  /** Queries received (GROQ text), in order. */
  queries: string[];
  /** The same requests with how they were made: perspective asked for, token sent (valid or not). */
  requests: { query: string; perspective: string; token: 'none' | 'valid' | 'invalid' }[];
  /** Replace or add documents (by _id). */
  upsert(...docs: Doc[]): void;
  remove(...ids: string[]): void;
  /** Queries whose text matches answer 500 until cleared. */
  failWhen(match: RegExp | null): void;
  /** Queries whose text matches wait this long first. */
  delayWhen(match: RegExp | null, ms?: number): void;
  /**
   * Queries whose text matches wait until the returned function is called (or reset()): a slow
   * content API whose slowness does not depend on how busy the machine is.
   */
  holdWhen(match: RegExp): () => void;
  count(match?: RegExp): number;
  reset(): void;
  close(): Promise<void>;
}

export const DEMO_DATASET = new URL('../../src/worker/content/demo/dataset.ndjson', import.meta.url);

export function loadNdjson(file: URL = DEMO_DATASET): Doc[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Doc);
}

/**
 * The documents an English page reads: the demo dataset without its translations (a `language`
 * other than English; docs/decisions/0032-documents-per-language.md) and their translation.metadata.
 */
export function loadEnglish(file: URL = DEMO_DATASET): Doc[] {
  return loadNdjson(file).filter(
    (d) => (d.language === undefined || d.language === 'en') && d._type !== 'translation.metadata',
  );
}

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/**
 * A small local stand-in for Sanity's query API (GET /vX/data/query/:dataset?query=…&$p=…
 * and POST with {query, params}): evaluates GROQ with groq-js, counts requests, can fail or stall.
 *
 * Perspectives and tokens as the real API: `published` (the default) never returns drafts;
 * drafts are visible only with a valid `Authorization: Bearer <token>` (`options.token`), with
 * `perspective=drafts` (or `previewDrafts`: each draft overlays its published document, under the
 * published `_id`, with `_originalId`) or `raw` (every document as stored, as @sanity/preview-url-secret
 * reads its `sanity.previewUrlSecret` documents). A wrong token gets 401.
 * With `resultSourceMap` it answers a Content Source Map, built by finding each string of the
 * result in the documents the query saw (first match): enough for @sanity/client's stega.
 */
export async function startSanityStandIn(
  initial: Doc[] = loadNdjson(),
  options: { token?: string } = {},
): Promise<StandIn> {
  const pristine = initial.map((d) => structuredClone(d));
  let docs = new Map(pristine.map((d) => [d._id, structuredClone(d)]));
  let fail: RegExp | null = null;
  let delay: { match: RegExp; ms: number } | null = null;
  let hold: { match: RegExp; released: Promise<void>; release: () => void } | null = null;
  const queries: string[] = [];
  const requests: StandIn['requests'] = [];

  const server: Server = createServer(
    handled(async (req, res) => {
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (!/^\/v[^/]+\/data\/query\/[^/]+$/.test(url.pathname)) {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
          return;
        }
        let query = url.searchParams.get('query') ?? '';
        const params: Record<string, unknown> = {};
        for (const [k, v] of url.searchParams) if (k.startsWith('$')) params[k.slice(1)] = JSON.parse(v);
        if (req.method === 'POST') {
          const json = JSON.parse(await body(req)) as { query: string; params?: Record<string, unknown> };
          query = json.query;
          Object.assign(params, json.params ?? {});
        }
        const auth = req.headers.authorization;
        const token = !auth ? 'none' : options.token && auth === `Bearer ${options.token}` ? 'valid' : 'invalid';
        const perspective = url.searchParams.get('perspective') ?? 'published';
        queries.push(query);
        requests.push({ query, perspective, token });
        if (token === 'invalid') {
          res
            .writeHead(401, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: 'Unauthorized', message: 'Session not found', statusCode: 401 }));
          return;
        }
        if (delay && delay.match.test(query)) await new Promise((r) => setTimeout(r, delay!.ms));
        if (hold && hold.match.test(query)) await hold.released;
        if (fail && fail.test(query)) {
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: 'Internal', message: 'stand-in failure' }));
          return;
        }
        const dataset = view([...docs.values()], token === 'valid' ? perspective : 'published');
        const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
        const resultSourceMap = url.searchParams.has('resultSourceMap') ? sourceMap(result, dataset) : undefined;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ms: 1, query, result, ...(resultSourceMap ? { resultSourceMap } : {}) }));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    requests,
    upsert: (...list) => list.forEach((d) => docs.set(d._id, d)),
    remove: (...ids) => ids.forEach((id) => docs.delete(id)),
    failWhen: (m) => {
      fail = m;
    },
    delayWhen: (m, ms = 1500) => {
      delay = m ? { match: m, ms } : null;
    },
    holdWhen: (m) => {
      hold?.release();
      let release = () => {};
      const released = new Promise<void>((r) => (release = r));
      hold = { match: m, released, release };
      return release;
    },
    count: (m) => (m ? queries.filter((q) => m.test(q)).length : queries.length),
    reset: () => {
      docs = new Map(pristine.map((d) => [d._id, structuredClone(d)]));
      fail = null;
      delay = null;
      hold?.release();
      hold = null;
      queries.length = 0;
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The documents a query sees in a perspective (only ever called with drafts for a valid token). */
function view(all: Doc[], perspective: string): Doc[] {
  if (perspective === 'raw') return all;
  const published = all.filter((d) => !d._id.startsWith('drafts.'));
  if (perspective !== 'drafts' && perspective !== 'previewDrafts' && !perspective.split(',').includes('drafts'))
    return published;
  const byId = new Map(published.map((d) => [d._id, d]));
  for (const d of all) {
    if (d._id.startsWith('drafts.')) {
      const id = d._id.slice('drafts.'.length);
      byId.set(id, { ...d, _id: id, _originalId: d._id });
    }
  }
  return [...byId.values()];
}

type Segment = string | number;
const jsonPath = (path: Segment[]) =>
  `$${path.map((s) => (typeof s === 'number' ? `[${s}]` : `['${s.replace(/['\\]/g, '\\$&')}']`)).join('')}`;

function walk(value: unknown, path: Segment[], visit: (text: string, path: Segment[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

/** A Content Source Map for `result`: each string traced to the first document field holding it. */
function sourceMap(result: unknown, dataset: Doc[]) {
  const origin = new Map<string, { doc: number; path: Segment[] }>();
  dataset.forEach((doc, i) =>
    walk(doc, [], (text, path) => {
      if (!origin.has(text) && typeof path[0] === 'string' && !path[0].startsWith('_'))
        origin.set(text, { doc: i, path });
    }),
  );
  const documents: { _id: string; _type: string }[] = [];
  const docIndex = new Map<number, number>();
  const paths: string[] = [];
  const mappings: Record<string, unknown> = {};
  walk(result, [], (text, path) => {
    const from = origin.get(text);
    if (!from) return;
    let d = docIndex.get(from.doc);
    if (d === undefined) {
      d = documents.push({ _id: dataset[from.doc]!._id, _type: dataset[from.doc]!._type }) - 1;
      docIndex.set(from.doc, d);
    }
    const p = paths.push(jsonPath(from.path)) - 1;
    mappings[jsonPath(path)] = { type: 'value', source: { type: 'documentValue', document: d, path: p } };
  });
  return { documents, paths, mappings };
}
