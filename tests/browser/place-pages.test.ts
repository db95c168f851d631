import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { siteInBrowser } from '../helpers/browser';
import { CHOICE_MADE } from '../helpers/attribution';
import { autoplay, pausedClock } from '../helpers/clock';

/** The 'Our Recent Work' carousel of /place/{slug} in Chromium, timers driven by Playwright's clock. */

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

// Each case's context closed after it: a page left open goes on rendering (carousels, transitions)
// until the file ends, about 0.3 CPU-seconds a case on the home page (docs/testing.md).
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const CAROUSEL = '#place-carousel';

/** Like helpers/browser `open`, but installs the paused page clock before the page loads (and skips the consent bar). */
async function openPlace(path: string, opts: { reducedMotion?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
  });
  await context.addCookies([{ name: 'consent', value: CHOICE_MADE(), url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/net::ERR_|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  // Paused before the page loads: page time moves only when a test says so.
  await pausedClock(page, new Date('2026-03-02T10:00:00+05:30').getTime());
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // The island hydrates when scrolled near ('visible'); live once it reports its autoplay state.
  await page.locator('#place-carousel').scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await autoplay(page, CAROUSEL, opts.reducedMotion ? 'off' : 'on');
  return { page, errors };
}

const slide = (page: Page) => page.locator('#place-carousel').getAttribute('data-index').then(Number);
const activeLabel = (page: Page) => page.locator('#place-carousel .carousel__slide--active').getAttribute('aria-label');

describe("the ad page's 'Our Recent Work' carousel", () => {
  it('auto-advances every 5000 ms, wrapping around, and steps both ways with previous and next', async () => {
    const { page, errors } = await openPlace('/place/wedding-photographer-jaipur'); // 3 carousel images
    const start = await slide(page);
    expect(start).toBe(0);
    await page.clock.runFor(4900);
    expect(await slide(page)).toBe(start);
    await page.clock.runFor(100);
    await expect.poll(() => slide(page)).toBe((start + 1) % 3);
    // Each slide's 5 s start as it shows (the page clock stands still in between).
    await page.clock.runFor(4900);
    expect(await slide(page)).toBe((start + 1) % 3);
    await page.clock.runFor(100);
    await expect.poll(() => slide(page)).toBe((start + 2) % 3);
    await page.clock.runFor(5000);
    await expect.poll(() => slide(page)).toBe(start); // wrapped forward
    expect(await page.locator('#place-carousel .carousel__slide--active').count()).toBe(1);

    // Go to the first slide with its dot, then previous wraps backwards to the last.
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => slide(page)).toBe(0);
    expect(await activeLabel(page)).toBe('1 of 3');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => slide(page)).toBe(2);
    expect(await activeLabel(page)).toBe('3 of 3');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => slide(page)).toBe(1);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slide(page)).toBe(0); // next wraps forward from the last
    expect(await page.locator('#place-carousel .carousel__slide--active img').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('pauses while hovered or focused and with the Pause button', async () => {
    const { page, errors } = await openPlace('/place/maternity-photoshoot-mumbai');
    const start = await slide(page);
    await page.locator('#place-carousel').hover();
    await autoplay(page, CAROUSEL, 'off');
    await page.clock.runFor(12_000);
    expect(await slide(page)).toBe(start);
    await page.mouse.move(0, 0);
    await autoplay(page, CAROUSEL, 'on');
    await page.clock.runFor(5000);
    await expect.poll(() => slide(page)).toBe((start + 1) % 4);

    await page.getByRole('button', { name: 'Next slide' }).focus();
    await autoplay(page, CAROUSEL, 'off');
    await page.clock.runFor(12_000);
    expect(await slide(page)).toBe((start + 1) % 4);
    await page.locator('#place-carousel').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await slide(page);
    await autoplay(page, CAROUSEL, 'off');
    await page.clock.runFor(15_000);
    expect(await slide(page)).toBe(paused);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await autoplay(page, CAROUSEL, 'on');
    await page.clock.runFor(5000);
    await expect.poll(() => slide(page)).toBe((paused + 1) % 4);
    expect(errors).toEqual([]);
  });

  it('does not move by itself for a visitor who prefers reduced motion, but still steps on request', async () => {
    const { page, errors } = await openPlace('/place/pre-wedding-shoot-goa', { reducedMotion: true });
    await page.clock.runFor(20_000);
    expect(await slide(page)).toBe(0);
    expect(await page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slide(page)).toBe(1);
    expect(errors).toEqual([]);
  });
});
