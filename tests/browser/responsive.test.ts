import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteInBrowser } from '../helpers/browser';
import { ROUTES } from '../routes';

let browser: Browser;
let base: string;
siteInBrowser((b, url) => {
  browser = b;
  base = url;
});

describe.each([360, 768, 1440])('layout at %i px', (width) => {
  it('has no horizontal overflow and no image without reserved dimensions on any route', async () => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of ROUTES) {
      await page.goto(base + path, { waitUntil: 'load' });
      const r = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        unsized: [...document.images]
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.src),
        menu: document.querySelector('.menu__toggle')!.checkVisibility(),
        nav: document.querySelector('nav.nav')!.checkVisibility(),
      }));
      if (r.scrollWidth > r.innerWidth) problems.push(`${path}: scrollWidth ${r.scrollWidth} > ${r.innerWidth}`);
      if (r.unsized.length) problems.push(`${path}: images without width/height: ${r.unsized.join(', ')}`);
      if (width === 360 && (!r.menu || r.nav)) problems.push(`${path}: expected the mobile menu at 360 px`);
      if (width === 1440 && (r.menu || !r.nav)) problems.push(`${path}: expected the full navigation at 1440 px`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
