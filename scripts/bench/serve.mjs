// Starts the built worker with `wrangler dev` in its own process (loopback only) and waits for it.
import { spawn } from 'node:child_process';

export async function serve(port) {
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--config',
      'dist/photo_site/wrangler.json',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--log-level',
      'error',
    ],
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      stdio: 'ignore', // workerd logs every connection autocannon resets at the end of a run
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
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
