import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { open, sharedContext, type WatchedPage, siteInBrowser } from './browser';
import { CHOICE_MADE } from './attribution';

/** The keyboard widget tests' helpers (keyboard-widgets and keyboard-filters-accordions .test.ts). */
export const T0 = new Date('2026-03-01T10:00:00Z').getTime();
/**
 * The built site in Chromium for a keyboard test file (siteInBrowser: `ready` gets its base URL), and
 * `visit`, which opens `path` with the consent choice made. With `clock`, Playwright's clock is
 * installed before the page loads and paused: timers move only when a test says so (idle islands
 * need runFor(2100)).
 */
export function keyboardSite(ready: (base: string) => void) {
  let browser: Browser;
  let base: string;
  siteInBrowser((b, url) => {
    browser = b;
    base = url;
    ready(url);
  });
  const consent = () => [{ name: 'consent', value: CHOICE_MADE(), url: base }];
  // Without the clock a visit is a page of one context the file shares (the keyboard cases set no
  // cookie or storage); the clock is its context's, so a visit with it has a context of its own.
  const consented = sharedContext(() => browser, { cookies: consent });
  // A clock visit's context is closed after its case: a page left open goes on rendering.
  const clocked: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(clocked.splice(0).map((c) => c.close()));
  });
  return async function visit(
    path: string,
    opts: { clock?: boolean; width?: number; height?: number } = {},
  ): Promise<WatchedPage> {
    if (!opts.clock) return consented(`${base}${path}`, opts);
    const watched = await open(browser, `${base}/favicon.svg`, opts); // cheap first load to set up the context
    clocked.push(watched.page.context());
    await watched.page.context().addCookies(consent());
    await watched.page.clock.install({ time: T0 });
    await watched.page.clock.pauseAt(T0 + 1000);
    await watched.page.goto(`${base}${path}`, { waitUntil: 'load' });
    await watched.page.clock.runFor(2100); // the idle-hydration deadline
    return watched;
  };
}

export const HERO = '[data-island="HeroCarousel"]';
export const TESTIMONIALS = '[data-island="TestimonialsCarousel"]';

export async function island(page: Page, name: string) {
  // Live: hydrated with its effects (listeners, timers) in place.
  await page.locator(`[data-island="${name}"][data-live]`).waitFor({ state: 'attached', timeout: 10_000 });
}

export const matches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
export const inside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) != null, selector);
export const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** Presses Tab (Shift+Tab with `back`) until the focused element matches, or fails after `max` presses. */
export async function tabTo(page: Page, selector: string, opts: { max?: number; back?: boolean } = {}): Promise<void> {
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
export async function startAt(page: Page, selector: string) {
  await page.locator(selector).evaluate((el: HTMLElement) => {
    el.tabIndex = -1;
    el.focus({ preventScroll: true }); // no scrolling: islands further down hydrate when Tab gets there
  });
}

/** The focused element shows a focus indicator: its own outline or ring, or (stretched card links) its card's. */
export async function expectFocusRing(page: Page) {
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
export async function expectTrapped(page: Page, scope: string, n: number, back = false) {
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

export const heroSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.hero .carousel__slide')].findIndex((s) =>
      s.classList.contains('carousel__slide--active'),
    ),
  );
export const testimonialsPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.testimonials__page')].findIndex((p) => !p.hasAttribute('aria-hidden')),
  );

/**
 * Advances the paused clock, then waits (real time) until `read` settles on `expected`. A
 * carousel arms its next timer in the task that shows the slide (helpers/clock.ts).
 */
export async function after(page: Page, ms: number, read: (p: Page) => Promise<number>, expected: number) {
  await page.clock.runFor(ms);
  await expect.poll(() => read(page), { timeout: 5000 }).toBe(expected);
}

export const RIYA = '/portfolio/riya-karan-jaipur-palace-wedding';
export const dotIndex = (page: Page, scope: string) =>
  page.$eval(`${scope} .dot--active`, (d) => Number(d.getAttribute('data-index')));
