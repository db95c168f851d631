import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenOptions, type WatchedPage, sharedContext, siteInBrowser } from '../helpers/browser';
import { CHOICE_MADE } from '../helpers/attribution';

/** Editorial islands in Chromium: FAQ filter and details, Load More Posts, Share. */

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

// The cases share a context per kind (none sets a cookie, storage or the page clock): with the
// consent choice made, with and without JavaScript; and a visitor's first view, without it.
const consent = () => [{ name: 'consent', value: CHOICE_MADE(), url: base }];
const consented = sharedContext(() => browser, { cookies: consent });
const consentedNoScript = sharedContext(() => browser, { cookies: consent, javaScript: false });
const firstView = sharedContext(() => browser);

/** Opens a page with the consent choice made (so its bar covers nothing) and waits for one island. */
async function visit(
  path: string,
  island: string,
  opts: OpenOptions & { init?: () => void } = {},
): Promise<WatchedPage> {
  const watched = await (opts.javaScript === false ? consentedNoScript : consented)('about:blank', opts);
  if (opts.init) await watched.page.addInitScript(opts.init);
  await watched.page.goto(`${base}${path}`, { waitUntil: 'load' });
  if (opts.javaScript !== false) await islandReady(watched.page, island);
  return watched;
}

async function islandReady(page: Page, name: string) {
  const el = page.locator(`[data-island="${name}"]`).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (n) => document.querySelector(`[data-island="${n}"]`)?.getAttribute('data-hydrated') === 'true',
    name,
    { timeout: 10_000 },
  );
}

/** Marks the current document: the mark survives in-place updates and is lost on any reload. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __same: boolean }).__same = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

const questions = (page: Page) => page.locator('.accordion__item .accordion__title').allTextContents();

describe('FAQs', () => {
  it('opens several questions at once', async () => {
    const { page, errors } = await visit('/faqs', 'FaqList');
    const items = page.locator('details.accordion__item');
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    await items.nth(5).locator('summary').click();
    await expect(page.locator('details.accordion__item[open]').count()).resolves.toBe(3);
    await expect(items.nth(0).locator('.accordion__panel').isVisible()).resolves.toBe(true);
    await expect(items.nth(2).locator('.accordion__panel').isVisible()).resolves.toBe(true);
    await items.nth(2).locator('summary').click();
    await expect(page.locator('details.accordion__item[open]').count()).resolves.toBe(2);
    expect(errors).toEqual([]);
  });

  it('switches category instantly, without a reload, and follows the back button', async () => {
    const { page, errors } = await visit('/faqs', 'FaqList');
    const all = await questions(page);
    expect(all).toHaveLength(14);
    await mark(page);
    await page.locator('.filterbar a', { hasText: /^pricing$/ }).click();
    await page.waitForFunction(() => location.search === '?category=pricing');
    expect(await questions(page)).toEqual([
      'What do your packages cost?',
      'Are there any hidden charges?',
      'Do you offer EMI or instalments?',
    ]);
    await expect(page.locator('.filterbar a[aria-current]').textContent()).resolves.toBe('pricing');
    await page.locator('.filterbar a', { hasText: /^general$/ }).click();
    await page.waitForFunction(() => location.search === '?category=general');
    expect(await questions(page)).toContain('Is it safe to photograph my newborn?'); // no category = general
    await page.goBack();
    await page.waitForFunction(() => location.search === '?category=pricing');
    expect(await questions(page)).toHaveLength(3);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('/hi/faqs: the Hindi chips switch in place and keep the address under /hi', async () => {
    const { page, errors } = await visit('/hi/faqs', 'FaqList');
    await mark(page);
    await page.locator('.filterbar a', { hasText: /^कीमत$/ }).click();
    await page.waitForFunction(() => location.search === '?category=pricing');
    expect(new URL(page.url()).pathname).toBe('/hi/faqs');
    expect(await questions(page)).toHaveLength(3);
    await expect(page.locator('.filterbar a[aria-current]').textContent()).resolves.toBe('कीमत');
    await page.locator('.filterbar a', { hasText: /^सभी$/ }).click();
    await page.waitForURL(`${base}/hi/faqs`);
    expect(await questions(page)).toHaveLength(14);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('filters by link without JavaScript', async () => {
    const { page, errors } = await visit('/faqs', 'FaqList', { javaScript: false });
    await page.locator('.filterbar a', { hasText: /^delivery$/ }).click();
    await page.waitForURL(/\?category=delivery$/);
    expect(await questions(page)).toEqual([
      'When will I receive my photos?',
      'How are the photos delivered?',
      'Can I get the raw files?',
    ]);
    expect(errors).toEqual([]);
  });
});

describe('Load More Posts', () => {
  it('appends the next page in place and updates the URL', async () => {
    const { page, errors } = await visit('/blogs', 'LoadMorePosts');
    const cards = page.locator('#post-list > li');
    await expect(cards.count()).resolves.toBe(6);
    const firstSix = await cards.locator('.card__title').allTextContents();
    await mark(page);
    await page.locator('a', { hasText: 'Load More Posts' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#post-list > li').length === 11);
    expect((await cards.locator('.card__title').allTextContents()).slice(0, 6)).toEqual(firstSix);
    await page.waitForFunction(() => location.search === '?page=2');
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('a', { hasText: 'Load More Posts' }).count()).resolves.toBe(0); // 11 posts: no third page
    await expect(page.locator('#post-list > li').nth(10).locator('img').getAttribute('src')).resolves.toMatch(
      /^\/demo-img\//,
    );
    expect(errors).toEqual([]);
  });

  it('is a ?page= link without JavaScript', async () => {
    const { page, errors } = await visit('/blogs', 'LoadMorePosts', { javaScript: false });
    await page.locator('a', { hasText: 'Load More Posts' }).click();
    await page.waitForURL(/\/blogs\?page=2$/);
    await expect(page.locator('#post-list > li').count()).resolves.toBe(11);
    expect(errors).toEqual([]);
  });
});

describe('Share', () => {
  const POST = '/blogs/how-to-plan-your-wedding-photography-timeline';

  it("copies the link and says 'Link copied!' when there is no share sheet", async () => {
    const { page, errors } = await visit(POST, 'ShareButton', {
      init: () => {
        const copied: string[] = [];
        (window as unknown as { __copied: string[] }).__copied = copied;
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          configurable: true,
          get: () => ({ writeText: async (t: string) => void copied.push(t) }),
        });
      },
    });
    await page.locator('button', { hasText: 'Share' }).click();
    await page.locator('text=Link copied!').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
      `http://127.0.0.1:8787${POST}`,
    ]);
    expect(errors).toEqual([]);
  });

  it('opens the device share sheet when there is one', async () => {
    const { page, errors } = await visit(POST, 'ShareButton', {
      init: () => {
        const shared: unknown[] = [];
        (window as unknown as { __shared: unknown[] }).__shared = shared;
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: unknown) => void shared.push(data),
        });
      },
    });
    await page.locator('button', { hasText: 'Share' }).click();
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
    expect(await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared[0])).toEqual({
      title: 'How to Plan Your Wedding Photography Timeline',
      url: `http://127.0.0.1:8787${POST}`,
    });
    await expect(page.locator('text=Link copied!').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('every editorial page', () => {
  const pages = [
    '/blogs',
    '/blogs/best-pre-wedding-locations-in-rajasthan',
    '/faqs?category=booking',
    '/about',
    '/contact?service=wedding',
    '/terms-and-conditions',
    '/privacy-policy',
    '/cancellation-policy',
  ];
  it.each(pages)('%s hydrates with no console errors or CSP violations at 360 px', async (path) => {
    const { page, errors } = await firstView(`${base}${path}`, { width: 360, height: 740 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)); // 'visible' islands
    // Every island but the header's menu (it hydrates on first interaction) and
    // the callback modal (it loads on the first 'Book now' click).
    await page.waitForFunction(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '[data-island]:not([data-hydrate="interaction"]):not([data-hydrate="intent"])',
        ),
      ].every((el) => el.dataset.hydrated === 'true'),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
