// Renders the default social image (1200x630) to public/og-default.jpg:
// a generated demo photograph with the brand line over it. Run: node scripts/og-default.mjs
import { chromium } from 'playwright-core';
import { demoImageSvg } from '../src/worker/content/demo/art/index.ts';

const name = process.argv[2] ?? 'ShutterStory';
const html = `<!doctype html><html><body style="margin:0">
<div style="position:relative;width:1200px;height:630px;font-family:Georgia,serif">
${demoImageSvg('weddingc0ffee', 1200, 630)}
<div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(20,16,12,.78),rgba(20,16,12,.1))"></div>
<div style="position:absolute;left:80px;top:200px;color:#fff">
<div style="font-size:28px;letter-spacing:6px;text-transform:uppercase;color:#e8b27a">${name}</div>
<div style="font-size:72px;line-height:1.1;margin-top:18px">Professional photography<br>across India</div>
<div style="font-size:26px;margin-top:24px;opacity:.9">Creating Memories Since 2020</div></div></div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({
  path: new URL('../public/og-default.jpg', import.meta.url).pathname,
  type: 'jpeg',
  quality: 82,
});
if (process.env.OG_PREVIEW) await page.screenshot({ path: process.env.OG_PREVIEW });
await browser.close();
console.log('wrote public/og-default.jpg');
