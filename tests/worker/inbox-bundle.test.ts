import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { BUILT_CONFIG, BROWSER_UA, worker } from '../helpers/harness';
import { vapidKeys } from '../helpers/push-standin';
import { ROUTES } from '../routes';

// What the inbox costs the public site: nothing. Same bytes (pages, client files, headers) with the
// inbox configured or not (Web Push too: its script and service worker are the inbox's alone), before
// and after /admin runs; its code, jose included, in a chunk of its
// own. On the build (static assets, the bundle); who may open the inbox: tests/unit/inbox-access.test.ts.
let access: AccessStandIn;
let server: ReturnType<typeof worker>;
let base: string;

const setVars = (vars: Record<string, string>) =>
  server.update({ workers: [{ configPath: BUILT_CONFIG, vars: { SANITY_WEBHOOK_SECRET: 'test-secret', ...vars } }] });
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await server.fetch(url, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
  return { res, body: await res.text() };
};

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
  const normalise = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
  // Per response: the nonce, the date, and the attribution cookie's time of capture.
  const headersOf = (res: { headers: Headers }) =>
    [...res.headers]
      .filter(([k]) => k !== 'date' && k !== 'cf-ray')
      .map(([k, v]) => [k, k === 'set-cookie' ? v.replace(/=[^;]*/, '=…') : v.replace(/'nonce-[^']*'/g, "'nonce-'")]);
  async function snapshot() {
    const out: unknown[] = [];
    for (const path of [...ROUTES.slice(0, 6), '/robots.txt', '/assets/client.js', '/assets/site.css']) {
      const { res, body } = await get(`${base}${path}`, { 'user-agent': BROWSER_UA });
      out.push([path, res.status, headersOf(res), normalise(body)]);
    }
    return out;
  }

  it('public pages, client files and headers are byte-identical with the inbox configured or not, before and after /admin runs', async () => {
    // Each compared once the page memo is warm (x-page-cache: hit), as a visitor mostly sees it.
    await setVars({});
    await snapshot();
    const without = await snapshot();
    const vapid = await vapidKeys();
    await setVars({
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: access.aud,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:owner@studio.example',
    });
    await snapshot();
    const before = await snapshot();
    const inbox = await get(`${base}/admin`, { 'cf-access-jwt-assertion': await access.token() });
    expect(inbox.res.status).toBe(200);
    expect(inbox.body).toContain('<script src="/admin/push.js" defer=""></script>');
    const after = await snapshot();
    expect(before).toEqual(without);
    expect(after).toEqual(without);
    // No public page links to the inbox.
    for (const [, , , body] of without as Array<[string, number, unknown, string]>)
      expect(body).not.toMatch(/href="\/admin/);
  });

  it('the inbox and jose are a chunk of their own: not in the worker entry, not in any client file', () => {
    const entry = readFileSync('dist/photo_site/index.js', 'utf8');
    expect(entry).not.toMatch(/jwtVerify|createRemoteJWKSet|JWKSNoMatchingKey/);
    expect(entry).toMatch(/import\("\.\/assets\/inbox-[\w-]+\.js"\)/);
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
