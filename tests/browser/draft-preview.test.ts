import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launch, open } from '../helpers/browser';
import { sanityVars, worker } from '../helpers/harness';
import { loadNdjson, startSanityStandIn, type StandIn } from '../helpers/sanity-standin';

// Draft preview in Chromium. Offline the Studio cannot log in to create its preview secret, so the
// test writes the secret document into the Sanity stand-in and opens the enable URL the
// Presentation tool would open, directly and inside a frame on the Studio's page (served by this
// worker at /studio, the site's own origin).
const TOKEN = 'skBrowserViewerToken0123456789abcdef';
const SECRET = 'browser-preview-secret-42';
const POST_ID = 'post-how-to-plan-your-wedding-photography-timeline';
const PATH = '/blogs/how-to-plan-your-wedding-photography-timeline';
const PUBLISHED_TITLE = 'How to Plan Your Wedding Photography Timeline';
const DRAFT_TITLE = 'Draft: Your Wedding Day, Hour by Hour';
const STEGA_ALL = /[\u200B\u200C\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]{4,}/gu;

const post = loadNdjson().find((d) => d._id === POST_ID)!;
const now = new Date().toISOString();

let sanity: StandIn;
let server: ReturnType<typeof worker>;
let browser: Browser;
let base: string;

const enableUrl = (path = PATH) =>
  `${base}/api/draft-mode/enable?${new URLSearchParams({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': path, 'sanity-preview-perspective': 'drafts' })}`;

const heading = async (page: Page) => (await page.locator('h1').first().innerText()).replace(STEGA_ALL, '');

beforeAll(async () => {
  sanity = await startSanityStandIn(loadNdjson(), { token: TOKEN });
  sanity.upsert(
    { ...structuredClone(post), _id: `drafts.${POST_ID}`, title: DRAFT_TITLE },
    {
      _id: 'drafts.browser-secret',
      _type: 'sanity.previewUrlSecret',
      _createdAt: now,
      _updatedAt: now,
      secret: SECRET,
      source: 'presentation',
      studioUrl: '/studio',
      userId: 'editor-1',
    },
  );
  server = worker(sanityVars(sanity.url), { SANITY_READ_TOKEN: TOKEN });
  base = (await server.listen()).url.toString().replace(/\/$/, '');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sanity?.close();
});

describe('draft preview in the browser', () => {
  it('the enable link opens the page with the draft, the Preview bar and the overlay script, with no CSP violation', async () => {
    const { page, errors } = await open(browser, enableUrl());
    expect(new URL(page.url()).pathname).toBe(PATH);
    expect(await heading(page)).toBe(DRAFT_TITLE);
    const bar = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.innerText()).toMatch(/^PREVIEW\s/i);
    expect(await bar.getByRole('link', { name: 'Exit preview' }).getAttribute('href')).toBe(
      `/api/draft-mode/disable?redirect=${encodeURIComponent(PATH)}`,
    );
    // The overlay module and its chunks load (preview only) and run without errors.
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(scripts).toContain('/assets/preview/preview.js');
    expect(errors).toEqual([]);

    // The way out: the published page, no bar.
    await bar.getByRole('link', { name: 'Exit preview' }).click();
    await page.waitForURL(`${base}${PATH}`);
    expect(await heading(page)).toBe(PUBLISHED_TITLE);
    expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    await page.context().close();
  });

  it('islands hydrate on a preview page whose text carries edit links (home: carousels, testimonials, forms)', async () => {
    const { page, errors } = await open(browser, enableUrl('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    await hydrated(page);
    // The hero's text carries its edit link into the hydrated island too (props keep stega).
    expect(
      await page
        .locator('[data-island="HeroCarousel"]')
        .evaluate((el) => /[\u200B\u200C\u200D\uFEFF]{4,}/u.test(el.textContent ?? '')),
    ).toBe(true);
    expect(errors).toEqual([]); // no hydration mismatch, no CSP violation
    await page.context().close();
  });

  it("the Studio's page at /studio can frame the preview; it cannot frame a public page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // The real Studio page, under its own CSP (frame-src 'self'). Offline it cannot reach Sanity
    // to log in, so the Presentation tool cannot open its frame: the test adds the frames it would.
    await page.goto(`${base}/studio/presentation`);
    await page.evaluate(
      ({ preview, pub }) => {
        for (const [id, src] of [
          ['preview', preview],
          ['public', pub],
        ] as const) {
          const frame = document.createElement('iframe');
          Object.assign(frame, { id, src, width: 1200, height: 800 });
          document.body.append(frame);
        }
      },
      { preview: enableUrl(), pub: `${base}/faqs` },
    );
    const preview = page.frameLocator('#preview');
    await expect
      .poll(async () => (await preview.locator('h1').first().innerText({ timeout: 15_000 })).replace(STEGA_ALL, ''), {
        timeout: 20_000,
      })
      .toBe(DRAFT_TITLE);
    // The preview bar comes with the preview client, after the draft's text: wait for it, do not sample.
    await expect
      .poll(() => preview.getByRole('region', { name: 'Preview' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The public page refuses to be framed (frame-ancestors 'none', X-Frame-Options DENY): Chromium
    // shows its error page in that frame instead of the page (whose main content a visitor otherwise sees).
    const frame = (await (await page.$('#public'))!.contentFrame())!;
    await expect.poll(() => frame.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/);
    expect(await frame.locator('main#main').count()).toBe(0);
    const csp = errors.filter((e) => /Content Security Policy|Refused to/.test(e));
    expect(csp).toEqual([expect.stringContaining(`frame-ancestors 'none'`)]);
    await context.close();
  });
});
