import { describe, expect, it } from 'vitest';
import { meta, text, title } from '../helpers/html';
import {
  decode,
  page,
  gridItems,
  shown,
  isHidden,
  islandProps,
  imgs,
  attrOf,
  expectResponsive,
  SERVICES_BY_TITLE,
  TIER_PRICES,
  groups,
  catalogueWorkers,
  SITE,
} from '../helpers/catalogue-pages';

/** /services and /packages over the demo dataset, as a visitor and a crawler see them. */

const demo = catalogueWorkers(() => {});

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
