// Worker startup cost: `wrangler check startup` (bundle size and the local CPU time active in the
// startup phase, from the cpuprofile it records) for the built worker in the production
// configuration, in demo mode, and for a minimal Hono worker built in the same run as the floor
// (plus, for reference, Hono with React's server renderer). Beside it, the CPU time of the same
// modules' evaluation in a fresh Node process (same V8; Node's own modules the bundle imports are
// loaded before the clock starts; process CPU time, so it hardly moves when other processes load
// the machine, where the profiler's samples do). Runs after `vite build`; alone: `npx node scripts/bench/startup.mjs`
// (STARTUP_ROUNDS, default 7).
//
// Startup is the evaluation of the worker's modules, before any request: it cannot see vars, so
// production and demo mode start the same main module. Demo mode's extra cost comes on the first
// demo query, when the lazily imported demo chunk (dataset + groq-js) loads and the dataset is
// parsed; the demo row measures startup with that chunk loaded and parsed up front, i.e. what a demo
// isolate has paid by the end of its first query.
// Local CPU is not Cloudflare's and this machine is shared: rounds interleave the workers so a
// noisy moment hits all three alike, and each figure is a median over the rounds.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const wranglerBin = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url));
const BUILT = 'dist/photo_site';
const WORK = 'dist/bench-startup';
export const STARTUP_BUDGET = 3; // production startup at most 3x the minimal worker's
// The upload (every module of the deployed worker, gzip as Cloudflare counts it against the plan's
// limit: 3 MB on Free). The disposable-domain list and the demo dataset are static assets the
// worker reads through ASSETS, not in it (vite.config.ts).
export const UPLOAD_GZIP_BUDGET_KIB = 700;
const KIB = 1024;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

function wrangler(args) {
  const r = spawnSync(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  });
  if (r.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout + r.stderr;
}

const compat = () => {
  const built = JSON.parse(readFileSync(`${root}${BUILT}/wrangler.json`, 'utf8'));
  return {
    compatibility_date: built.compatibility_date,
    compatibility_flags: built.compatibility_flags,
    rules: built.rules,
  };
};

/** KiB of a module and every module it imports statically (what an isolate evaluates at startup). */
function startSize(file) {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    const code = readFileSync(f, 'utf8');
    // Static imports only (`import … from "./x"`, `import "./x"`); `import("./x")` loads on first use.
    for (const m of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\sfrom\s*)?["'](\.[^"']+)["']/g))
      walk(fileURLToPath(new URL(m[1], pathToFileURL(f))));
  };
  walk(`${root}${file}`);
  return [...seen].reduce((kib, f) => kib + statSync(f).size / KIB, 0);
}

/** Builds the deployable bundles once (wrangler deploy --dry-run --outfile). */
function prepare() {
  rmSync(`${root}${WORK}`, { recursive: true, force: true });
  mkdirSync(`${root}${WORK}/floor`, { recursive: true });
  const { compatibility_date, compatibility_flags, rules } = compat();
  const size = (f) => statSync(`${root}${f}`).size / KIB;

  // (a) The built worker exactly as deployed, with a Sanity project configured.
  wrangler([
    'deploy',
    '--dry-run',
    '--config',
    `${BUILT}/wrangler.json`,
    '--var',
    'SANITY_PROJECT_ID:benchproject',
    '--outfile',
    `${WORK}/production.bundle`,
  ]);

  // (b) Demo mode: the same modules plus an entry that loads the demo chunk and parses the dataset
  // (a static asset the worker reads through ASSETS on the first demo query: here a module of the
  // bench's own, so that its parse counts).
  // The chunk is imported lazily by the entry or by the content chunk lazy pages share
  // (tests/deploy/dry-run.test.ts checks the same): look in every module of the build.
  const modules = ['index.js', ...readdirSync(`${root}${BUILT}/assets`).filter((f) => f.endsWith('.js'))];
  const found = modules
    .map((f) => readFileSync(`${root}${BUILT}/${f === 'index.js' ? f : `assets/${f}`}`, 'utf8'))
    .map((code) => code.match(/import\("\.\/(?:assets\/)?(source-[^"]+\.js)"\)/)?.[1])
    .find(Boolean);
  if (!found) throw new Error(`No lazily imported demo chunk (assets/source-*.js) found in ${BUILT}`);
  const chunk = `assets/${found}`;
  cpSync(`${root}${BUILT}/index.js`, `${root}${WORK}/demo/index.js`);
  cpSync(`${root}${BUILT}/assets`, `${root}${WORK}/demo/assets`, {
    recursive: true,
    filter: (f) => !f.endsWith('.map'),
  });
  const dataset = readFileSync(`${root}dist/client/assets/demo-dataset.ndjson`, 'utf8');
  writeFileSync(`${root}${WORK}/demo/dataset.js`, `export default ${JSON.stringify(dataset)};\n`);
  writeFileSync(
    `${root}${WORK}/demo/entry.js`,
    [
      `export * from './index.js';`,
      `export { default } from './index.js';`,
      `import { createDemoSource } from './${chunk}';`,
      `import dataset from './dataset.js';`,
      `createDemoSource(dataset); // parses the dataset, as the first demo query does`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    `${root}${WORK}/demo/wrangler.json`,
    JSON.stringify({
      name: 'startup-demo',
      main: 'entry.js',
      compatibility_date,
      compatibility_flags,
      rules,
      no_bundle: true,
    }),
  );
  wrangler(['deploy', '--dry-run', '--config', `${WORK}/demo/wrangler.json`, '--outfile', `${WORK}/demo.bundle`]);

  // (c) The floor: a minimal Hono worker, bundled by wrangler in this run (once more as a plain
  // module for the Node measure).
  writeFileSync(
    `${root}${WORK}/floor/index.js`,
    `import { Hono } from 'hono';\nconst app = new Hono();\napp.get('/', (c) => c.text('ok'));\nexport default app;\n`,
  );
  writeFileSync(
    `${root}${WORK}/floor/wrangler.json`,
    JSON.stringify({ name: 'startup-floor', main: 'index.js', compatibility_date, compatibility_flags }),
  );
  wrangler(['deploy', '--dry-run', '--config', `${WORK}/floor/wrangler.json`, '--outfile', `${WORK}/floor.bundle`]);
  // An absolute --outdir: wrangler resolves a relative one against the config's folder.
  wrangler(['deploy', '--dry-run', '--config', `${WORK}/floor/wrangler.json`, '--outdir', `${root}${WORK}/floor-out`]);

  // (d) For reference: the same plus React's server renderer, what any React SSR worker starts with.
  mkdirSync(`${root}${WORK}/react`, { recursive: true });
  writeFileSync(
    `${root}${WORK}/react/index.js`,
    [
      `import { Hono } from 'hono';`,
      `import { createElement } from 'react';`,
      `import { renderToReadableStream } from 'react-dom/server.node';`,
      `const app = new Hono();`,
      `app.get('/', async (c) => c.body(await renderToReadableStream(createElement('p', null, 'ok'))));`,
      `export default app;`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    `${root}${WORK}/react/wrangler.json`,
    JSON.stringify({ name: 'startup-react', main: 'index.js', compatibility_date, compatibility_flags }),
  );
  wrangler(['deploy', '--dry-run', '--config', `${WORK}/react/wrangler.json`, '--outfile', `${WORK}/react.bundle`]);
  wrangler(['deploy', '--dry-run', '--config', `${WORK}/react/wrangler.json`, '--outdir', `${root}${WORK}/react-out`]);

  return [
    {
      key: 'floor',
      label: 'minimal Hono worker (floor)',
      bundle: `${WORK}/floor.bundle`,
      module: `${WORK}/floor-out/index.js`,
      startKiB: size(`${WORK}/floor-out/index.js`),
    },
    {
      key: 'production',
      label: 'production (SANITY_PROJECT_ID set)',
      bundle: `${WORK}/production.bundle`,
      module: `${BUILT}/index.js`,
      startKiB: startSize(`${BUILT}/index.js`),
    },
    {
      key: 'demo',
      label: 'demo mode, demo chunk loaded + parsed',
      bundle: `${WORK}/demo.bundle`,
      module: `${WORK}/demo/entry.js`,
      startKiB: startSize(`${WORK}/demo/entry.js`),
    },
    {
      key: 'react',
      label: 'reference: Hono + react-dom/server',
      bundle: `${WORK}/react.bundle`,
      module: `${WORK}/react-out/index.js`,
      startKiB: size(`${WORK}/react-out/index.js`),
    },
  ];
}

function checkStartup(bundle, key) {
  const out = wrangler(['check', 'startup', '--worker', bundle, '--outfile', `${WORK}/${key}.cpuprofile`]);
  const size = out.match(/Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
  const active = out.match(/Active: ([\d.]+) ms/);
  if (!size || !active) throw new Error(`Unexpected wrangler check startup output:\n${out}`);
  return { kib: Number(size[1]), gzipKib: Number(size[2]), activeMs: Number(active[1]) };
}

// CPU time (user + system) of importing the module in a fresh Node process, after the Node modules
// the built worker imports (workerd provides them natively; Node's loading them is not the bundle's cost).
const IMPORT_CPU = `for (const m of ['util', 'crypto', 'async_hooks', 'stream']) await import(m);
const u = process.cpuUsage(); await import(process.argv[1]); const d = process.cpuUsage(u); console.log((d.user + d.system) / 1000);`;
function nodeImportMs(module) {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', IMPORT_CPU, pathToFileURL(`${root}${module}`).href],
    { cwd: root, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`Importing ${module} in Node failed:\n${r.stderr}`);
  return Number(r.stdout.trim());
}

/** Measures the workers in interleaved rounds; returns one row per worker. */
export function startupCost({ rounds = Number(process.env.STARTUP_ROUNDS ?? 7) } = {}) {
  const runs = { floor: [], production: [], demo: [], react: [] };
  let workers;
  try {
    workers = prepare();
    for (let i = 0; i < rounds; i++) {
      for (const w of workers) runs[w.key].push({ ...checkStartup(w.bundle, w.key), nodeMs: nodeImportMs(w.module) });
    }
  } finally {
    rmSync(`${root}${WORK}`, { recursive: true, force: true });
  }
  const med = (key, field) => median(runs[key].map((r) => r[field]));
  // The profiler samples coarsely (sparser still on a busy machine): the floor's median can read 0.
  const ratio = (key, field) => (med('floor', field) > 0 ? med(key, field) / med('floor', field) : undefined);
  return {
    rounds,
    rows: workers.map((w) => ({
      key: w.key,
      label: w.label,
      kib: runs[w.key][0].kib,
      gzipKib: runs[w.key][0].gzipKib,
      startKiB: w.startKiB,
      activeMs: med(w.key, 'activeMs'),
      activeRange: [Math.min(...runs[w.key].map((r) => r.activeMs)), Math.max(...runs[w.key].map((r) => r.activeMs))],
      activeRatio: ratio(w.key, 'activeMs'),
      nodeMs: med(w.key, 'nodeMs'),
      nodeRatio: ratio(w.key, 'nodeMs'),
    })),
  };
}

export function printStartup({ rounds, rows }) {
  const x = (r) => (r === undefined ? 'n/a' : `${r.toFixed(2)}x`);
  const budget = (r) => (r === undefined ? 'not measurable' : r <= STARTUP_BUDGET ? 'met' : 'MISSED');
  console.log(
    `\nStartup (medians of ${rounds} interleaved rounds; active = wrangler check startup's local active CPU, min-max beside it; Node = CPU to import the same modules in a fresh Node process)`,
  );
  console.log(
    'worker'.padEnd(40) +
      'bundle KiB'.padStart(11) +
      'gzip KiB'.padStart(10) +
      'at start KiB'.padStart(14) +
      'active ms'.padStart(11) +
      'min-max'.padStart(10) +
      'ratio'.padStart(8) +
      'Node ms'.padStart(9) +
      'ratio'.padStart(8),
  );
  for (const r of rows) {
    console.log(
      r.label.padEnd(40) +
        r.kib.toFixed(0).padStart(11) +
        r.gzipKib.toFixed(0).padStart(10) +
        r.startKiB.toFixed(0).padStart(14) +
        r.activeMs.toFixed(1).padStart(11) +
        `${r.activeRange[0].toFixed(0)}-${r.activeRange[1].toFixed(0)}`.padStart(10) +
        x(r.activeRatio).padStart(8) +
        r.nodeMs.toFixed(1).padStart(9) +
        x(r.nodeRatio).padStart(8) +
        (r.key === 'production'
          ? `  budget <= ${STARTUP_BUDGET}x floor: ${budget(r.activeRatio)} (active), ${budget(r.nodeRatio)} (Node)`
          : ''),
    );
  }
  console.log('(bundle = every module uploaded; at start = the modules evaluated at startup: static imports)');
  const production = rows.find((r) => r.key === 'production');
  if (production)
    console.log(
      `Upload (production): ${production.kib.toFixed(0)} KiB, ${production.gzipKib.toFixed(0)} KiB gzip; ` +
        `budget <= ${UPLOAD_GZIP_BUDGET_KIB} KiB gzip: ${production.gzipKib <= UPLOAD_GZIP_BUDGET_KIB ? 'met' : 'MISSED'}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printStartup(startupCost());
