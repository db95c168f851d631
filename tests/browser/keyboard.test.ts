import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, sharedContext, siteInBrowser } from '../helpers/browser';

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});
// Each case a page of one context: none sets a cookie, storage or the page clock.
const open = sharedContext(() => browser);

/** Presses Tab until the focused element matches, or fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`never reached ${selector} by keyboard`);
}

describe('keyboard operation of the frame', () => {
  it('skip link first, then the Portfolio dropdown opens with Enter', async () => {
    const { page, errors } = await open(`${base}/`, { width: 1440 });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await tabTo(page, '.dropdown > summary');
    await page.keyboard.press('Enter');
    expect(await page.locator('.dropdown__menu').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'))).toBe(
      '/portfolios?category=wedding',
    );
    expect(errors).toEqual([]);
  });

  it('mobile menu opens with the keyboard and Escape closes it, returning focus', async () => {
    const { page, errors } = await open(`${base}/`, { width: 360, height: 740 });
    await hydrated(page);
    await tabTo(page, '.menu__toggle');
    // Focus is the first interaction: the menu's island loads now (the native <details> works meanwhile).
    await page.waitForFunction(
      () => document.querySelector('[data-island="MobileMenu"]')?.getAttribute('data-hydrated') === 'true',
    );
    await page.keyboard.press('Enter');
    expect(await page.locator('.menu__panel').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.menu__panel') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('.menu__panel').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('.menu__toggle'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('floating buttons are reachable and operable by keyboard', async () => {
    const { page, errors } = await open(`${base}/`, { width: 1280, height: 600 });
    await hydrated(page);
    await tabTo(page, '.fab', 200);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.scrollY > 0);
    expect(errors).toEqual([]);
  });
});
