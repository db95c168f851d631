import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedContext, siteInBrowser } from '../helpers/browser';
import { autoplay, pausedClock } from '../helpers/clock';

/** The catalogue islands in Chromium: filters, accordion, carousel, photo viewer, load more, video modal. */

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

// The cases without the page clock share a context, one with and one without JavaScript: none sets a
// cookie or storage. The carousel's cases install the clock (their context's): contexts of their own.
const open = sharedContext(() => browser);
const openNoScript = sharedContext(() => browser, { javaScript: false });

const RIYA = '/portfolio/riya-karan-jaipur-palace-wedding';
const CAROUSEL = '[data-island="PortfolioCarousel"]';

async function islandReady(page: Page, name: string) {
  await page.waitForFunction(
    (n) => document.querySelector(`[data-island="${n}"]`)?.getAttribute('data-hydrated') === 'true',
    name,
    { timeout: 10_000 },
  );
}

/** Marks the document: the mark survives in-place updates and disappears on a reload. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __mark: number }).__mark = 1;
  });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
const visibleTitles = (page: Page, list: string) =>
  page.$$eval(`#${list} > li:not([hidden]) .card__title`, (els) => els.map((e) => e.textContent?.trim()));

describe('category filters', () => {
  it('filters the services in place and updates the address, without a reload', async () => {
    const { page, errors } = await open(`${base}/services`);
    await islandReady(page, 'CategoryFilter');
    await mark(page);
    expect(await visibleTitles(page, 'services-grid')).toHaveLength(10);
    await page.getByRole('link', { name: 'Wedding', exact: true }).click();
    expect(await visibleTitles(page, 'services-grid')).toEqual([
      'Destination Weddings',
      'Pre-Wedding Shoots',
      'Wedding Photography',
    ]);
    expect(page.url()).toBe(`${base}/services?category=Wedding`);
    expect(await page.locator('.filterbar a[aria-current="true"]').textContent()).toBe('Wedding');
    await expect(page.locator('#services-empty').isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    expect(await visibleTitles(page, 'services-grid')).toEqual(['Event Coverage', 'Travel Photography']);
    await page.getByRole('link', { name: 'all', exact: true }).click();
    expect(await visibleTitles(page, 'services-grid')).toHaveLength(10);
    expect(page.url()).toBe(`${base}/services`);
    expect(await marked(page)).toBe(true);
    // The address it left shows the same thing after a reload.
    await page.goto(`${base}/services?category=Portraits`);
    expect(await visibleTitles(page, 'services-grid')).toEqual([
      'Family Portraits',
      'Maternity Photoshoot',
      'Newborn & Baby Photography',
    ]);
    expect(errors).toEqual([]);
  });

  it('works as links without JavaScript', async () => {
    const { page, errors } = await openNoScript(`${base}/services`);
    await page.getByRole('link', { name: 'Commercial', exact: true }).click();
    await page.waitForURL(`${base}/services?category=Commercial`);
    expect(await visibleTitles(page, 'services-grid')).toEqual(['Corporate Headshots', 'Product & Food Photography']);
    expect(errors).toEqual([]);
  });

  it('filters the portfolios in place, from the header link onwards, and shows the empty text', async () => {
    const { page, errors } = await open(`${base}/portfolios?category=wedding`);
    await islandReady(page, 'CategoryFilter');
    await mark(page);
    expect(await visibleTitles(page, 'portfolio-grid')).toEqual([
      'Riya & Karan — A Jaipur Palace Wedding',
      'Gurpreet & Aman — An Anand Karaj in Amritsar',
    ]);
    await page.locator('.filterbar').getByRole('link', { name: 'travel', exact: true }).click();
    expect(await visibleTitles(page, 'portfolio-grid')).toEqual(['Ladakh Road Journal']);
    expect(page.url()).toBe(`${base}/portfolios?category=travel`);
    await page.locator('.filterbar').getByRole('link', { name: 'all', exact: true }).click();
    expect(await visibleTitles(page, 'portfolio-grid')).toHaveLength(13);
    await expect(page.locator('#portfolio-empty').isVisible()).resolves.toBe(false);
    expect(await marked(page)).toBe(true);
    const { page: none } = await open(`${base}/portfolios?category=nothing`);
    await expect(none.getByText('No portfolios found').isVisible()).resolves.toBe(true);
    await islandReady(none, 'CategoryFilter');
    await none.locator('.filterbar').getByRole('link', { name: 'baby', exact: true }).click();
    await expect(none.locator('#portfolio-empty').isVisible()).resolves.toBe(false);
    expect(await visibleTitles(none, 'portfolio-grid')).toEqual(['Little Aarna — A Newborn Session']);
    expect(errors).toEqual([]);
  });
});

describe('packages', () => {
  it('keeps one group open at a time, the first initially', async () => {
    const { page, errors } = await open(`${base}/packages`);
    const openTitles = () =>
      page.$$eval('details[name="packages"][open] summary', (els) => els.map((e) => e.textContent?.trim()));
    expect(await openTitles()).toEqual(['Wedding Packages']);
    await expect(page.getByText('₹1,49,999').isVisible()).resolves.toBe(true);
    await page.getByText('Corporate', { exact: true }).click();
    expect(await openTitles()).toEqual(['Corporate']);
    await expect(page.getByText('₹79,999').isVisible()).resolves.toBe(true);
    await expect(page.getByText('₹1,49,999').isVisible()).resolves.toBe(false);
    await page.getByText('Events & Celebrations', { exact: true }).click();
    expect(await openTitles()).toEqual(['Events & Celebrations']);
    const book = page.locator('details[open] a[data-book]').first();
    expect(await book.getAttribute('data-service')).toBe('Events & Celebrations - Bronze');
    expect(errors).toEqual([]);
  });
});

describe('portfolio page', () => {
  it('advances the carousel every 4 s with previous, next and dots, pausing on hover', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/net::ERR_|Failed to load resource/.test(m.text())) errors.push(m.text());
    });
    await pausedClock(page);
    await page.goto(`${base}${RIYA}`);
    // The 4 s run from the moment the carousel arms its timer, however late it hydrates.
    await autoplay(page, CAROUSEL, 'on');
    const active = () => page.$eval('.carousel .dot--active', (d) => Number(d.getAttribute('data-index')));
    const slide = () =>
      page.$$eval('.carousel__slide', (els) => els.findIndex((e) => e.classList.contains('carousel__slide--active')));
    expect(await active()).toBe(0);
    await page.clock.runFor(3900);
    expect(await active()).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(active).toBe(1);
    expect(await slide()).toBe(1);
    // Each slide's 4 s start as it shows (the page clock stands still in between).
    await page.clock.runFor(3900);
    expect(await active()).toBe(1);
    await page.clock.runFor(100);
    await expect.poll(active).toBe(2);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await active()).toBe(3);
    // Hovered (or focused): it stays put.
    await autoplay(page, CAROUSEL, 'off');
    await page.clock.runFor(12_000);
    expect(await active()).toBe(3);
    await page.getByRole('button', { name: 'Go to slide 5' }).click();
    expect(await active()).toBe(4);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await active()).toBe(3);
    // Leaving it resumes, with wraparound.
    await page.mouse.move(5, 5);
    await page.locator('h1').click();
    await autoplay(page, CAROUSEL, 'on');
    await page.clock.runFor(3900);
    expect(await active()).toBe(3);
    await page.clock.runFor(100);
    await expect.poll(active).toBe(4);
    await page.clock.runFor(4000);
    await expect.poll(active).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not move by itself for visitors who prefer reduced motion', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await pausedClock(page);
    await page.goto(`${base}${RIYA}`);
    // Live, and still: it knows the preference (not merely hydrating).
    await autoplay(page, CAROUSEL, 'off');
    await page.clock.runFor(20_000);
    expect(await page.$eval('.carousel .dot--active', (d) => d.getAttribute('data-index'))).toBe('0');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await page.$eval('.carousel .dot--active', (d) => d.getAttribute('data-index'))).toBe('1');
    await context.close();
  });

  it('opens the fullscreen viewer, moves with the arrow keys and closes with Escape, returning focus', async () => {
    const { page, errors } = await open(`${base}${RIYA}`);
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await islandReady(page, 'PhotoGallery');
    await mark(page);
    const tile = page.locator('.gallery__link').nth(1);
    await tile.click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.isVisible()).resolves.toBe(true);
    expect(await page.locator('.viewer__count').textContent()).toBe('2 / 12');
    expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('.viewer__count').textContent()).toBe('3 / 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('.viewer__count').textContent()).toBe('12 / 12');
    await page.getByRole('button', { name: 'Next photo' }).click();
    expect(await page.locator('.viewer__count').textContent()).toBe('1 / 12');
    expect(await page.locator('.viewer__img').getAttribute('src')).toContain('w=1920');
    await page.keyboard.press('Escape');
    await expect(viewer.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.gallery__link')[1])).toBe(
      true,
    );
    // The close button works too.
    await tile.click();
    await page.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer.count()).resolves.toBe(0);
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("loads more photos in place with 'Load More', then the viewer reaches them", async () => {
    const { page, errors } = await open(`${base}/portfolio/ladakh-road-journal`);
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await islandReady(page, 'PhotoGallery');
    await mark(page);
    const tiles = page.locator('.gallery__item');
    expect(await tiles.count()).toBe(12);
    await page.getByRole('link', { name: 'Load More' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.gallery__item').length === 24);
    expect(page.url()).toBe(`${base}/portfolio/ladakh-road-journal?photos=24`);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.gallery__link')[12])).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Load More' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.gallery__item').length === 30);
    expect(page.url()).toBe(`${base}/portfolio/ladakh-road-journal?photos=30`);
    await expect(page.getByRole('link', { name: 'Load More' }).count()).resolves.toBe(0);
    expect(
      await page.$$eval('.gallery__item', (els) => els.every((e) => e.classList.contains('gallery__item--large'))),
    ).toBe(true);
    await page.locator('.gallery__link').nth(29).click();
    expect(await page.locator('.viewer__count').textContent()).toBe('30 / 30');
    await page.keyboard.press('Escape');
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("'Load More' and the Videos tab work without JavaScript", async () => {
    const { page, errors } = await openNoScript(`${base}/portfolio/ladakh-road-journal`);
    await page.getByRole('link', { name: 'Load More' }).click();
    await page.waitForURL(`${base}/portfolio/ladakh-road-journal?photos=24`);
    expect(await page.locator('.gallery__item').count()).toBe(24);
    await page.getByRole('link', { name: /^Videos/ }).click();
    await page.waitForURL(/\?tab=videos/);
    expect(await page.locator('.video-poster').count()).toBe(2);
    expect(await page.locator('.gallery__item').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("plays a valid video in a youtube-nocookie modal and says 'Video not available' for a bad link", async () => {
    const { page, errors } = await open(`${base}/portfolio/nandini-sameer-lake-pichola?tab=videos`);
    await page.locator('.video-poster').first().scrollIntoViewIfNeeded();
    await islandReady(page, 'VideoGallery');
    await mark(page);
    const good = page.getByRole('link', { name: 'Play video: Save the Date' });
    await expect(good.locator('.video-poster__duration').textContent()).resolves.toBe('Duration 1:04');
    await good.click();
    const dialog = page.getByRole('dialog', { name: 'Save the Date' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1&rel=0',
    );
    expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label'))).toBe(
      'Play video: Save the Date',
    );
    expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false);

    await page.getByRole('button', { name: 'Play video: Behind the Scenes (broken link)' }).click();
    const bad = page.getByRole('dialog', { name: 'Behind the Scenes (broken link)' });
    await expect(bad.getByText('Video not available').isVisible()).resolves.toBe(true);
    expect(await bad.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(bad.count()).resolves.toBe(0);
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('has no console errors at 360 px and keeps the category menu as links', async () => {
    const { page, errors } = await open(`${base}${RIYA}`, { width: 360, height: 740 });
    await islandReady(page, 'PortfolioCarousel');
    expect(await page.locator('.filterbar a[aria-current="true"]').getAttribute('href')).toBe(
      '/portfolios?category=wedding',
    );
    await page.locator('.filterbar').getByRole('link', { name: 'travel' }).click();
    await page.waitForURL(`${base}/portfolios?category=travel`);
    await islandReady(page, 'CategoryFilter');
    expect(await visibleTitles(page, 'portfolio-grid')).toEqual(['Ladakh Road Journal']);
    expect(errors).toEqual([]);
  });
});
