import { describe, expect, it } from 'vitest';
import { asBrowser } from '../helpers/in-process';
import { jsonLd, links, meta, text, title } from '../helpers/html';
import { loadNdjson } from '../helpers/sanity-standin';
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
  PORTFOLIOS_NEWEST_FIRST,
  cardTitle,
  RIYA,
  tiles,
  moreHref,
  catalogueWorkers,
  SITE,
} from '../helpers/catalogue-pages';

/** /portfolios and /portfolio/{slug} over the demo dataset, as a visitor and a crawler see them. */

const demo = catalogueWorkers(() => {});

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
    // No link to a Videos tab (the language switch keeps the page's own query: it is the same page).
    const switchless = html.replace(/<div class="lang-switch">[\s\S]*?<\/div>/, '');
    expect(links(switchless).some((h) => h.includes('tab=videos'))).toBe(false);
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
