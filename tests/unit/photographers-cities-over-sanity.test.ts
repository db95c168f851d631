import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { text, streamed } from '../helpers/html';
import { startSanityStandIn, type StandIn } from '../helpers/sanity-standin';
import {
  type Doc,
  PHOTOGRAPHERS,
  CITIES,
  SITE,
  expected,
  cards,
  names,
  pager,
  captions,
  byKey,
} from '../helpers/photographer-pages';
/**
 * /photographers, /photographer/{slug} (and /photographers/{slug}), /city/{slug}: the built worker
 * over the Sanity stand-in (over the demo dataset: photographers-cities.test.ts). Expected orders come from an independent
 * reading of the dataset NDJSON (not from the site's GROQ), so a wrong query fails here.
 */

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
