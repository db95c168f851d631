import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';

/**
 * Redirects taken from the request: POST /consent's returnTo and
 * /api/draft-mode/disable's redirect go to a path on this site or to '/', never off-site, never 500.
 */
let server: ReturnType<typeof worker>;
let base: URL;

beforeAll(async () => {
  server = worker();
  base = (await server.listen()).url;
});
afterAll(() => server?.close());

/** Each target and where it must lead: itself (a plain path on this site) or '/'. */
const TARGETS: [string, string][] = [
  ['/\t/evil.com', '/'],
  ['/\n/evil.com', '/'],
  ['/ok\r\nSet-Cookie: x=y', '/'],
  ['//evil.com', '/'],
  ['/\\evil.com', '/'],
  ['/.//evil.com', '/'],
  ['https://evil.com', '/'],
  ['javascript:alert(1)', '/'],
  ['', '/'],
  ['/%0d%0aSet-Cookie:x=y', '/%0d%0aSet-Cookie:x=y'],
  ['/ok?x=1#h', '/ok?x=1#h'],
  ['/privacy-choices', '/privacy-choices'],
  [`/${'a'.repeat(3000)}`, '/'],
];

function expectOnSite(res: Awaited<ReturnType<typeof server.fetch>>, want: string, target: string) {
  expect(res.status, JSON.stringify(target)).toBe(303);
  const location = res.headers.get('location')!;
  expect(location, JSON.stringify(target)).toBe(want);
  expect(new URL(location, base).origin).toBe(base.origin);
  expect(res.headers.getSetCookie().some((c) => c.startsWith('x='))).toBe(false);
}

describe('redirect targets from the request stay on this site', () => {
  it.each(TARGETS)('POST /consent returnTo=%j', async (target, want) => {
    const res = await server.fetch('/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'reject', returnTo: target }),
      redirect: 'manual',
    });
    expectOnSite(res, want, target);
  });

  it.each(TARGETS)('GET /api/draft-mode/disable?redirect=%j', async (target, want) => {
    const res = await server.fetch(`/api/draft-mode/disable?redirect=${encodeURIComponent(target)}`, {
      redirect: 'manual',
    });
    expectOnSite(res, want, target);
  });

  it("drops the Studio's own parameters from the preview redirect", async () => {
    const res = await server.fetch(
      `/api/draft-mode/disable?redirect=${encodeURIComponent('/blogs?sanity-preview-perspective=drafts&page=2')}`,
      { redirect: 'manual' },
    );
    expect(res.headers.get('location')).toBe('/blogs?page=2');
  });
});
