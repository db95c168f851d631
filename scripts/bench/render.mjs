// Server render cost measured in-process: the built worker (dist/photo_site, `vite build`) is
// imported into this Node process and its fetch handler called directly, so no network, no
// wrangler and no other process's scheduling sits inside the timed span.
// `cache-control: no-cache` skips the whole-page memo; the content layer memoises query results
// per isolate (FRESH_SECONDS), so after warm-up a request is the render plus small overhead.
// Run alone (e.g. under `npx node --cpu-prof`): `npx node scripts/bench/render.mjs [renders]`.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

// BENCH_DIST: another build to compare against (e.g. a copy of dist/photo_site made before a change).
const DIST = resolve(process.env.BENCH_DIST ?? 'dist/photo_site');

/**
 * Stub bindings: demo dataset (vars from the generated wrangler.json), KV empty, no Cache API; the
 * static assets from the build's client folder (the worker reads its demo dataset there).
 */
function bindings() {
  const { vars, assets } = JSON.parse(readFileSync(`${DIST}/wrangler.json`, 'utf8'));
  const dir = resolve(DIST, assets.directory);
  return {
    ...vars,
    CONTENT_STATE: { get: async () => null, put: async () => {} },
    ASSETS: {
      fetch: async (req) => {
        const file = resolve(dir, `.${new URL(req.url).pathname}`);
        return file.startsWith(dir) && existsSync(file)
          ? new Response(readFileSync(file))
          : new Response('not found', { status: 404 });
      },
    },
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/**
 * Renders each path `warmup` times, then `renders` times timed, interleaved round-robin so a
 * burst of load from elsewhere on the machine spreads over every route alike.
 */
export async function renderCost(paths, { renders = 300, warmup = 50 } = {}) {
  const worker = (await import(pathToFileURL(`${DIST}/index.js`).href)).default;
  const env = bindings(); // one object: config is validated once per env, as per isolate
  // Timed: the request until its body is drained to the end (bytes, not decoded: decoding is the
  // client's work) and its waitUntil work (the page memo's copy) has settled.
  const once = async (path) => {
    const pending = [];
    const ctx = { waitUntil: (p) => pending.push(p), passThroughOnException() {}, props: {} };
    const req = new Request(`http://127.0.0.1:8787${path}`, {
      headers: { 'cache-control': 'no-cache', 'accept-encoding': 'identity' },
    });
    const t = performance.now();
    const res = await worker.fetch(req, env, ctx);
    const reader = res.body.getReader();
    let last;
    for (let r; !(r = await reader.read()).done;) last = r.value;
    await Promise.all(pending);
    const ms = performance.now() - t;
    const tail = last ? new TextDecoder().decode(last.subarray(-16)) : '';
    if (res.status !== 200 || !tail.includes('</html>'))
      throw new Error(`${path}: status ${res.status}, ends ${JSON.stringify(tail)}`);
    return ms;
  };
  const times = Object.fromEntries(paths.map((p) => [p, []]));
  for (let i = 0; i < warmup; i++) for (const p of paths) await once(p);
  for (let i = 0; i < renders; i++) for (const p of paths) times[p].push(await once(p));
  return Object.fromEntries(
    paths.map((p) => {
      const s = times[p].sort((a, b) => a - b);
      return [p, { median: quantile(s, 0.5), p90: quantile(s, 0.9), renders: s.length }];
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { PAGES } = await import('./pages.mjs');
  const result = await renderCost(PAGES, { renders: Number(process.argv[2] ?? 300) });
  for (const [p, r] of Object.entries(result))
    console.log(p.padEnd(58) + `${r.median.toFixed(2)} ms`.padStart(10) + `  p90 ${r.p90.toFixed(2)} ms`);
}
