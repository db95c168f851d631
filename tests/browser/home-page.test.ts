import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { open, siteInBrowser } from '../helpers/browser';
import { autoplay } from '../helpers/clock';

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

// Each case's context closed after it: a page left open goes on rendering (carousels, transitions)
// until the file ends, about 0.3 CPU-seconds a case on the home page
// (docs/testing.md#browser-pages-files-2026-12-03).
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const T0 = new Date('2026-03-01T10:00:00Z').getTime();
const HERO = '[data-island="HeroCarousel"]';

/** Opens the home page on a paused browser clock; islands that hydrate when idle come alive after `runFor`. */
async function openPaused(opts: { width?: number; height?: number; reducedMotion?: boolean } = {}) {
  const watched = await open(browser, 'about:blank', opts);
  await watched.page.clock.install({ time: T0 });
  await watched.page.clock.pauseAt(T0 + 1000);
  await watched.page.goto(`${base}/`, { waitUntil: 'load' });
  await watched.page.clock.runFor(2100); // the idle-hydration deadline
  return watched;
}

/** Waits until the island is live: hydrated, its effects (listeners) in place. */
async function hydratedIsland(page: Page, name: string) {
  await page.locator(`[data-island="${name}"][data-live]`).waitFor({ state: 'attached', timeout: 15_000 });
}

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
 * Advances the paused page clock, then waits (in real time) until the reading settles on
 * `expected`. A carousel arms its next timer in the task that shows the slide, so once the
 * reading is seen the next interval has begun at the clock's current time.
 */
async function after(page: Page, ms: number, read: (p: Page) => Promise<number>, expected: number) {
  await page.clock.runFor(ms);
  await expect.poll(() => read(page), { timeout: 5000 }).toBe(expected);
}

describe('home hero carousel', () => {
  it('advances every 5000 ms with a 1000 ms fade and wraps around', async () => {
    const { page, errors } = await openPaused();
    await autoplay(page, HERO, 'on');
    expect(await heroSlide(page)).toBe(0);
    expect(await page.locator('.hero .carousel__slide').count()).toBe(4);
    const fade = await page.evaluate(
      () => getComputedStyle(document.querySelector('.hero .carousel__slide')!).transitionDuration,
    );
    expect(fade.split(', ')).toContain('1s');
    await after(page, 4900, heroSlide, 0);
    await after(page, 100, heroSlide, 1);
    await expect(page.locator('.hero .carousel__slide--active .hero__title').innerText()).resolves.toBe(
      'Your Love Story, Beautifully Told',
    );
    await after(page, 4900, heroSlide, 1); // each slide's 5 s start as it shows
    await after(page, 100, heroSlide, 2);
    await expect(page.locator('.hero .carousel__slide--active .hero__title').innerText()).resolves.toBe(
      'Tiny Fingers,\nBig Memories',
    );
    await after(page, 5000, heroSlide, 3);
    await after(page, 5000, heroSlide, 0); // wraparound
    // Later slides' images arrive once the carousel is live.
    expect(await page.locator('.hero .carousel__slide img').count()).toBe(4);
    expect(errors).toEqual([]);
  });

  it('side dots jump directly; hovering or focusing pauses it, leaving resumes', async () => {
    const { page, errors } = await openPaused();
    await autoplay(page, HERO, 'on');
    await page.getByRole('button', { name: 'Go to slide 3' }).click(); // the mouse is now over the hero, focus on the dot
    await expect.poll(() => heroSlide(page)).toBe(2);
    await expect(page.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    await after(page, 6000, heroSlide, 2); // hovered and focused: paused
    await page.mouse.move(5, 5); // onto the header: still focused
    await after(page, 6000, heroSlide, 2);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await autoplay(page, HERO, 'on');
    await after(page, 4900, heroSlide, 2);
    await after(page, 100, heroSlide, 3);
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => heroSlide(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('does not auto-advance with prefers-reduced-motion (dots still work), at 360 px', async () => {
    const { page, errors } = await openPaused({ width: 360, height: 740, reducedMotion: true });
    await autoplay(page, HERO, 'off'); // live, and still
    await after(page, 20_000, heroSlide, 0);
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect.poll(() => heroSlide(page)).toBe(1);
    await after(page, 20_000, heroSlide, 1);
    expect(errors).toEqual([]);
  });
});

describe('home testimonials', () => {
  it('shows 3 per page, turns the page every 10000 ms with wraparound, and dots jump directly', async () => {
    const { page, errors } = await openPaused();
    await page.locator('[data-island="TestimonialsCarousel"]').scrollIntoViewIfNeeded();
    await autoplay(page, '[data-island="TestimonialsCarousel"]', 'on');
    expect(await page.locator('.testimonials__page').count()).toBe(3);
    expect(await testimonialsPage(page)).toBe(0);
    expect(await page.locator('.testimonials__page:not([aria-hidden]) .testimonial').count()).toBe(3);
    await expect(page.locator('.testimonials__page[data-page="1"] .testimonial').first().isVisible()).resolves.toBe(
      false,
    );
    await after(page, 9900, testimonialsPage, 0);
    await after(page, 100, testimonialsPage, 1);
    await expect(page.locator('.testimonials__page[data-page="1"] .testimonial').first().isVisible()).resolves.toBe(
      true,
    );
    await after(page, 9900, testimonialsPage, 1);
    await after(page, 100, testimonialsPage, 2);
    expect(await page.locator('.testimonials__page:not([aria-hidden]) .testimonial').count()).toBe(1); // 7 reviews: 3 + 3 + 1
    await after(page, 10_000, testimonialsPage, 0); // wraparound
    await page.getByRole('button', { name: 'Show testimonials page 3' }).click();
    await expect.poll(() => testimonialsPage(page)).toBe(2);
    await page.getByRole('button', { name: 'Show testimonials page 2' }).click();
    await expect.poll(() => testimonialsPage(page)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('home contact video', () => {
  it('is a light poster until clicked, then the privacy-friendly player in place', async () => {
    const { page, errors } = await open(browser, `${base}/`, { width: 1280, height: 900 });
    const embeds: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      embeds.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    expect(await page.locator('iframe').count()).toBe(0);
    await page.locator('[data-island="InlineVideo"]').scrollIntoViewIfNeeded();
    await hydratedIsland(page, 'InlineVideo');
    expect(embeds).toEqual([]); // nothing of the player before the click
    await page.locator('.video-poster').click();
    const frame = page.locator('iframe.inline-video');
    await expect(frame.getAttribute('src')).resolves.toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(await page.locator('.video-poster').count()).toBe(0);
    expect(page.url()).toBe(`${base}/`);
    await expect.poll(() => embeds.length).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('home callback form: its schema waits for the visitor', () => {
  it('no zod before the first touch of the form; touched, it loads, and an empty submit shows the messages', async () => {
    const { page, errors } = await open(browser, 'about:blank', { width: 1280, height: 900 });
    const scripts: Array<Promise<string>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
    });
    const zodLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes('_zod'));
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000); // the modal's own opening (5 s after load) stays away
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.clock.runFor(2100); // the idle-hydration deadline
    const form = page.locator('[data-island="CallbackForm"] form');
    await hydratedIsland(page, 'CallbackForm');
    await page.waitForLoadState('networkidle');
    expect(await zodLoaded()).toBe(false);

    await form.locator('[name="firstName"]').click();
    await expect.poll(zodLoaded).toBe(true);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await page.getByText('Please fill in all required fields').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
