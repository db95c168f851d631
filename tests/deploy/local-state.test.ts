import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER } from '../helpers/leads';

/**
 * One local state for every way to run the site (docs/sales.md): `npm start` (its `serve` step),
 * `npx wrangler dev` at the root and `npm run dev` keep D1 in `.wrangler/state`, and
 * `npm run leads` reads it there, so the CLI (and the inbox) see every lead however the site ran.
 * Runs in a scratch copy of the project (dependencies and the build linked), so the
 * developer's own local leads are left alone.
 */
const ROOT = process.cwd();
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'local-state-'));
  for (const p of ['node_modules', 'public', 'dist', 'studio']) symlinkSync(join(ROOT, p), join(dir, p));
  // Copied, not linked: vite dev serves only files inside its root.
  for (const p of ['package.json', 'wrangler.toml', 'vite.config.ts', 'tsconfig.json', 'src', 'migrations', 'scripts'])
    cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  mkdirSync(join(dir, '.wrangler/deploy'), { recursive: true });
  cpSync(join(ROOT, '.wrangler/deploy/config.json'), join(dir, '.wrangler/deploy/config.json'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', BROWSER: 'none' };

/** A command started in the scratch project, once it serves: post() sends one lead, stop() ends it. */
async function serving(command: string, port: number) {
  const child: ChildProcess = spawn(command, {
    cwd: dir,
    env: ENV,
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    const until = Date.now() + 120_000;
    for (;;) {
      const ok = await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > until || child.exitCode !== null)
        throw new Error(`${command}: not serving (${output.slice(-2000)})`);
      await new Promise((r) => setTimeout(r, 300));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    stop,
    async post(name: string): Promise<string> {
      const res = await fetch(`${base}/api/submit-partner-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...PARTNER, name }),
      });
      const answer = await res.text();
      // Not 202: the server's own output says why (its log of the request).
      expect(res.status, `${command}: ${answer}\n${output.slice(-3000)}`).toBe(202);
      return (JSON.parse(answer) as { id: string }).id;
    },
  };
}

// The two describes run side by side: each has its own state directory, and most of their time is
// processes starting (three servers here; wrangler for every query there).
describe.concurrent('one local state', () => {
  it('npm start, npx wrangler dev and npm run dev keep leads where npm run leads reads them', async () => {
    const serve = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts.serve!;
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts.start).toBe(
      'npm run build && npm run serve',
    );
    // One after another: two workerd opening the one local D1 at once fail with SQLITE_BUSY (started
    // side by side, wrangler dev died so on a full `npm test`). The two wrangler runs keep inspector
    // ports of their own, so a leftover from an interrupted run cannot hold the default 9229.
    const runs = [
      [`npx ${serve.replace('--port 8787', '--port 8791 --inspector-port 8900')}`, 8791, 'ViaNpmStart'],
      ['npx wrangler dev --ip 127.0.0.1 --port 8792 --inspector-port 8901', 8792, 'ViaWranglerDev'],
      ['npm run dev -- --host 127.0.0.1 --port 8793 --strictPort', 8793, 'ViaViteDev'],
    ] as const;
    const ids: string[] = [];
    for (const [command, port, name] of runs) {
      const server = await serving(command, port);
      try {
        ids.push(await server.post(name));
      } finally {
        await server.stop();
      }
    }
    const cli = spawnSync('npm', ['run', '--silent', 'leads', '--', '--json'], {
      cwd: dir,
      env: ENV,
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(0);
    const listed = cli.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { id: string }).id);
    expect(listed.sort()).toEqual([...ids].sort());
  }, 240_000);
});

/**
 * `npm run leads` into a pipe prints all it writes, in every mode (the report: byte for byte what it
 * writes into a file): stdout into a pipe is asynchronous, and a process that exits right after writing loses everything past
 * the pipe's 64 KiB. A local state of its own with 1,000 leads (each output over 190 KiB: a cut pipe stopped near 143 KiB).
 */
describe.concurrent('npm run leads through a pipe', () => {
  const N = 1000;
  let state: string;

  beforeAll(() => {
    state = mkdtempSync(join(tmpdir(), 'leads-pipe-'));
    // The 1,000 leads from one recursive series per table: four statements, not 4,000 (the file wrangler
    // reads, parses and sends was 2 MB; the seed was most of this describe's time on a loaded machine).
    const day = Math.floor(Date.now() / 1000) - 86_400;
    const sql = readdirSync(join(ROOT, 'migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(join(ROOT, 'migrations', f), 'utf8'));
    const series = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${N - 1}),
      s AS (SELECT i, '00000000-0000-4000-8000-' || printf('%012d', i) AS id,
        strftime('%Y-%m-%dT%H:%M:%fZ', ${day} + i, 'unixepoch') AS at,
        'winter-weddings-${'x'.repeat(30)}-campaign-' || i AS campaign,
        '/place/wedding-photographer-${'x'.repeat(30)}-city-' || i AS landing FROM n)`;
    const touch = `json_object('utm_source', 'google', 'utm_medium', 'cpc', 'utm_campaign', campaign, 'gclid', 'Cj0KCQiA-test-click-' || i, 'landingPage', landing, 'referrer', NULL, 'at', at)`;
    sql.push(
      `INSERT INTO leads (id, endpoint, payload, status, attempts, created_at, updated_at) ${series} SELECT id, 'submit-form', json_object('firstName', 'Asha' || i, 'lastName', 'Rao', 'email', 'asha' || i || '@example.in', 'phone', '+919876543210', 'service', 'Wedding', 'city', 'Jaipur', 'message', 'A long enough message about the wedding we are planning.'), 'kept', 0, at, at FROM s;`,
      `INSERT INTO lead_ledger (id, event_id, form, received_at, status, first_touch, last_touch, consent, consent_version, consent_at, updated_at) ${series} SELECT id, id, 'callback', at, 'waiting', ${touch}, ${touch}, 'granted', '1', at, at FROM s;`,
      `INSERT INTO lead_contacts (lead_id, name, email, phone) ${series} SELECT id, 'Asha Rao', 'asha' || i || '@example.in', '919876543210' FROM s;`,
      `INSERT INTO lead_pipeline (lead_id, form, received_at, source, medium, campaign, landing_path, updated_at) ${series} SELECT id, 'callback', at, 'google', 'cpc', campaign, landing, at FROM s;`,
    );
    writeFileSync(join(state, 'seed.sql'), sql.join('\n'));
    const seed = spawnSync(
      process.execPath,
      [
        'node_modules/wrangler/bin/wrangler.js',
        'd1',
        'execute',
        'leads',
        '--local',
        '--persist-to',
        state,
        '--config',
        'dist/photo_site/wrangler.json',
        '--file',
        join(state, 'seed.sql'),
      ],
      { cwd: ROOT, env: ENV, encoding: 'utf8' },
    );
    expect(seed.status, seed.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(state, { recursive: true, force: true }));

  /** The CLI's stdout, read through a pipe, or written into a file. */
  async function cli(args: string[], into: 'pipe' | 'file'): Promise<string> {
    const file = join(state, `out-${Math.random().toString(36).slice(2)}.txt`);
    const fd = into === 'file' ? openSync(file, 'w') : null;
    const child = spawn(process.execPath, ['scripts/leads.mjs', '--persist-to', state, ...args], {
      cwd: ROOT,
      env: ENV,
      stdio: ['ignore', fd ?? 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
    const code = await new Promise((r) => child.once('close', r));
    if (fd !== null) {
      closeSync(fd);
      out = readFileSync(file, 'utf8');
    }
    expect(code, err).toBe(0);
    return out;
  }

  // Each mode through a pipe, with what its last lead shows on its last line: a process that exits
  // before its stdout has drained loses everything past the first 64 KiB, the last lead with it. One
  // CLI run a mode (each starts wrangler and workerd, about 3.5 CPU-seconds), not one into a file
  // and one into a pipe: the report, whose last lead's row is not its last line, is also written into
  // a file and compared byte for byte (docs/testing.md "CLI files (2026-12-03)"). The lines: one a
  // lead (--json), a header and one a lead (the export), a header line and three a lead (--all).
  // One at a time: two workerd on one local D1 at once fail with SQLITE_BUSY.
  for (const [args, last, lines] of [
    [['--json'], '"id":"00000000-0000-4000-8000-000000000999"', N],
    [['--export', 'google-ads'], 'Cj0KCQiA-test-click-999,', N + 1],
    [['--all'], 'asha999@example.in', 3 * N + 2],
  ] as const)
    it(`${args.join(' ')}: all of it into a pipe`, { concurrent: false, timeout: 120_000 }, async () => {
      const piped = await cli([...args], 'pipe');
      expect(piped.length).toBeGreaterThan(65_536);
      expect(piped.split('\n').length - 1).toBe(lines);
      expect(piped.endsWith('\n')).toBe(true);
      expect(piped.trimEnd().split('\n').at(-1)).toContain(last);
    });
  it('--report: the same bytes into a pipe as into a file', { concurrent: false, timeout: 120_000 }, async () => {
    const file = await cli(['--report'], 'file');
    expect(file.length).toBeGreaterThan(65_536);
    expect(file).toContain('-campaign-999 ');
    const piped = await cli(['--report'], 'pipe');
    expect(piped.length).toBe(file.length);
    expect(piped).toBe(file);
  });
});
