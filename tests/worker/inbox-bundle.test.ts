import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/harness';
import { get as getAs, setVars as setVarsOf, snapshot as snapshotOf } from '../helpers/public-bytes';
import { vapidKeys } from '../helpers/push-standin';

// What the inbox costs the public site: nothing. Same bytes (pages, client files, headers) with the
// inbox configured or not (Web Push too: its script and service worker are the inbox's alone), before
// and after /admin runs; its code, jose included, in a chunk of its
// own. On the build (static assets, the bundle); who may open the inbox: tests/unit/inbox-access.test.ts.
let access: AccessStandIn;
let server: ReturnType<typeof worker>;
let base: string;

const setVars = (vars: Record<string, string>) => setVarsOf(server, vars);
const get = (url: string, headers: Record<string, string> = {}) => getAs(server, url, headers);
const snapshot = (warm = true) =>
  snapshotOf(server, base, ['/robots.txt', '/assets/client.js', '/assets/site.css'], warm);

beforeAll(async () => {
  access = await startAccess();
  server = worker();
  base = (await server.listen()).url.toString().replace(/\/$/, '');
});
afterAll(async () => {
  await server.close();
  await access.close();
});

describe('what the inbox costs the public site', () => {
  it('public pages, client files and headers are byte-identical with the inbox configured or not, before and after /admin runs', async () => {
    // Started without the inbox's settings (worker() below: the harness's defaults alone).
    const without = await snapshot();
    const vapid = await vapidKeys();
    await setVars({
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: access.aud,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:owner@studio.example',
    });
    const before = await snapshot();
    const inbox = await get(`${base}/admin`, { 'cf-access-jwt-assertion': await access.token() });
    expect(inbox.res.status).toBe(200);
    expect(inbox.body).toContain('<script src="/admin/push.js" defer=""></script>');
    const after = await snapshot(false);
    expect(before).toEqual(without);
    expect(after).toEqual(without);
    // No public page links to the inbox.
    for (const [, , , body] of without) expect(body).not.toMatch(/href="\/admin/);
  });

  it('the inbox and jose are a chunk of their own: not in the worker entry, not in any client file', () => {
    // The entry may be a one-line re-export of the worker's own chunk (dist/photo_site/assets/worker-entry-*.js).
    const index = readFileSync('dist/photo_site/index.js', 'utf8');
    const shim = /^export \{ \w+ as default \} from "\.\/(assets\/worker-entry-[\w-]+\.js)";\s*$/.exec(index);
    const entry = shim ? readFileSync(join('dist/photo_site', shim[1]!), 'utf8') : index;
    expect(entry).not.toMatch(/jwtVerify|createRemoteJWKSet|JWKSNoMatchingKey/);
    expect(entry).toMatch(/import\("\.\/(assets\/)?inbox-[\w-]+\.js"\)/);
    const chunk = readdirSync('dist/photo_site/assets').find((f) => /^inbox-.*\.js$/.test(f))!;
    expect(readFileSync(join('dist/photo_site/assets', chunk), 'utf8')).toMatch(/JWKSNoMatchingKey/);
    const client = readdirSync('dist/client', { recursive: true, withFileTypes: true }).filter(
      (f) => f.isFile() && /\.(js|css|html)$/.test(f.name),
    );
    for (const f of client) {
      if (f.parentPath.includes('/studio')) continue; // the Studio's own build
      expect(readFileSync(join(f.parentPath, f.name), 'utf8'), f.name).not.toMatch(
        /\/admin|cloudflareaccess|CF_Authorization/,
      );
    }
  });
});
