import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '../../src/shared/india-time';
import { addDays } from '../helpers/crews';
import { sharedContext, siteInBrowser } from '../helpers/browser';

// Checking a date (docs/product.md#checking-a-date) in Chromium at 360 px, in both languages:
// axe finds nothing, nothing overflows, no console or CSP error; without JavaScript, the ad page's
// "Check your date" form leads to the answer.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});
const day = addDays(indiaDay(new Date()), 30);
// Pages of one context, with and without JavaScript: the cases run side by side and close their own.
const open = sharedContext(() => browser, { concurrent: true });
const openNoScript = sharedContext(() => browser, { concurrent: true, javaScript: false });

describe.concurrent('the availability page at 360 px', () => {
  it.each([
    ['/availability', 'en'],
    ['/hi/availability', 'hi'],
  ])('%s: the form, an answer and a refusal, axe 0, no overflow, no error', async (path, locale) => {
    for (const query of ['', `city=jaipur&date=${day}`, 'city=jaipur&date=2027-02-30']) {
      const { page, errors } = await open(`${base}${path}${query ? `?${query}` : ''}`, { width: 360 });
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang')).toBe(locale === 'hi' ? 'hi-IN' : 'en-IN');
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v: any) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n: any) => n.target) }));
      });
      expect(violations).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('the ad page form works without JavaScript and answers for its city', async () => {
    const { page } = await openNoScript(`${base}/place/wedding-photographer-jaipur`, { width: 360 });
    await page.fill('#check-date-date', day);
    await page.click('form.check-date button[type="submit"]');
    await page.waitForURL(/\/availability\?/);
    expect(new URL(page.url()).searchParams.get('city')).toBe('jaipur');
    expect(await page.getAttribute('h1', 'data-status')).toBe('available');
    await page.close();
  });
});
