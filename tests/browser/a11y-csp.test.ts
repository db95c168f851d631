import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedContext, siteInBrowser } from '../helpers/browser';
import { ROUTES } from '../routes';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

// The routes side by side, each on its own page of one browser context (three at a time:
// vitest.config.ts `maxConcurrency` for the browser project): a route's time is mostly waiting for
// its network to settle and for axe, which overlap. No route sets a cookie or storage a next one reads.
const open = sharedContext(() => browser, { concurrent: true });
describe.concurrent('accessibility and CSP on every route', () => {
  it.each(ROUTES)('%s: no axe violation of any impact, no CSP violation, no console error', async (path) => {
    const { page, errors } = await open(base + path, { width: 1280 });
    await page.waitForLoadState('networkidle');
    // Injected through the DevTools protocol, which the page's CSP does not govern.
    await page.evaluate(axeSource);
    const results = await page.evaluate(async () => {
      const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v: any) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')),
      }));
    });
    expect(results).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
