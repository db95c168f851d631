// Are public pages the same in two builds? Serves both (wrangler dev, loopback, fresh local state)
// and compares every route of tests/routes.ts, as a browser and as a crawler: status, headers and
// body, byte for byte once the per-build asset version (?v=) and per-request nonces are masked.
// Usage: node scripts/compare-pages.mjs <dist-a> <dist-b>   (each a `npm run build` output folder)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [a, b] = process.argv.slice(2).map((p) => resolve(p));
if (!a || !b) {
  console.error('usage: node scripts/compare-pages.mjs <dist-a> <dist-b>');
  process.exit(2);
}

const routesSource = readFileSync(new URL('../tests/routes.ts', import.meta.url), 'utf8');
const routes = [...new Set([...routesSource.matchAll(/'(\/[^']*)'/g)].map((m) => m[1]))];
routes.push('/robots.txt', '/sitemap.xml', '/no-such-page', '/place/wedding-photographer-jaipur?gclid=Abc_123');

const UA = {
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const VOLATILE_HEADERS = new Set(['date', 'cf-ray', 'server-timing', 'report-to', 'nel']);
const mask = (s) =>
  s
    .replace(/\?v=[a-z0-9]+/g, '?v=*')
    .replace(/nonce-[A-Za-z0-9+/=_-]+/g, 'nonce-*')
    .replace(/nonce="[^"]*"/g, 'nonce="*"')
    .replace(/(set-cookie: \w+=)[^;]*/g, '$1*');

async function serve(dist, port) {
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--config',
      join(dist, 'photo_site/wrangler.json'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
    ].concat([
      '--persist-to',
      mkdtempSync(join(tmpdir(), 'compare-')),
      '--log-level',
      'error',
      '--inspector-port',
      String(port + 100),
    ]),
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      stdio: 'ignore',
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).status < 500) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    },
  };
}

async function snapshot(base, path, ua) {
  const res = await fetch(base + path, {
    headers: { 'user-agent': ua, 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
  const headers = [...res.headers].filter(([k]) => !VOLATILE_HEADERS.has(k)).map(([k, v]) => mask(`${k}: ${v}`));
  return { status: res.status, headers: headers.sort().join('\n'), body: mask(await res.text()) };
}

const [sa, sb] = await Promise.all([serve(a, 8811), serve(b, 8812)]);
let differences = 0;
try {
  for (const path of routes) {
    for (const [who, ua] of Object.entries(UA)) {
      const [x, y] = await Promise.all([snapshot(sa.base, path, ua), snapshot(sb.base, path, ua)]);
      for (const part of ['status', 'headers', 'body']) {
        if (x[part] === y[part]) continue;
        differences++;
        const at = [...String(x[part])].findIndex((ch, i) => ch !== String(y[part])[i]);
        console.log(
          `DIFF ${path} (${who}) ${part} at ${at}:\n  a: ${String(x[part]).slice(Math.max(0, at - 80), at + 120)}\n  b: ${String(y[part]).slice(Math.max(0, at - 80), at + 120)}`,
        );
      }
    }
  }
} finally {
  sa.stop();
  sb.stop();
}
console.log(`${routes.length} routes x 2 user agents: ${differences ? `${differences} differences` : 'identical'}`);
process.exitCode = differences ? 1 : 0;
