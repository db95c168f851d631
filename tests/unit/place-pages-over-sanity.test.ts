import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { meta, text, title, streamed } from '../helpers/html';
import { startSanityStandIn, type StandIn } from '../helpers/sanity-standin';
import { SITE, DATASET, Doc, adDoc, section, tags, nodes, expectPlacePage } from '../helpers/place-pages';

/**
 * /place/{slug} and /a/{slug} (docs/product.md#ad-landing-pages), /sitemap.xml and /robots.txt:
 * the built worker, over the Sanity stand-in (over the embedded demo dataset: place-pages.test.ts).
 */

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
    expect(xml).toContain(`<url><loc>${SITE}/faqs</loc><lastmod>2030-01-01T00:00:00Z</lastmod><xhtml:link `);
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
