import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBot, asBrowser, worker } from '../helpers/in-process';
import { jsonLd, links, meta, text, title } from '../helpers/html';
import {
  type Doc,
  DOCS,
  PHOTOGRAPHERS,
  CITIES,
  SITE,
  expected,
  cards,
  names,
  pager,
  captions,
  galleryItems,
  demoPath,
  attrOf,
  byKey,
} from '../helpers/photographer-pages';
/**
 * /photographers, /photographer/{slug} (and /photographers/{slug}), /city/{slug}: the built worker
 * over the demo dataset (over the Sanity stand-in: photographers-cities-over-sanity.test.ts). Expected orders come from an independent
 * reading of the dataset NDJSON (not from the site's GROQ), so a wrong query fails here.
 */

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
