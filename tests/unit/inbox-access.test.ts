import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccess, type AccessStandIn } from '../helpers/access-standin';
import { worker } from '../helpers/in-process';
import { CALLBACK, post } from '../helpers/leads';

// Who opens the inbox when Access is not configured (the owner's own machine only). What the inbox
// costs the public site (nothing: same bytes, its code in a chunk of its own) is checked on the
// build: tests/worker/inbox-bundle.test.ts.
let access: AccessStandIn;
let server: ReturnType<typeof worker>;
let base: string;

const setVars = (vars: Record<string, string>) =>
  server.update({
    workers: [{ configPath: 'wrangler.toml', vars: { SANITY_WEBHOOK_SECRET: 'test-secret', ...vars } }],
  });
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await server.fetch(url, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
  return { res, body: await res.text() };
};

beforeAll(async () => {
  access = await startAccess();
  server = worker();
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  const res = await post(server, 'submit-form', { ...CALLBACK, firstName: 'Loopy', email: 'loopy@example.in' });
  expect(res.status).toBe(202);
});
afterAll(async () => {
  await server.close();
  await access.close();
});

describe('Access not configured', () => {
  it('opens on the local machine without an account (npm start on the demo data), naming the identity', async () => {
    for (const url of [`${base}/admin`, `${base.replace('127.0.0.1', 'localhost')}/admin`]) {
      const { res, body } = await get(url);
      expect(res.status, url).toBe(200);
      expect(body).toContain('Signed in as <strong>local (no Access)</strong>');
      expect(body).toContain('Loopy');
    }
    // A loopback client reported by a local proxy is still the machine itself.
    expect((await get(`${base}/admin`, { 'cf-connecting-ip': '127.0.0.1' })).res.status).toBe(200);
  });

  it('answers 403 with the setup steps anywhere else: another host, a client from elsewhere', async () => {
    for (const [url, headers] of [
      ['http://photos.example.in/admin', {}],
      [`${base}/admin`, { 'cf-connecting-ip': '203.0.113.9' }],
      [`${base}/admin/reports`, { 'cf-connecting-ip': '2001:db8::1' }],
    ] as const) {
      const { res, body } = await get(url, headers);
      expect(res.status, url).toBe(403);
      expect(body).toContain('The leads inbox is not set up');
      expect(body).toContain('Zero Trust → Access → Applications → Add an application → Self-hosted');
      expect(body).toContain('ACCESS_TEAM_DOMAIN');
      expect(body).not.toContain('Loopy');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('never opens without Access when SITE_URL is https, even on loopback', async () => {
    await setVars({ SITE_URL: 'https://photos.example.in' });
    const { res, body } = await get(`${base}/admin`);
    expect(res.status).toBe(403);
    expect(body).toContain('The leads inbox is not set up');
    expect(body).not.toContain('Loopy');
  });

  it('requires a token everywhere, loopback included, as soon as ACCESS_TEAM_DOMAIN is set', async () => {
    await setVars({ ACCESS_TEAM_DOMAIN: access.url, ACCESS_AUD: access.aud });
    const { res, body } = await get(`${base}/admin`);
    expect(res.status).toBe(401);
    expect(body).not.toContain('Loopy');
    const ok = await get(`${base}/admin`, {
      'cf-access-jwt-assertion': await access.token({ email: 'owner@studio.example' }),
    });
    expect(ok.res.status).toBe(200);
    expect(ok.body).toContain('Signed in as <strong>owner@studio.example</strong>');
    // Team domain without an AUD tag: not configured, never open.
    await setVars({ ACCESS_TEAM_DOMAIN: access.url });
    expect((await get(`${base}/admin`)).res.status).toBe(403);
  });
});
