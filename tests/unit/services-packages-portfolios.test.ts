import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBot, asBrowser, sanityVars, worker } from '../helpers/in-process';
import { jsonLd, links, meta, text, title, streamed } from '../helpers/html';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

/** /services, /packages, /portfolios and /portfolio/{slug}, as a visitor and a crawler see them. */

const SITE = 'https://photos.example.in';
const demo = worker({ SITE_URL: SITE });
let sanity: StandIn;
let standin: ReturnType<typeof worker>;

beforeAll(async () => {
  sanity = await startSanityStandIn();
  standin = worker({ SITE_URL: SITE, ...sanityVars(sanity.url) });
  await Promise.all([demo.listen(), standin.listen()]);
});
afterAll(async () => {
  await Promise.all([demo.close(), standin?.close()]);
  await sanity?.close();
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(server: ReturnType<typeof worker>, path: string, init = asBot) {
  const res = await server.fetch(path, init);
  return { status: res.status, html: await res.text() };
}

/** The items of the filtered list `id`: category, whether hidden, visible text, the item's markup. */
function gridItems(html: string, id: string) {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `list #${id}`).toBeGreaterThan(-1);
  const part = html.slice(start, html.indexOf('</ul>', start));
  return part
    .split('<li ')
    .slice(1)
    .map((chunk) => ({
      category: chunk.match(/data-category="([^"]*)"/)?.[1],
      hidden: /^[^>]*\shidden=""/.test(chunk),
      text: text(`<li ${chunk}`),
      html: chunk,
    }));
}
const shown = (items: ReturnType<typeof gridItems>) => items.filter((i) => !i.hidden);

/** Whether the element with `id` carries the hidden attribute. */
function isHidden(html: string, id: string): boolean {
  const tag = html.match(new RegExp(`<[a-z]+ id="${id}"[^>]*>`))?.[0];
  expect(tag, `#${id}`).toBeDefined();
  return /\shidden=""/.test(tag!);
}

function islandProps<T = any>(html: string, name: string): T {
  const m = html.match(new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`));
  expect(m, `island ${name}`).toBeTruthy();
  return JSON.parse(decode(m![1]!)) as T;
}

const imgs = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
const attrOf = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Every image responsive: srcset, width and height. */
function expectResponsive(tags: string[]) {
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) {
    expect(attrOf(tag, 'srcSet'), tag).toMatch(/ \d+w, /);
    expect(Number(attrOf(tag, 'width')), tag).toBeGreaterThan(1);
    expect(Number(attrOf(tag, 'height')), tag).toBeGreaterThan(1);
    expect(attrOf(tag, 'sizes'), tag).toBeTruthy();
  }
}

const SERVICES_BY_TITLE = [
  'Corporate Headshots',
  'Destination Weddings',
  'Event Coverage',
  'Family Portraits',
  'Maternity Photoshoot',
  'Newborn & Baby Photography',
  'Pre-Wedding Shoots',
  'Product & Food Photography',
  'Travel Photography',
  'Wedding Photography',
];

describe('/services (demo dataset)', () => {
  it('shows every service ordered by title, each with Book Now to /contact', async () => {
    const { status, html } = await page(demo, '/services');
    expect(status).toBe(200);
    expect(text(html)).toContain('Our Services');
    const items = gridItems(html, 'services-grid');
    expect(items).toHaveLength(10);
    expect(shown(items)).toHaveLength(10);
    expect(items.map((i) => SERVICES_BY_TITLE.find((t) => i.text.includes(t)))).toEqual(SERVICES_BY_TITLE);
    for (const item of items) {
      expect(item.text).toContain('Book Now');
      expect(item.html).toMatch(/<a class="btn btn--sm card__stretch" href="\/contact"[^>]*>Book Now<\/a>/);
    }
    expect(isHidden(html, 'services-empty')).toBe(true);
  });

  it("filters by 'all' plus each distinct category, as links", async () => {
    const { html } = await page(demo, '/services');
    const chips = [...html.matchAll(/<a href="([^"]*)" class="chip[^"]*"( aria-current="true")?>([^<]*)<\/a>/g)].map(
      (m) => [m[3], m[1]!.replace(/&amp;/g, '&'), Boolean(m[2])],
    );
    expect(chips).toEqual([
      ['all', '/services', true],
      ['Commercial', '/services?category=Commercial', false],
      ['Wedding', '/services?category=Wedding', false],
      ['Events', '/services?category=Events', false],
      ['Portraits', '/services?category=Portraits', false],
    ]);
    const props = islandProps(html, 'CategoryFilter');
    expect(props).toMatchObject({ active: 'all', target: 'services-grid', empty: 'services-empty' });
    expect(props.options.map((o: { value: string }) => o.value)).toEqual([
      'all',
      'commercial',
      'wedding',
      'events',
      'portraits',
    ]);
  });

  it('renders the filtered grid for ?category= (case-insensitive), with the chip current', async () => {
    for (const q of ['Wedding', 'wedding', 'WEDDING']) {
      const { html } = await page(demo, `/services?category=${q}`);
      const visible = shown(gridItems(html, 'services-grid'));
      expect(visible.map((i) => SERVICES_BY_TITLE.find((t) => i.text.includes(t)))).toEqual([
        'Destination Weddings',
        'Pre-Wedding Shoots',
        'Wedding Photography',
      ]);
      expect(visible.every((i) => i.category === 'wedding')).toBe(true);
      expect(html).toMatch(
        /<a href="\/services\?category=Wedding" class="chip chip--active" aria-current="true">Wedding<\/a>/,
      );
      expect(islandProps(html, 'CategoryFilter').active).toBe('wedding');
      expect(isHidden(html, 'services-empty')).toBe(true);
    }
    expect(shown(gridItems((await page(demo, '/services?category=Portraits')).html, 'services-grid'))).toHaveLength(3);
    expect(shown(gridItems((await page(demo, '/services?category=Commercial')).html, 'services-grid'))).toHaveLength(2);
    expect(shown(gridItems((await page(demo, '/services?category=all')).html, 'services-grid'))).toHaveLength(10);
  });

  it("says 'No services found for this category.' for a category nobody has", async () => {
    const { status, html } = await page(demo, '/services?category=underwater');
    expect(status).toBe(200);
    expect(shown(gridItems(html, 'services-grid'))).toHaveLength(0);
    expect(isHidden(html, 'services-empty')).toBe(false);
    expect(text(html)).toContain('No services found for this category.');
    expect(html).not.toMatch(/class="chip chip--active"/);
  });

  it('gives every card a responsive image, eager only for the first row', async () => {
    const { html } = await page(demo, '/services?category=Portraits');
    const grid = html.slice(html.indexOf('id="services-grid"'));
    const tags = imgs(grid.slice(0, grid.indexOf('</ul>')));
    expect(tags).toHaveLength(10);
    expectResponsive(tags);
    expect(tags.every((t) => attrOf(t, 'src')!.includes('w=600'))).toBe(true);
    // The three visible Portraits cards are the first row: eager; the rest lazy.
    const eager = tags.filter((t) => attrOf(t, 'loading') === 'eager');
    expect(eager).toHaveLength(3);
    expect(eager.map((t) => attrOf(t, 'alt'))).toEqual([
      'Family Portraits',
      'Maternity Photoshoot',
      'Newborn &amp; Baby Photography',
    ]);
  });

  it('takes its metadata from the services seo record', async () => {
    const { html } = await page(demo, '/services?category=Wedding');
    expect(title(html)).toBe('Photography Services | ShutterStory');
    expect(meta(html, 'description')).toBe(
      'Wedding, portrait, commercial and event photography services with transparent pricing.',
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE}/services"/>`);
  });
});

const TIER_PRICES: Array<[string, string[]]> = [
  ['Wedding Packages', ['Bronze ₹49,999', 'Silver ₹89,999', 'Gold ₹1,49,999', 'Platinum Price on request']],
  ['Pre-Wedding', ['Silver ₹19,999', 'Gold ₹34,999', 'Platinum ₹59,999']],
  ['Baby & Maternity', ['Bronze ₹8,999', 'Silver ₹14,999', 'Gold Price on request']],
  ['Corporate', ['Bronze ₹14,999', 'Silver ₹39,999', 'Gold ₹79,999']],
  ['Events & Celebrations', ['Bronze ₹11,999', 'Silver ₹24,999', 'Gold ₹44,999']],
];

function groups(html: string) {
  return [
    ...html.matchAll(/<details class="accordion__item" name="packages"( open="")?[^>]*>([\s\S]*?)<\/details>/g),
  ].map((m) => ({
    open: Boolean(m[1]),
    title: text(m[2]!.match(/<summary[\s\S]*?<\/summary>/)![0]),
    tiers: [...m[2]!.matchAll(/<article class="tier-card[^"]*">([\s\S]*?)<\/article>/g)].map((t) => t[1]!),
  }));
}

describe('/packages (demo dataset)', () => {
  it('lists the groups by creation date as one accordion, the first open', async () => {
    const { status, html } = await page(demo, '/packages');
    expect(status).toBe(200);
    const list = groups(html);
    expect(list.map((g) => g.title)).toEqual(TIER_PRICES.map(([t]) => t));
    expect(list.map((g) => g.open)).toEqual([true, false, false, false, false]);
    expect(
      html.match(/<details /g)!.length - html.match(/<details class="(dropdown|menu|submenu|consent__more)"/g)!.length,
    ).toBe(5);
  });

  it('shows each tier with its price in rupees (Indian grouping), or Price on request', async () => {
    const list = groups((await page(demo, '/packages')).html);
    TIER_PRICES.forEach(([, tiers], g) => {
      expect(
        list[g]!.tiers.map((t) => {
          const tier = text(t.match(/<h3 class="tier-card__tier">[\s\S]*?<\/h3>/)![0]);
          const price = text(t.match(/<p class="tier-card__price">[\s\S]*?<\/p>/)![0]);
          return `${tier} ${price}`;
        }),
      ).toEqual(tiers);
    });
  });

  it("lists features, or 'No features specified' when they are empty or missing", async () => {
    const list = groups((await page(demo, '/packages')).html);
    const features = (t: string) => [...t.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(features(list[0]!.tiers[0]!)).toEqual([
      '1 candid photographer',
      'Coverage of 1 day (up to 8 hours)',
      '400+ edited photos',
      'Online gallery for 1 year',
    ]);
    expect(list[3]!.tiers[2]).toContain('No features specified'); // Corporate Gold: []
    expect(list[4]!.tiers[2]).toContain('No features specified'); // Events Gold: no field
    const empties = list.flatMap((g) => g.tiers).filter((t) => t.includes('No features specified'));
    expect(empties).toHaveLength(2);
  });

  it("books '{group} - {tier}' through the callback modal, a /contact link without JavaScript", async () => {
    const { html } = await page(demo, '/packages');
    const book = [...html.matchAll(/<a [^>]*data-book=""[^>]*>Book now<\/a>/g)].map((m) => m[0]);
    expect(book).toHaveLength(16);
    expect(attrOf(book[0]!, 'data-service')).toBe('Wedding Packages - Bronze');
    expect(decode(attrOf(book[0]!, 'href')!)).toBe('/contact?service=Wedding+Packages+-+Bronze#callback');
    expect(attrOf(book[9]!, 'data-service')).toBe('Baby &amp; Maternity - Gold');
    expect(book.map((b) => decode(attrOf(b, 'data-service')!))).toContain('Events & Celebrations - Gold');
  });

  it('takes its metadata from the packages seo record', async () => {
    const { html } = await page(demo, '/packages');
    expect(title(html)).toBe('Photography Packages and Prices | ShutterStory');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/packages"/>`);
  });
});

const PORTFOLIOS_NEWEST_FIRST = [
  'Riya & Karan — A Jaipur Palace Wedding',
  'Uttarayan — Kite Festival, Ahmedabad',
  'Untitled archive import',
  'Nandini & Sameer — Lake Pichola at Dusk',
  'Gurpreet & Aman — An Anand Karaj in Amritsar',
  'Little Aarna — A Newborn Session',
  'Ladakh Road Journal',
  'Waiting for Spring — Maternity in Cubbon Park',
  'Brewhouse Coffee — Brand Launch',
  'Portraits of Banaras',
  'Three Generations — The Siddiquis',
  'After the Vows — Beach Session in Goa',
  'TechSummit Bengaluru — Conference Coverage',
];
const cardTitle = (item: { html: string }) => text(item.html.match(/<h2 class="card__title"[^>]*>[\s\S]*?<\/h2>/)![0]);

describe('/portfolios (demo dataset)', () => {
  it("shows 'Portfolio Work', newest first, each card complete", async () => {
    const { status, html } = await page(demo, '/portfolios');
    expect(status).toBe(200);
    expect(text(html)).toContain('Portfolio Work');
    const items = gridItems(html, 'portfolio-grid');
    expect(items.map(cardTitle)).toEqual(PORTFOLIOS_NEWEST_FIRST);
    expect(shown(items)).toHaveLength(13);
    const riya = items[0]!;
    expect(riya.text).toContain('Featured');
    expect(riya.html).toContain('<span class="chip chip--static">wedding</span>');
    expect(riya.text).toContain('24 photos');
    expect(riya.text).toContain('2 videos');
    expect(riya.html).toContain('card__text--clamp');
    expect(riya.text).toContain('The Haldi: A sunlit courtyard');
    expect(riya.text).not.toContain('- The Haldi');
    expect(riya.html).toMatch(/href="\/portfolio\/riya-karan-jaipur-palace-wedding"[^>]*>View Portfolio/);
    expect(items.filter((i) => i.text.includes('Featured'))).toHaveLength(6);
    expect(items[6]!.text).toContain('30 photos');
    expect(items[8]!.text).toContain('0 videos');
    expect(items[12]!.text).toContain('1 video');
  });

  it('covers each card with the first carousel image, else the first photo', async () => {
    const { html } = await page(demo, '/portfolios');
    const items = gridItems(html, 'portfolio-grid');
    const doc = loadNdjson().filter((d) => d._type === 'portfolio');
    const ref = (title: string, field: 'carouselImages' | 'photos') =>
      (doc.find((d) => d.title === title)![field] as Array<{ asset: { _ref: string } }>)[0]!.asset._ref.match(
        /^image-([a-z0-9]+)-/i,
      )![1];
    const src = (i: number) => attrOf(imgs(items[i]!.html)[0]!, 'src');
    expect(src(0)).toContain(`/demo-img/${ref(PORTFOLIOS_NEWEST_FIRST[0]!, 'carouselImages')}-`);
    expect(src(0)).toContain('w=800&amp;h=600');
    expect(src(8)).toContain(`/demo-img/${ref(PORTFOLIOS_NEWEST_FIRST[8]!, 'photos')}-`); // Brewhouse: no carousel
    // Archive import: its only image is broken, so the card shows the placeholder panel.
    expect(imgs(items[2]!.html).map((t) => attrOf(t, 'src')!.slice(0, 19))).toEqual(['data:image/svg+xml,']);
    expectResponsive(items.filter((_, i) => i !== 2).flatMap((i) => imgs(i.html)));
    // The first row loads eagerly; the rest lazily.
    const eager = items.map((i) => imgs(i.html).filter((t) => attrOf(t, 'loading') === 'eager').length);
    expect(eager).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('links every card with a slug to /portfolio/{slug}; the one without a slug has no link', async () => {
    const items = gridItems((await page(demo, '/portfolios')).html, 'portfolio-grid');
    const hrefs = items.map((i) => links(i.html).filter((h) => h.startsWith('/portfolio/')));
    expect(hrefs.filter((h) => h.length === 1)).toHaveLength(12);
    expect(hrefs[1]).toEqual([]);
    expect(items[1]!.text).not.toContain('View Portfolio');
    expect(items[1]!.text).toContain('11 photos');
  });

  it("filters by ?category= (the header's Portfolio links) and says so when nothing matches", async () => {
    const wedding = await page(demo, '/portfolios?category=wedding');
    expect(shown(gridItems(wedding.html, 'portfolio-grid')).map(cardTitle)).toEqual([
      PORTFOLIOS_NEWEST_FIRST[0],
      PORTFOLIOS_NEWEST_FIRST[4],
    ]);
    expect(wedding.html).toMatch(
      /<a href="\/portfolios\?category=wedding" class="chip chip--active" aria-current="true">wedding<\/a>/,
    );
    expect(links(wedding.html)).toContain('/portfolios?category=pre-wedding');
    expect(isHidden(wedding.html, 'portfolio-empty')).toBe(true);
    expect(shown(gridItems((await page(demo, '/portfolios?category=business')).html, 'portfolio-grid'))).toHaveLength(
      2,
    );
    expect(
      shown(gridItems((await page(demo, '/portfolios?category=Pre-Wedding')).html, 'portfolio-grid')).map(cardTitle),
    ).toEqual([PORTFOLIOS_NEWEST_FIRST[3]]);
    const none = await page(demo, '/portfolios?category=astro');
    expect(shown(gridItems(none.html, 'portfolio-grid'))).toHaveLength(0);
    expect(isHidden(none.html, 'portfolio-empty')).toBe(false);
    expect(text(none.html)).toContain("No portfolios found We'll have more work to show soon.");
  });

  it('uses the built-in portfolios metadata when there is no seo record', async () => {
    const { html } = await page(demo, '/portfolios?category=travel');
    expect(title(html)).toBe('Portfolio | ShutterStory');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/portfolios"/>`);
  });
});

const RIYA = '/portfolio/riya-karan-jaipur-palace-wedding';
const tiles = (html: string) =>
  [...html.matchAll(/<li class="gallery__item gallery__item--(\w+)">([\s\S]*?)<\/li>/g)].map((m) => ({
    size: m[1],
    html: m[2]!,
  }));
const moreHref = (html: string) =>
  decode(html.match(/<a class="btn btn--secondary" href="([^"]*)"[^>]*>Load More<\/a>/)?.[1] ?? '') || null;

describe('/portfolio/{slug} (demo dataset)', () => {
  it('shows the category menu, the carousel, the description and the Photos and Videos tabs', async () => {
    const { status, html } = await page(demo, RIYA);
    expect(status).toBe(200);
    const t = text(html);
    expect(t).toContain('Riya & Karan — A Jaipur Palace Wedding');
    expect(html).toMatch(
      /<a href="\/portfolios\?category=wedding" class="chip chip--active" aria-current="true">wedding<\/a>/,
    );
    for (const c of [
      'pre-wedding',
      'post-wedding',
      'baby',
      'maternity',
      'travel',
      'business',
      'personal',
      'family',
      'other',
    ]) {
      expect(links(html)).toContain(`/portfolios?category=${c}`);
    }
    const carousel = islandProps(html, 'PortfolioCarousel');
    expect(carousel.interval).toBe(4000);
    expect(carousel.slides).toHaveLength(5);
    expect(carousel.slides[0].src).toContain('w=1920&h=1080');
    const slides = html.match(/<div class="carousel__slide[\s\S]*?<\/div>/g)!;
    expect(slides).toHaveLength(5);
    expect(slides[0]).toContain('carousel__slide--active');
    expect(slides[0]).toContain('loading="eager"');
    expect(slides.slice(1).every((s) => s.includes('loading="lazy"'))).toBe(true);
    expect(html).toContain('<link rel="preload" as="image"');
    // The '-' description rule: headed items, no raw dashes.
    expect([...html.matchAll(/<p class="headed-items__title">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual([
      'The Haldi',
      'The Baraat',
      'The Pheras',
      'The Bidaai',
    ]);
    expect(t).not.toContain('- The Haldi');
    expect(decode(html.match(/<a class="tabs__tab" href="([^"]*)" aria-current="page">Photos/)![1]!)).toBe(
      `${RIYA}#media`,
    );
    expect(links(html)).toContain(`${RIYA}?tab=videos#media`);
    expect(t).toMatch(/Photos \( 24 \) Videos \( 2 \)/);
  });

  it('shows 12 photos with a Load More that really loads more (?photos=N)', async () => {
    const first = await page(demo, RIYA);
    expect(tiles(first.html)).toHaveLength(12);
    expect(moreHref(first.html)).toBe(`${RIYA}?photos=24`);
    const props = islandProps(first.html, 'PhotoGallery');
    expect(props).toMatchObject({ total: 24, step: 12, size: 'large', path: RIYA, endpoint: `${RIYA}/photos` });
    expect(props.photos).toHaveLength(12);
    const all = await page(demo, `${RIYA}?photos=24`);
    expect(tiles(all.html)).toHaveLength(24);
    expect(moreHref(all.html)).toBeNull();
    expect(tiles((await page(demo, `${RIYA}?photos=999`)).html)).toHaveLength(24);
    expect(tiles((await page(demo, `${RIYA}?photos=nonsense`)).html)).toHaveLength(12);
    expect(tiles((await page(demo, `${RIYA}?photos=-5`)).html)).toHaveLength(12);
    const ladakh = await page(demo, '/portfolio/ladakh-road-journal?photos=24');
    expect(tiles(ladakh.html)).toHaveLength(24);
    expect(moreHref(ladakh.html)).toBe('/portfolio/ladakh-road-journal?photos=36');
    expect(tiles((await page(demo, '/portfolio/ladakh-road-journal?photos=36')).html)).toHaveLength(30);
  });

  it('answers the gallery island with the next photos as JSON', async () => {
    const first = islandProps((await page(demo, RIYA)).html, 'PhotoGallery').photos.map((p: { key: string }) => p.key);
    const res = await demo.fetch(`${RIYA}/photos?start=12&count=12`);
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      total: number;
      photos: Array<{ key: string; tile: { src: string; srcSet: string }; full: { src: string } }>;
    };
    expect(json.total).toBe(24);
    expect(json.photos).toHaveLength(12);
    expect(json.photos.some((p) => first.includes(p.key))).toBe(false);
    expect(json.photos[0]!.tile.srcSet).toMatch(/ \d+w, /);
    expect(json.photos[0]!.full.src).toContain('w=1920');
    const tail = (await (await demo.fetch(`${RIYA}/photos?start=20&count=12`)).json()) as { photos: unknown[] };
    expect(tail.photos).toHaveLength(4);
    expect((await demo.fetch('/portfolio/nope/photos?start=12')).status).toBe(404);
  });

  it('gives each photo tile a responsive lazy image linking to the large photo (works without JavaScript)', async () => {
    const list = tiles((await page(demo, RIYA)).html);
    for (const tile of list) {
      const href = decode(tile.html.match(/<a class="gallery__link" href="([^"]*)"/)![1]!);
      expect(href).toContain('w=1920');
      const img = imgs(tile.html)[0]!;
      expect(attrOf(img, 'loading')).toBe('lazy');
      expect(attrOf(img, 'alt')).toBeTruthy();
    }
    expectResponsive(list.map((tile) => imgs(tile.html)[0]!));
  });

  it('maps size: large, medium and small stay; anything else is medium', async () => {
    const size = async (slug: string) => [
      ...new Set(tiles((await page(demo, `/portfolio/${slug}`)).html).map((t) => t.size)),
    ];
    expect(await size('ladakh-road-journal')).toEqual(['large']);
    expect(await size('little-aarna-newborn')).toEqual(['medium']);
    expect(await size('portraits-of-banaras')).toEqual(['small']);
    expect(await size('maternity-cubbon-park')).toEqual(['medium']); // 'huge'
    expect(await size('brewhouse-coffee-launch')).toEqual(['medium']); // missing
  });

  it('shows the videos under ?tab=videos (no JavaScript needed) with m:ss durations and their ids', async () => {
    const { html } = await page(demo, '/portfolio/nandini-sameer-lake-pichola?tab=videos');
    expect(html).toMatch(/<a class="tabs__tab" href="[^"]*\?tab=videos#media" aria-current="page">Videos/);
    expect(tiles(html)).toHaveLength(0);
    expect(html).not.toContain('data-island="PhotoGallery"');
    const { videos } = islandProps(html, 'VideoGallery');
    expect(
      videos.map((v: { title: string; duration: string; id: string | null }) => [v.title, v.duration, v.id]),
    ).toEqual([
      ['Save the Date', '1:04', 'ScMzIvxBSi4'],
      ['Behind the Scenes (broken link)', '2:11', null],
    ]);
    const t = text(html);
    expect(t).toContain('1:04');
    expect(t).toContain('2:11');
    // Without JavaScript a playable video links to the video host; the broken one is a button for the modal.
    expect(links(html)).toContain('https://www.youtube.com/watch?v=ScMzIvxBSi4');
    expect(html).toMatch(
      /<button type="button" class="video-poster" data-video="1" aria-label="Play video: Behind the Scenes \(broken link\)">/,
    );
    const riya = islandProps((await page(demo, `${RIYA}?tab=videos`)).html, 'VideoGallery');
    expect(riya.videos.map((v: { duration: string; id: string }) => [v.duration, v.id])).toEqual([
      ['4:32', 'aqz-KE-bpKQ'],
      ['1:35', 'eRsGyueVLvQ'],
    ]);
    // A video without a CMS thumbnail uses the video host's image of its id.
    expect(riya.videos[1].thumb.src).toBe('https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg');
    expect(riya.videos[0].thumb.src).toContain('/demo-img/');
  });

  it('has no Videos tab when there are no videos, and ?tab=videos then shows the photos', async () => {
    const { html } = await page(demo, '/portfolio/little-aarna-newborn?tab=videos');
    expect(text(html)).not.toMatch(/Videos \(/);
    expect(text(html)).not.toContain('Load More');
    expect(links(html).some((h) => h.includes('tab=videos'))).toBe(false);
    expect(tiles(html)).toHaveLength(12);
    expect(html).not.toContain('data-island="VideoGallery"');
    // Plain paragraphs stay paragraphs.
    expect(html).not.toContain('headed-items');
    expect(text(html)).toContain('Aarna was twelve days old when we visited her family in Gurugram.');
  });

  it('falls back to the first photo for the carousel and survives a broken image', async () => {
    const brew = islandProps((await page(demo, '/portfolio/brewhouse-coffee-launch')).html, 'PortfolioCarousel');
    expect(brew.slides).toHaveLength(1);
    const archive = await page(demo, '/portfolio/archive-import');
    expect(archive.status).toBe(200);
    expect(archive.html).not.toContain('data-island="PortfolioCarousel"');
    expect(tiles(archive.html)).toHaveLength(0);
    expect(text(archive.html)).toContain('Photos ( 0 ) No photos found.');
  });

  it('builds its metadata from the content: title, description, canonical, 1200x630 cover, JSON-LD', async () => {
    const { html } = await page(demo, `${RIYA}?tab=videos&photos=24`);
    expect(title(html)).toBe('Riya & Karan — A Jaipur Palace Wedding | ShutterStory');
    expect(meta(html, 'description')).toMatch(/^The Haldi: A sunlit courtyard, marigold everywhere .{40,}\.\.\.$/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${RIYA}"/>`);
    const og = meta(html, 'og:image')!;
    const cover = islandProps(html.replace(/data-island="VideoGallery"/, ''), 'PortfolioCarousel').slides[0].src.split(
      '?',
    )[0];
    expect(og).toBe(`${SITE}${cover}?w=1200&h=630&fit=crop`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    const ld = jsonLd(html).find((d) => d['@type'] === 'ImageGallery');
    expect(ld).toMatchObject({ name: 'Riya & Karan — A Jaipur Palace Wedding', url: `${SITE}${RIYA}`, image: og });
  });

  it("answers 'Portfolio not found' with HTTP 404 for an unknown slug", async () => {
    for (const path of ['/portfolio/nope', '/portfolio/gallery']) {
      const res = await demo.fetch(path, asBrowser);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(text(html)).toContain('Portfolio not found');
      expect(meta(html, 'robots')).toContain('noindex');
    }
  });
});

describe('without JavaScript (demo dataset)', () => {
  it.each([
    ['/services', 'Wedding Photography'],
    ['/packages', 'Book now'],
    ['/portfolios', 'View Portfolio'],
    [RIYA, 'gallery__item'],
  ])('%s sends its content in place to a browser, not as out-of-order stream parts', async (path, marker) => {
    const html = await (await demo.fetch(path, asBrowser)).text();
    expect(html).not.toContain('<template');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('Loading');
    expect(html.indexOf(marker)).toBeGreaterThan(-1);
    expect(html.indexOf(marker)).toBeLessThan(html.indexOf('<footer'));
  });
});

describe('over a Sanity query API (stand-in)', () => {
  beforeEach(async () => {
    sanity.reset();
    await standin.reset();
  });

  it('renders the four pages from the API with Sanity CDN image URLs', async () => {
    const services = await page(standin, '/services');
    expect(gridItems(services.html, 'services-grid')).toHaveLength(10);
    const src = attrOf(imgs(services.html.slice(services.html.indexOf('id="services-grid"')))[0]!, 'src')!;
    expect(src).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/standin1\/production\/corporate[a-z0-9]+-1600x1067\.svg\?w=600/,
    );
    expect(groups((await page(standin, '/packages')).html)).toHaveLength(5);
    expect(gridItems((await page(standin, '/portfolios')).html, 'portfolio-grid').map(cardTitle)).toEqual(
      PORTFOLIOS_NEWEST_FIRST,
    );
    const riya = await page(standin, RIYA);
    expect(riya.status).toBe(200);
    expect(tiles(riya.html)).toHaveLength(12);
    expect(meta(riya.html, 'og:image')).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/standin1\/production\/.+w=1200&h=630/,
    );
    expect(sanity.count(/_type == "portfolio" && slug.current == \$slug/)).toBe(1);
  });

  it('shows new content: a service in a new category gets its own filter; a missing category or image never breaks the page', async () => {
    sanity.upsert(
      {
        _id: 'service-drone',
        _type: 'service',
        _createdAt: '2026-01-01T00:00:00Z',
        title: 'Aerial Drone Shoots',
        category: 'Aerial',
        description: 'Above the venue.',
      },
      {
        _id: 'service-bare',
        _type: 'service',
        _createdAt: '2026-01-01T00:00:00Z',
        title: 'Bare Service',
        image: { _type: 'image', asset: { _type: 'reference', _ref: 'not-an-image' } },
      },
    );
    const { status, html } = await page(standin, '/services');
    expect(status).toBe(200);
    const items = gridItems(html, 'services-grid');
    expect(items).toHaveLength(12);
    expect(items[0]!.text).toContain('Aerial Drone Shoots');
    expect(items[1]!.text).toContain('Bare Service');
    // No image, or an invalid asset reference: the placeholder panel, no request.
    expect(imgs(items[0]!.html).map((t) => attrOf(t, 'src')!.startsWith('data:image/svg+xml,'))).toEqual([true]);
    expect(imgs(items[1]!.html).map((t) => attrOf(t, 'src')!.startsWith('data:image/svg+xml,'))).toEqual([true]);
    expect(links(html)).toContain('/services?category=Aerial');
    const aerial = await page(standin, '/services?category=aerial');
    expect(shown(gridItems(aerial.html, 'services-grid')).map((i) => i.text)).toEqual([
      expect.stringContaining('Aerial Drone Shoots'),
    ]);
    expect(shown(gridItems((await page(standin, '/services')).html, 'services-grid'))).toHaveLength(12);
  });

  it('streams the shell and a loading state before slow services, then the cards', async () => {
    // The shell waits at most a short budget for the data, then flushes with the loading state:
    // here the services query answers only once the shell has arrived.
    const release = sanity.holdWhen(/_type == "service"/);
    const body = streamed(await standin.fetch('/services', asBrowser));
    const shell = await body.until('Our Services');
    expect(shell).not.toContain('Wedding Photography');
    release();
    const all = await body.rest();
    expect(all).toContain('Wedding Photography');
    expect(all.slice(0, all.indexOf('Wedding Photography'))).toContain('Loading...');
  });

  it("shows 'Failed to load services. Please try again later.' when the services query fails", async () => {
    sanity.failWhen(/_type == "service"/);
    const { status, html } = await page(standin, '/services');
    expect(status).toBe(200);
    expect(text(html)).toContain('Failed to load services. Please try again later.');
    expect(text(html)).toContain('Creating Memories Since 2020');
  });

  it("formats any price and says 'No packages found.' with no packages", async () => {
    sanity.upsert({
      _id: 'package-zz',
      _type: 'package',
      _createdAt: '2030-01-01T00:00:00Z',
      title: 'Studio',
      options: [
        { _key: 'a', tier: 'Bronze', price: 1234567800, features: null },
        { _key: 'b', tier: 'Silver', price: 50, features: ['One frame'] },
        { _key: 'c', tier: 'Gold' },
      ],
    });
    const list = groups((await page(standin, '/packages')).html);
    expect(list.map((g) => g.title).at(-1)).toBe('Studio');
    const studio = list.at(-1)!.tiers.map((t) => text(t));
    expect(studio[0]).toContain('₹1,23,45,678');
    expect(studio[0]).toContain('No features specified');
    expect(studio[1]).toContain('₹0');
    expect(studio[2]).toContain('Price on request');
    expect(studio[2]).toContain('No features specified');

    sanity.reset();
    await standin.reset();
    sanity.remove(
      ...loadNdjson()
        .filter((d) => d._type === 'package')
        .map((d) => d._id),
    );
    const empty = await page(standin, '/packages');
    expect(empty.status).toBe(200);
    expect(text(empty.html)).toContain('No packages found.');
    expect(groups(empty.html)).toHaveLength(0);
  });

  it("shows 'Failed to load content' when the packages query fails", async () => {
    sanity.failWhen(/_type == "package"/);
    expect(text((await page(standin, '/packages')).html)).toContain('Failed to load content');
  });

  it("shows 'Error: {message}' when the portfolios query fails, and the empty text with none", async () => {
    sanity.failWhen(/_type == "portfolio"/);
    const failed = text((await page(standin, '/portfolios')).html);
    expect(failed).toMatch(/Error: \S.*stand-in failure/);
    sanity.reset();
    await standin.reset();
    sanity.remove(
      ...loadNdjson()
        .filter((d) => d._type === 'portfolio')
        .map((d) => d._id),
    );
    const empty = await page(standin, '/portfolios');
    expect(text(empty.html)).toContain("No portfolios found We'll have more work to show soon.");
    expect(empty.html).not.toContain('id="portfolio-grid"');
  });

  it("shows 'Failed to load portfolio' when the portfolio query fails, and 404 when it is gone", async () => {
    sanity.failWhen(/slug.current == \$slug/);
    const failed = await page(standin, RIYA, asBrowser);
    expect(text(failed.html)).toContain('Failed to load portfolio');
    expect(failed.html).not.toContain('Portfolio not found');
    sanity.reset();
    await standin.reset();
    sanity.remove('portfolio-jaipur-palace-wedding');
    const gone = await page(standin, RIYA, asBrowser);
    expect(gone.status).toBe(404);
    expect(text(gone.html)).toContain('Portfolio not found');
  });

  it('renders a portfolio with nothing but a title and a slug', async () => {
    sanity.upsert({
      _id: 'portfolio-bare',
      _type: 'portfolio',
      _createdAt: '2031-01-01T00:00:00Z',
      title: 'Bare',
      slug: { _type: 'slug', current: 'bare' },
      videos: [{ _key: 'v', url: 'not a link' }],
    });
    const { status, html } = await page(standin, '/portfolio/bare?tab=videos');
    expect(status).toBe(200);
    expect(text(html)).toContain('Bare');
    expect(islandProps(html, 'VideoGallery').videos).toEqual([{ key: 'v', title: 'Video 1', duration: '', id: null }]);
    const listing = gridItems((await page(standin, '/portfolios')).html, 'portfolio-grid');
    expect(cardTitle(listing[0]!)).toBe('Bare');
    expect(listing[0]!.text).toContain('0 photos');
  });
});
