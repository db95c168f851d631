import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CONFIG } from '../../scripts/deploy.mjs';

// What CI can prove offline: `wrangler deploy --dry-run` accepts the built worker and its config
// (bindings, queues, cron, assets) and reports the upload size. Real accounts are not reachable here.

const outdir = mkdtempSync(join(tmpdir(), 'dry-run-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const KIB = 1024;
// Workers Free allows 3 MB compressed (Paid 10 MB).
const FREE_PLAN_GZIP_KIB = (3 * 1000 * 1000) / KIB;
// The project's own budget, well inside it (scripts/bench/startup.mjs prints it beside the figures).
const UPLOAD_GZIP_BUDGET_KIB = 700;

describe('wrangler deploy --dry-run on the built config', () => {
  const run = spawnSync(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--config', BUILT_CONFIG, '--outdir', outdir],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  const out = `${run.stdout}${run.stderr}`;

  it('succeeds and reports the bundle size, within the Free plan limit and the 700 KiB gzip budget', () => {
    expect(run.status, out).toBe(0);
    expect(out).toContain('--dry-run: exiting now.');
    const size = out.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    expect(size, out).not.toBeNull();
    const [total, gzip] = [Number(size![1]), Number(size![2])];
    console.log(
      `dry-run bundle: ${total} KiB, gzip ${gzip} KiB (Free plan limit ${FREE_PLAN_GZIP_KIB.toFixed(0)} KiB gzip)`,
    );
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(FREE_PLAN_GZIP_KIB);
    expect(gzip).toBeLessThanOrEqual(UPLOAD_GZIP_BUDGET_KIB);
  });

  it('uploads the disposable-domain list as a static asset, not as worker code (src/worker/quality/disposable.ts)', () => {
    expect(readFileSync('dist/client/assets/disposable-domains.json', 'utf8')).toContain('"mailinator.com"');
    const files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    for (const f of files) expect(readFileSync(join(outdir, f), 'utf8'), f).not.toContain('"mailinator.com"');
  });

  it('binds every resource the worker uses', () => {
    for (const binding of [
      'env.CONTENT_STATE',
      'env.LEADS_QUEUE (leads)',
      'env.LEADS_DB (leads)',
      'env.RATE_LIMITER',
      'env.RATE_LIMIT_CONTACT',
      'env.ASSETS',
      'env.NOTIFY_EMAIL (unrestricted)',
    ])
      expect(out).toContain(binding);
  });

  it('keeps the demo dataset out of the upload (a static asset) and groq-js in a lazily loaded chunk of its own', () => {
    const main = readFileSync(join(outdir, 'index.js'), 'utf8');
    const firstDemoDoc = readFileSync('src/worker/content/demo/dataset.ndjson', 'utf8').split('\n')[0]!;
    const stamp = JSON.parse(firstDemoDoc)._createdAt as string;
    const uploaded = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    for (const f of uploaded) expect(readFileSync(join(outdir, f), 'utf8'), f).not.toContain(stamp);
    expect(readFileSync('dist/client/assets/demo-dataset.ndjson', 'utf8')).toContain(stamp);
    // groq-js's chunk is imported lazily (by the entry, or by the content chunk lazy pages share) and
    // statically by no module: it is never evaluated at startup.
    const code = uploaded.map((f) => readFileSync(join(outdir, f), 'utf8'));
    const chunk = code.map((c) => c.match(/import\("\.\/(?:assets\/)?(source-[^"]+\.js)"\)/)?.[1]).find(Boolean)!;
    expect(chunk).toBeTruthy();
    expect(readFileSync(join(outdir, 'assets', chunk), 'utf8')).toMatch(/GroqSyntaxError/);
    expect(main).not.toMatch(/GroqSyntaxError/);
    for (const c of code) expect(c).not.toMatch(new RegExp(`from "\\./(assets/)?${chunk.replace('.', '\\.')}"`));
  });
});
