import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBot, asBrowser, BROWSER_UA, worker } from '../helpers/in-process';
import { text, title } from '../helpers/html';
import { alternates, canonicalOf, hiPath, htmlLang, switchLinks } from '../helpers/languages';
import { ROUTES } from '../routes';

/**
 * Languages by path (docs/decisions/0031-languages-by-path.md, docs/product.md#languages): every
 * route of the page table answers under /hi/ in Hindi, nothing redirects by Accept-Language or
 * cookie, what crawlers read besides pages exists once, and the page memo keeps the languages apart.
 */

const SITE = 'https://photos.example.in';
const server = worker({ SITE_URL: SITE });
beforeAll(() => server.listen());
afterAll(() => server.close());

/** The page table (src/worker/pages/index.ts), named by URL: tsc leaves src/ to its own project. */
const { pages } = (await import(
  /* @vite-ignore */ new URL('../../src/worker/pages/index.ts', import.meta.url).href
)) as {
  pages: { routes: Array<{ method: string; path: string }> };
};

const get = async (path: string, init: Parameters<typeof server.fetch>[1] = asBrowser) => {
  const res = await server.fetch(path, init);
  return { res, html: await res.text() };
};

/** Route patterns of the page table that are no page (JSON) or never linked (the design review). */
const NOT_PAGES = ['/portfolio/:slug/photos', '/styleguide'];

describe('every page of the route table in Hindi under /hi/', () => {
  it('tests/routes.ts names a path for every page route of the table', () => {
    const patterns = [...new Set(pages.routes.filter((r) => r.method === 'GET').map((r) => r.path))];
    const uncovered = patterns
      .filter((p) => !NOT_PAGES.includes(p))
      .filter((p) => !ROUTES.some((r) => new RegExp(`^${p.replace(/:[a-z]+/g, '[^/]+')}$`).test(r)));
    expect(uncovered).toEqual([]);
    expect(patterns.length).toBeGreaterThan(15);
  });

  it.each(ROUTES)('%s has its /hi/ twin: 200, lang hi-IN, a switch back to English', async (path) => {
    const en = await get(path);
    const hi = await get(hiPath(path));
    expect(en.res.status).toBe(200);
    expect(hi.res.status).toBe(200);
    expect(htmlLang(en.html)).toBe('en-IN');
    expect(htmlLang(hi.html)).toBe('hi-IN');
    expect(hi.html).toContain('<meta property="og:locale" content="hi_IN"/>');
    expect(en.html).toContain('<meta property="og:locale" content="en_IN"/>');
    // The switch names the same page (and query) in the other language, in that language.
    expect(switchLinks(en.html)).toEqual([{ href: hiPath(path), lang: 'hi-IN' }]);
    expect(switchLinks(hi.html)).toEqual([{ href: path, lang: 'en-IN' }]);
  });

  it('keeps the query in the switch, without marketing parameters', async () => {
    const { html } = await get('/hi/photographers?page=2&utm_source=ads&gclid=abc');
    expect(switchLinks(html)).toEqual([{ href: '/photographers?page=2', lang: 'en-IN' }]);
  });

  it('listings: reciprocal hreflang (en-IN, hi-IN, x-default) and a self-referencing canonical', async () => {
    for (const path of ['/', '/faqs', '/services', '/contact']) {
      const en = await get(path, asBot);
      const hi = await get(hiPath(path), asBot);
      const set = { 'en-IN': `${SITE}${path}`, 'hi-IN': `${SITE}${hiPath(path)}`, 'x-default': `${SITE}${path}` };
      expect(alternates(en.html)).toEqual(set);
      expect(alternates(hi.html)).toEqual(set);
      expect(canonicalOf(en.html)).toBe(`${SITE}${path}`);
      expect(canonicalOf(hi.html)).toBe(`${SITE}${hiPath(path)}`);
    }
  });

  it('a /hi/ path that does not exist: a Hindi not-found page, 404, no hreflang', async () => {
    const { res, html } = await get('/hi/no-such-page');
    expect(res.status).toBe(404);
    expect(htmlLang(html)).toBe('hi-IN');
    expect(title(html)).toBe('पेज नहीं मिला | ShutterStory');
    expect(text(html)).toContain('माफ़ कीजिए! यह पेज नहीं मिला');
    expect(html).toContain('href="/hi"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(alternates(html)).toEqual({});
    // English stays as it was.
    const en = await get('/no-such-page');
    expect(en.res.status).toBe(404);
    expect(text(en.html)).toContain('Oops! Page not found');
  });

  it('what is no page has no /hi/ twin: sitemap, robots, API, inbox, Studio', async () => {
    for (const path of ['/hi/sitemap.xml', '/hi/robots.txt', '/hi/api/submit-form', '/hi/admin', '/hi/studio']) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(404);
      expect(htmlLang(html), path).toBe('hi-IN');
    }
  });
});

describe('the language comes from the path only', () => {
  it('never redirects by Accept-Language or cookie, and does not vary on them', async () => {
    const hindiBrowser = {
      headers: { 'user-agent': BROWSER_UA, 'accept-language': 'hi-IN,hi;q=0.9', cookie: 'lang=hi; locale=hi' },
    };
    const englishBrowser = { headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-GB,en;q=0.9' } };
    for (const [path, init, lang] of [
      ['/', hindiBrowser, 'en-IN'],
      ['/place/wedding-photographer-jaipur', hindiBrowser, 'en-IN'],
      ['/hi', englishBrowser, 'hi-IN'],
      ['/hi/faqs', englishBrowser, 'hi-IN'],
    ] as const) {
      const res = await server.fetch(path, { ...init, redirect: 'manual' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('vary') ?? '').not.toMatch(/accept-language|cookie/i);
      expect(htmlLang(await res.text()), path).toBe(lang);
    }
  });

  it('/hi/ leads to the Hindi home, /hi (by its path: with any Accept-Language)', async () => {
    const res = await server.fetch('/hi/?page=1', { headers: { 'accept-language': 'en' }, redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/hi?page=1');
  });

  it('the page memo keeps / and /hi/ apart', async () => {
    await server.reset();
    await get('/faqs');
    await server.idle();
    const again = await get('/faqs');
    expect(again.res.headers.get('x-page-cache')).toBe('hit');
    const hi = await get('/hi/faqs');
    expect(hi.res.headers.get('x-page-cache')).toBe('miss');
    expect(htmlLang(hi.html)).toBe('hi-IN');
    await server.idle();
    const hiAgain = await get('/hi/faqs');
    expect(hiAgain.res.headers.get('x-page-cache')).toBe('hit');
    expect(htmlLang(hiAgain.html)).toBe('hi-IN');
    expect(htmlLang((await get('/faqs')).html)).toBe('en-IN');
  });
});
