import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessStandIn } from '../helpers/access-standin';
import { axe, inboxInBrowser, signedInContext, type InboxSite } from '../helpers/inbox-browser';
import { Jar } from '../helpers/attribution';
import { CALLBACK, post } from '../helpers/leads';
import { asBrowser } from '../helpers/requests';

// Quick replies and the mended reports in Chromium, signed in through the local Access stand-in.
let access: AccessStandIn;
let server: InboxSite['server'];
let browser: Browser;
let base: string;

inboxInBrowser((site) => ({ access, server, browser, base } = site));

async function signedIn(width: number) {
  const context = await signedInContext(browser, access, { email: 'asha.k@studio.example', width });
  return { context, page: await context.newPage() };
}

/**
 * Words the layout split across lines (a column narrower than its longest word: "WhatsA pp",
 * one letter a line): every visible word's box, measured by a Range, must sit on one line.
 */
const splitWords = (page: Page, within = 'body') =>
  page.evaluate((selector) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.querySelector(selector)!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!;
      if (el.closest('.visually-hidden, svg, title, script, style')) continue;
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index!);
        range.setEnd(node, m.index! + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) out.push(`${m[0]} in <${el.tagName.toLowerCase()} class="${el.className}">`);
      }
    }
    return out;
  }, within);

describe('quick replies and reports at 360 px', () => {
  it('a Hindi quick reply for a wedding lead in Delhi NCR opens wa.me with the filled text; axe clean', async () => {
    const res = await post(server, 'submit-form', {
      ...CALLBACK,
      firstName: 'Rohit',
      lastName: 'Aggarwal',
      phone: '9876501234',
      service: 'wedding',
      city: 'delhi-ncr',
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const { context, page } = await signedIn(360);
    // WhatsApp itself is not on this machine: the tap posts to the contact route, whose 303 to wa.me is
    // caught here (a route does not see the redirected request) and answered with a tiny page.
    const opened: string[] = [];
    await context.route('**/admin/leads/*/contact', async (route) => {
      const res = await route.fetch({ maxRedirects: 0 });
      expect(res.status()).toBe(303);
      opened.push(res.headers().location!);
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
    });
    await page.goto(`${base}/admin/leads/${id}`);
    expect(await axe(page)).toEqual([]);
    // The quick replies' part of the page (the rest of the lead page is other parts' work).
    expect(await splitWords(page, '.quick-replies')).toEqual([]);
    const hindi = page.locator('.quick-replies__lang[lang="hi"]');
    const button = hindi.getByRole(/* a link now, a form's button once the contact route is there */ 'link', {
      name: /^WhatsApp: /,
    });
    const submit = hindi.getByRole('button', { name: /^WhatsApp: / });
    const target = (await button.count()) ? button.first() : submit.first();
    await expect.poll(() => target.isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/contact$/), target.click()]);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/919876501234');
    const text = url.searchParams.get('text')!;
    expect(text).toMatch(/^नमस्ते Rohit Aggarwal जी, मैं .+ से Asha K।/);
    expect(text).toContain('Delhi NCR में Wedding फ़ोटोग्राफ़ी');
    await context.close();
  });

  // The reports' data: leads from campaigns with long names (one breaks only at its hyphens), at every stage.
  beforeAll(async () => {
    const stages = ['contacted', 'quoted', 'booked', 'lost'];
    for (const [i, campaign] of [
      'diwali-wedding-season-2026-delhi-ncr-retargeting',
      'varanasi',
      'WhatsApp',
    ].entries()) {
      const jar = new Jar();
      jar.take(
        await server.fetch(`/services?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, asBrowser),
      );
      const res = await post(server, 'submit-form', { ...CALLBACK, firstName: `Camp${i}` }, { cookie: jar.header });
      const { id } = (await res.json()) as { id: string };
      const stage = stages[i]!;
      const moved = await server.fetch(`${base}/admin/leads/${id}/stage`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: base,
          'cf-access-jwt-assertion': await access.token({ email: 'asha.k@studio.example' }),
        },
        body: new URLSearchParams({ from: 'new', stage, value: '150000', reason: 'Price' }).toString(),
        redirect: 'manual',
      });
      expect(moved.status).toBe(303);
    }
  });

  for (const width of [360, 1280])
    it(`the reports page at ${width} px: every stage in the funnel, no split words, axe clean`, async () => {
      const { context, page } = await signedIn(width);
      await page.goto(`${base}/admin/reports`);
      // Every stage a column of the funnel's table (beside the chart, for screen readers) and a legend entry.
      for (const stage of ['New', 'Contacted', 'Quoted', 'Booked', 'Lost']) {
        expect(await page.locator(`th[scope="col"]:text-is("${stage}")`).count(), stage).toBeGreaterThan(0);
        expect(await page.locator(`.report-chart__legend text:text-is("${stage}")`).count(), stage).toBeGreaterThan(0);
      }
      expect(await page.locator('.report__note', { hasText: 'Where they stand now' }).textContent()).toMatch(
        /^Where they stand now: \d+ new, \d+ contacted, \d+ quoted, \d+ booked, \d+ lost\./,
      );
      expect(await splitWords(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axe(page)).toEqual([]);
      await context.close();
    });
});
