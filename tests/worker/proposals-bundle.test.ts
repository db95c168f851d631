import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/harness';
import { get as getAs, setVars as setVarsOf, snapshot as snapshotOf } from '../helpers/public-bytes';

// What proposals and payments cost the public site (docs/decisions/0048-payments-through-razorpay-links.md):
// nothing. Public pages, client files and headers are the same bytes with payments configured or not,
// before and after a proposal path runs; the proposal page, the webhook and the QR library are chunks
// of their own, loaded by their paths only. On the build.
let server: ReturnType<typeof worker>;
let base: string;

const PAYMENTS = {
  GSTIN: '27AAPFU0939F1ZV',
  UPI_ID: 'studio@okaxis',
  RAZORPAY_KEY_ID: 'rzp_test_bundle01',
  RAZORPAY_KEY_SECRET: 'key-secret-for-tests',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-tests',
};
const setVars = (vars: Record<string, string>) => setVarsOf(server, vars);
const get = (url: string) => getAs(server, url);
const snapshot = (warm = true) =>
  snapshotOf(server, base, ['/robots.txt', '/sitemap.xml', '/assets/client.js', '/assets/site.css'], warm);

beforeAll(async () => {
  server = worker();
  base = (await server.listen()).url.toString().replace(/\/$/, '');
});
afterAll(async () => {
  await server.close();
});

describe('what proposals and payments cost the public site', () => {
  it('public pages, client files and headers are byte-identical with payments configured or not, before and after /p runs', async () => {
    // Started without the payment settings (worker() below: the harness's defaults alone).
    const without = await snapshot();
    await setVars(PAYMENTS);
    const before = await snapshot();
    const proposal = await get(`${base}/p/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(proposal.res.status).toBe(404);
    expect(proposal.res.headers.get('cache-control')).toBe('private, no-store');
    expect(proposal.res.headers.get('x-robots-tag')).toBe('noindex');
    const after = await snapshot(false);
    expect(before).toEqual(without);
    expect(after).toEqual(without);
    for (const [path, , , body] of without) if (path === '/sitemap.xml') expect(body).not.toMatch(/\/p\//);
  });

  it('the proposal page, the webhook and the QR library are chunks of their own', () => {
    const entry = readFileSync('dist/photo_site/index.js', 'utf8');
    expect(entry).not.toMatch(/payment_links|upi:\/\/pay|proposal\.accept\.title/);
    const assets = readdirSync('dist/photo_site/assets');
    const chunk = (text: string) =>
      assets.some((f) => readFileSync(`dist/photo_site/assets/${f}`, 'utf8').includes(text));
    expect(chunk('upi://pay')).toBe(true);
    expect(chunk('/v1/payment_links')).toBe(true);
    for (const f of readdirSync('dist/client', { recursive: true, withFileTypes: true })) {
      if (!f.isFile() || !/\.(js|css|html)$/.test(f.name) || f.parentPath.includes('/studio')) continue;
      expect(readFileSync(`${f.parentPath}/${f.name}`, 'utf8'), f.name).not.toMatch(/upi:\/\/pay|proposal\.accept/);
    }
  });
});
