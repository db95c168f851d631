import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { jsonLd, meta, text, title, streamed } from '../helpers/html';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

/**
 * /place/{slug} and /a/{slug} (docs/product.md#ad-landing-pages), /sitemap.xml and /robots.txt:
 * the built worker in workerd, over the embedded demo dataset and over the Sanity stand-in.
 */

const SITE = 'https://photos.example.in';
const DATASET = loadNdjson();

type Doc = Record<string, any> & { _id: string; _type: string };
const adDoc = (slug: string) =>
  DATASET.find((d) => d._type === 'targetedAd' && (d as Doc).slug?.current === slug) as Doc;
/** 'image-weddingb8e761-1920x1080-svg' → 'weddingb8e761-1920x1080': part of demo and Sanity CDN URLs alike. */
const imageId = (ref: string) => ref.replace(/^image-/, '').replace(/-[a-z0-9]+$/, '');
const inr = (minor: number) => `₹${Math.floor(minor / 100).toLocaleString('en-IN')}`;
const TIERS = [
  ['basic', 'Bronze'],
  ['standard', 'Silver'],
  ['premium', 'Gold'],
] as const;

/** The HTML of one page section, from its aria-labelledby heading id to the next section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  if (start < 0) return '';
  const next = html.indexOf('<section class="section', start + 1);
  const end = next > 0 ? next : html.indexOf('</main>', start);
  return html.slice(start, end);
}
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const decode = (v: string) =>
  v
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
function attrs(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-:]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
}
const tags = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => attrs(m[0]));
const canonical = (html: string) => attrs(html.match(/<link rel="canonical"[^>]*>/)![0]).href;
/** Every node of the page's JSON-LD, flattened out of @graph. */
const nodes = (html: string): any[] => jsonLd(html).flatMap((d) => d['@graph'] ?? [d]);

/** Asserts everything a visitor or crawler must find on the page of `doc`. */
function expectPlacePage(html: string, doc: Doc) {
  const t = text(html);
  const hero = section(html, 'place-title');
  expect(text(hero)).toContain(doc.location);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${doc.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(text(hero)).toContain(doc.description);
  const badges = tags(hero, /<span class="badge[^"]*"[^>]*>[\s\S]*?<\/span>/g);
  expect(badges).toHaveLength(3);
  expect([...hero.matchAll(/<span class="badge[^"]*"[^>]*>([\s\S]*?)<\/span>/g)].map((m) => text(m[1]!))).toEqual([
    '5.0 Rating',
    '500+ Happy Clients',
    '8+ Years Experience',
  ]);
  const buttons = [...hero.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
  expect(buttons).toEqual(
    expect.arrayContaining([
      ['Get Free Quote', '/contact'],
      ['View Portfolio', '/portfolios'],
    ]),
  );

  // Hero images: the first three carousel images, the first eager (and preloaded from <head>).
  const heroImgs = tags(hero, /<img [^>]*>/g);
  expect(heroImgs.map((i) => i.src)).toHaveLength(Math.min(3, doc.carouselImages.length));
  heroImgs.forEach((img, i) => expect(img.src).toContain(imageId(doc.carouselImages[i].asset._ref)));
  expect(heroImgs[0]!.loading).toBe('eager');
  expect(heroImgs.slice(1).every((i) => i.loading === 'lazy')).toBe(true);
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = tags(head, /<link rel="preload" as="image"[^>]*>/g);
  expect(preload.some((l) => (l.imageSrcSet ?? l.href ?? '').includes(imageId(doc.carouselImages[0].asset._ref)))).toBe(
    true,
  );

  // 'Our Recent Work': the carousel island with every carousel image.
  const work = section(html, 'place-recent-work');
  expect(text(work)).toContain('Our Recent Work');
  const island = attrs(work.match(/<div class="island" data-island="AdCarousel"[^>]*>/)![0]);
  const props = JSON.parse(island['data-props']!);
  expect(props.interval).toBe(5000);
  expect(props.images.map((i: { src: string }) => i.src)).toHaveLength(doc.carouselImages.length);
  props.images.forEach((img: { src: string }, i: number) =>
    expect(img.src).toContain(imageId(doc.carouselImages[i].asset._ref)),
  );
  expect(work).toContain('aria-label="Previous slide"');
  expect(work).toContain('aria-label="Next slide"');

  // The rich-text body: headings, marks and links as HTML, the text escaped.
  for (const block of doc.body) for (const child of block.children ?? []) expect(t).toContain(child.text.trim());
  expect(html).toContain('<h2>Why couples and families choose us in');
  expect(html).toMatch(/<a href="\/packages">packages page<\/a>/);

  // 'Our Pricing': the tiers present in content, labels, prices, features, Book now.
  const pricing = section(html, 'place-pricing');
  expect(text(pricing)).toContain('Our Pricing');
  const present = TIERS.filter(([key]) => doc.pricing[key]);
  expect([...pricing.matchAll(/<h3 class="tier-card__tier">([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(
    present.map(([, label]) => label),
  );
  expect([...pricing.matchAll(/<p class="tier-card__price">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(
    present.map(([key]) => inr(doc.pricing[key].price)),
  );
  for (const [key] of present) for (const f of doc.pricing[key].features) expect(text(pricing)).toContain(f);
  const book = tags(pricing, /<a [^>]*data-book[^>]*>/g);
  expect(book).toHaveLength(present.length);
  expect(text(pricing).match(/Book now/g)).toHaveLength(present.length);

  // 'Why Choose Us?' with 'Key Features'.
  const why = text(section(html, 'place-why'));
  expect(why).toContain('Why Choose Us?');
  expect(why).toContain('Key Features');
  for (const f of doc.features) expect(why).toContain(f);

  // 'Portfolio Gallery': every gallery image.
  const gallery = section(html, 'place-gallery');
  expect(text(gallery)).toContain('Portfolio Gallery');
  const galleryImgs = tags(gallery, /<img [^>]*>/g);
  expect(galleryImgs).toHaveLength(doc.galleryImages.length);
  galleryImgs.forEach((img, i) => expect(img.src).toContain(imageId(doc.galleryImages[i].asset._ref)));

  // 'What Our Clients Say': text and name of each testimonial.
  const says = text(section(html, 'place-testimonials'));
  expect(says).toContain('What Our Clients Say');
  for (const r of doc.testimonials) {
    expect(says).toContain(r.text);
    expect(says).toContain(r.name);
  }
  return { pricing, book };
}

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
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!, m[2]]),
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
    for (const d of DATASET as Doc[]) {
      if (routes[d._type] && d.slug?.current && !d._id.startsWith('drafts.'))
        expected.set(`${SITE}/${routes[d._type]}/${d.slug.current}`, d._updatedAt);
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
    ].map((p) => `${SITE}${p}`);
    expect(new Set(entries.keys())).toEqual(new Set([...statics, ...expected.keys()]));
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
    expect([...entries.keys()].filter((l) => l.includes('/place/'))).toHaveLength(4);
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

describe('ad landing pages over a Sanity query API', () => {
  let sanity: StandIn;
  let server: ReturnType<typeof worker>;

  const jaipur = () => structuredClone(adDoc('wedding-photographer-jaipur'));
  const newAd = (over: Partial<Doc>): Doc => ({
    ...jaipur(),
    _id: 'targetedAd-standin',
    _updatedAt: '2027-01-02T03:04:05Z',
    ...over,
  });
  const AD_QUERY = /_type == "targetedAd" && slug\.current == \$slug/;
  const FULL_AD = /galleryImages/;

  const locs = async () =>
    [...(await (await server.fetch('/sitemap.xml', asBot)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  beforeAll(async () => {
    sanity = await startSanityStandIn();
    server = worker({ ...sanityVars(sanity.url), SITE_URL: SITE });
    await server.listen();
  });
  beforeEach(async () => {
    sanity.reset();
    await server.reset();
  });
  afterAll(async () => {
    await server.close();
    await sanity.close();
  });

  it('renders every section of a place from the content API', async () => {
    const res = await server.fetch('/place/wedding-photographer-jaipur', asBot);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { book } = expectPlacePage(html, adDoc('wedding-photographer-jaipur'));
    expect(book.every((l) => l['data-city-key'] === 'jaipur')).toBe(true);
    expect(meta(html, 'og:image')).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/standin1\/production\/weddingb8e761-1920x1080\.svg\?.*w=1200&h=630/,
    );
    expect(sanity.count(AD_QUERY)).toBeGreaterThan(0);
  });

  it('shows a new place, in the sitemap too, and drops it when the document goes', async () => {
    sanity.upsert(
      newAd({
        title: 'Candid Photographer in Udaipur',
        slug: { _type: 'slug', current: 'candid-photographer-udaipur' },
        service: 'Candid Photography',
        location: 'Udaipur',
        pricing: { premium: { price: 4500000, features: ['Two days'] } },
      }),
    );
    const html = await (await server.fetch('/place/candid-photographer-udaipur', asBot)).text();
    expect(title(html)).toBe('Candid Photography in Udaipur | Book Professional Photographers | ShutterStory');
    const pricing = section(html, 'place-pricing');
    expect([...pricing.matchAll(/<h3 class="tier-card__tier">([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(['Gold']);
    expect(text(pricing)).toContain('₹45,000');
    const [link] = tags(pricing, /<a [^>]*data-book[^>]*>/g);
    expect(link).toMatchObject({
      'data-service': 'Candid Photography',
      'data-city': 'Udaipur',
      'data-city-key': 'other',
      'data-custom-city': 'Udaipur',
    });
    expect(
      nodes(html)
        .find((n) => n['@type'] === 'Service')
        .offers.map((o: any) => o.price),
    ).toEqual([45000]);
    expect(await locs()).toContain(`${SITE}/place/candid-photographer-udaipur`);
    expect(await (await server.fetch('/sitemap.xml', asBot)).text()).toContain(
      `<url><loc>${SITE}/place/candid-photographer-udaipur</loc><lastmod>2027-01-02T03:04:05Z</lastmod></url>`,
    );

    sanity.remove('targetedAd-standin');
    await server.reset();
    expect(await locs()).not.toContain(`${SITE}/place/candid-photographer-udaipur`);
    expect((await server.fetch('/place/candid-photographer-udaipur', asBot)).status).toBe(404);
  });

  it('lists only documents that have a page: no drafts, no slugless or empty-slug documents; URLs escaped', async () => {
    sanity.upsert(
      {
        _id: 'drafts.targetedAd-unpublished',
        _type: 'targetedAd',
        _updatedAt: '2027-01-01T00:00:00Z',
        title: 'Draft',
        slug: { _type: 'slug', current: 'unpublished-draft' },
      },
      { _id: 'city-noslug', _type: 'city', _updatedAt: '2027-01-01T00:00:00Z', name: 'Nowhere' },
      {
        _id: 'city-emptyslug',
        _type: 'city',
        _updatedAt: '2027-01-01T00:00:00Z',
        name: 'Empty',
        slug: { _type: 'slug', current: '' },
      },
      {
        _id: 'post-odd',
        _type: 'post',
        _updatedAt: '2027-03-04T05:06:07Z',
        title: 'Odd',
        slug: { _type: 'slug', current: 'rock&roll<wedding>' },
      },
      { _id: 'faq-new', _type: 'faq', _updatedAt: '2030-01-01T00:00:00Z', question: 'New?', answer: 'Yes.' },
    );
    const xml = await (await server.fetch('/sitemap.xml', asBot)).text();
    const all = await locs();
    expect(xml).not.toContain('unpublished-draft');
    expect(all.filter((l) => l.startsWith(`${SITE}/city/`))).toHaveLength(
      DATASET.filter((d) => d._type === 'city' && (d as Doc).slug?.current).length,
    );
    expect(all).toContain(`${SITE}/blogs/rock%26roll%3Cwedding%3E`);
    expect(xml).not.toMatch(/<loc>[^<]*[&>][^<]*<\/loc>/);
    expect(xml).toContain(`<url><loc>${SITE}/faqs</loc><lastmod>2030-01-01T00:00:00Z</lastmod></url>`);
    expect(all.filter((l) => new URL(l).pathname === '/')).toHaveLength(1);
    expect(all.every((l) => l.startsWith(`${SITE}/`))).toBe(true);
  });

  it('keeps a script-breaking title inert in the HTML and in the JSON-LD', async () => {
    const evil = 'Shoot </script><script>alert(1)</script> now';
    sanity.upsert(
      newAd({
        title: evil,
        slug: { _type: 'slug', current: 'evil' },
        service: `Wedding ${'</script><script>alert(2)</script>'}`,
        description: '<img src=x onerror=alert(3)>',
      }),
    );
    const res = await server.fetch('/place/evil', asBot);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<img src=x');
    expect(text(section(html, 'place-title'))).toContain(evil);
    expect(text(section(html, 'place-title'))).toContain('<img src=x onerror=alert(3)>');
    const graph = nodes(html); // JSON.parse of every ld+json script
    expect(graph.find((n) => n['@type'] === 'BreadcrumbList').itemListElement[2].name).toBe(evil);
    expect(graph.find((n) => n['@type'] === 'Service').serviceType).toBe('Wedding </script><script>alert(2)</script>');
    // In the JSON-LD the markup characters are \u escapes: still the same JSON string, never markup.
    const ld = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!;
    expect(ld).toContain('Shoot \\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('streams the page below the hero for a browser and gives a crawler every block inline', async () => {
    // The page below the hero answers only once the hero has arrived.
    const release = sanity.holdWhen(FULL_AD);
    const body = streamed(await server.fetch('/place/maternity-photoshoot-mumbai', asBrowser));
    const hero = await body.until('Maternity Photoshoot in Mumbai</h1>');
    expect(hero).not.toContain('Our Pricing');
    release();
    const all = await body.rest();
    expect(all).toContain('Our Pricing');
    expect(all.slice(0, all.indexOf('Our Pricing'))).toContain('Loading...');

    await server.reset();
    sanity.delayWhen(FULL_AD, 800);
    const html = await (await server.fetch('/place/maternity-photoshoot-mumbai', asBot)).text();
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('<template');
    expectPlacePage(html, adDoc('maternity-photoshoot-mumbai'));
  });
});
