import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER } from '../helpers/leads';

/**
 * One local state for every way to run the site (issue 19): `npm start` (its `serve` step),
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

/** Starts a command in the scratch project, waits until it serves, posts one lead, stops it. */
async function leadThrough(command: string, port: number, name: string): Promise<string> {
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
  try {
    const base = `http://127.0.0.1:${port}`;
    const until = Date.now() + 60_000;
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
    const res = await fetch(`${base}/api/submit-partner-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...PARTNER, name }),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { id: string }).id;
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
  }
}

describe('one local state', () => {
  it('npm start, npx wrangler dev and npm run dev keep leads where npm run leads reads them', async () => {
    const serve = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts.serve!;
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts.start).toBe(
      'npm run build && npm run serve',
    );
    const ids = [
      await leadThrough(`npx ${serve.replace('--port 8787', '--port 8791')}`, 8791, 'ViaNpmStart'),
      await leadThrough('npx wrangler dev --ip 127.0.0.1 --port 8792', 8792, 'ViaWranglerDev'),
      await leadThrough('npm run dev -- --host 127.0.0.1 --port 8793 --strictPort', 8793, 'ViaViteDev'),
    ];
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
