import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { open, type WatchedPage, siteInBrowser } from '../helpers/browser';
import { CHOICE_MADE } from '../helpers/attribution';
import { autoplay } from '../helpers/clock';

/**
 * Every widget reachable and operable by keyboard alone, in Chromium: the callback
 * modal, the home carousels, the portfolio carousel, photo viewer and video modal, the packages
 * and FAQ accordions, the photographer filters and pager, and the ad page's carousel. Nothing here
 * clicks: focus moves with Tab / Shift+Tab, widgets are worked with Enter, Space, arrows, Escape.
 * The frame (skip link, dropdown, mobile menu, floating buttons): keyboard.test.ts.
 */

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

const T0 = new Date('2026-03-01T10:00:00Z').getTime();
const HERO = '[data-island="HeroCarousel"]';
const TESTIMONIALS = '[data-island="TestimonialsCarousel"]';

/**
 * Opens `path` with the consent choice made. With `clock`, Playwright's clock is installed before
 * the page loads and paused: timers move only when a test says so (idle islands need runFor(2100)).
 */
async function visit(
  path: string,
  opts: { clock?: boolean; width?: number; height?: number } = {},
): Promise<WatchedPage> {
  const watched = await open(browser, `${base}/favicon.svg`, opts); // cheap first load to set up the context
  await watched.page.context().addCookies([{ name: 'consent', value: CHOICE_MADE(), url: base }]);
  if (opts.clock) {
    await watched.page.clock.install({ time: T0 });
    await watched.page.clock.pauseAt(T0 + 1000);
  }
  await watched.page.goto(`${base}${path}`, { waitUntil: 'load' });
  if (opts.clock) await watched.page.clock.runFor(2100); // the idle-hydration deadline
  return watched;
}

async function island(page: Page, name: string) {
  // Live: hydrated with its effects (listeners, timers) in place.
  await page.locator(`[data-island="${name}"][data-live]`).waitFor({ state: 'attached', timeout: 10_000 });
}

const matches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
const inside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) != null, selector);
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** Presses Tab (Shift+Tab with `back`) until the focused element matches, or fails after `max` presses. */
async function tabTo(page: Page, selector: string, opts: { max?: number; back?: boolean } = {}): Promise<void> {
  const max = opts.max ?? 150;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    if (await matches(page, selector)) return;
  }
  throw new Error(`never reached ${selector} by keyboard`);
}

/**
 * Moves the keyboard's starting point to `selector` (a section heading), as a click there would,
 * so the next Tab goes to the first control after it: the long walk from the top of the page is
 * proven once per page type (hero, modal, accordions), not repeated for every widget further down.
 */
async function startAt(page: Page, selector: string) {
  await page.locator(selector).evaluate((el: HTMLElement) => {
    el.tabIndex = -1;
    el.focus({ preventScroll: true }); // no scrolling: islands further down hydrate when Tab gets there
  });
}

/** The focused element shows a focus indicator: its own outline or ring, or (stretched card links) its card's. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    if (!el.matches(':focus-visible')) return `${el.tagName} is focused but not :focus-visible`;
    const own = getComputedStyle(el);
    if ((own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) || own.boxShadow !== 'none') return 'ok';
    for (let up = el.parentElement, n = 0; up && n < 4; up = up.parentElement, n++) {
      const s = getComputedStyle(up);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return 'ok';
    }
    return `no visible focus on ${el.outerHTML.slice(0, 120)}`;
  });
  expect(ring).toBe('ok');
}

/** Presses Tab `n` times (Shift+Tab with `back`), asserting after each press that focus stays inside `scope`. */
async function expectTrapped(page: Page, scope: string, n: number, back = false) {
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate((s) => {
      const el = document.activeElement;
      return el?.closest(s)
        ? `${el.tagName}:${el.getAttribute('name') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20)}`
        : null;
    }, scope);
    expect(where, `Tab ${i + 1} left ${scope}`).not.toBeNull();
    seen.add(where!);
  }
  return seen;
}

describe('callback modal', () => {
  it("Enter on a 'Book now' link opens it, focus moves in and is trapped, Escape closes it and focus returns", async () => {
    const { page, errors } = await visit('/packages');
    await tabTo(page, 'a[data-book]');
    await expectFocusRing(page);
    const service = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.service);
    // Outside home the modal loads on this first Enter (src/client/intent.ts): it opens once loaded.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${base}/packages`); // intercepted, not followed
    expect(await matches(page, '#callback-modal .modal__panel input[name="firstName"]')).toBe(true);
    expect(await page.locator('#callback-modal select[name="service"]').inputValue()).toBe(service);
    // Tab and Shift+Tab go round the dialog's controls, never out of it.
    const forward = await expectTrapped(page, '#callback-modal .modal__panel', 30);
    expect(forward.size).toBeGreaterThanOrEqual(8); // fields, country code, submit, close: it really cycles
    await expectTrapped(page, '#callback-modal .modal__panel', 30, true);
    await expectFocusRing(page);
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.service)).toBe(service);
    expect(await matches(page, 'a[data-book]')).toBe(true);
    // Space does not follow links; Enter again reopens, and the close button works by keyboard.
    await page.keyboard.press('Enter');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await tabTo(page, '#callback-modal .modal__close', { max: 20, back: true });
    await page.keyboard.press('Enter');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await matches(page, 'a[data-book]')).toBe(true);
    expect(errors).toEqual([]);
  });
});

const heroSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.hero .carousel__slide')].findIndex((s) =>
      s.classList.contains('carousel__slide--active'),
    ),
  );
const testimonialsPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.testimonials__page')].findIndex((p) => !p.hasAttribute('aria-hidden')),
  );

/**
 * Advances the paused clock, then waits (real time) until `read` settles on `expected`. A
 * carousel arms its next timer in the task that shows the slide (helpers/clock.ts).
 */
async function after(page: Page, ms: number, read: (p: Page) => Promise<number>, expected: number) {
  await page.clock.runFor(ms);
  await expect.poll(() => read(page), { timeout: 5000 }).toBe(expected);
}

describe('home carousels', () => {
  it('hero: Tab reaches the dots, Enter and Space jump, focus pauses it, leaving resumes', async () => {
    const { page, errors } = await visit('/', { clock: true });
    await island(page, 'HeroCarousel');
    await tabTo(page, '.hero .dot');
    await expectFocusRing(page);
    expect(await focusedLabel(page)).toBe('Go to slide 1');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Go to slide 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => heroSlide(page)).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => heroSlide(page)).toBe(2);
    expect(await page.locator('.hero .dot[aria-current="true"]').getAttribute('aria-label')).toBe('Go to slide 3');
    await autoplay(page, HERO, 'off');
    await after(page, 15_000, heroSlide, 2); // focused: paused
    // Shift+Tab back to the active slide's 'Book now' (inactive slides are inert: skipped).
    await tabTo(page, '.hero .btn', { back: true, max: 5 });
    expect(await inside(page, '.carousel__slide--active')).toBe(true);
    await after(page, 15_000, heroSlide, 2);
    // Focus leaves the hero: it moves again.
    await tabTo(page, 'main a:not(.hero a)');
    await autoplay(page, HERO, 'on');
    await after(page, 4900, heroSlide, 2);
    await after(page, 100, heroSlide, 3);
    expect(errors).toEqual([]);
  });

  it('testimonials: Tab reaches the page dots (hydrating on the way), Enter and Space jump, focus pauses it', async () => {
    const { page, errors } = await visit('/', { clock: true });
    await startAt(page, '#home-testimonials');
    expect(await page.locator('[data-island="TestimonialsCarousel"]').getAttribute('data-hydrated')).toBeNull();
    await tabTo(page, '.testimonials .dot', { max: 60 }); // scrolled into view by focus: the island hydrates now
    await island(page, 'TestimonialsCarousel');
    await expectFocusRing(page);
    expect(await focusedLabel(page)).toBe('Show testimonials page 1');
    expect(await testimonialsPage(page)).toBe(0);
    // Focus arrived before hydration: the carousel must still know it is focused.
    await autoplay(page, TESTIMONIALS, 'off');
    await after(page, 25_000, testimonialsPage, 0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => testimonialsPage(page)).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => testimonialsPage(page)).toBe(2);
    await after(page, 25_000, testimonialsPage, 2);
    // The visible page's content is reachable; hidden pages are not.
    await page.keyboard.press('Tab');
    expect(await inside(page, '.testimonials__page[aria-hidden]')).toBe(false);
    await tabTo(page, '.testimonials .dot', { back: true, max: 20 });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(page)).toBe('Show testimonials page 1');
    await page.keyboard.press('Enter');
    await expect.poll(() => testimonialsPage(page)).toBe(0);
    // Focus leaves: it rotates again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await autoplay(page, TESTIMONIALS, 'on');
    await after(page, 9900, testimonialsPage, 0);
    await after(page, 100, testimonialsPage, 1);
    expect(errors).toEqual([]);
  });
});

const RIYA = '/portfolio/riya-karan-jaipur-palace-wedding';
const dotIndex = (page: Page, scope: string) =>
  page.$eval(`${scope} .dot--active`, (d) => Number(d.getAttribute('data-index')));

describe('portfolio page', () => {
  it('carousel: previous and next by keyboard, focus pauses it', async () => {
    const { page, errors } = await visit(RIYA, { clock: true });
    await tabTo(page, '.carousel__next');
    await island(page, 'PortfolioCarousel');
    await expectFocusRing(page);
    const at = () => dotIndex(page, '[data-island="PortfolioCarousel"]');
    expect(await at()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(at).toBe(2);
    await autoplay(page, '[data-island="PortfolioCarousel"]', 'off');
    await after(page, 20_000, at, 2); // focused: paused
    await page.keyboard.press('Shift+Tab');
    expect(await matches(page, '.carousel__prev')).toBe(true);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(4); // wrapped backwards
    // The dots are buttons too.
    await tabTo(page, '[data-island="PortfolioCarousel"] .dot', { max: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(0);
    expect(errors).toEqual([]);
  });

  it('photo viewer: Enter on a tile opens it, arrows move, Tab stays inside, Escape closes and focus returns', async () => {
    const { page, errors } = await visit(RIYA);
    await startAt(page, '#media');
    await tabTo(page, '.gallery__link', { max: 10 });
    await island(page, 'PhotoGallery');
    await page.keyboard.press('Tab'); // the second tile
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.isVisible()).resolves.toBe(true);
    expect(await inside(page, '.viewer')).toBe(true);
    const count = () => page.locator('.viewer__count').textContent();
    expect(await count()).toBe('2 / 12');
    await page.keyboard.press('ArrowRight');
    expect(await count()).toBe('3 / 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await count()).toBe('1 / 12');
    await page.keyboard.press('ArrowLeft');
    expect(await count()).toBe('12 / 12');
    const seen = await expectTrapped(page, '.viewer', 8);
    expect([...seen].sort()).toEqual(['BUTTON:Close viewer', 'BUTTON:Next photo', 'BUTTON:Previous photo']);
    await expectTrapped(page, '.viewer', 8, true);
    await expectFocusRing(page);
    // The arrows still work with focus on a button, and the buttons work with Enter.
    await tabTo(page, '.viewer__next', { max: 3 });
    await page.keyboard.press('Enter');
    expect(await count()).toBe('1 / 12');
    await page.keyboard.press('ArrowRight');
    expect(await count()).toBe('2 / 12');
    await page.keyboard.press('Escape');
    await expect(viewer.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.gallery__link')[1])).toBe(
      true,
    );
    // Reopen, close with Enter on the close button: focus returns again.
    await page.keyboard.press('Enter');
    await expect(viewer.isVisible()).resolves.toBe(true);
    await tabTo(page, '.viewer__close', { max: 4 });
    await page.keyboard.press('Enter');
    await expect(viewer.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.gallery__link')[1])).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('video modal: Enter on a poster opens it, Tab stays inside, Escape closes and focus returns', async () => {
    const { page, errors } = await visit('/portfolio/nandini-sameer-lake-pichola?tab=videos');
    await startAt(page, '#media');
    await tabTo(page, '[data-video]', { max: 10 });
    await island(page, 'VideoGallery');
    await expectFocusRing(page);
    expect(await focusedLabel(page)).toBe('Play video: Save the Date');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save the Date' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(page.url()).toBe(`${base}/portfolio/nandini-sameer-lake-pichola?tab=videos`);
    expect(await inside(page, '.modal__panel')).toBe(true);
    await expectTrapped(page, '.modal__panel', 6);
    await expectTrapped(page, '.modal__panel', 6, true);
    // Keys pressed while focus is in the player go to its own (cross-origin) document, never to
    // the page: Escape is pressed from the dialog's own controls, where a keyboard user has it.
    await tabTo(page, '.modal__close', { max: 10 });
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await focusedLabel(page)).toBe('Play video: Save the Date');
    // The poster without a usable link is a button: Space opens it, Enter on Close shuts it.
    await tabTo(page, 'button[data-video]', { max: 10 });
    await page.keyboard.press('Space');
    const bad = page.getByRole('dialog', { name: 'Behind the Scenes (broken link)' });
    await expect(bad.getByText('Video not available').isVisible()).resolves.toBe(true);
    expect(await matches(page, '.modal__close')).toBe(true);
    await expectTrapped(page, '.modal__panel', 3);
    await page.keyboard.press('Enter');
    await expect(bad.count()).resolves.toBe(0);
    expect(await focusedLabel(page)).toBe('Play video: Behind the Scenes (broken link)');
    expect(errors).toEqual([]);
  });
});

describe('accordions', () => {
  const openTitles = (page: Page, scope: string) =>
    page.$$eval(`${scope}[open] .accordion__title`, (els) => els.map((e) => e.textContent?.trim()));

  it('/packages: Enter and Space on a summary toggle it; one group open at a time', async () => {
    const { page, errors } = await visit('/packages');
    const groups = 'details[name="packages"]';
    expect(await openTitles(page, groups)).toEqual(['Wedding Packages']);
    await tabTo(page, `${groups} > summary`);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    expect(await openTitles(page, groups)).toEqual([]);
    await page.keyboard.press('Tab'); // the next summary (the closed group's content is skipped)
    expect(await matches(page, `${groups} > summary`)).toBe(true);
    const second = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    await page.keyboard.press('Space');
    expect(await openTitles(page, groups)).toEqual([second]);
    // Into the open group: its 'Book now' links come next, then the next summary.
    await page.keyboard.press('Tab');
    expect(await matches(page, 'a[data-book]')).toBe(true);
    await tabTo(page, `${groups} > summary`, { max: 30 });
    const third = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    await page.keyboard.press('Enter');
    expect(await openTitles(page, groups)).toEqual([third]);
    expect(errors).toEqual([]);
  });

  it('/faqs: Enter toggles a question; several stay open at once', async () => {
    const { page, errors } = await visit('/faqs');
    await tabTo(page, '.faq-list .accordion__summary');
    await expectFocusRing(page);
    const items = '.faq-list details.accordion__item';
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // into the open answer or on to the next question
    await tabTo(page, '.faq-list .accordion__summary', { max: 10 });
    await page.keyboard.press('Enter');
    await tabTo(page, '.faq-list .accordion__summary', { max: 10 });
    await page.keyboard.press('Space');
    await expect(page.locator(`${items}[open]`).count()).resolves.toBe(3);
    await expect(page.locator(`${items}[open] .accordion__panel`).first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator(`${items}[open]`).count()).resolves.toBe(2);
    // The category chips are links: Enter filters in place, focus stays on the chosen chip.
    await tabTo(page, '.faq-list .filterbar a', { back: true });
    await page.keyboard.press('Shift+Tab');
    const chip = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    await island(page, 'FaqList');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (c) => document.querySelector('.faq-list .filterbar a[aria-current="true"]')?.textContent?.trim() === c,
      chip,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('/photographers', () => {
  it("Tab to 'Next', Enter: page 2 in place, focus on 'Next' again; category chips and sort by keyboard", async () => {
    const { page, errors } = await visit('/photographers');
    await island(page, 'PhotographerFilters');
    await page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    await startAt(page, '#photographers-results');
    await tabTo(page, '#photographers-results .pager a[rel="next"]', { max: 60 });
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers?page=2`);
    await page.waitForFunction(
      () => document.querySelector('#photographers-results .pager a[aria-current="page"]')?.textContent === '2',
    );
    expect(
      await matches(page, '#photographers-results .pager a[rel="prev"], #photographers-results .pager a[rel="next"]'),
    ).toBe(true);
    expect(await inside(page, '#photographers-results')).toBe(true);
    await expectFocusRing(page);
    // Back to page 1 with 'Previous': it is no longer a link there, so focus goes to 'Page 1'.
    await tabTo(page, '#photographers-results .pager a[rel="prev"]', { back: true, max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers`);
    await page.waitForFunction(
      () => document.querySelector('#photographers-results .pager a[aria-current="page"]')?.textContent === '1',
    );
    expect(await focusedLabel(page)).toBe('Page 1');
    expect(await matches(page, '[aria-current="page"]')).toBe(true);
    // A page number with Enter: focus stays on that number.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Page 3');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers?page=3`);
    await page.waitForFunction(
      () => document.querySelector('#photographers-results .pager a[aria-current="page"]')?.textContent === '3',
    );
    expect(await focusedLabel(page)).toBe('Page 3');

    // A category chip with Enter: results filtered, focus stays on the chip.
    await tabTo(page, '.filterbar a.chip', { back: true, max: 200 });
    while (!(await page.evaluate(() => document.activeElement?.textContent === 'wedding')))
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/photographers?category=wedding`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('wedding');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    await expectFocusRing(page);

    // The sort select with the arrow keys; the search box with Enter.
    await tabTo(page, '#photographers-sort', { back: true, max: 20 });
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/sort=/);
    expect(await matches(page, '#photographers-sort')).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await matches(page, '#photographers-q')).toBe(true);
    await page.keyboard.type('zzzz-nobody');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=zzzz-nobody/);
    expect(await matches(page, '#photographers-q')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true); // never reloaded
    expect(errors).toEqual([]);
  });
});

describe('/place carousel', () => {
  it('previous, next, dots and Pause by keyboard; focus pauses it', async () => {
    const { page, errors } = await visit('/place/wedding-photographer-jaipur', { clock: true });
    await startAt(page, '#place-recent-work');
    await tabTo(page, '#place-carousel .carousel__next', { max: 10 });
    await island(page, 'AdCarousel');
    await expectFocusRing(page);
    const at = () => page.locator('#place-carousel').getAttribute('data-index').then(Number);
    const start = await at();
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe((start + 1) % 3);
    await autoplay(page, '#place-carousel', 'off');
    await after(page, 20_000, at, (start + 1) % 3); // focused: paused
    await page.keyboard.press('Shift+Tab');
    expect(await matches(page, '#place-carousel .carousel__prev')).toBe(true);
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe((start + 2) % 3); // wrapped backwards
    await tabTo(page, '.ad-carousel .dot', { max: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(0);
    await tabTo(page, '.ad-carousel [data-playing]', { max: 5 });
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    expect(await page.locator('.ad-carousel [data-playing]').getAttribute('data-playing')).toBe('false');
    expect(errors).toEqual([]);
  });
});

describe('the other islands', () => {
  it('home contact video: Enter on the poster plays it in place and focus moves to the player', async () => {
    const { page, errors } = await visit('/');
    await startAt(page, '#home-contact');
    await tabTo(page, '[data-island="InlineVideo"] a', { max: 5 });
    await island(page, 'InlineVideo');
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await page.waitForSelector('iframe.inline-video');
    expect(page.url()).toBe(`${base}/`);
    expect(await matches(page, 'iframe.inline-video')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('category chips, gallery sort and Load More Posts work with Enter and keep focus sensible', async () => {
    const { page, errors } = await visit('/services');
    await island(page, 'CategoryFilter');
    await tabTo(page, '.filterbar a');
    while (!(await page.evaluate(() => document.activeElement?.textContent === 'Wedding')))
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/services?category=Wedding`);
    expect(await page.locator('#services-grid > li:not([hidden])').count()).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    await expectFocusRing(page);

    const profile = await visit('/photographer/aarav-mehta');
    await island(profile.page, 'PhotoSort');
    await tabTo(profile.page, 'nav[aria-label="Sort photos"] a:not([aria-current])', { max: 200 });
    const chosen = await profile.page.evaluate(() => document.activeElement?.textContent);
    await profile.page.keyboard.press('Enter');
    await profile.page.waitForURL(/sort=/);
    expect(await profile.page.evaluate(() => document.activeElement?.textContent)).toBe(chosen);
    expect(await profile.page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');

    const blog = await visit('/blogs');
    const before = await blog.page.locator('#post-list > li').count();
    await startAt(blog.page, '#post-list');
    await tabTo(blog.page, '[data-island="LoadMorePosts"] a', { max: 60 });
    await island(blog.page, 'LoadMorePosts');
    await blog.page.keyboard.press('Enter');
    await blog.page.waitForFunction((n) => document.querySelectorAll('#post-list > li').length > n, before);
    // Focus moves to the first new post, so the next Tab continues through the new cards.
    expect(
      await blog.page.evaluate(
        (n) => document.activeElement?.closest('#post-list > li') === document.querySelectorAll('#post-list > li')[n],
        before,
      ),
    ).toBe(true);
    expect([...errors, ...profile.errors, ...blog.errors]).toEqual([]);
  });
});
