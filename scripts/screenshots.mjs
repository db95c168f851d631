// npm run screenshots: builds, serves the built worker on the demo dataset, and writes full-page
// screenshots of the key pages (and the callback modal) at 360 and 1440 px to screenshots/.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createTestHarness } from 'wrangler';

const PAGES = [
  ['home', '/'],
  ['packages', '/packages'],
  ['photographers', '/photographers'],
  ['place', '/place/wedding-photographer-jaipur'],
];
const WIDTHS = [360, 1440];
const out = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const server = createTestHarness({ workers: [{ configPath: 'dist/photo_site/wrangler.json' }] });
const base = (await server.listen()).url.toString().replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 } });
    for (const [name, path] of PAGES) {
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Scroll through once so lazy images load, as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${out}${name}-${width}-top.png` });
      await page.screenshot({ path: `${out}${name}-${width}.png`, fullPage: true });
      console.log(`screenshots/${name}-${width}.png`);
      await page.close();
    }
    // The callback modal, opened the way a visitor does: a package's 'Book now'.
    const page = await context.newPage();
    await page.goto(`${base}/packages`, { waitUntil: 'networkidle' });
    const book = page.locator('[data-book]').first();
    if (await book.count()) {
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('[data-island]')].every((el) => el.getAttribute('data-hydrated') === 'true'),
          undefined,
          { timeout: 10000 },
        )
        .catch(() => {});
      await book.click();
      await page.waitForSelector('[role="dialog"]', { timeout: 5000 }).catch(() => {});
      await page.waitForTimeout(800); // let the opening transition finish
      await page.screenshot({ path: `${out}callback-modal-${width}.png` });
      console.log(`screenshots/callback-modal-${width}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
