import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated, siteInBrowser } from '../helpers/browser';
import { CHOICE_MADE } from '../helpers/attribution';
import { sanityVars } from '../helpers/harness';
import { loadNdjson, startSanityStandIn } from '../helpers/sanity-standin';

/**
 * Hindi pages in Chromium (docs/decisions/0031-languages-by-path.md): the header's language switch
 * leads to the same page in the other language, and at 360 px no Hindi page gets wider than the
 * screen, even with a very long Devanagari word in every text of the content (served through the
 * Sanity stand-in, as tests/browser/overflow.test.ts does with Latin text).
 */

// One "word" of 120 Devanagari letters and signs (no space, no break opportunity but overflow-wrap).
const WORD = 'फ़ोटोग्राफ़ीप्रतियोगितापुरस्कारविजेताओंकीसूची'.repeat(3);
const KEEP = new Set([
  '_id',
  '_type',
  '_ref',
  '_key',
  'current',
  'style',
  'listItem',
  'pageName',
  'marks',
  'url',
  'language',
]);
const KEEP_LIKE = /At$|^(href|path|lqip|size|category|location|service|tier|type|email|website|phone|mimeType)$/;

function lengthen(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return KEEP.has(key) || KEEP_LIKE.test(key) || !value.trim() ? value : `${value} ${WORD}`;
  if (Array.isArray(value)) return value.map((v) => lengthen(v, key === 'marks' ? 'marks' : ''));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthen(v, k)]));
  return value;
}

const sanity = await startSanityStandIn(loadNdjson().map((d) => lengthen(d) as ReturnType<typeof loadNdjson>[number]));
afterAll(() => sanity.close());

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
}, sanityVars(sanity.url));

async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.checkVisibility())
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

describe('Hindi pages in Chromium', () => {
  it('at 360 px, long Hindi words widen neither /hi nor /hi/place/wedding-photographer-jaipur', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addCookies([{ name: 'consent', value: CHOICE_MADE(), url: base }]);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of ['/hi', '/hi/place/wedding-photographer-jaipur', '/hi/faqs', '/hi/no-such-page']) {
      await page.goto(base + path, { waitUntil: 'load' });
      await hydrated(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      if (path !== '/hi/no-such-page') expect(await page.locator('main').innerText()).toContain(WORD.slice(0, 20));
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => {
          d.open = true;
        }),
      );
      const { scrollWidth, culprits } = await overflow(page);
      if (scrollWidth > 360) problems.push(`${path}: scrollWidth ${scrollWidth}: ${culprits.join(', ')}`);
      // The switch is in the header at this width too, inside the screen.
      const box = await page.locator('.site-header .lang-switch__link').boundingBox();
      expect(box && box.x + box.width <= 360, path).toBe(true);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 120_000);

  it('the switch leads to the same page in the other language and back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/faqs`, { waitUntil: 'load' });
    const toHindi = page.locator('.site-header a[hreflang="hi-IN"]');
    await expect.poll(() => toHindi.isVisible()).toBe(true);
    await toHindi.click();
    await page.waitForURL(`${base}/hi/faqs`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    // Desktop header with the switch: nothing sticks out.
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(1280);
    await page.locator('.site-header a[hreflang="en-IN"]').click();
    await page.waitForURL(`${base}/faqs`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await context.close();
  });
});
