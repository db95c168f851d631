/**
 * The photographer listing, profile and city pages in Chromium: filter, search, sort and pager
 * apply without reloading the page (URL updated, results swapped), Back/Forward work, the same
 * controls work without JavaScript, and a failed update falls back to a normal navigation.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedContext, siteInBrowser } from '../helpers/browser';
import { loadEnglish } from '../helpers/sanity-standin';

type Doc = Record<string, any> & { _id: string; _type: string };
const DOCS = loadEnglish() as Doc[];
const PHOTOGRAPHERS = DOCS.filter((d) => d._type === 'photographer' && !d._id.startsWith('drafts.'));
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const lname = (d: Doc) => String(d.name).toLowerCase();
const featuredOrder = [...PHOTOGRAPHERS]
  .sort((a, b) => Number(b.featured === true) - Number(a.featured === true) || cmp(lname(a), lname(b)))
  .map((d) => d.name);
const byName = (dir: 1 | -1) => [...PHOTOGRAPHERS].sort((a, b) => dir * cmp(lname(a), lname(b))).map((d) => d.name);
const ofCategory = (c: string) =>
  featuredOrder.filter((n) => PHOTOGRAPHERS.find((d) => d.name === n)!.photos[0].category === c);
const photosOf = (slug: string, dir: 1 | -1) =>
  [...PHOTOGRAPHERS.find((d) => d.slug.current === slug)!.photos]
    .sort((a: any, b: any) => dir * cmp(a._key, b._key))
    .map((p: any) => p.title);

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

// The cases share a context, one with and one without JavaScript: none sets a cookie, storage or the
// page clock, and the routes a case holds or fails are its page's own.
const open = sharedContext(() => browser);
const openNoScript = sharedContext(() => browser, { javaScript: false });

const names = (page: Page) =>
  page.$$eval('#photographers-results .card__title', (els) => els.map((e) => e.textContent));
const captions = (page: Page, region: string) =>
  page.$$eval(`#${region} .gallery__caption`, (els) => els.map((e) => e.textContent));
/** Waits for one island only (the header's menu hydrates only on interaction). */
const ready = (page: Page, island: string) =>
  page.waitForFunction(
    (name) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset.hydrated === 'true',
    island,
    { timeout: 10_000 },
  );
/** A mark on the window: it survives in-place updates and disappears with a full navigation. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __mark: number }).__mark = 1;
  });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};
async function namesBecome(page: Page, expected: string[]) {
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        [...document.querySelectorAll('#photographers-results .card__title')].map((e) => e.textContent),
      ) === want,
    JSON.stringify(expected),
    { timeout: 5000 },
  );
}

describe('/photographers with JavaScript', () => {
  it('filters by category and sorts without reloading, updating the URL', async () => {
    const { page, errors } = await open(`${base}/photographers`);
    await ready(page, 'PhotographerFilters');
    expect(await names(page)).toEqual(featuredOrder.slice(0, 12));
    await mark(page);

    await page.click('.filterbar a.chip:text-is("wedding")');
    await namesBecome(page, ofCategory('wedding'));
    expect(pathOf(page)).toBe('/photographers?category=wedding');
    expect(await page.getAttribute('.filterbar a.chip:text-is("wedding")', 'aria-current')).toBe('true');
    expect(
      await page.$$eval('#photographers-results .card__text', (els) => [...new Set(els.map((e) => e.textContent))]),
    ).toEqual(['Wedding Photography']);

    await page.selectOption('#photographers-sort', 'name-desc');
    await namesBecome(
      page,
      [...ofCategory('wedding')].sort((a, b) => cmp(b.toLowerCase(), a.toLowerCase())),
    );
    expect(pathOf(page)).toBe('/photographers?category=wedding&sort=name-desc');

    await page.click('.filterbar a.chip:text-is("all")');
    await namesBecome(page, byName(-1).slice(0, 12));
    expect(pathOf(page)).toBe('/photographers?sort=name-desc');
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('searches as you type and on Enter', async () => {
    const { page, errors } = await open(`${base}/photographers?sort=name-asc`);
    await ready(page, 'PhotographerFilters');
    await mark(page);
    await page.fill('#photographers-q', 'MEHTA');
    await namesBecome(page, ['Aarav Mehta']);
    expect(pathOf(page)).toBe('/photographers?q=MEHTA&sort=name-asc');
    await page.fill('#photographers-q', 'zzzz');
    await page.press('#photographers-q', 'Enter');
    await page.waitForSelector('#photographers-results >> text=No photographers found');
    await page.waitForSelector('#photographers-results >> text=Try adjusting your search or filter criteria.');
    expect(pathOf(page)).toBe('/photographers?q=zzzz&sort=name-asc');
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('pages with the numbered pager, resets to page 1 on a filter change, and follows Back/Forward', async () => {
    const { page, errors } = await open(`${base}/photographers`, { height: 700 });
    await ready(page, 'PhotographerFilters');
    await mark(page);

    // By keyboard: focus stays on the pager ('Next' again) after the results are replaced.
    await page.focus('#photographers-results .pager a[rel="next"]');
    await page.keyboard.press('Enter');
    await namesBecome(page, featuredOrder.slice(12, 24));
    expect(pathOf(page)).toBe('/photographers?page=2');
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.closest('#photographers-results .pager') !== null &&
          document.activeElement?.getAttribute('rel'),
      ),
    ).toBe('next');
    expect(await page.getAttribute('#photographers-results .pager [aria-current="page"]', 'aria-label')).toBe('Page 2');

    await page.click('#photographers-results .pager a[aria-label="Page 3"]');
    await namesBecome(page, featuredOrder.slice(24));
    expect(pathOf(page)).toBe('/photographers?page=3');
    expect(await page.isVisible('#photographers-results .pager a[rel="next"]')).toBe(false);

    await page.goBack();
    await namesBecome(page, featuredOrder.slice(12, 24));
    expect(pathOf(page)).toBe('/photographers?page=2');
    await page.goForward();
    await namesBecome(page, featuredOrder.slice(24));

    await page.selectOption('#photographers-sort', 'oldest');
    const oldest = [...PHOTOGRAPHERS].sort((a, b) => cmp(a._createdAt, b._createdAt)).map((d) => d.name);
    await namesBecome(page, oldest.slice(0, 12));
    expect(pathOf(page)).toBe('/photographers?sort=oldest'); // back to page 1

    await page.goBack();
    await namesBecome(page, featuredOrder.slice(24));
    expect(await page.inputValue('#photographers-sort')).toBe('featured');
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows 'Loading photographers...' while a slow update loads", async () => {
    const { page, errors } = await open(`${base}/photographers`);
    await ready(page, 'PhotographerFilters');
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/photographers?category=street', async (route) => {
      if (route.request().headers()['x-fragment']) await held;
      await route.continue();
    });
    await page.click('.filterbar a.chip:text-is("street")');
    await page.waitForSelector('#photographers-results[aria-busy="true"] >> text=Loading photographers...');
    release();
    await namesBecome(page, ofCategory('street'));
    expect(await page.getAttribute('#photographers-results', 'aria-busy')).toBeNull();
    expect(await page.isVisible('text=Loading photographers...')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('applies what was typed or chosen before the island hydrated', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/assets/PhotographerFilters-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/photographers`, { waitUntil: 'load' });
    await page.fill('#photographers-q', 'photographer');
    await page.selectOption('#photographers-sort', 'name-desc');
    release();
    await ready(page, 'PhotographerFilters');
    const want = byName(-1).filter((n) => {
      const d = PHOTOGRAPHERS.find((p) => p.name === n)!;
      return `${d.name} ${d.title ?? ''}`.toLowerCase().includes('photographer');
    });
    await namesBecome(page, want.slice(0, 12));
    expect(pathOf(page)).toBe('/photographers?q=photographer&sort=name-desc');
    expect(await page.inputValue('#photographers-q')).toBe('photographer');
    await context.close();
  });

  it('falls back to a normal navigation when an update fails: never a broken page', async () => {
    const { page, errors } = await open(`${base}/photographers`);
    await ready(page, 'PhotographerFilters');
    await mark(page);
    await page.route('**/photographers?*', (route) =>
      route.request().headers()['x-fragment'] ? route.abort() : route.continue(),
    );
    await page.click('.filterbar a.chip:text-is("nature")');
    await page.waitForURL('**/photographers?category=nature');
    await namesBecome(page, ofCategory('nature'));
    expect(await marked(page)).toBe(false); // it was a full navigation
    expect(errors).toEqual([]);
  });
});

describe('/photographers without JavaScript', () => {
  it('filters with links and sorts and searches with the GET form', async () => {
    const { page, errors } = await openNoScript(`${base}/photographers`);
    await page.click('.filterbar a.chip:text-is("fashion")');
    await page.waitForURL('**/photographers?category=fashion');
    expect(await names(page)).toEqual(ofCategory('fashion'));
    await page.selectOption('#photographers-sort', 'name-asc');
    await page.click('form[role="search"] button[type="submit"]');
    await page.waitForURL('**/photographers?q=&sort=name-asc&category=fashion');
    expect(await names(page)).toEqual([...ofCategory('fashion')].sort((a, b) => cmp(a.toLowerCase(), b.toLowerCase())));
    await page.click('.filterbar a.chip:text-is("all")');
    await page.click('#photographers-results .pager a[aria-label="Page 2"]');
    await page.waitForURL('**/photographers?sort=name-asc&page=2');
    expect(await names(page)).toEqual(byName(1).slice(12, 24));
    expect(errors).toEqual([]);
  });
});

describe('gallery sort on profile and city pages', () => {
  it('switches Newest First / Oldest First on a profile without reloading', async () => {
    const { page, errors } = await open(`${base}/photographer/priya-banerjee`);
    await ready(page, 'PhotoSort');
    expect(await captions(page, 'photos')).toEqual(photosOf('priya-banerjee', -1));
    await mark(page);
    await page.click('a.chip:text-is("Oldest First")');
    await page.waitForURL('**/photographer/priya-banerjee?sort=oldest');
    await page.waitForFunction(
      (first) => document.querySelector('#photos .gallery__caption')?.textContent === first,
      photosOf('priya-banerjee', 1)[0],
    );
    expect(await captions(page, 'photos')).toEqual(photosOf('priya-banerjee', 1));
    expect(await page.getAttribute('a.chip:text-is("Oldest First")', 'aria-current')).toBe('true');
    await page.goBack();
    await page.waitForFunction(
      (first) => document.querySelector('#photos .gallery__caption')?.textContent === first,
      photosOf('priya-banerjee', -1)[0],
    );
    expect(await page.getAttribute('a.chip:text-is("Newest First")', 'aria-current')).toBe('true');
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps landmarks first with their badge when a city gallery is re-sorted', async () => {
    const jaipur = DOCS.find((d) => d._type === 'city' && d.slug.current === 'jaipur')!;
    const order = (dir: 1 | -1) => {
      const sorted = [...jaipur.photos].sort((a: any, b: any) => dir * cmp(a._key, b._key));
      return [...sorted.filter((p: any) => p.landmark), ...sorted.filter((p: any) => !p.landmark)].map(
        (p: any) => p.title,
      );
    };
    const landmarks = jaipur.photos.filter((p: any) => p.landmark).length;
    const { page, errors } = await open(`${base}/city/jaipur`, { width: 390, height: 844 });
    await ready(page, 'PhotoSort');
    expect(await captions(page, 'city-photos')).toEqual(order(-1));
    await mark(page);
    await page.click('a.chip:text-is("Oldest")');
    await page.waitForURL('**/city/jaipur?sort=oldest');
    await page.waitForFunction(
      (want) =>
        JSON.stringify([...document.querySelectorAll('#city-photos .gallery__caption')].map((e) => e.textContent)) ===
        want,
      JSON.stringify(order(1)),
    );
    const badges = await page.$$eval('#city-photos .gallery__item', (els) =>
      els.map((e) => e.querySelector('.badge--landmark')?.textContent ?? ''),
    );
    expect(badges).toEqual([...Array(landmarks).fill('★ Landmark'), ...Array(badges.length - landmarks).fill('')]);
    expect(await marked(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
