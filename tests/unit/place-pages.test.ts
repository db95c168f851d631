import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBot, asBrowser, worker } from '../helpers/in-process';
import { jsonLd, meta, text, title } from '../helpers/html';
import { loadNdjson } from '../helpers/sanity-standin';
import {
  SITE,
  DATASET,
  type Doc,
  adDoc,
  imageId,
  section,
  main,
  tags,
  canonical,
  nodes,
  expectPlacePage,
} from '../helpers/place-pages';

/**
 * /place/{slug} and /a/{slug} (docs/product.md#ad-landing-pages), /sitemap.xml and /robots.txt:
 * the built worker, over the embedded demo dataset (over the Sanity stand-in: place-pages-over-sanity.test.ts).
 */

describe('ad landing pages on the demo dataset', () => {
  const server = worker({ SITE_URL: SITE });
  beforeAll(() => server.listen());
  afterAll(() => server.close());

  const ads = DATASET.filter((d) => d._type === 'targetedAd') as Doc[];

  it.each(ads.map((d) => [d.slug.current, d] as const))('/place/%s carries every section', async (slug, doc) => {
    const res = await server.fetch(`/place/${slug}`, asBot);
    expect(res.status).toBe(200);
    expectPlacePage(await res.text(), doc);
  });

  it('"Check your date": a plain GET form to /availability with the ad\'s city, and no script of its own', async () => {
    const html = await (await server.fetch('/place/wedding-photographer-jaipur', asBot)).text();
    const form =
      /<form class="form check-date"[^>]*action="\/availability" method="get"[^]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain('<input type="hidden" name="city" value="jaipur"/>');
    expect(form).toMatch(/<label class="field__label" for="check-date-date">Your event date<\/label>/);
    expect(form).toMatch(/<input[^>]*type="date" required="" name="date"/);
    expect(form).not.toMatch(/<script|on[a-z]+=/);
    // A city the crews do not cover (Goa) is chosen from the crews' cities; the Hindi page asks in Hindi.
    const goa = await (await server.fetch('/place/pre-wedding-shoot-goa', asBot)).text();
    expect(goa).toMatch(/<select class="field__select" id="check-date-city" name="city" required/);
    const hi = await (await server.fetch('/hi/place/wedding-photographer-jaipur', asBot)).text();
    expect(hi).toContain('action="/hi/availability"');
    expect(hi).toContain('आपके कार्यक्रम की तारीख़');
    // The Hindi version's location is 'जयपुर': its city is the one its slug names.
    expect(hi).toContain('<input type="hidden" name="city" value="jaipur"/>');
    expect(hi).toContain('जयपुर');
  });

  it('omits a missing tier: Goa has Bronze and Silver, no Gold', async () => {
    const html = await (await server.fetch('/place/pre-wedding-shoot-goa', asBot)).text();
    const pricing = text(section(html, 'place-pricing'));
    expect(pricing).toContain('Bronze');
    expect(pricing).toContain('Silver');
    expect(pricing).not.toContain('Gold');
    expect(pricing).toContain('₹24,999');
    expect(pricing).toContain('₹39,999');
  });

  it.each([
    ['wedding-photographer-jaipur', 'Wedding Photography', 'Jaipur', 'jaipur', undefined],
    ['baby-photoshoot-delhi-ncr', 'Newborn & Baby Photography', 'Delhi NCR', 'delhi-ncr', undefined],
    ['maternity-photoshoot-mumbai', 'Maternity Photoshoot', 'Mumbai', 'mumbai', undefined],
    ['pre-wedding-shoot-goa', 'Pre-Wedding Shoots', 'Goa', 'other', 'Goa'],
  ])(
    '/place/%s: Book now prefills the dialog with the service and the city',
    async (slug, service, city, key, custom) => {
      const html = await (await server.fetch(`/place/${slug}`, asBrowser)).text();
      const links = tags(section(html, 'place-pricing'), /<a [^>]*data-book[^>]*>/g);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link['data-service']).toBe(service);
        expect(link['data-city']).toBe(city);
        expect(link['data-city-key']).toBe(key);
        expect(link['data-custom-city']).toBe(custom);
        // Without JavaScript the link is the contact form, prefilled from its query.
        const url = new URL(link.href!, SITE);
        expect(url.pathname).toBe('/contact');
        expect(url.searchParams.get('service')).toBe(service);
        expect(url.searchParams.get('city')).toBe(city);
      }
    },
  );

  it('generates unique metadata per place from its service and location', async () => {
    const jaipur = await (await server.fetch('/place/wedding-photographer-jaipur', asBot)).text();
    const goa = await (await server.fetch('/place/pre-wedding-shoot-goa', asBot)).text();
    expect(title(jaipur)).toBe('Wedding Photography in Jaipur | Book Professional Photographers | ShutterStory');
    expect(title(goa)).toBe('Pre-Wedding Shoots in Goa | Book Professional Photographers | ShutterStory');
    for (const key of ['description', 'keywords', 'og:title', 'og:description', 'og:url', 'og:image']) {
      expect(meta(jaipur, key)).toBeTruthy();
      expect(meta(jaipur, key)).not.toBe(meta(goa, key));
    }
    expect(meta(jaipur, 'description')).toContain('Jaipur');
    expect(meta(jaipur, 'keywords')).toContain('photographer in jaipur');
    expect(meta(goa, 'keywords')).toContain('pre-wedding shoots in goa');
    expect(meta(jaipur, 'og:image')).toContain(
      imageId(adDoc('wedding-photographer-jaipur').carouselImages[0].asset._ref),
    );
    expect(meta(jaipur, 'og:image')).toMatch(/^https:\/\/photos\.example\.in\/.*w=1200&h=630/);
    expect(meta(jaipur, 'og:image:width')).toBe('1200');
    expect(meta(jaipur, 'og:image:height')).toBe('630');
    expect(canonical(jaipur)).toBe(`${SITE}/place/wedding-photographer-jaipur`);
    expect(meta(jaipur, 'og:url')).toBe(`${SITE}/place/wedding-photographer-jaipur`);
  });

  it('puts valid JSON-LD in the head: business serving the city, offers in INR, breadcrumbs, no made-up rating', async () => {
    const html = await (await server.fetch('/place/wedding-photographer-jaipur', asBot)).text();
    const doc = adDoc('wedding-photographer-jaipur');
    const graph = nodes(html);
    const business = graph.find((n) => n['@type'] === 'ProfessionalService');
    expect(business.areaServed).toEqual({ '@type': 'City', name: 'Jaipur' });
    expect(business.url).toBe(`${SITE}/place/wedding-photographer-jaipur`);
    const service = graph.find((n) => n['@type'] === 'Service');
    expect(service.areaServed.name).toBe('Jaipur');
    expect(service.serviceType).toBe('Wedding Photography');
    expect(service.offers.map((o: any) => [o.price, o.priceCurrency])).toEqual([
      [doc.pricing.basic.price / 100, 'INR'],
      [doc.pricing.standard.price / 100, 'INR'],
      [doc.pricing.premium.price / 100, 'INR'],
    ]);
    expect(service.offers.map((o: any) => o.price)).toEqual([59999, 99999, 179999]);
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: any) => i.item)).toEqual([
      `${SITE}/`,
      `${SITE}/services`,
      `${SITE}/place/wedding-photographer-jaipur`,
    ]);
    expect(JSON.stringify(graph)).not.toContain('aggregateRating');
    expect(JSON.stringify(graph)).not.toContain('AggregateRating');
    // One URL everywhere: canonical, og:url and every url in the JSON-LD.
    const urls = new Set([
      canonical(html),
      meta(html, 'og:url'),
      business.url,
      service.url,
      ...graph.filter((n) => n['@type'] === 'WebPage').map((n) => n.url),
    ]);
    expect([...urls]).toEqual([`${SITE}/place/wedding-photographer-jaipur`]);

    const goa = nodes(await (await server.fetch('/place/pre-wedding-shoot-goa', asBot)).text());
    expect(goa.find((n) => n['@type'] === 'Service').offers.map((o: any) => o.price)).toEqual([24999, 39999]);
    expect(goa.find((n) => n['@type'] === 'ProfessionalService').areaServed.name).toBe('Goa');
  });

  it('/a/{slug} answers with the same page and the same canonical as /place/{slug}', async () => {
    for (const slug of ['wedding-photographer-jaipur', 'pre-wedding-shoot-goa']) {
      const a = await server.fetch(`/a/${slug}`, asBot);
      const place = await server.fetch(`/place/${slug}`, asBot);
      expect(a.status).toBe(200);
      const [ah, ph] = [await a.text(), await place.text()];
      expect(main(ah)).toBe(main(ph));
      expect(canonical(ah)).toBe(`${SITE}/place/${slug}`);
      expect(canonical(ah)).toBe(canonical(ph));
      expect(meta(ah, 'og:url')).toBe(meta(ph, 'og:url'));
      expect(title(ah)).toBe(title(ph));
      expect(jsonLd(ah)).toEqual(jsonLd(ph));
    }
  });

  it('answers an unknown slug with HTTP 404, Page not found and Failed to load page data', async () => {
    for (const path of ['/place/no-such-ad', '/a/no-such-ad']) {
      const res = await server.fetch(path, asBrowser);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(text(html)).toContain('Page not found');
      expect(text(html)).toContain('Failed to load page data');
      expect(meta(html, 'robots')).toBe('noindex, nofollow');
      expect(text(html)).not.toContain('Our Pricing');
    }
  });

  it('gives a crawler the complete page with no loading fallback', async () => {
    const html = await (await server.fetch('/place/baby-photoshoot-delhi-ncr', asBot)).text();
    expect(text(html)).not.toContain('Loading...');
    expect(html).not.toContain('<template');
    expectPlacePage(html, adDoc('baby-photoshoot-delhi-ncr'));
  });

  it('lists every public page in sitemap.xml with lastmod from _updatedAt', async () => {
    const res = await server.fetch('/sitemap.xml', asBot);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const entries = new Map(
      [
        ...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g),
      ].map((m) => [m[1]!, m[2]]),
    );
    const routes: Record<string, string> = {
      service: 'services',
      portfolio: 'portfolio',
      photographer: 'photographer',
      city: 'city',
      post: 'blogs',
      targetedAd: 'place',
    };
    const expected = new Map<string, string>();
    const translated: string[] = [];
    // The whole dataset: a Hindi translation keeps its English slug, listed at /hi/ beside the English document.
    for (const d of loadNdjson() as Doc[]) {
      if (!routes[d._type] || !d.slug?.current || d._id.startsWith('drafts.')) continue;
      const path = `/${routes[d._type]}/${d.slug.current}`;
      if (d.language === 'hi') translated.push(`${SITE}/hi${path}`);
      else expected.set(`${SITE}${path}`, d._updatedAt);
    }
    const statics = [
      '/',
      '/services',
      '/packages',
      '/portfolios',
      '/photographers',
      '/blogs',
      '/contact',
      '/faqs',
      '/about',
      '/become-partner',
      '/become-photographer',
      '/terms-and-conditions',
      '/privacy-policy',
      '/cancellation-policy',
    ].flatMap((p) => [`${SITE}${p}`, `${SITE}${p === '/' ? '/hi' : `/hi${p}`}`]);
    // Every static page in both languages; a document in Hindi too only where it has a translation.
    expect(new Set(entries.keys())).toEqual(new Set([...statics, ...expected.keys(), ...translated]));
    for (const [loc, updated] of expected) expect(entries.get(loc)).toBe(updated);
    expect(entries.get(`${SITE}/place/wedding-photographer-jaipur`)).toBe('2025-02-28T16:46:48Z');
    // A page's lastmod is the newest document it shows: /faqs follows the newest faq.
    const newestFaq = (DATASET as Doc[])
      .filter((d) => d._type === 'faq')
      .map((d) => d._updatedAt)
      .sort()
      .at(-1);
    expect(entries.get(`${SITE}/faqs`)).toBe(newestFaq);
    // Slugless and draft documents have no page, so no URL.
    expect(xml).not.toContain('kite-festival');
    expect(xml).not.toContain('drafts.');
    // Four ads in English, three of them in Hindi too (the Goa ad has no translation).
    expect([...entries.keys()].filter((l) => l.includes('/place/'))).toHaveLength(7);
    expect(xml).not.toContain(`${SITE}/hi/place/pre-wedding-shoot-goa`);
  });

  it('serves robots.txt allowing everything but the Studio and pointing to the sitemap', async () => {
    const res = await server.fetch('/robots.txt', asBot);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    // The only disallowed paths: the editors' Studio, the lead inbox and the chat redirect.
    expect(body.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /studio', 'Disallow: /admin', 'Disallow: /go/']);
    expect(body).toMatch(/^Sitemap: https:\/\/photos\.example\.in\/sitemap\.xml$/m);
  });
});
