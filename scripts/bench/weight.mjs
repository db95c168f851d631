// Page weight as a browser sees it: gzip bytes of HTML, CSS and JS, split into what the page
// needs before first paint (the document and render-blocking resources) and what loads later.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export async function weigh(base, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const out = {};
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const bodies = new Map();
      page.on('response', async (res) => {
        try {
          bodies.set(res.url(), gzipSync(await res.body()).length);
        } catch {}
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Give idle-time hydration its chance, as a visitor's idle browser would.
      await page.waitForTimeout(2500);
      const entries = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        return {
          fcp,
          resources: /** @type {(PerformanceResourceTiming & { renderBlockingStatus?: string })[]} */ (
            performance.getEntriesByType('resource')
          ).map((e) => ({
            name: e.name,
            type: e.initiatorType,
            start: e.startTime,
            blocking: e.renderBlockingStatus === 'blocking',
          })),
        };
      });
      const w = {
        htmlBefore: bodies.get(base + path) ?? 0,
        cssBefore: 0,
        jsBefore: 0,
        jsLater: 0,
        requests: entries.resources.length + 1,
        fcp: entries.fcp,
      };
      for (const r of entries.resources) {
        const bytes = bodies.get(r.name) ?? 0;
        const isCss = /\.css(\?|$)/.test(r.name);
        const isJs = /\.js(\?|$)/.test(r.name);
        if (isCss && r.blocking) w.cssBefore += bytes;
        if (isJs && r.blocking) w.jsBefore += bytes;
        if (isJs && !r.blocking) w.jsLater += bytes;
      }
      out[path] = w;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

// Run alone, after `npx vite build`: `node scripts/bench/weight.mjs` serves the build (serve.mjs)
// and prints each bench page's JS (before paint + after idle) as `npm run bench` weighs it, without
// the bench's load, render and startup sections.
if (import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1] ?? '').href) {
  const { PAGES } = await import('./pages.mjs');
  const { serve } = await import('./serve.mjs');
  const server = await serve(Number(process.env.BENCH_PORT ?? 8790));
  try {
    const weights = await weigh(server.base, PAGES);
    for (const p of PAGES) {
      const w = weights[p];
      console.log(p.padEnd(58) + `${((w.jsBefore + w.jsLater) / 1024).toFixed(1)} KB JS`.padStart(12));
    }
  } finally {
    server.stop();
  }
}
