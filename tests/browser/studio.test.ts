/**
 * The Studio at /studio in Chromium on the built site
 * (docs/decisions/0016-studio-served-by-the-worker.md), with a fake project id: the Studio's own UI
 * must boot under its CSP. Offline, Sanity's hosts cannot be reached, so the Studio ends on its own
 * "Network error" screen — that screen is the Studio running.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteInBrowser } from '../helpers/browser';
import { flowsSiteInBrowser } from '../helpers/flows-site';

let browser: Browser;
let base: string;
const ready = (b: Browser, url: string) => {
  browser = b;
  base = url;
};

/** A page that records CSP violations, page errors and failed requests (by host). */
async function watched(): Promise<{
  page: Page;
  violations: string[];
  pageErrors: string[];
  failedHosts: Set<string>;
}> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const violations: string[] = [];
  const pageErrors: string[] = [];
  const failedHosts = new Set<string>();
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|CSP violation/.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('requestfailed', (r) => failedHosts.add(new URL(r.url()).host));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, violations, pageErrors, failedHosts };
}

describe('/studio with a project, in a browser', () => {
  siteInBrowser(ready, { SANITY_PROJECT_ID: 'fake1234', SANITY_DATASET: 'production' });

  it('boots the Studio (its own UI appears) with no CSP violation; only Sanity hosts fail offline', async () => {
    const { page, violations, pageErrors, failedHosts } = await watched();
    const res = await page.goto(`${base}/studio/structure/post`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // Rendered by the Studio's React app after it tried the project's API (unreachable here).
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 45_000, interval: 500 })
      .toContain("Couldn't reach the Sanity servers");
    expect(page.url()).toBe(`${base}/studio/structure/post`);
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    // Everything from the site's own origin loaded; what failed is Sanity's side (no network).
    expect([...failedHosts].filter((h) => !/(^|\.)sanity\.io$|(^|\.)sanity-cdn\.com$/.test(h))).toEqual([]);
    expect([...failedHosts]).toContain('fake1234.api.sanity.io');
    await page.context().close();
  });
});

describe('/studio without a project, in a browser', () => {
  // The run's shared flows site has no project (tests/helpers/flows-site-server.ts).
  flowsSiteInBrowser((site) => ready(site.browser, site.base));

  it('shows the one-screen guide to connect a project, within the Studio CSP', async () => {
    const { page, violations, pageErrors } = await watched();
    const res = await page.goto(`${base}/studio`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Connect the Studio to a Sanity project');
    expect(await page.getByRole('listitem').count()).toBe(5);
    expect(await page.getByRole('listitem').first().innerText()).toContain('project ID');
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
