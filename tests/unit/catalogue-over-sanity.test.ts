import { beforeEach, describe, expect, it } from 'vitest';
import { asBrowser, worker } from '../helpers/in-process';
import { links, meta, text, streamed } from '../helpers/html';
import { loadNdjson, type StandIn } from '../helpers/sanity-standin';
import {
  page,
  gridItems,
  shown,
  islandProps,
  imgs,
  attrOf,
  groups,
  PORTFOLIOS_NEWEST_FIRST,
  cardTitle,
  RIYA,
  tiles,
  catalogueWorkers,
} from '../helpers/catalogue-pages';

/** /services, /packages, /portfolios and /portfolio/{slug} over a Sanity query API (stand-in). */

let sanity: StandIn;
let standin: ReturnType<typeof worker>;
catalogueWorkers((site) => ({ sanity, standin } = site));

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
