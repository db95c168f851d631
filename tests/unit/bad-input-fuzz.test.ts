import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worker } from '../helpers/in-process';

const server = worker();
beforeAll(() => server.listen());
afterAll(() => server.close());

const ENDPOINTS = ['/api/submit-form', '/api/submit-partner-form', '/api/submit-photographer-form'];
const LISTINGS = [
  '/photographers',
  '/services',
  '/portfolios',
  '/faqs',
  '/blogs',
  '/photographer/aarav-mehta',
  '/city/jaipur',
  '/portfolio/riya-karan-jaipur-palace-wedding',
];
const PARAMS = ['q', 'category', 'sort', 'page', 'tab', 'photos', 'service', 'city'];
const STACK = /\n\s+at |\.tsx?:\d+|node_modules|TypeError|ReferenceError/;

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000\u202e',
    '${7*7}',
    '{{7*7}}',
    '*[_type=="seo"]',
    'javascript:alert(1)',
  ),
  fc.integer().map(String),
  fc.constant('9'.repeat(400)),
);
/** Redirect targets: plain paths, and what browsers or URL parsers read as another site. */
const redirectTarget = fc.oneof(
  hostile,
  fc.webPath(),
  fc.webUrl(),
  fc
    .tuple(
      fc.constantFrom('/', '//', '/\\', '\\', '/\t/', '/\n/', '/\r\n/', ' /', '/.//', 'https:', 'javascript:'),
      fc.constantFrom('evil.com', 'evil.com/x?y=1#z', '%0d%0aSet-Cookie:x=y', ''),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
);
const SITE = 'http://site.test';
/** A Location, if any, resolves to this site. */
function expectOnSite(location: string | null) {
  if (location === null) return;
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, SITE).origin, location).toBe(SITE);
}
const jsonValue = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostile, { maxLength: 3 }),
  fc.dictionary(hostile, hostile, { maxKeys: 3 }),
);
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'countryCode',
  'service',
  'city',
  'customCity',
  'message',
  'name',
  'mobileNumber',
  'category',
  'otherCategory',
  'businessName',
  'whyPartner',
  'howDidYouKnow',
  'experience',
  'portfolio',
  'whyJoin',
  'website',
  '__proto__',
  'constructor',
];
const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 12 })
    .map((o) => ({ type: 'application/json', text: JSON.stringify(o) })),
  fc.dictionary(fc.constantFrom(...FIELDS), hostile, { maxKeys: 12 }).map((o) => ({
    type: 'application/x-www-form-urlencoded',
    text: new URLSearchParams(o as Record<string, string>).toString(),
  })),
  jsonValue.map((v) => ({ type: 'application/json', text: JSON.stringify(v) })),
  fc.string({ maxLength: 200 }).map((t) => ({ type: 'application/json', text: t })),
  fc.string({ maxLength: 60 }).map((t) => ({
    type: fc.sample(fc.constantFrom('text/plain', 'multipart/form-data', 'application/xml', ''), 1)[0]!,
    text: t,
  })),
);

describe('bad input never breaks the worker', () => {
  it('answers thousands of malformed submissions with a clear 4xx (or 202), never 5xx or a stack trace', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), body, async (endpoint, { type, text }) => {
        n++;
        const res = await server.fetch(endpoint, {
          method: 'POST',
          body: text,
          headers: {
            ...(type ? { 'content-type': type } : {}),
            'cf-connecting-ip': `10.0.${n % 250}.${(n >> 8) % 250}`,
          },
        });
        const out = await res.text();
        expect(res.status, out).toBeLessThan(500);
        expect(out).not.toMatch(STACK);
        if (res.status >= 400) expect(() => JSON.parse(out)).not.toThrow();
      }),
      { numRuns: 800 },
    );
  }, 120_000); // a bounded run; the budget is for a busy 2-core machine, not a target

  it('answers hostile query strings on every listing with a page, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTINGS),
        fc.dictionary(fc.constantFrom(...PARAMS), hostile, { maxKeys: 4 }),
        async (path, params) => {
          const res = await server.fetch(`${path}?${new URLSearchParams(params as Record<string, string>)}`);
          const out = await res.text();
          expect(res.status, `${path} ${JSON.stringify(params)}`).toBeLessThan(500);
          expect(out).not.toMatch(/\n\s+at [\w.<>]+ \(/);
          expect(out).not.toContain('<script>alert(1)</script>');
          expect(out).not.toContain('<img src=x onerror');
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000); // 400 whole pages: timed out at 60 s beside the browser pages, a second type check and lint (load 9)

  it('answers hostile /consent and /api/revalidate bodies with a 3xx or 4xx, never 5xx or an off-site Location', async () => {
    // Header values must be Latin-1 for fetch to send them at all.
    const signature = fc.oneof(
      fc.constant(''),
      hostile.map((t) => t.replace(/[^\x20-\x7e]/g, '')),
      fc.integer().map((t) => `t=${t},v1=${'A'.repeat(43)}`),
    );
    const consentBody = fc.oneof(
      fc
        .record({ choice: hostile, marketing: hostile, returnTo: redirectTarget })
        .map((o) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(o).toString() })),
      body,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          consentBody.map((b) => ({ path: '/consent', b, sig: '' })),
          fc.tuple(body, signature).map(([b, sig]) => ({ path: '/api/revalidate', b, sig })),
        ),
        async ({ path, b, sig }) => {
          const headers = {
            ...(b.type ? { 'content-type': b.type } : {}),
            ...(sig ? { 'sanity-webhook-signature': sig } : {}),
          };
          const res = await server.fetch(path, { method: 'POST', body: b.text, headers, redirect: 'manual' });
          const out = await res.text();
          expect(res.status, `${path} ${b.text}`).toBeLessThan(500);
          expect(out).not.toMatch(STACK);
          expectOnSite(res.headers.get('location'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('redirects /api/draft-mode/disable only to this site, whatever the redirect parameter', async () => {
    await fc.assert(
      fc.asyncProperty(redirectTarget, async (target) => {
        const res = await server.fetch(`/api/draft-mode/disable?redirect=${encodeURIComponent(target)}`, {
          redirect: 'manual',
        });
        await res.arrayBuffer();
        expect(res.status, JSON.stringify(target)).toBe(303);
        expectOnSite(res.headers.get('location'));
      }),
      { numRuns: 200 },
    );
  });
});
