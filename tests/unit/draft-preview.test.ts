import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPreview } from '../../src/worker/preview/cookie';
import { asBrowser, sanityVars, worker } from '../helpers/in-process';
import { jsonLd, text } from '../helpers/html';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

// Draft preview (src/worker/preview) over the Sanity stand-in, which honours perspectives and
// tokens: drafts only with the viewer token, the Studio's preview secrets read with `raw`.
const TOKEN = 'skViewerTokenForTests0123456789abcdef';
const SECRET = 'studio-preview-secret-9f8e7d';
const STUDIO = 'https://studio.example.com';
const POST_ID = 'post-how-to-plan-your-wedding-photography-timeline';
const PATH = '/blogs/how-to-plan-your-wedding-photography-timeline';
const PUBLISHED_TITLE = 'How to Plan Your Wedding Photography Timeline';
const DRAFT_TITLE = 'Draft: Your Wedding Day, Hour by Hour';
/** @vercel/stega's payload (VERCEL_STEGA_REGEX). */
const STEGA = /[\u200B\u200C\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]{4,}/u;
const STEGA_ALL = new RegExp(STEGA.source, 'gu');

const post = loadNdjson().find((d) => d._id === POST_ID)!;
const draft = { ...structuredClone(post), _id: `drafts.${POST_ID}`, title: DRAFT_TITLE };
/** The document the Studio's Presentation tool writes (@sanity/preview-url-secret's createPreviewSecret). */
const secretDoc = (secret: string, updatedAt = new Date()) => ({
  _id: 'drafts.8c1f7b52-preview-secret',
  _type: 'sanity.previewUrlSecret',
  _createdAt: updatedAt.toISOString(),
  _updatedAt: updatedAt.toISOString(),
  secret,
  source: 'presentation',
  studioUrl: `${STUDIO}/`,
  userId: 'editor-1',
});

let sanity: StandIn;
let server: ReturnType<typeof worker>;
/** Every response's headers and body seen in this file, to prove the token is in none. */
const seen: string[] = [];

async function get(path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  const res = await server.fetch(path, {
    redirect: 'manual',
    headers: { ...asBrowser.headers, ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
  const body = await res.text();
  seen.push(JSON.stringify([...res.headers]), body);
  return { res, body, headers: res.headers };
}

const enable = (params: Record<string, string>) => get(`/api/draft-mode/enable?${new URLSearchParams(params)}`);

/** The `name=value` of the preview cookie a response sets. */
function previewCookie(res: { headers: { getSetCookie(): string[] } }): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-preview='));
  return set?.split(';')[0];
}

async function enabledCookie(perspective = 'drafts'): Promise<string> {
  const { res } = await enable({
    'sanity-preview-secret': SECRET,
    'sanity-preview-pathname': PATH,
    'sanity-preview-perspective': perspective,
  });
  expect(res.status).toBe(307);
  return previewCookie(res)!;
}

/** The parts of a page where stega must never be: head, attributes (but an island's data-props), scripts. */
function outsideText(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const attrs = [...html.matchAll(/\s([a-zA-Z-:]+)="([^"]*)"/g)]
    .filter((m) => m[1] !== 'data-props')
    .map((m) => `${m[1]}=${m[2]}`);
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return [head, ...attrs, ...scripts];
}

beforeAll(async () => {
  sanity = await startSanityStandIn(loadNdjson(), { token: TOKEN });
  server = worker({ ...sanityVars(sanity.url), SANITY_STUDIO_URL: `${STUDIO}/` }, { SANITY_READ_TOKEN: TOKEN });
  await server.listen();
});
beforeEach(async () => {
  sanity.reset();
  sanity.upsert(draft, secretDoc(SECRET));
  await server.reset();
});
afterAll(async () => {
  await server.close();
  await sanity.close();
});

describe('GET /api/draft-mode/enable', () => {
  it('checks the Studio secret and sets a signed, HttpOnly, Secure, cross-site-frame cookie, then redirects to the page', async () => {
    const { res } = await enable({
      'sanity-preview-secret': SECRET,
      'sanity-preview-pathname': `${PATH}?tab=1`,
      'sanity-preview-perspective': 'drafts',
    });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${PATH}?tab=1`);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-preview='))!;
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; SameSite=None/);
    expect(set).toMatch(/; Partitioned/);
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(/^__Host-preview=v1\.\d+\.drafts\.[A-Za-z0-9_-]{43};/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The secret was read as the preview-url-secret package reads it: raw perspective, with the token.
    expect(
      sanity.requests.some(
        (r) => /sanity\.previewUrlSecret/.test(r.query) && r.perspective === 'raw' && r.token === 'valid',
      ),
    ).toBe(true);
  });

  it('refuses a missing, wrong or expired secret with 401 and no cookie', async () => {
    sanity.upsert({ ...secretDoc('old-secret', new Date(Date.now() - 2 * 3600_000)), _id: 'drafts.old-secret' });
    const attempts: Record<string, string>[] = [
      { 'sanity-preview-pathname': PATH },
      { 'sanity-preview-secret': 'forged-secret', 'sanity-preview-pathname': PATH },
      { 'sanity-preview-secret': 'old-secret', 'sanity-preview-pathname': PATH },
    ];
    for (const params of attempts) {
      const { res, body } = await enable(params);
      expect(res.status, JSON.stringify(params)).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(body).toContain('invalid or has expired');
    }
  });

  it('redirects only to a path on this site', async () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', '/.//evil.example/x']) {
      const { res } = await enable({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': target });
      const location = res.headers.get('location')!;
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://site.test').host).toBe('site.test');
    }
  });
});

describe('a page in preview', () => {
  it('shows the draft with the cookie, and the published version right after without it (no cache leaks)', async () => {
    // Public first: the page memo and the content cache now hold the published page.
    const before = await get(PATH);
    expect(text(before.body)).toContain(PUBLISHED_TITLE);
    const cookie = await enabledCookie();

    sanity.reset();
    sanity.upsert(draft, secretDoc(SECRET));
    const preview = await get(PATH, { cookie });
    const visible = text(preview.body).replace(STEGA_ALL, '');
    expect(visible).toContain(DRAFT_TITLE);
    expect(visible).not.toContain(PUBLISHED_TITLE);
    // Straight to the content API with the token and the drafts perspective: no cached content.
    expect(sanity.requests.length).toBeGreaterThan(0);
    expect(sanity.requests.every((r) => r.perspective === 'drafts' && r.token === 'valid')).toBe(true);

    // Same isolate, same URL, no cookie: the published page (twice: memo miss, then memo hit).
    for (let i = 0; i < 2; i++) {
      const after = await get(PATH);
      expect(text(after.body)).toContain(PUBLISHED_TITLE);
      expect(after.body).not.toContain(DRAFT_TITLE.slice(7));
      expect(after.headers.get('x-frame-options')).toBe('DENY');
    }
    // And a public visitor's queries never carried the token or a drafts perspective.
    expect(
      sanity.requests
        .filter((r) => r.token !== 'none' || r.perspective !== 'published')
        .every((r) => r.token === 'valid'),
    ).toBe(true);
  });

  it('is private, uncacheable, unindexed and frameable by the Studio only', async () => {
    const cookie = await enabledCookie();
    const { res, headers, body } = await get(PATH, { cookie });
    expect(res.status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(headers.get('x-frame-options')).toBeNull();
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors 'self' ${STUDIO}`);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/); // still no inline script
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // The bar and the overlay script, on this page only.
    expect(text(body)).toContain('Preview Drafts are shown here; visitors see the published site. Exit preview');
    expect(body).toContain(`href="/api/draft-mode/disable?redirect=${encodeURIComponent(PATH)}"`);
    expect(body).toMatch(/<script type="module" src="\/assets\/preview\/preview\.js\?v=[^"]+"><\/script>/);

    const pub = await get(PATH);
    expect(pub.headers.get('x-frame-options')).toBe('DENY');
    expect(pub.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(pub.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(pub.headers.get('x-robots-tag')).toBeNull();
    expect(pub.body).not.toContain('preview');
  });

  it('carries edit links in visible text only: never in the head, JSON-LD, attributes, links or scripts', async () => {
    const cookie = await enabledCookie();
    const { body } = await get(PATH, { cookie });
    // Stega is on: the draft's heading carries its edit link (Content Source Map from the stand-in).
    const h1 = body.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!;
    expect(h1).toMatch(STEGA);
    expect(h1.replace(STEGA_ALL, '')).toContain(DRAFT_TITLE);
    // …and nowhere else.
    for (const part of outsideText(body)) expect(part).not.toMatch(STEGA);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<title>${DRAFT_TITLE.replace(/:/g, ':')}`);
    expect(JSON.stringify(jsonLd(body))).toContain(DRAFT_TITLE);
    for (const href of [...body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)) expect(href).not.toMatch(STEGA);
  });

  it('never puts stega on a public page', async () => {
    await enabledCookie(); // a preview exists elsewhere
    for (const path of [PATH, '/', '/blogs', '/faqs']) {
      const { body } = await get(path);
      expect(body, path).not.toMatch(STEGA);
    }
  });

  it('reads with the perspective the Studio asked for', async () => {
    const cookie = await enabledCookie('published');
    expect(cookie).toMatch(/^__Host-preview=v1\.\d+\.published\./);
    sanity.reset();
    sanity.upsert(draft);
    const { body, headers } = await get(PATH, { cookie });
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(text(body).replace(STEGA_ALL, '')).toContain(PUBLISHED_TITLE);
    expect(sanity.requests.every((r) => r.perspective === 'published' && r.token === 'valid')).toBe(true);
  });

  it('ignores a forged, tampered or expired cookie: the visitor gets the public page', async () => {
    const cookie = await enabledCookie();
    const [name, value] = cookie.split('=') as [string, string];
    const [v, exp, persp, mac] = value.split('.') as [string, string, string, string];
    const flip = (s: string) => s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    const expired = await signPreview(TOKEN, 'drafts', Date.now() - 9 * 3600_000);
    const otherKey = await signPreview('some-other-token', 'drafts');
    for (const forged of [
      `${v}.${exp}.${persp}.${flip(mac)}`,
      `${v}.${Number(exp) + 3600}.${persp}.${mac}`,
      `${v}.${exp}.published.${mac}`,
      expired,
      otherKey,
      'v1.9999999999.drafts.',
      TOKEN,
    ]) {
      const { body, headers } = await get(PATH, { cookie: `${name}=${forged}` });
      expect(text(body), forged).toContain(PUBLISHED_TITLE);
      expect(body).not.toContain('preview-bar');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("POST /api/draft-mode/perspective follows the Studio's perspective switch (preview and same origin only)", async () => {
    const cookie = await enabledCookie();
    const post = async (body: unknown, headers: Record<string, string>) => {
      const res = await server.fetch('/api/draft-mode/perspective', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      });
      seen.push(JSON.stringify([...res.headers]));
      return res;
    };
    const origin = (await server.listen()).url.origin; // resolved against this, as the worker sees it
    expect((await post({ perspective: 'published' }, { origin })).status).toBe(401); // no preview cookie
    expect((await post({ perspective: 'published' }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    const same = await post({ perspective: 'drafts' }, { cookie, origin });
    expect(await same.json(), `origin ${origin}`).toEqual({ ok: true, changed: false });
    expect(same.headers.get('set-cookie')).toBeNull();
    const switched = await post({ perspective: 'published' }, { cookie, origin });
    expect(await switched.json()).toEqual({ ok: true, changed: true });
    const published = previewCookie(switched)!;
    expect(published).toMatch(/^__Host-preview=v1\.\d+\.published\./);
    const { body } = await get(PATH, { cookie: published });
    expect(text(body).replace(STEGA_ALL, '')).toContain(PUBLISHED_TITLE);
    expect(body).toContain('preview-bar'); // still a preview, of the published perspective
  });

  it('GET /api/draft-mode/disable clears the cookie and goes back to the page', async () => {
    await enabledCookie();
    const { res } = await get(`/api/draft-mode/disable?redirect=${encodeURIComponent(PATH)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(PATH);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-preview='))!;
    expect(set).toMatch(/^__Host-preview=;/);
    expect(set).toMatch(/Max-Age=0/);
    expect(set).toMatch(/; Partitioned/);
  });

  it('islands asking for a region (X-Fragment) in preview get it uncached and without stega in attributes', async () => {
    const cookie = await enabledCookie();
    const { res, body } = await get('/photographers?sort=name', {
      cookie,
      headers: { 'x-fragment': 'photographers-results' },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(text(body)).toMatch(STEGA); // drafts, with edit links in the visible names
    for (const part of outsideText(`</head>${body}`)) expect(part).not.toMatch(STEGA);
  });
});

describe('secrets', () => {
  it('the token appears in no response, header or body', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const s of seen) expect(s).not.toContain(TOKEN);
  });
});

describe('without a project or token', () => {
  it('refuses to enable preview, and a cookie does nothing', async () => {
    const demo = worker();
    await demo.listen();
    try {
      const res = await demo.fetch(`/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(501);
      expect(await res.text()).toContain('Draft preview is not set up on this site');
      expect(res.headers.get('set-cookie')).toBeNull();
      const page = await demo.fetch('/', {
        headers: { ...asBrowser.headers, cookie: `__Host-preview=${await signPreview(TOKEN, 'drafts')}` },
      });
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(await page.text()).not.toContain('preview-bar');
    } finally {
      await demo.close();
    }
  });
});
