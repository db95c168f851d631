import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated, siteInBrowser } from '../helpers/browser';
import { CHOICE_MADE } from '../helpers/attribution';
import { sanityVars } from '../helpers/harness';
import { loadNdjson, startSanityStandIn } from '../helpers/sanity-standin';
import { ROUTES } from '../routes';

/**
 * Real content is not polite (docs/developers.md#robust-on-real-content): a word of 150 letters, a
 * pasted tracking URL. At 360 px no page may get wider than the screen whatever the CMS holds.
 * Every human-readable string of the demo dataset gets both appended, served through the Sanity
 * stand-in, and every route and detail page is measured in Chromium with every disclosure (FAQ
 * answers, package groups) open.
 */

const WORD =
  'Photographyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy';
const URL_TEXT = `https://example.com/${'averyveryverylongpathsegment_'.repeat(6)}?utm_source=${'x'.repeat(60)}`;
const LONG = `${WORD} ${URL_TEXT}`;
// Identifiers, enums and machine values stay as they are (they route, filter and format).
const KEEP = new Set([
  '_id',
  '_type',
  '_ref',
  '_key',
  '_createdAt',
  '_updatedAt',
  '_rev',
  'current',
  'style',
  'listItem',
  'pageName',
  'language',
  'publishedAt',
  'lastUpdated',
  'url',
  'href',
  'extension',
  'mimeType',
  'assetId',
  'path',
  'lqip',
  'size',
  'category',
  'location',
  'service',
  'tier',
  'markDefs',
  'marks',
  'type',
  'email',
  'website',
  'phone',
]);

type Doc = ReturnType<typeof loadNdjson>[number];

function lengthen(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return KEEP.has(key) || !value.trim() ? value : `${value} ${LONG}`;
  if (Array.isArray(value)) return value.map((v) => lengthen(v, key === 'marks' ? 'marks' : ''));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthen(v, k)]));
  return value;
}

const docs = loadNdjson().map((d) => lengthen(d) as Doc);
// Titles that are nothing but one long word, where a title sits in a flex row or a card.
for (const d of docs) {
  if (d._type === 'service' || d._type === 'portfolio' || d._type === 'post') d.title = WORD;
  if (d._type === 'photographer' || d._type === 'city') d.name = WORD;
}
const sanity = await startSanityStandIn(docs);
afterAll(() => sanity.close());

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
}, sanityVars(sanity.url));

/** Detail pages beyond the one per type in tests/routes.ts: other variants of each page type. */
const MORE = [
  '/portfolio/riya-karan-jaipur-palace-wedding?tab=videos',
  '/portfolio/nandini-sameer-lake-pichola',
  '/services/corporate-headshots',
  '/city/mumbai',
  '/place/maternity-photoshoot-mumbai',
  '/a/maternity-photoshoot-mumbai',
  '/photographers?page=2',
];

/** The page's width and, when too wide, the deepest elements sticking out past the viewport. */
async function measure(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.checkVisibility())
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

describe('long words and URLs from the CMS at 360 px', () => {
  it('widen no route and no detail page', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addCookies([{ name: 'consent', value: CHOICE_MADE(), url: base }]);
    const page = await context.newPage();
    const problems: string[] = [];
    const seen: string[] = [];
    for (const path of [...ROUTES, ...MORE]) {
      const res = await page.goto(base + path, { waitUntil: 'load' });
      expect(res?.status(), path).toBe(200);
      await hydrated(page);
      // The injected text is on the page (the stand-in really served it).
      if ((await page.locator('main').innerText()).includes(WORD.slice(0, 40))) seen.push(path);
      // Open every disclosure: FAQ answers, package groups, submenus.
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => {
          d.open = true;
        }),
      );
      const { scrollWidth, culprits } = await measure(page);
      if (scrollWidth > 360) problems.push(`${path}: scrollWidth ${scrollWidth} > 360: ${culprits.join(', ')}`);
    }
    await context.close();
    expect(problems).toEqual([]);
    // Every page showed the hostile text somewhere, except those with no CMS text in main.
    expect(ROUTES.filter((p) => !seen.includes(p))).toEqual(['/contact', '/become-partner', '/become-photographer']);
  }, 180_000);
});
