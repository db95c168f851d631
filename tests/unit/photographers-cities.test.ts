/**
 * /photographers, /photographer/{slug} (and /photographers/{slug}), /city/{slug}: the built worker
 * over the demo dataset and over the Sanity stand-in. Expected orders come from an independent
 * reading of the dataset NDJSON (not from the site's GROQ), so a wrong query fails here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { jsonLd, links, meta, text, title, streamed } from '../helpers/html';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

type Doc = Record<string, any> & { _id: string; _type: string };
const DOCS = loadNdjson() as Doc[];
const PHOTOGRAPHERS = DOCS.filter((d) => d._type === 'photographer' && !d._id.startsWith('drafts.'));
const CITIES = DOCS.filter((d) => d._type === 'city');
const SITE = 'https://photos.example.in';

// ---------- an independent oracle of the listing rules (docs/product.md#photographers) ----------
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const lname = (d: Doc) => String(d.name ?? '').toLowerCase();
const ORDERS: Record<string, (a: Doc, b: Doc) => number> = {
  featured: (a, b) =>
    Number(b.featured === true) - Number(a.featured === true) || cmp(lname(a), lname(b)) || cmp(a._id, b._id),
  'name-asc': (a, b) => cmp(lname(a), lname(b)) || cmp(a._id, b._id),
  'name-desc': (a, b) => cmp(lname(b), lname(a)) || cmp(a._id, b._id),
  newest: (a, b) => cmp(b._createdAt, a._createdAt) || cmp(a._id, b._id),
  oldest: (a, b) => cmp(a._createdAt, b._createdAt) || cmp(a._id, b._id),
};
function expected(docs: Doc[], { sort = 'featured', category = 'all', q = '' } = {}): string[] {
  const needle = q.toLowerCase();
  return docs
    .filter((d) => category === 'all' || d.photos?.[0]?.category === category)
    .filter(
      (d) =>
        !needle ||
        lname(d).includes(needle) ||
        String(d.title ?? '')
          .toLowerCase()
          .includes(needle),
    )
    .sort(ORDERS[sort])
    .map((d) => d.name);
}

// ---------- readers of what a visitor sees ----------
interface Card {
  name: string;
  subtitle: string;
  specialty: string;
  portfolio: string;
  href: string;
  book: string;
  featured: boolean;
  img: string;
}
function cards(html: string): Card[] {
  return [...html.matchAll(/<article class="card card--photographer">([\s\S]*?)<\/article>/g)].map(([, body]) => {
    const actions = [...body!.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
    return {
      name: text(body!.match(/<h3 class="card__title"[^>]*>([\s\S]*?)<\/h3>/)?.[1] ?? ''),
      subtitle: text(body!.match(/<p class="card__subtitle">([\s\S]*?)<\/p>/)?.[1] ?? ''),
      specialty: text(body!.match(/<p class="card__text[^"]*">([\s\S]*?)<\/p>/)?.[1] ?? ''),
      href: actions[0]?.[1] ?? '',
      portfolio: text(actions[0]?.[2] ?? ''),
      book: `${text(actions[1]?.[2] ?? '')} ${actions[1]?.[1] ?? ''}`,
      featured: body!.includes('badge--featured'),
      img: body!.match(/<img [^>]*>/)?.[0] ?? '',
    };
  });
}
const names = (html: string) => cards(html).map((c) => c.name);
/** Page numbers the pager shows, the current page, and whether Previous/Next are links. */
function pager(html: string) {
  const nav = html.match(/<nav class="pager"[\s\S]*?<\/nav>/)?.[0];
  if (!nav) return null;
  return {
    pages: [...nav.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1])),
    current: Number(nav.match(/aria-current="page" aria-label="Page (\d+)"/)?.[1]),
    next: nav.match(/href="([^"]*)" rel="next"/)?.[1]?.replace(/&amp;/g, '&') ?? null,
  };
}
const captions = (html: string) =>
  [...html.matchAll(/<span class="gallery__caption">([^<]*)<\/span>/g)].map((m) => text(m[1]!));
const galleryItems = (html: string) =>
  [...html.matchAll(/<li class="gallery__item[^"]*">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
/** Demo image path of an asset reference: image-abc-1920x1080-svg → /demo-img/abc-1920x1080.svg */
const demoPath = (ref: string) => `/demo-img/${ref.replace(/^image-/, '').replace(/-([a-z0-9]+)$/, '.$1')}`;
const attrOf = (tag: string, name: string) =>
  tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');

function byKey<T extends { _key: string }>(photos: T[], sort: 'newest' | 'oldest'): T[] {
  return [...photos].sort((a, b) => (sort === 'newest' ? cmp(b._key, a._key) : cmp(a._key, b._key)));
}

// ======================================================================================
describe('over the demo dataset', () => {
  const server = worker({ SITE_URL: SITE });
  beforeAll(() => server.listen());
  afterAll(() => server.close());
  const get = async (path: string, init = asBot) => {
    const res = await server.fetch(path, init);
    return { status: res.status, headers: res.headers, html: await res.text() };
  };

  describe('/photographers', () => {
    it('shows 30 photographers, 12 a page on 3 pages, featured first then by name', async () => {
      expect(PHOTOGRAPHERS).toHaveLength(30);
      const all = expected(PHOTOGRAPHERS);
      const seen: string[] = [];
      for (const [page, size] of [
        [1, 12],
        [2, 12],
        [3, 6],
      ] as const) {
        const { status, html } = await get(page === 1 ? '/photographers' : `/photographers?page=${page}`);
        expect(status).toBe(200);
        expect(cards(html)).toHaveLength(size);
        seen.push(...names(html));
      }
      expect(seen).toEqual(all);
      expect(all.slice(0, 7).every((n) => PHOTOGRAPHERS.find((d) => d.name === n)!.featured)).toBe(true);
      expect(all).not.toContain('DRAFT — should never show');
    });

    it.each(['name-asc', 'name-desc', 'newest', 'oldest', 'featured'])('orders every page by sort=%s', async (sort) => {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) seen.push(...names((await get(`/photographers?sort=${sort}&page=${page}`)).html));
      expect(seen).toEqual(expected(PHOTOGRAPHERS, { sort }));
      expect(new Set(seen).size).toBe(30);
    });

    it('renders each card as docs/product.md says', async () => {
      const list = cards((await get('/photographers?sort=name-asc')).html);
      const arjun = list.find((c) => c.name === 'Arjun Menon')!;
      expect(arjun).toMatchObject({
        subtitle: 'Professional Photographer', // no title in content: the default
        specialty: 'Landscape Photography', // category of the first photo, capitalised
        portfolio: 'View Portfolio (8)',
        href: '/photographer/arjun-menon',
        book: 'Book Now /contact',
        featured: false,
      });
      const aarav = list.find((c) => c.name === 'Aarav Mehta')!;
      expect(aarav).toMatchObject({
        subtitle: 'Lead Wedding Photographer',
        specialty: 'Wedding Photography',
        portfolio: 'View Portfolio (4)',
        featured: true,
      });
      expect(aarav.img).toContain('w=800&amp;h=1000');
      expect(attrOf(aarav.img, 'width')).toBe('800');
      expect(attrOf(aarav.img, 'height')).toBe('1000');
      expect(attrOf(aarav.img, 'srcSet')).toMatch(/ 400w, .* 800w, .* 1600w$/);
      for (const c of list) expect(c.featured).toBe(PHOTOGRAPHERS.find((d) => d.name === c.name)!.featured === true);
      // First row eager, the rest lazy.
      expect(list.slice(0, 4).every((c) => attrOf(c.img, 'loading') === 'eager')).toBe(true);
      expect(list.slice(4).every((c) => attrOf(c.img, 'loading') === 'lazy')).toBe(true);
    });

    it('shows a pager window of the 3 pages with Previous/Next at first, middle and last page', async () => {
      expect(pager((await get('/photographers')).html)).toMatchObject({
        pages: [1, 2, 3],
        current: 1,
        next: '/photographers?page=2',
      });
      expect((await get('/photographers')).html).toMatch(
        /pager__link--disabled" aria-disabled="true"><span aria-hidden="true">‹<\/span><span class="pager__label">Previous/,
      );
      expect(pager((await get('/photographers?page=2')).html)).toMatchObject({
        pages: [1, 2, 3],
        current: 2,
        next: '/photographers?page=3',
      });
      const last = (await get('/photographers?page=3')).html;
      expect(pager(last)).toMatchObject({ pages: [1, 2, 3], current: 3, next: null });
      expect(last).toContain('href="/photographers?page=2" rel="prev"');
      // Page links keep the other parameters.
      expect(pager((await get('/photographers?sort=oldest&page=2')).html)).toMatchObject({
        next: '/photographers?sort=oldest&page=3',
      });
    });

    it('filters by category across all photographers, not just the current page', async () => {
      const weddingAll = expected(PHOTOGRAPHERS, { category: 'wedding' });
      expect(weddingAll.length).toBeGreaterThan(3);
      const unfilteredPage = (n: string) => Math.floor(expected(PHOTOGRAPHERS).indexOf(n) / 12) + 1;
      expect(new Set(weddingAll.map(unfilteredPage)).size).toBeGreaterThan(1); // spread over several pages
      for (const category of ['portrait', 'landscape', 'fashion', 'wedding', 'street', 'nature', 'corporate']) {
        const html = (await get(`/photographers?category=${category}`)).html;
        expect(names(html)).toEqual(expected(PHOTOGRAPHERS, { category }));
        const label = `${category[0]!.toUpperCase()}${category.slice(1)} Photography`;
        expect(cards(html).every((c) => c.specialty === label)).toBe(true);
        expect(pager(html)).toBeNull(); // one page each
      }
      const html = (await get('/photographers?category=wedding&sort=name-desc')).html;
      expect(names(html)).toEqual(expected(PHOTOGRAPHERS, { category: 'wedding', sort: 'name-desc' }));
      expect(html).toContain(
        'href="/photographers?category=wedding&amp;sort=name-desc" class="chip chip--active" aria-current="true"',
      );
    });

    it('searches name or title, case-insensitively, across all photographers', async () => {
      expect(names((await get('/photographers?q=mehta')).html)).toEqual(['Aarav Mehta']);
      expect(names((await get('/photographers?q=MEHTA')).html)).toEqual(['Aarav Mehta']);
      expect(names((await get("/photographers?q=d'souza")).html)).toEqual(["Daniel D'Souza"]);
      const rav = names((await get('/photographers?q=rav')).html); // inside a word: Aarav, Travel…
      expect(rav).toContain('Aarav Mehta');
      expect(rav).toEqual(expected(PHOTOGRAPHERS, { q: 'rav' }));
      const wedding = expected(PHOTOGRAPHERS, { q: 'Wedding' });
      expect(wedding.some((n) => !n.toLowerCase().includes('wedding'))).toBe(true); // found by title
      expect(names((await get('/photographers?q=Wedding')).html)).toEqual(wedding);
      // A search wider than one page is paged too.
      const many = expected(PHOTOGRAPHERS, { q: 'photographer', sort: 'name-asc' });
      expect(many.length).toBeGreaterThan(12);
      const p1 = (await get('/photographers?q=photographer&sort=name-asc')).html;
      const p2 = (await get('/photographers?q=photographer&sort=name-asc&page=2')).html;
      expect([...names(p1), ...names(p2)]).toEqual(many);
      expect(pager(p1)).toMatchObject({ pages: [1, 2], next: '/photographers?q=photographer&sort=name-asc&page=2' });
      // Search and category together.
      expect(names((await get('/photographers?q=photographer&category=street')).html)).toEqual(
        expected(PHOTOGRAPHERS, { q: 'photographer', category: 'street' }),
      );
    });

    it('keeps state in the URL: a GET form and links that reset the page', async () => {
      const html = (await get('/photographers?q=photographer&category=street&sort=newest&page=1')).html;
      expect(html).toMatch(/<form class="cluster" role="search" action="\/photographers" method="get">/);
      expect(html).toMatch(/<input type="search"[^>]*name="q" value="photographer"/);
      expect(html).toMatch(/<option value="newest" selected="">Newest<\/option>/);
      expect(html).toContain('<input type="hidden" name="category" value="street"/>');
      // Category links keep search and sort, never the page.
      const chips = links(html).filter((h) => h.startsWith('/photographers') && !h.includes('page='));
      expect(chips).toContain('/photographers?q=photographer&category=wedding&sort=newest');
      expect(chips).toContain('/photographers?q=photographer&sort=newest');
      const onPage2 = links((await get('/photographers?page=2')).html);
      expect(onPage2).toContain('/photographers?category=portrait');
      expect(onPage2.filter((h) => h.includes('category=')).every((h) => !h.includes('page='))).toBe(true);
    });

    it('shows the last page for a page past the end, and the empty text when nothing matches', async () => {
      for (const page of ['4', '99', '10000', '99999999999999999999']) {
        const { status, html } = await get(`/photographers?page=${page}`);
        expect(status).toBe(200);
        expect(pager(html)?.current).toBe(3);
        expect(names(html)).toEqual(expected(PHOTOGRAPHERS).slice(24));
      }
      expect(names((await get('/photographers?category=wedding&page=3')).html)).toEqual(
        expected(PHOTOGRAPHERS, { category: 'wedding' }),
      );
      const empty = await get('/photographers?q=zzzz&page=4');
      expect(empty.status).toBe(200);
      expect(text(empty.html)).toContain('No photographers found');
      expect(text(empty.html)).toContain('Try adjusting your search or filter criteria.');
      expect(cards(empty.html)).toHaveLength(0);
      expect(pager(empty.html)).toBeNull();
    });

    it('falls back safely on bad parameters', async () => {
      const all = expected(PHOTOGRAPHERS);
      for (const qs of [
        'page=0',
        'page=-3',
        'page=abc',
        'page=1.5',
        'page=',
        'sort=bogus',
        'sort=',
        'category=unknown',
        'category=',
        'sort[]=x',
        'page=2&page=3&sort=%00',
      ]) {
        const { status, html } = await get(`/photographers?${qs}`);
        expect(status, qs).toBe(200);
        expect(names(html), qs).toEqual(qs.startsWith('page=2') ? all.slice(12, 24) : all.slice(0, 12));
      }
      expect(names((await get('/photographers?sort=NAME-DESC&category=Wedding')).html)).toEqual(
        expected(PHOTOGRAPHERS, { sort: 'name-desc', category: 'wedding' }),
      );
      // A very long search is cut (never an error); markup and GROQ syntax are just text.
      const long = await get(`/photographers?q=${'a'.repeat(5000)}`);
      expect(long.status).toBe(200);
      expect(long.html).toMatch(new RegExp(`name="q" value="a{100}"`));
      for (const q of ['<script>alert(1)</script>', '*', '") || true || ("', '\\', '%', '$search']) {
        const { status, html } = await get(`/photographers?q=${encodeURIComponent(q)}`);
        expect(status, q).toBe(200);
        expect(text(html), q).toContain('No photographers found');
        expect(html).not.toContain('<script>alert(1)');
      }
    });

    it('has the metadata of its seo record and a canonical URL', async () => {
      const { html, headers } = await get('/photographers');
      const seo = DOCS.find((d) => d._type === 'seo' && d.pageName === 'photographers')!;
      expect(title(html)).toBe(`${seo.title} | ShutterStory`);
      expect(meta(html, 'description')).toBe(seo.description);
      expect(html).toContain(`<link rel="canonical" href="${SITE}/photographers"/>`);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image')).toContain('w=1200&h=630');
      expect(headers.get('vary')).toContain('X-Fragment');
      expect((await get('/photographers?page=2')).html).toContain(
        `<link rel="canonical" href="${SITE}/photographers?page=2"/>`,
      );
      expect((await get('/photographers?q=mehta&page=1')).html).toContain(
        `<link rel="canonical" href="${SITE}/photographers"/>`,
      );
    });

    it('answers the filter island with the results region alone', async () => {
      const res = await server.fetch('/photographers?category=fashion&sort=name-desc', {
        headers: { ...asBrowser.headers, 'x-fragment': 'photographers-results' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-fragment')).toBe('photographers-results');
      expect(res.headers.get('vary')).toContain('X-Fragment');
      const html = await res.text();
      expect(html).not.toMatch(/<html|<header|<script|<template/);
      expect(names(html)).toEqual(expected(PHOTOGRAPHERS, { category: 'fashion', sort: 'name-desc' }));
      const empty = await (
        await server.fetch('/photographers?q=zzzz', { headers: { 'x-fragment': 'photographers-results' } })
      ).text();
      expect(text(empty)).toBe('No photographers found Try adjusting your search or filter criteria.');
    });
  });

  describe('/photographer/{slug}', () => {
    const aarav = PHOTOGRAPHERS.find((d) => d.slug.current === 'aarav-mehta')!;

    it('shows hero, profile image, name, title and the photos newest first by key', async () => {
      const { status, html } = await get('/photographer/aarav-mehta');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1 id="profile-name" class="hero__title">Aarav Mehta<\/h1>/);
      expect(text(html)).toContain('Lead Wedding Photographer');
      const hero = html.match(/<div class="hero__media"><img [^>]*>/)![0];
      expect(hero).toContain(`${demoPath(aarav.heroImage.asset._ref)}?w=1920&amp;h=1080`);
      expect(attrOf(hero, 'width')).toBe('1920');
      expect(attrOf(hero, 'height')).toBe('1080');
      expect(attrOf(hero, 'loading')).toBe('eager');
      expect(html).toMatch(/<link rel="preload" as="image" href="[^"]*w=1920&amp;h=1080/);
      const profile = html.match(/<img [^>]*alt="Aarav Mehta"[^>]*>/)![0];
      expect(profile).toContain('w=800&amp;h=1000');
      expect(captions(html)).toEqual(byKey(aarav.photos, 'newest').map((p: any) => p.title));
      for (const item of galleryItems(html)) {
        const img = item.match(/<img [^>]*>/)![0];
        expect(attrOf(img, 'loading')).toBe('lazy');
        expect(attrOf(img, 'srcSet')).toMatch(/ \d+w, /);
        expect(Number(attrOf(img, 'width'))).toBeGreaterThan(0);
        expect(Number(attrOf(img, 'height'))).toBeGreaterThan(0);
      }
      expect(html).toContain(
        'href="/photographer/aarav-mehta" class="chip chip--active" aria-current="true">Newest First</a>',
      );
      expect(html).toContain('href="/photographer/aarav-mehta?sort=oldest" class="chip">Oldest First</a>');
    });

    it('sorts Oldest First with ?sort=oldest; anything else is newest', async () => {
      const priya = PHOTOGRAPHERS.find((d) => d.slug.current === 'priya-banerjee')!;
      const oldest = (await get('/photographer/priya-banerjee?sort=oldest')).html;
      expect(captions(oldest)).toEqual(byKey(priya.photos, 'oldest').map((p: any) => p.title));
      expect(oldest).toContain('aria-current="true">Oldest First</a>');
      for (const sort of ['bogus', 'OLDEST', '']) {
        const expectedOrder = byKey(priya.photos, sort === 'OLDEST' ? 'oldest' : 'newest').map((p: any) => p.title);
        expect(captions((await get(`/photographer/priya-banerjee?sort=${sort}`)).html)).toEqual(expectedOrder);
      }
    });

    it('answers /photographers/{slug} with the same page and one canonical URL', async () => {
      const a = await get('/photographer/kavya-hegde');
      const b = await get('/photographers/kavya-hegde');
      expect(b.status).toBe(200);
      expect(captions(b.html)).toEqual(captions(a.html));
      for (const { html } of [a, b])
        expect(html).toContain(`<link rel="canonical" href="${SITE}/photographer/kavya-hegde"/>`);
      expect(b.html).toContain('href="/photographers/kavya-hegde?sort=oldest"');
    });

    it("defaults a missing title to 'Professional Photographer'", async () => {
      const { html } = await get('/photographer/arjun-menon');
      expect(html).toMatch(/<p class="hero__subtitle">Professional Photographer<\/p>/);
      expect(text(html)).toContain('Landscape Photography');
    });

    it('has metadata from the content: title, description, 1200x630 OG image, Person JSON-LD', async () => {
      const { html } = await get('/photographers/aarav-mehta');
      expect(title(html)).toBe('Aarav Mehta - Lead Wedding Photographer | ShutterStory');
      expect(meta(html, 'description')).toBe(
        'Aarav Mehta, Lead Wedding Photographer. Wedding photography portfolio with 4 photos.',
      );
      expect(meta(html, 'og:image')).toMatch(
        new RegExp(`^${SITE}/demo-img/wedding7e7294-1920x1080\\.svg\\?w=1200&h=630`),
      );
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'og:url')).toBe(`${SITE}/photographer/aarav-mehta`);
      expect(jsonLd(html)).toContainEqual(
        expect.objectContaining({
          '@type': 'Person',
          name: 'Aarav Mehta',
          jobTitle: 'Lead Wedding Photographer',
          url: `${SITE}/photographer/aarav-mehta`,
        }),
      );
    });

    it("answers 'Photographer not found' with HTTP 404 for an unknown slug, on both paths", async () => {
      for (const path of [
        '/photographer/nobody',
        '/photographers/nobody',
        '/photographer/draft-should-never-show',
        `/photographer/${'x'.repeat(300)}`,
        '/photographer/%22%5D%7C%7Ctrue',
      ]) {
        const { status, html } = await get(path);
        expect(status, path).toBe(404);
        expect(text(html), path).toContain('Photographer not found');
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      }
    });

    it('answers the sort island with the photo grid alone', async () => {
      const res = await server.fetch('/photographer/aarav-mehta?sort=oldest', { headers: { 'x-fragment': 'photos' } });
      expect(res.headers.get('x-fragment')).toBe('photos');
      const html = await res.text();
      expect(html).toMatch(/^<ul class="gallery"/);
      expect(captions(html)).toEqual(byKey(aarav.photos, 'oldest').map((p: any) => p.title));
    });
  });

  describe('/city/{slug}', () => {
    const jaipur = CITIES.find((d) => d.slug.current === 'jaipur')!;
    const cityOrder = (city: Doc, sort: 'newest' | 'oldest') => {
      const sorted = byKey(city.photos, sort);
      return [...sorted.filter((p: any) => p.landmark), ...sorted.filter((p: any) => !p.landmark)];
    };

    it("shows the hero and 'Top Photos in {city}', landmarks first with '★ Landmark', newest by key", async () => {
      const { status, html } = await get('/city/jaipur');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1 id="city-name" class="hero__title">Jaipur<\/h1>/);
      expect(text(html)).toContain('Top Photos in Jaipur');
      const hero = html.match(/<div class="hero__media"><img [^>]*>/)![0];
      expect(hero).toContain('w=1920&amp;h=1080');
      expect(attrOf(hero, 'width')).toBe('1920');
      const order = cityOrder(jaipur, 'newest');
      expect(captions(html)).toEqual(order.map((p: any) => p.title));
      const items = galleryItems(html);
      const landmarks = order.filter((p: any) => p.landmark).length;
      expect(landmarks).toBeGreaterThan(1);
      items.forEach((item, i) => expect(item.includes('★ Landmark'), `item ${i}`).toBe(i < landmarks));
      // A landmark that is not the newest still comes before newer ordinary photos.
      expect(byKey<{ _key: string; landmark: boolean }>(jaipur.photos, 'newest')[0]!.landmark).toBe(false);
      expect(html).toContain('aria-current="true">Newest</a>');
    });

    it('sorts Oldest with ?sort=oldest, landmarks still first', async () => {
      for (const slug of ['jaipur', 'mumbai', 'lucknow', 'bangalore']) {
        const city = CITIES.find((d) => d.slug.current === slug)!;
        const html = (await get(`/city/${slug}?sort=oldest`)).html;
        expect(captions(html), slug).toEqual(cityOrder(city, 'oldest').map((p: any) => p.title));
        expect(html).toContain('aria-current="true">Oldest</a>');
      }
    });

    it("says 'No photos found for this city.' for a city without photos", async () => {
      const { status, html } = await get('/city/ayodhya');
      expect(status).toBe(200);
      expect(text(html)).toContain('Top Photos in Ayodhya');
      expect(text(html)).toContain('No photos found for this city.');
      expect(galleryItems(html)).toHaveLength(0);
    });

    it("answers 'City not found' with HTTP 404 for an unknown slug", async () => {
      for (const path of ['/city/atlantis', '/city/pune', `/city/${'y'.repeat(400)}`]) {
        const { status, html } = await get(path);
        expect(status, path).toBe(404);
        expect(text(html)).toContain('City not found');
      }
    });

    it('has metadata from the content: description, 1200x630 OG image from the hero, canonical', async () => {
      const { html } = await get('/city/delhi-ncr?sort=oldest');
      const delhi = CITIES.find((d) => d.slug.current === 'delhi-ncr')!;
      expect(title(html)).toBe('Top Photos in Delhi NCR | ShutterStory');
      expect(meta(html, 'description')).toBe(delhi.description);
      expect(meta(html, 'og:image')).toMatch(
        new RegExp(`^${SITE}/demo-img/travel48dc94-1920x1080\\.svg\\?w=1200&h=630`),
      );
      expect(html).toContain(`<link rel="canonical" href="${SITE}/city/delhi-ncr"/>`);
      expect(jsonLd(html)).toContainEqual(
        expect.objectContaining({ '@type': 'ImageGallery', name: 'Top Photos in Delhi NCR' }),
      );
    });
  });
});

// ======================================================================================
describe('over a Sanity query API (stand-in)', () => {
  let sanity: StandIn;
  let server: ReturnType<typeof worker>;
  const LISTING = /_type == "photographer"\s+&& defined\(slug.current\)/;
  const PROFILE = /_type == "photographer" && slug.current == \$slug/;
  const CITY = /_type == "city" && slug.current == \$slug/;
  const get = async (path: string, init = asBot) => {
    const res = await server.fetch(path, init);
    return { status: res.status, html: await res.text() };
  };
  const extra = (i: number, over: Partial<Doc> = {}): Doc => ({
    _id: `photographer-extra-${String(i).padStart(3, '0')}`,
    _type: 'photographer',
    _createdAt: `2019-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`,
    _updatedAt: '2019-01-01T00:00:00Z',
    name: `Extra ${String(i).padStart(3, '0')}`,
    slug: { _type: 'slug', current: `extra-${i}` },
    photos: [
      {
        _key: 'a',
        category: 'street',
        title: 'x',
        image: { _type: 'image', asset: { _type: 'reference', _ref: 'image-streetd2c328-1600x1600-svg' } },
      },
    ],
    ...over,
  });

  beforeAll(async () => {
    sanity = await startSanityStandIn();
    server = worker({ ...sanityVars(sanity.url), SITE_URL: SITE });
    await server.listen();
  });
  // Content changes reset the stand-in; the worker's edge cache is reset only where a test changes
  // data it fetched before (a reset restarts workerd): the other tests ask queries of their own.
  beforeEach(() => sanity.reset());
  afterAll(async () => {
    await server.close();
    await sanity.close();
  });

  it('lists, filters and pages with the count and page queries run by the content API', async () => {
    const html = (await get('/photographers?category=nature&sort=oldest')).html;
    expect(names(html)).toEqual(expected(PHOTOGRAPHERS, { category: 'nature', sort: 'oldest' }));
    expect(sanity.count(/^\s*count\(\*\[\s*_type == "photographer"/)).toBe(1);
    expect(sanity.count(/\| order\(_createdAt asc, _id asc\)\[\$start\.\.\.\$end\]/)).toBe(1);
    expect(names((await get('/photographers?page=3')).html)).toEqual(expected(PHOTOGRAPHERS).slice(24));
    // Past the end: the count, the asked page, then one more page query for the last page.
    const before = sanity.count(LISTING);
    const past = await get('/photographers?q=photographer&sort=name-desc&page=50');
    expect(past.status).toBe(200);
    expect(pager(past.html)?.current).toBe(2);
    expect(names(past.html)).toEqual(expected(PHOTOGRAPHERS, { q: 'photographer', sort: 'name-desc' }).slice(12));
    expect(sanity.count(LISTING) - before).toBe(3);
  });

  it('shows a window of at most 5 page buttons at the first, a middle and the last page', async () => {
    sanity.upsert(...Array.from({ length: 78 }, (_, i) => extra(i))); // 108 photographers → 9 pages
    await server.reset();
    expect(pager((await get('/photographers')).html)).toMatchObject({ pages: [1, 2, 3, 4, 5], current: 1 });
    expect(pager((await get('/photographers?page=2')).html)).toMatchObject({ pages: [1, 2, 3, 4, 5], current: 2 });
    expect(pager((await get('/photographers?page=5')).html)).toMatchObject({ pages: [3, 4, 5, 6, 7], current: 5 });
    expect(pager((await get('/photographers?page=8')).html)).toMatchObject({ pages: [5, 6, 7, 8, 9], current: 8 });
    const last = (await get('/photographers?page=9')).html;
    expect(pager(last)).toMatchObject({ pages: [5, 6, 7, 8, 9], current: 9, next: null });
    expect(cards(last)).toHaveLength(108 - 96);
    // A filter across pages: every street photographer, on pages of 12.
    const street = expected([...PHOTOGRAPHERS, ...Array.from({ length: 78 }, (_, i) => extra(i))], {
      category: 'street',
      sort: 'name-asc',
    });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(street.length / 12); page++)
      seen.push(...names((await get(`/photographers?category=street&sort=name-asc&page=${page}`)).html));
    expect(seen).toEqual(street);
  });

  it('never throws on missing or malformed fields', async () => {
    sanity.upsert(
      extra(900, {
        name: 'Bare Bones',
        photos: null,
        profileImage: null,
        heroImage: { _type: 'image', asset: { _type: 'reference', _ref: 'not-an-image-ref' } },
      }),
      extra(901, {
        name: 'Broken Photos',
        title: '',
        featured: 'yes',
        photos: [{ _key: 'z', category: 'Wedding', image: { asset: { _ref: 'garbage' } } }, { category: 'wedding' }],
      }),
    );
    const list = cards((await get('/photographers?q=b')).html);
    const bare = list.find((c) => c.name === 'Bare Bones')!;
    expect(bare).toMatchObject({
      subtitle: 'Professional Photographer',
      specialty: '',
      portfolio: 'View Portfolio (0)',
      img: '',
      featured: false,
    });
    expect(list.find((c) => c.name === 'Broken Photos')).toMatchObject({
      specialty: 'Wedding Photography',
      portfolio: 'View Portfolio (2)',
      featured: false,
    });
    expect(names((await get('/photographers?category=wedding&q=broken')).html)).toEqual(['Broken Photos']); // category in any case
    for (const slug of ['extra-900', 'extra-901']) {
      const { status, html } = await get(`/photographer/${slug}`);
      expect(status).toBe(200);
      expect(text(html)).toContain('No photos found.');
      expect(html).not.toContain('class="hero__media"');
    }
    sanity.upsert({
      _id: 'city-x',
      _type: 'city',
      _createdAt: '2020-01-01T00:00:00Z',
      _updatedAt: '2020-01-01T00:00:00Z',
      slug: { _type: 'slug', current: 'x-town' },
      photos: [{ _key: 'a', landmark: true }],
    });
    const city = await get('/city/x-town');
    expect(city.status).toBe(200);
    expect(text(city.html)).toContain('Top Photos in x-town');
    expect(text(city.html)).toContain('No photos found for this city.');
  });

  it("shows 'Error: {message}' when the listing query fails, and the rest of the page", async () => {
    sanity.failWhen(LISTING);
    const { status, html } = await get('/photographers?q=a&sort=newest');
    expect(status).toBe(200);
    expect(text(html)).toMatch(/Error: \S/);
    expect(text(html)).toContain('Professional Photographers');
    expect(text(html)).toContain('Creating Memories Since 2020');
    expect(cards(html)).toHaveLength(0);
    const fragment = await (
      await server.fetch('/photographers?q=a&sort=newest&page=2', {
        headers: { 'x-fragment': 'photographers-results' },
      })
    ).text();
    expect(text(fragment)).toMatch(/^Error: \S/);
  });

  it("shows 'Failed to load photographer data' and 'Failed to load city data' when those queries fail", async () => {
    sanity.failWhen(PROFILE);
    const p = await get('/photographer/meera-nair');
    expect(p.status).toBe(200);
    expect(text(p.html)).toContain('Failed to load photographer data');
    expect(text(p.html)).not.toContain('Photographer not found');
    sanity.failWhen(CITY);
    const c = await get('/city/kolkata');
    expect(text(c.html)).toContain('Failed to load city data');
    expect(text(c.html)).not.toContain('City not found');
  });

  it("streams 'Loading photographers...' first when the content API is slow", async () => {
    // The listing answers only once the shell (after the 300 ms settle window) has arrived.
    const release = sanity.holdWhen(LISTING);
    const body = streamed(await server.fetch('/photographers?category=portrait&sort=name-asc', asBrowser));
    const shell = await body.until('Loading photographers...');
    expect(shell).not.toContain('card--photographer');
    release();
    expect(await body.rest()).toContain('card--photographer');
  });

  it('renders 404s, landmark order and default titles from the content API too', async () => {
    expect((await get('/photographer/nobody')).status).toBe(404);
    expect((await get('/photographers/nobody')).status).toBe(404);
    expect((await get('/city/nowhere')).status).toBe(404);
    const mumbai = CITIES.find((d) => d.slug.current === 'mumbai')!;
    const sorted = byKey(mumbai.photos, 'newest');
    expect(captions((await get('/city/mumbai')).html)).toEqual(
      [...sorted.filter((p: any) => p.landmark), ...sorted.filter((p: any) => !p.landmark)].map((p: any) => p.title),
    );
    expect((await get('/photographer/harini-krishnan')).html).toMatch(
      /<p class="hero__subtitle">Professional Photographer<\/p>/,
    );
  });
});
