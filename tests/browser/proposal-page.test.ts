import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { axe, inboxInBrowser, type InboxSite } from '../helpers/inbox-browser';
import { insertLead } from '../helpers/notices';

// The visitor's proposal page (docs/product.md#proposal-page) in Chromium on the built worker, on a
// 360 px phone, in English and in Hindi: nothing wider than the screen, axe finds nothing, and the
// visitor accepts it by its plain form.
let access: AccessStandIn;
let server: InboxSite['server'];
let browser: Browser;
let base: string;

inboxInBrowser((site) => ({ access, server, browser, base } = site), { vars: { UPI_ID: 'studio@okaxis' } });

/** A lead and its proposal, made through the inbox's form: the proposal's public path. */
async function proposal(id: string, language: 'en' | 'hi'): Promise<string> {
  const headers = { 'cf-access-jwt-assertion': await access.token({ email: 'asha@studio.example' }) };
  await fetch(`${base}/admin`, { headers }); // tables created
  await insertLead(
    server,
    { id, name: 'Meera Sharma', receivedAt: new Date().toISOString(), phone: '919811122233' },
    false,
  );
  const form = new URLSearchParams({
    lines: '2',
    dates: '2',
    item_0: 'Wedding Photography - Gold',
    amount_0: '1,50,000',
    item_1: 'Drone coverage',
    amount_1: '20k',
    date_0: '2027-02-13',
    label_0: 'Haldi',
    date_1: '2027-02-14',
    label_1: 'Wedding',
    city: 'Jaipur',
    hold: '72',
    language,
    save: '1',
  });
  const saved = await fetch(`${base}/admin/leads/${id}/proposal`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const page = await (await fetch(`${base}${saved.headers.get('location')}`, { headers })).text();
  return /value="https?:\/\/[^/"]+(\/(?:hi\/)?p\/[^"]+)"/.exec(page)![1]!;
}

describe('the proposal page on a 360 px phone', () => {
  for (const language of ['en', 'hi'] as const)
    it(`in ${language === 'en' ? 'English' : 'Hindi'}: fits the screen without JavaScript, axe 0 before and after accepting by its plain form`, async () => {
      const path = await proposal(`b-${language}`, language);
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await context.close();
      const withJs = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const view = await withJs.newPage();
      await view.goto(`${base}${path}`, { waitUntil: 'load' });
      expect(await axe(view)).toEqual([]);
      await view.locator('#accept-name').fill('Meera Sharma');
      await view.locator('#accept-agree').check();
      await view.locator('form[action$="/accept"] button[type="submit"]').click();
      await view.waitForURL(`${base}${path}`);
      await expect
        .poll(() => view.locator('.proposal__accepted').textContent())
        .toContain(language === 'en' ? 'Accepted by Meera Sharma' : 'Meera Sharma ने');
      expect(await axe(view)).toEqual([]);
      await withJs.close();
    });
});
