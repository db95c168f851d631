import type { Browser } from 'playwright-core';
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

describe('header islands in Chromium', () => {
  it('opens the mobile menu at 360 px with no console errors or hydration mismatch', async () => {
    const { page, errors } = await open(`${base}/`, { width: 360, height: 740 });
    const toggle = page.locator('.menu__toggle');
    await expect(toggle.isVisible()).resolves.toBe(true);
    await expect(page.locator('nav.nav').isVisible()).resolves.toBe(false);
    // Islands that hydrate by themselves have; the menu waits for the visitor to reach it, however
    // long they only read.
    await hydrated(page);
    await page.waitForTimeout(4000);
    expect(
      await page.evaluate(() => document.querySelector<HTMLElement>('[data-island="MobileMenu"]')?.dataset.hydrated),
    ).toBeUndefined();
    await toggle.click();
    await page.waitForFunction(
      () => document.querySelector('[data-island="MobileMenu"]')?.getAttribute('data-hydrated') === 'true',
    );
    await expect(page.locator('.menu__panel').isVisible()).resolves.toBe(true);
    await expect(page.locator('.menu__panel >> text=Photographers').isVisible()).resolves.toBe(true);
    await page.locator('.submenu > summary').click();
    await expect(page.locator('.submenu >> text=Pre-wedding').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.menu__panel').isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows the full navigation at 1440 px and loads React only after first paint', async () => {
    const { page, errors } = await open(`${base}/`, { width: 1440 });
    await expect(page.locator('nav.nav').isVisible()).resolves.toBe(true);
    await expect(page.locator('.menu__toggle').isVisible()).resolves.toBe(false);
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking',
        )
        .map((e) => e.name),
    );
    expect(blocking.filter((u) => u.endsWith('.js') || u.includes('.js?'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('floating scroll button flips direction past half the page', async () => {
    const { page, errors } = await open(`${base}/`, { width: 1280, height: 500 });
    await page.waitForFunction(
      () => document.querySelector('[data-island="FloatingButtons"]')?.getAttribute('data-hydrated') === 'true',
    );
    const button = page.locator('.fab').first();
    await expect(button.getAttribute('aria-label')).resolves.toBe('Scroll to bottom');
    await button.click();
    await page.waitForFunction(() => document.querySelector('.fab')?.getAttribute('aria-label') === 'Scroll to top');
    expect(errors).toEqual([]);
  });
});
