import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

type Doc = { _id: string; _type: string; [k: string]: unknown };

export interface StandIn {
  url: string;
  /** Queries received (GROQ text), in order. */
  queries: string[];
  /** Replace or add documents (by _id). */
  upsert(...docs: Doc[]): void;
  remove(...ids: string[]): void;
  /** Queries whose text matches answer 500 until cleared. */
  failWhen(match: RegExp | null): void;
  /** Queries whose text matches wait this long first. */
  delayWhen(match: RegExp | null, ms?: number): void;
  count(match?: RegExp): number;
  reset(): void;
  close(): Promise<void>;
}

export const DEMO_DATASET = new URL('../../src/worker/content/demo/dataset.ndjson', import.meta.url);

export function loadNdjson(file: URL = DEMO_DATASET): Doc[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Doc);
}

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/**
 * A small local stand-in for Sanity's query API (GET /vX/data/query/:dataset?query=…&$p=…
 * and POST with {query, params}): evaluates GROQ with groq-js, counts requests, can fail or stall.
 * Like the real API with the published perspective, it never returns drafts.
 */
export async function startSanityStandIn(initial: Doc[] = loadNdjson()): Promise<StandIn> {
  const pristine = initial.map((d) => structuredClone(d));
  let docs = new Map(pristine.map((d) => [d._id, structuredClone(d)]));
  let fail: RegExp | null = null;
  let delay: { match: RegExp; ms: number } | null = null;
  const queries: string[] = [];

  const server: Server = createServer(async (req, res) => {
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
      queries.push(query);
      if (delay && delay.match.test(query)) await new Promise((r) => setTimeout(r, delay!.ms));
      if (fail && fail.test(query)) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Internal', message: 'stand-in failure' }));
        return;
      }
      const dataset = [...docs.values()].filter((d) => !d._id.startsWith('drafts.'));
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, query, result }));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    upsert: (...list) => list.forEach((d) => docs.set(d._id, d)),
    remove: (...ids) => ids.forEach((id) => docs.delete(id)),
    failWhen: (m) => { fail = m; },
    delayWhen: (m, ms = 1500) => { delay = m ? { match: m, ms } : null; },
    count: (m) => (m ? queries.filter((q) => m.test(q)).length : queries.length),
    reset: () => {
      docs = new Map(pristine.map((d) => [d._id, structuredClone(d)]));
      fail = null;
      delay = null;
      queries.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
